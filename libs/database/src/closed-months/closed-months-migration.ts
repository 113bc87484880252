import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The `closed_months` copy table of a service (closed-months.ts), as a migration class. */
export function createClosedMonthsMigration(schema: string, timestamp: number): new () => MigrationInterface {
  if (!/^[a-z][a-z0-9_]*$/.test(schema)) throw new Error(`not a schema name: ${schema}`);
  const name = `CreateClosedMonths${timestamp}`;
  const table = `"${schema}"."closed_months"`;
  const migration = class implements MigrationInterface {
    name = name;

    async up(q: QueryRunner): Promise<void> {
      await q.query(`CREATE TABLE ${table} (
      "company_id" integer NOT NULL,
      "month" text NOT NULL,
      "department_id" integer NOT NULL DEFAULT 0,
      "closed" boolean NOT NULL,
      "changed_at" timestamptz NOT NULL,
      PRIMARY KEY ("company_id", "month", "department_id")
    )`);
    }

    async down(q: QueryRunner): Promise<void> {
      await q.query(`DROP TABLE ${table}`);
    }
  };
  Object.defineProperty(migration, 'name', { value: name });
  return migration;
}
