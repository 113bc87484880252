import { randomUUID } from 'node:crypto';
import { createInboxMigration, createServiceDataSource, migrateSchema } from '@presently/database';
import { applyTestEnv, sql } from '@presently/testing';

describe('createInboxMigration', () => {
  const schema = `inbox_${randomUUID().slice(0, 8)}`;

  beforeAll(() => applyTestEnv());
  afterAll(async () => {
    await sql(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
  });

  it('creates the inbox a redelivered event is checked against, and reverts it', async () => {
    const migration = createInboxMigration(schema, 1770000000000);
    const dataSource = createServiceDataSource({ url: process.env.DATABASE_URL as string, schema, entities: [], migrations: [migration] });
    expect(await migrateSchema(dataSource, schema)).toEqual(['CreateInbox1770000000000']);

    const id = randomUUID();
    await sql(`INSERT INTO "${schema}"."processed_events" (event_id, event_name) VALUES ($1, 'org.user.changed.v1')`, [id]);
    await expect(sql(`INSERT INTO "${schema}"."processed_events" (event_id, event_name) VALUES ($1, 'org.user.changed.v1')`, [id])).rejects.toThrow(/duplicate key/);

    await dataSource.initialize();
    try {
      await dataSource.undoLastMigration();
    } finally {
      await dataSource.destroy();
    }
    expect(await sql(`SELECT to_regclass($1) AS t`, [`${schema}.processed_events`])).toEqual([{ t: null }]);
  });

  it('refuses a schema name that is not an identifier', () => {
    expect(() => createInboxMigration('x"; DROP TABLE y; --', 1)).toThrow(/not a schema name/);
  });
});
