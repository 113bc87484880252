import { createServiceDataSource, ensureDatabase, migrateSchema } from '@presently/database';
import { dropDatabase, scratchDatabaseUrl } from '@presently/testing';
import { definition } from '../../src/service.definition';

describe('presence: migrations', () => {
  const url = scratchDatabaseUrl('presence_migrations');

  beforeAll(async () => {
    await dropDatabase(url);
    await ensureDatabase(url);
  });

  afterAll(async () => {
    await dropDatabase(url);
  });

  it('apply, revert and apply again', async () => {
    const source = createServiceDataSource({ schema: 'presence', url, entities: definition.entities, migrations: definition.migrations });
    await source.initialize();
    try {
      expect(await migrateSchema(source, 'presence')).toEqual([
        'CreateInbox1763800000000',
        'CreatePresenceTables1764300000000',
        'IndexRecordsByUser1764400000000',
        'CreateClosedMonths1767600000000',
        'CreateClosedMonthSettings1768000000000',
      ]);
      // The settings closed months were closed with go with their down() and come back.
      await source.undoLastMigration({ transaction: 'each' });
      const settingsTables = () =>
        source.query(`SELECT table_name FROM information_schema.tables WHERE table_schema = 'presence' AND table_name LIKE 'closed_month_%settings' ORDER BY table_name`);
      expect(await settingsTables()).toEqual([]);
      expect(await migrateSchema(source, 'presence')).toEqual(['CreateClosedMonthSettings1768000000000']);
      expect(await settingsTables()).toEqual([{ table_name: 'closed_month_settings' }, { table_name: 'closed_month_work_settings' }]);
      await source.undoLastMigration({ transaction: 'each' });
      // The copy of closed months goes with its down() and comes back.
      await source.undoLastMigration({ transaction: 'each' });
      const closedMonths = () => source.query(`SELECT table_name FROM information_schema.tables WHERE table_schema = 'presence' AND table_name = 'closed_months'`);
      expect(await closedMonths()).toEqual([]);
      expect(await migrateSchema(source, 'presence')).toEqual(['CreateClosedMonths1767600000000', 'CreateClosedMonthSettings1768000000000']);
      expect(await closedMonths()).toEqual([{ table_name: 'closed_months' }]);
      await source.undoLastMigration({ transaction: 'each' });
      await source.undoLastMigration({ transaction: 'each' });
      const recordIndexes = async () =>
        (await source.query<Array<{ indexdef: string }>>(`SELECT indexdef FROM pg_indexes WHERE schemaname = 'presence' AND indexname = 'ix_presence_records_user_start'`)).map((i) => i.indexdef);
      expect(await recordIndexes()).toEqual([expect.stringContaining('(user_id, started_at)')]);

      await source.undoLastMigration({ transaction: 'each' });
      expect(await recordIndexes()).toEqual([expect.stringContaining('(company_id, user_id, started_at)')]);
      await source.undoLastMigration({ transaction: 'each' });
      expect(await source.query(`SELECT table_name FROM information_schema.tables WHERE table_schema = 'presence' ORDER BY table_name`)).toEqual([
        { table_name: 'migrations' },
        { table_name: 'processed_events' },
      ]);
      expect(await migrateSchema(source, 'presence')).toEqual([
        'CreatePresenceTables1764300000000',
        'IndexRecordsByUser1764400000000',
        'CreateClosedMonths1767600000000',
        'CreateClosedMonthSettings1768000000000',
      ]);
      const indexes = await source.query<Array<{ indexname: string }>>(`SELECT indexname FROM pg_indexes WHERE schemaname = 'presence' AND tablename = 'presence_records'`);
      expect(indexes.map((i) => i.indexname)).toContain('uq_presence_records_one_open');
    } finally {
      await source.destroy();
    }
  });
});
