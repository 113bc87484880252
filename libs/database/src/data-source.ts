import { DataSource, type DataSourceOptions, type MixedList, type EntitySchema } from 'typeorm';
import { SnakeNamingStrategy } from './snake-naming.strategy';

export interface ServiceDataSourceInput {
  /** The service's own PostgreSQL schema: it never reads or writes another. */
  schema: string;
  url: string;
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  entities: MixedList<Function | string | EntitySchema>;
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  migrations: MixedList<Function | string>;
  poolSize?: number;
  applicationName?: string;
  /** A session left idle inside an open transaction longer than this is ended by PostgreSQL (its locks freed). */
  idleInTransactionTimeoutMs?: number;
  /** How long a query waits for a pooled connection before it fails. */
  acquireTimeoutMs?: number;
}

/**
 * A transaction idle this long is a bug (a use case awaiting something else while it holds a
 * connection): PostgreSQL ends it and the next query on it fails, instead of its locks and its pooled
 * connection being held until the process restarts.
 */
export const IDLE_IN_TRANSACTION_TIMEOUT_MS = 30_000;
/** A pool exhausted this long fails the request (a 5xx that names the cause) instead of hanging it. */
export const POOL_ACQUIRE_TIMEOUT_MS = 10_000;

export function serviceDataSourceOptions(input: ServiceDataSourceInput): DataSourceOptions {
  return {
    type: 'postgres',
    url: input.url,
    schema: input.schema,
    entities: input.entities,
    migrations: input.migrations,
    migrationsTableName: 'migrations',
    migrationsTransactionMode: 'each',
    namingStrategy: new SnakeNamingStrategy(),
    synchronize: false,
    migrationsRun: false,
    poolSize: input.poolSize ?? 10,
    applicationName: input.applicationName ?? input.schema,
    extra: {
      // Instants are stored as timestamptz; the session speaks UTC so nothing depends on the host's zone.
      options: '-c timezone=UTC',
      idle_in_transaction_session_timeout: input.idleInTransactionTimeoutMs ?? IDLE_IN_TRANSACTION_TIMEOUT_MS,
      connectionTimeoutMillis: input.acquireTimeoutMs ?? POOL_ACQUIRE_TIMEOUT_MS,
    },
  };
}

export function createServiceDataSource(input: ServiceDataSourceInput): DataSource {
  return new DataSource(serviceDataSourceOptions(input));
}
