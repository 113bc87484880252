import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The inbox table of a service (ids of events already handled, so a redelivered event changes
 * nothing), as a migration class for a new service's first migration:
 *
 *   export const CreateInbox1770000000000 = createInboxMigration('billing', 1770000000000);
 *
 * The seven services that exist keep the copies they committed (a committed migration is never
 * edited); they create the same table.
 */
export function createInboxMigration(schema: string, timestamp: number): new () => MigrationInterface {
  if (!/^[a-z][a-z0-9_]*$/.test(schema)) throw new Error(`not a schema name: ${schema}`);
  const name = `CreateInbox${timestamp}`;
  const table = `"${schema}"."processed_events"`;
  const migration = class implements MigrationInterface {
    name = name;

    async up(q: QueryRunner): Promise<void> {
      await q.query(`CREATE TABLE ${table} (
      "event_id" uuid PRIMARY KEY,
      "event_name" text NOT NULL,
      "processed_at" timestamptz NOT NULL DEFAULT now()
    )`);
    }

    async down(q: QueryRunner): Promise<void> {
      await q.query(`DROP TABLE ${table}`);
    }
  };
  // TypeORM orders and records migrations by their class name's timestamp.
  Object.defineProperty(migration, 'name', { value: name });
  return migration;
}
