import { createLogger } from '@presently/logger';
import { createGateway } from './create-gateway';
import { loadGatewayConfig } from './gateway-config';

async function main(): Promise<void> {
  const config = loadGatewayConfig();
  const app = await createGateway(config);
  // Every IPv4 interface: Fastify alone would listen on localhost only, and Kong reaches the gateway
  // from outside its container (Express listened everywhere by Node's default).
  await app.listen(config.PORT, '0.0.0.0');
  createLogger('gateway', config.LOG_LEVEL).info({ port: config.PORT, url: config.PUBLIC_URL }, 'gateway listening');
}

main().catch((err: unknown) => {
  createLogger('gateway').fatal({ err }, 'gateway failed to start');
  process.exit(1);
});
