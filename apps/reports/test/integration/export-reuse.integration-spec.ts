import { randomInt, randomUUID } from 'node:crypto';
import { createServiceDataSource } from '@presently/database';
import { migrateService, resetServiceConfig, serviceConfig, serviceMigrations } from '@presently/service-runtime';
import { applyTestEnv } from '@presently/testing';
import type { DataSource } from 'typeorm';
import { ExportStore } from '../../src/exports/export-store.repository';
import { DataVersionConsumer } from '../../src/freshness/data-version.consumer';
import { ExportReuse, type ReuseQuestion } from '../../src/freshness/export-reuse.repository';
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

  const ZONE = 'Europe/Skopje';
  const find = (q: ReuseQuestion) => reuse.find(q, ZONE);
  const event = (name: string, payload: unknown) => ({ id: randomUUID(), name, payload, meta: { requestId: 'r', actor: null }, occurredAt: new Date().toISOString() }) as never;

  it('answers the same question with the earlier file, until an event of the company bumps its data version (once per event)', async () => {
    const id = await madeFile();
    expect((await find(question))?.id).toBe(id);
    expect(await find({ ...question, format: 'pdf' })).toBeNull();
    expect(await find({ ...question, scope: 'team:4' })).toBeNull();
    expect(await find({ ...question, filters: { ...question.filters, user_id: 8 } })).toBeNull();

    // Another company's change changes nothing here.
    await consumer.onHistory(event('presence.history.changed.v1', { company_id: companyId + 1, from: '2026-10-05' }));
    expect((await find(question))?.id).toBe(id);

    const before = await reuse.version(companyId);
    const changed = event('presence.history.changed.v1', { company_id: companyId, from: '2026-10-05' });
    await consumer.onHistory(changed);
    await consumer.onHistory(changed); // a redelivery bumps nothing more
    expect(await reuse.version(companyId)).toBe(before + 1);
    expect(await find(question)).toBeNull();
    const second = await madeFile();
    expect((await find(question))?.id).toBe(second);
    await consumer.onHoliday(event('org.holiday.changed.v1', { company_id: companyId, change: 'created', dates: ['2026-10-05'] }));
    expect(await find(question)).toBeNull();
    const third = await madeFile();
    expect((await find(question))?.id).toBe(third);
    // A month reopened goes back to the company's settings of now: the numbers may change.
    await consumer.onMonthClosure(event('org.month-closure.changed.v1', { company_id: companyId, month: '2026-10', department_id: null, closed: false }));
    expect(await find(question)).toBeNull();
  });

  it('counts every event of a burst (past days of many people changed at once) once, however they are batched', async () => {
    const before = await reuse.version(companyId);
    const burst = Array.from({ length: 40 }, () => event('presence.history.changed.v1', { company_id: companyId, from: '2026-10-05' }));
    const others = Array.from({ length: 5 }, () => event('presence.history.changed.v1', { company_id: companyId + 2, from: '2026-10-05' }));
    await Promise.all([...burst, ...burst.slice(0, 10), ...others].map((e) => consumer.onHistory(e)));
    expect(await reuse.version(companyId)).toBe(before + 40);
    expect(await reuse.version(companyId + 2)).toBe(5);
    await db.query(`DELETE FROM reports.company_data_versions WHERE company_id = $1`, [companyId + 2]);
  });

  it('counts the day a file was made in the company zone: a period ending yesterday there has ended, whatever the date in UTC', async () => {
    const filters = { ...question.filters, user_id: 11 };
    const id = await madeFile(filters);
    // 03:00 UTC on 1 November: 04:00 on the 1st in Skopje (October has ended), 23:00 on 31 October in New York (it has not).
    await db.query(`UPDATE reports.report_exports SET created_at = '2026-11-01T03:00:00Z' WHERE id = $1`, [id]);
    expect((await reuse.find({ ...question, filters }, 'Europe/Skopje'))?.id).toBe(id);
    expect(await reuse.find({ ...question, filters }, 'America/New_York')).toBeNull();
  });

  it('never reuses a file of a period that had not ended when it was made, nor an expired one', async () => {
    const today = new Date().toLocaleDateString('sv-SE', { timeZone: ZONE }); // yyyy-mm-dd in the company zone
    const open = { ...question.filters, to: today, user_id: 9 };
    await madeFile(open);
    expect(await find({ ...question, filters: open })).toBeNull();
    const id = await madeFile({ ...question.filters, user_id: 10 });
    await db.query(`UPDATE reports.report_exports SET expires_at = now() - interval '1 minute' WHERE id = $1`, [id]);
    expect(await find({ ...question, filters: { ...question.filters, user_id: 10 } })).toBeNull();
  });
});
