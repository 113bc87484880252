import type { MigrationInterface, QueryRunner } from 'typeorm';

/** When the platform added the outbox: after every service migration that existed then. */
export const OUTBOX_MIGRATION_TIMESTAMP = 1765000000000;

/**
 * The outbox table of a service: events written in the same transaction as the change they announce,
 * published afterwards by the relay (libs/service-runtime). Added to every service's migrations by
 * the platform, so no service can forget it.
 */
export function createOutboxMigration(schema: string, timestamp = OUTBOX_MIGRATION_TIMESTAMP): new () => MigrationInterface {
  if (!/^[a-z][a-z0-9_]*$/.test(schema)) throw new Error(`not a schema name: ${schema}`);
  const name = `CreateOutbox${timestamp}`;
  const table = `"${schema}"."outbox"`;
  const migration = class implements MigrationInterface {
    name = name;

    async up(q: QueryRunner): Promise<void> {
      // seq orders publication (per service, hence per aggregate); event_id is the envelope's id,
      // which the consumers' inboxes use to ignore a redelivery.
      await q.query(`CREATE TABLE ${table} (
        "seq" bigserial PRIMARY KEY,
        "event_id" uuid NOT NULL UNIQUE,
        "name" text NOT NULL,
        "aggregate" text NOT NULL,
        "payload" jsonb NOT NULL,
        "meta" jsonb NOT NULL,
        "occurred_at" timestamptz NOT NULL DEFAULT now(),
        "published_at" timestamptz
      )`);
      await q.query(`CREATE INDEX "outbox_unpublished_idx" ON ${table} ("seq") WHERE "published_at" IS NULL`);
    }

    async down(q: QueryRunner): Promise<void> {
      await q.query(`DROP TABLE ${table}`);
    }
  };
  Object.defineProperty(migration, 'name', { value: name });
  return migration;
}
