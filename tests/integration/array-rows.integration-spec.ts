import { randomUUID } from 'node:crypto';
import { arrayRows, createServiceDataSource } from '@presently/database';
import { applyTestEnv, sql } from '@presently/testing';
import type { DataSource } from 'typeorm';

/*
 * Rows as arrays (real PostgreSQL): columns in the SELECT's order with pg's usual types, on a pooled
 * connection (given back) or on a transaction's own, where the transaction's uncommitted rows are seen.
 */

const schema = `array_rows_${randomUUID().slice(0, 8)}`;
let dataSource: DataSource;

beforeAll(async () => {
  applyTestEnv();
  dataSource = createServiceDataSource({ url: process.env.DATABASE_URL as string, schema, entities: [], migrations: [], poolSize: 2 });
  await dataSource.initialize();
  await dataSource.query(`CREATE SCHEMA "${schema}"`);
  await dataSource.query(`CREATE TABLE "${schema}"."spans" (id serial PRIMARY KEY, kind text NOT NULL, started_at timestamptz NOT NULL, ended_at timestamptz)`);
  await dataSource.query(`INSERT INTO "${schema}"."spans" (kind, started_at, ended_at) VALUES ('work', '2026-10-01T06:00:00.123456Z', '2026-10-01T14:00:00Z'), ('break', '2026-10-01T14:00:00Z', NULL)`);
});

afterAll(async () => {
  await dataSource.destroy();
  await sql(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
});

const SPANS = `SELECT "id", "kind", floor(extract(epoch FROM "started_at") * 1000)::float8, floor(extract(epoch FROM "ended_at") * 1000)::float8
                 FROM "${schema}"."spans" WHERE "kind" = ANY($1) ORDER BY "id"`;

describe('arrayRows', () => {
  it('answers each row as an array in the order of the columns', async () => {
    const rows = await arrayRows<[number, string, number, number | null]>(dataSource.manager, SPANS, [['work', 'break']]);
    expect(rows).toEqual([
      [1, 'work', Date.parse('2026-10-01T06:00:00.123Z'), Date.parse('2026-10-01T14:00:00Z')],
      [2, 'break', Date.parse('2026-10-01T14:00:00Z'), null],
    ]);
  });

  it('gives its pooled connection back (more reads than the pool has connections)', async () => {
    const reads = await Promise.all(Array.from({ length: 6 }, () => arrayRows(dataSource.manager, SPANS, [['work']])));
    expect(reads.map((r) => r.length)).toEqual([1, 1, 1, 1, 1, 1]);
  });

  it("reads on a transaction's connection, seeing what it has not committed", async () => {
    const seen = await dataSource.transaction(async (em) => {
      await em.query(`INSERT INTO "${schema}"."spans" (kind, started_at) VALUES ('field_work', now())`);
      return arrayRows(em, SPANS, [['field_work']]);
    });
    expect(seen).toHaveLength(1);
    await dataSource.query(`DELETE FROM "${schema}"."spans" WHERE "kind" = 'field_work'`);
  });
});
