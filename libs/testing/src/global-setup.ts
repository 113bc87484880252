import { applyTestEnv } from './test-env';

// Plain JavaScript under tools/ (no Nx project), shared with the scripts that run without a build.
// eslint-disable-next-line @typescript-eslint/no-require-imports, @nx/enforce-module-boundaries
const backing = require('../../../tools/run/lib/backing.cjs') as {
  ensureBackingServices: (env: NodeJS.ProcessEnv) => Promise<void>;
  ensureRabbitVhost: (url: string) => void;
};

/** Jest global setup for integration suites: backing services up, test vhost present. */
export default async function globalSetup(): Promise<void> {
  applyTestEnv();
  await backing.ensureBackingServices(process.env);
  backing.ensureRabbitVhost(process.env.RABBITMQ_URL as string);
}
