import { randomInt, randomUUID } from 'node:crypto';
import { createServiceDataSource } from '@presently/database';
import { migrateService, resetServiceConfig, serviceConfig, serviceMigrations } from '@presently/service-runtime';
import { applyTestEnv } from '@presently/testing';
import type { DataSource } from 'typeorm';
import { ExportStore } from '../../src/exports/export-store.repository';
import { definition } from '../../src/service.definition';

/**
 * The export job's state changes as the worker sees them (real PostgreSQL): a cancel is noticed by a
 * running worker at its next progress write and its file is never marked done; a cancelled export
 * does not start again.
 */
describe('reports: an export cancelled while it runs', () => {
  let db: DataSource;
  let store: ExportStore;
  const companyId = 1_700_000_000 + randomInt(300_000_000);

  beforeAll(async () => {
    applyTestEnv();
    resetServiceConfig();
    await migrateService(definition);
    db = createServiceDataSource({ schema: 'reports', url: serviceConfig().DATABASE_URL, entities: definition.entities, migrations: serviceMigrations(definition), poolSize: 2 });
    await db.initialize();
    store = new ExportStore(db);
  });

  afterAll(async () => {
    await db.query(`DELETE FROM reports.report_exports WHERE company_id = $1`, [companyId]);
    await db.destroy();
  });

  const newExport = () =>
    store.create({ id: randomUUID(), companyId, userId: 3, roleId: 3, lang: 'en', scope: 'company', kind: 'presence', format: 'xlsx', filters: { from: '2026-10-01', to: '2026-10-31' } });

  it('a running export reports progress until it is cancelled; then the worker is told to stop and cannot finish it', async () => {
    const { id } = await newExport();
    expect(await store.start(id)).toBe(true);
    expect(await store.progress(id, 10, 100, 10)).toBe(true);

    expect((await store.cancel(companyId, id))?.status).toBe('cancelled');
    expect(await store.progress(id, 20, 100, 20)).toBe(false);
    expect(await store.finish(id, 'report.xlsx', 1234, 100, 7)).toBe(false);
    expect(await store.find(companyId, id)).toMatchObject({ status: 'cancelled' });
  });

  it('a cancelled export does not start again (a retry of its job finds nothing to do); a done one neither', async () => {
    const cancelled = await newExport();
    await store.cancel(companyId, cancelled.id);
    expect(await store.start(cancelled.id)).toBe(false);

    const done = await newExport();
    expect(await store.start(done.id)).toBe(true);
    expect(await store.finish(done.id, 'report.xlsx', 1234, 100, 7)).toBe(true);
    expect(await store.start(done.id)).toBe(false);
    expect(await store.find(companyId, done.id)).toMatchObject({ status: 'done' });
  });

  it('the sweep counts the file chunks of expired exports it deleted', async () => {
    const { id } = await newExport();
    await store.start(id);
    await store.appendChunk(id, 0, Buffer.from('a'));
    await store.appendChunk(id, 1, Buffer.from('b'));
    await store.finish(id, 'report.xlsx', 2, 1, 7);
    await db.query(`UPDATE reports.report_exports SET expires_at = now() - interval '1 minute' WHERE id = $1`, [id]);
    expect(await store.sweepExpired()).toBeGreaterThanOrEqual(2);
    expect(await store.chunk(id, 0)).toBeNull();
  });
});
