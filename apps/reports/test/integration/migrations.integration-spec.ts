import { createServiceDataSource, ensureDatabase, migrateSchema } from '@presently/database';
import { serviceMigrations } from '@presently/service-runtime';
import { dropDatabase, scratchDatabaseUrl } from '@presently/testing';
import { definition } from '../../src/service.definition';

describe('reports: migrations', () => {
  const url = scratchDatabaseUrl('reports_migrations');

  beforeAll(async () => {
    await dropDatabase(url);
    await ensureDatabase(url);
  });

  afterAll(async () => {
    await dropDatabase(url);
  });

  const tables = async (source: ReturnType<typeof createServiceDataSource>) =>
    (await source.query<Array<{ table_name: string }>>(`SELECT table_name FROM information_schema.tables WHERE table_schema = 'reports' ORDER BY table_name`)).map((t) => t.table_name);

  it('apply, revert and apply again', async () => {
    const source = createServiceDataSource({ schema: 'reports', url, entities: definition.entities, migrations: serviceMigrations(definition) });
    await source.initialize();
    try {
      expect(await migrateSchema(source, 'reports')).toEqual([
        'CreateInbox1763800000000',
        'CreateOutbox1765000000000',
        'CreateReportExports1766100000000',
        'CreateReportSchedules1767500000000',
        'AddExportDataVersions1767500000001',
        'CreateScanReviews1767800000000',
      ]);
      expect(await tables(source)).toEqual(expect.arrayContaining(['report_exports', 'report_export_chunks', 'report_schedules', 'report_schedule_runs']));
      expect(await tables(source)).toContain('scan_reviews');
      await source.undoLastMigration({ transaction: 'each' });
      expect(await tables(source)).not.toContain('scan_reviews');
      await source.undoLastMigration({ transaction: 'each' });
      expect(await tables(source)).not.toContain('company_data_versions');
      await source.undoLastMigration({ transaction: 'each' });
      expect(await tables(source)).not.toContain('report_schedules');
      expect(await tables(source)).not.toContain('report_schedule_runs');
      expect(await tables(source)).toContain('report_exports');
      expect(await migrateSchema(source, 'reports')).toEqual(['CreateReportSchedules1767500000000', 'AddExportDataVersions1767500000001', 'CreateScanReviews1767800000000']);
      expect(await tables(source)).toEqual(expect.arrayContaining(['report_schedules', 'report_schedule_runs', 'company_data_versions', 'scan_reviews']));
    } finally {
      await source.destroy();
    }
  });
});
