import type { ServiceName } from '@presently/contracts';
import type { ServiceDataSourceInput } from '@presently/database';

/** What makes one service different from another: its name (= schema, = queue prefix) and its data. */
export interface ServiceDefinition {
  service: ServiceName;
  entities: ServiceDataSourceInput['entities'];
  migrations: ServiceDataSourceInput['migrations'];
  /** Event keys it no longer takes: their bindings, left by an earlier version, are removed at start (AmqpServer). */
  retiredEvents?: readonly string[];
}
