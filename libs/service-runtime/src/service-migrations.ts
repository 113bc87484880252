import { createOutboxMigration } from '@presently/database';
import type { ServiceDefinition } from './service-definition';

/** A service's own migrations and the platform's tables every service has (the outbox). */
export function serviceMigrations(definition: ServiceDefinition): ServiceDefinition['migrations'] {
  const own = Array.isArray(definition.migrations) ? definition.migrations : Object.values(definition.migrations);
  return [...own, createOutboxMigration(definition.service)];
}
