import { randomInt, randomUUID } from 'node:crypto';
import { createServiceDataSource } from '@presently/database';
import { migrateService, resetServiceConfig, serviceConfig, serviceMigrations } from '@presently/service-runtime';
import { applyTestEnv } from '@presently/testing';
import type { DataSource } from 'typeorm';
import { ExportStore } from '../../src/exports/export-store.repository';
import { DataVersionConsumer } from '../../src/freshness/data-version.consumer';
import { ExportReuse } from '../../src/freshness/export-reuse.repository';
import { definition } from '../../src/service.definition';

/** Reusing a file: the same question gets the earlier file until an event of the company changes its data (real PostgreSQL). */
describe('reports: reusing an export made after the data last changed', () => {
  let db: DataSource;
  let reuse: ExportReuse;
  let store: ExportStore;
  let consumer: DataVersionConsumer;
  const companyId = 1_700_000_000 + randomInt(300_000_000);
  const question = { companyId, scope: 'company', lang: 'en', kind: 'presence' as const, format: 'xlsx' as const, filters: { from: '2026-10-01', to: '2026-10-31', user_id: 7 } };

  beforeAll(async () => {
    applyTestEnv();
    resetServiceConfig();
    await migrateService(definition);
    db = createServiceDataSource({ schema: 'reports', url: serviceConfig().DATABASE_URL, entities: definition.entities, migrations: serviceMigrations(definition), poolSize: 2 });
    await db.initialize();
    reuse = new ExportReuse(db);
    store = new ExportStore(db);
    consumer = new DataVersionConsumer(db, reuse);
  });

  afterAll(async () => {
    await db.query(`DELETE FROM reports.report_exports WHERE company_id = $1`, [companyId]);
    await db.query(`DELETE FROM reports.company_data_versions WHERE company_id = $1`, [companyId]);
    await db.destroy();
  });

  async function madeFile(filters: Record<string, unknown> = question.filters): Promise<string> {
    const version = await reuse.version(companyId);
    const row = await store.create({ id: randomUUID(), companyId, userId: 3, roleId: 3, lang: 'en', scope: 'company', kind: 'presence', format: 'xlsx', filters: filters as typeof question.filters });
    await reuse.stamp(row.id, version);
    await db.query(`UPDATE reports.report_exports SET status = 'done', file_name = 'f.xlsx', size_bytes = 10, finished_at = now(), expires_at = now() + interval '7 days' WHERE id = $1`, [row.id]);
    return row.id;
  }

  const event = (name: string, payload: unknown) => ({ id: randomUUID(), name, payload, meta: { requestId: 'r', actor: null }, occurredAt: new Date().toISOString() }) as never;

  it('answers the same question with the earlier file, until an event of the company bumps its data version (once per event)', async () => {
    const id = await madeFile();
    expect((await reuse.find(question))?.id).toBe(id);
    expect(await reuse.find({ ...question, format: 'pdf' })).toBeNull();
    expect(await reuse.find({ ...question, scope: 'team:4' })).toBeNull();
    expect(await reuse.find({ ...question, filters: { ...question.filters, user_id: 8 } })).toBeNull();

    // Another company's change changes nothing here.
    await consumer.onRecord(event('presence.record.changed.v1', { company_id: companyId + 1 }));
    expect((await reuse.find(question))?.id).toBe(id);

    const before = await reuse.version(companyId);
    const changed = event('presence.record.changed.v1', { company_id: companyId });
    await consumer.onRecord(changed);
    await consumer.onRecord(changed); // a redelivery bumps nothing more
    expect(await reuse.version(companyId)).toBe(before + 1);
    expect(await reuse.find(question)).toBeNull();
    const second = await madeFile();
    expect((await reuse.find(question))?.id).toBe(second);
    await consumer.onHoliday(event('org.holiday.changed.v1', { company_id: companyId, change: 'created', dates: ['2026-10-05'] }));
    expect(await reuse.find(question)).toBeNull();
  });

  it('counts every event of a burst (clock-ins of many people at once) once, however they are batched', async () => {
    const before = await reuse.version(companyId);
    const burst = Array.from({ length: 40 }, () => event('presence.record.changed.v1', { company_id: companyId }));
    const others = Array.from({ length: 5 }, () => event('presence.record.changed.v1', { company_id: companyId + 2 }));
    await Promise.all([...burst, ...burst.slice(0, 10), ...others].map((e) => consumer.onRecord(e)));
    expect(await reuse.version(companyId)).toBe(before + 40);
    expect(await reuse.version(companyId + 2)).toBe(5);
    await db.query(`DELETE FROM reports.company_data_versions WHERE company_id = $1`, [companyId + 2]);
  });

  it('never reuses a file of a period that had not ended when it was made, nor an expired one', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const open = { ...question.filters, to: today, user_id: 9 };
    await madeFile(open);
    expect(await reuse.find({ ...question, filters: open })).toBeNull();
    const id = await madeFile({ ...question.filters, user_id: 10 });
    await db.query(`UPDATE reports.report_exports SET expires_at = now() - interval '1 minute' WHERE id = $1`, [id]);
    expect(await reuse.find({ ...question, filters: { ...question.filters, user_id: 10 } })).toBeNull();
  });
});
