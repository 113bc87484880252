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
}

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
    // Instants are stored as timestamptz; the session speaks UTC so nothing depends on the host's zone.
    extra: { options: '-c timezone=UTC' },
  };
}

export function createServiceDataSource(input: ServiceDataSourceInput): DataSource {
  return new DataSource(serviceDataSourceOptions(input));
}
