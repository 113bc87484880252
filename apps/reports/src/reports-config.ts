import { loadConfig, type ReportsEnv, reportsEnvSchema } from '@presently/config';

let cached: ReportsEnv | null = null;

/** The reports service's own settings (reportsEnvSchema: the service variables and REPORT_*), read once. */
export function reportsConfig(): ReportsEnv {
  cached ??= loadConfig(reportsEnvSchema);
  return cached;
}

/** Tests change the environment between boots. */
export function resetReportsConfig(): void {
  cached = null;
}
