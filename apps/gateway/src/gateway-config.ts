import { gatewayEnvSchema, loadConfig, resolveSecret, type GatewayEnv } from '@presently/config';

export interface GatewayConfig extends GatewayEnv {
  jwtSecret: string;
}

export const GATEWAY_CONFIG = Symbol('GATEWAY_CONFIG');

export function loadGatewayConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  const parsed = loadConfig(gatewayEnvSchema, env);
  return { ...parsed, jwtSecret: resolveSecret('JWT_SECRET', parsed.JWT_SECRET, parsed.NODE_ENV) };
}
