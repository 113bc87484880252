import { createServiceDataSource, ensureDatabase, migrateSchema } from '@presently/database';
import { dropDatabase, scratchDatabaseUrl } from '@presently/testing';
import { definition } from '../../src/service.definition';

describe('absence: migrations', () => {
  const url = scratchDatabaseUrl('absence_migrations');

  beforeAll(async () => {
    await dropDatabase(url);
    await ensureDatabase(url);
  });

  afterAll(async () => {
    await dropDatabase(url);
  });

  it('apply, revert the closed months copy with a closure in it, and apply again', async () => {
    const source = createServiceDataSource({ schema: 'absence', url, entities: definition.entities, migrations: definition.migrations });
    await source.initialize();
    try {
      const applied = await migrateSchema(source, 'absence');
      expect(applied).toHaveLength((definition.migrations as unknown[]).length);
      expect(applied.at(-1)).toBe('CreateClosedMonths1767600000000');
      await source.query(`INSERT INTO absence.closed_months (company_id, month, department_id, closed, changed_at) VALUES (1, '2026-10', 0, true, now())`);
      const closedMonths = () => source.query(`SELECT table_name FROM information_schema.tables WHERE table_schema = 'absence' AND table_name = 'closed_months'`);

      await source.undoLastMigration({ transaction: 'each' });
      expect(await closedMonths()).toEqual([]);
      expect(await migrateSchema(source, 'absence')).toEqual(['CreateClosedMonths1767600000000']);
      expect(await closedMonths()).toEqual([{ table_name: 'closed_months' }]);
      expect(await source.query('SELECT * FROM absence.closed_months')).toEqual([]);
    } finally {
      await source.destroy();
    }
  });
});
