import { randomUUID } from 'node:crypto';
import { InboxBatch, ProcessedEvent, createInboxMigration, createServiceDataSource, migrateSchema } from '@presently/database';
import { applyTestEnv, sql } from '@presently/testing';
import type { DataSource } from 'typeorm';

/*
 * Events handled in batches (real PostgreSQL): each event's effect at most once, every caller told only
 * after its batch committed, and a failed batch leaving nothing behind so that a redelivery can work.
 */

const schema = `inbox_batch_${randomUUID().slice(0, 8)}`;
let dataSource: DataSource;

beforeAll(async () => {
  applyTestEnv();
  dataSource = createServiceDataSource({
    url: process.env.DATABASE_URL as string,
    schema,
    entities: [ProcessedEvent],
    migrations: [createInboxMigration(schema, 1770000000000)],
    poolSize: 3,
  });
  await migrateSchema(dataSource, schema);
  await dataSource.initialize();
  await dataSource.query(`CREATE TABLE "${schema}"."counters" (name text PRIMARY KEY, n int NOT NULL)`);
});

afterAll(async () => {
  await dataSource.destroy();
  await sql(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
});

const event = (id = randomUUID()) => ({ id, name: 'test.thing.happened.v1' });

/** Adds one per item to the item's counter, in the batch's transaction. */
const countInto = (table: string) => async (manager: Parameters<ConstructorParameters<typeof InboxBatch<string>>[1]>[0], names: string[]) => {
  await manager.query(
    `INSERT INTO "${schema}"."${table}" (name, n) SELECT name, count(*) FROM unnest($1::text[]) AS t(name) GROUP BY name
     ON CONFLICT (name) DO UPDATE SET n = "${schema}"."${table}".n + EXCLUDED.n`,
    [names],
  );
};

const counter = async (name: string) => {
  const rows = await dataSource.query(`SELECT n FROM "${schema}"."counters" WHERE name = $1`, [name]);
  return rows[0]?.n ?? 0;
};

it('counts each event once when many arrive together, redeliveries included, and resolves after the commit', async () => {
  const batch = new InboxBatch<string>(dataSource, countInto('counters'));
  const events = Array.from({ length: 60 }, () => event());
  const redelivered = events.slice(0, 15);
  const done = await Promise.all(
    [...events.map((e, i) => ({ e, name: i % 2 ? 'a' : 'b' })), ...redelivered.map((e, i) => ({ e, name: i % 2 ? 'a' : 'b' }))].map(
      async ({ e, name }) => {
        await batch.add(e, name);
        // What the caller may ack is already visible to any other connection.
        return Number(await counter('a')) + Number(await counter('b'));
      },
    ),
  );
  expect(done.every((seen) => seen >= 1)).toBe(true);
  expect(Number(await counter('a')) + Number(await counter('b'))).toBe(60);
  expect(Number(await counter('a'))).toBe(30);

  // Delivered again later, alone: still nothing more.
  await batch.add(events[20], 'a');
  expect(Number(await counter('a'))).toBe(30);
});

it('rejects every event of a failed batch and records none of them, so each counts when redelivered', async () => {
  let fail = true;
  const flaky = countInto('counters');
  const batch = new InboxBatch<string>(dataSource, async (manager, names) => {
    if (fail) throw new Error('the database went away');
    await flaky(manager, names);
  });
  const events = Array.from({ length: 5 }, () => event());
  const results = await Promise.allSettled(events.map((e) => batch.add(e, 'c')));
  expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected', 'rejected', 'rejected', 'rejected']);
  expect(await counter('c')).toBe(0);

  fail = false;
  await Promise.all(events.map((e) => batch.add(e, 'c')));
  expect(Number(await counter('c'))).toBe(5);
});
