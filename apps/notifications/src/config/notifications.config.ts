import type { Provider } from '@nestjs/common';
import { loadConfig, type NotificationsEnv, notificationsEnvSchema } from '@presently/config';

export type NotificationsConfig = NotificationsEnv;

export const NOTIFICATIONS_CONFIG = Symbol('NOTIFICATIONS_CONFIG');

/** The service's validated environment. An empty SMTP_URL (as an unset secret renders) means "no SMTP". */
export function loadNotificationsConfig(env: NodeJS.ProcessEnv = process.env): NotificationsConfig {
  const { SMTP_URL, ...rest } = env;
  return loadConfig(notificationsEnvSchema, SMTP_URL?.trim() ? { ...rest, SMTP_URL: SMTP_URL.trim() } : rest);
}

/** Read when the application boots, not when a module is imported, so tests can set the environment first. */
export const notificationsConfigProvider: Provider = {
  provide: NOTIFICATIONS_CONFIG,
  useFactory: () => loadNotificationsConfig(),
};
