import { loadConfig, serviceEnvSchema, type ServiceEnv } from '@presently/config';

let cached: ServiceEnv | null = null;

/** The validated environment of a service process, read once. */
export function serviceConfig(): ServiceEnv {
  cached ??= loadConfig(serviceEnvSchema);
  return cached;
}

/** Tests change the environment between boots. */
export function resetServiceConfig(): void {
  cached = null;
}
