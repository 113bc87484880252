import type { Provider } from '@nestjs/common';
import { createLogger, type Logger } from '@presently/logger';
import { NOTIFICATIONS_CONFIG, type NotificationsConfig } from './notifications.config';

export const LOGGER = Symbol('LOGGER');
export type { Logger };

export const loggerProvider: Provider = {
  provide: LOGGER,
  inject: [NOTIFICATIONS_CONFIG],
  useFactory: (config: NotificationsConfig) => createLogger('notifications', config.LOG_LEVEL),
};
