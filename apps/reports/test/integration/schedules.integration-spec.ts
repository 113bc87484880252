import { randomInt, randomUUID } from 'node:crypto';
import { createServiceDataSource } from '@presently/database';
import { EventOutbox, migrateService, resetServiceConfig, serviceConfig, serviceMigrations } from '@presently/service-runtime';
import { applyTestEnv, waitFor } from '@presently/testing';
import { Queue } from 'bullmq';
import Redis from 'ioredis';
import type { DataSource } from 'typeorm';
import type { ExportRunner } from '../../src/exports/export-runner.service';
import { ExportQueue } from '../../src/exports/export-queue.service';
import { ExportSettled } from '../../src/exports/export-settled';
import { ExportStore } from '../../src/exports/export-store.repository';
import { resetReportsConfig } from '../../src/reports-config';
import { ScheduleRunner, linkTokenHash } from '../../src/schedules/schedule-runner.service';
import { ScheduleStore } from '../../src/schedules/schedule-store.repository';
import { definition } from '../../src/service.definition';

/**
 * The scheduler against the real PostgreSQL and Redis: two replicas claim a due schedule once, a run
 * missed while nothing ran is caught up, each run's export goes through the export queue, and the run
 * is announced (outbox) when its file is done, or tried again and finally failed when it is not.
 */
describe('reports: scheduled runs', () => {
  const dbs: DataSource[] = [];
  const queues: ExportQueue[] = [];
  let runners: ScheduleRunner[];
  let redis: Redis;
  let bull: Queue;
  const companyId = 1_700_000_000 + randomInt(300_000_000);
  const q = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => dbs[0].query<T[]>(text, params);

  async function replica(settled = new ExportSettled()): Promise<ScheduleRunner> {
    const db = createServiceDataSource({ schema: 'reports', url: serviceConfig().DATABASE_URL, entities: definition.entities, migrations: serviceMigrations(definition), poolSize: 3 });
    await db.initialize();
    dbs.push(db);
    const store = new ExportStore(db);
    const queue = new ExportQueue(null as unknown as ExportRunner, store, redis, settled); // never bootstrapped: it only adds jobs
    queues.push(queue);
    return new ScheduleRunner(db, store, queue, new EventOutbox('reports'), settled);
  }

  beforeAll(async () => {
    applyTestEnv();
    resetServiceConfig();
    resetReportsConfig();
    await migrateService(definition);
    const config = serviceConfig();
    redis = new Redis(config.REDIS_URL, { keyPrefix: config.REDIS_PREFIX, maxRetriesPerRequest: null });
    bull = new Queue('report-exports', { connection: { url: config.REDIS_URL }, prefix: `${config.REDIS_PREFIX}bull` });
    runners = [await replica(), await replica()];
  });

  afterAll(async () => {
    await q(`DELETE FROM reports.report_schedules WHERE company_id = $1`, [companyId]);
    await q(`DELETE FROM reports.report_exports WHERE company_id = $1`, [companyId]);
    await q(`DELETE FROM reports.outbox WHERE payload->>'company_id' = $1`, [String(companyId)]);
    for (const queue of queues) await queue.onApplicationShutdown();
    await bull.close();
    redis.disconnect();
    for (const db of dbs) await db.destroy();
    delete process.env.REPORT_MAIL_ATTACHMENT_MAX_BYTES;
    resetReportsConfig();
  });

  async function schedule(o: { nextRunAt: Date; frequency?: 'weekly' | 'monthly'; weekday?: number | null; dayOfMonth?: number | null; period?: string }) {
    const store = new ScheduleStore(dbs[0]);
    return store.create({
      id: randomUUID(),
      companyId,
      ownerUserId: 77,
      roleId: 3,
      lang: 'mk',
      scope: 'company',
      companyName: 'Itest Co',
      kind: 'presence',
      format: 'xlsx',
      filters: { period: (o.period ?? 'last_week') as 'last_week', department_id: 5, team_id: null, user_id: null },
      frequency: o.frequency ?? 'weekly',
      weekday: o.frequency === 'monthly' ? null : (o.weekday ?? 1),
      dayOfMonth: o.frequency === 'monthly' ? (o.dayOfMonth ?? 1) : null,
      time: '08:00',
      timeZone: 'Europe/Skopje',
      recipients: [
        { email: 'hr@example.com', lang: 'mk' },
        { email: 'boss@example.bg', lang: 'bg' },
      ],
      active: true,
      nextRunAt: o.nextRunAt,
    });
  }

  const runsOf = (scheduleId: string) => q(`SELECT * FROM reports.report_schedule_runs WHERE schedule_id = $1 ORDER BY due_at`, [scheduleId]);

  it('two replicas ticking at once make one run of a due schedule, and move its next run past now', async () => {
    const now = new Date('2026-11-23T07:00:30Z'); // Monday 08:00:30 in Skopje
    const s = await schedule({ nextRunAt: new Date('2026-11-23T07:00:00Z') });
    const claimed = await Promise.all([runners[0].claimDue(now), runners[1].claimDue(now), runners[0].claimDue(now)]);
    const runs = await runsOf(s.id);
    expect(runs).toHaveLength(1);
    expect(claimed.reduce((a, b) => a + b, 0)).toBe(1);
    expect((runs[0].due_at as Date).toISOString()).toBe('2026-11-23T07:00:00.000Z');
    const [next] = await q<{ next_run_at: Date }>(`SELECT next_run_at FROM reports.report_schedules WHERE id = $1`, [s.id]);
    expect(next.next_run_at.toISOString()).toBe('2026-11-30T07:00:00.000Z');
    // Ticking again (a restart) changes nothing: the run exists once.
    await runners[1].claimDue(now);
    expect(await runsOf(s.id)).toHaveLength(1);
  });

  it('catches up a run missed while no replica ran: one run, for the latest missed due time and its period', async () => {
    const s = await schedule({ nextRunAt: new Date('2026-11-02T07:00:00Z') }); // three Mondays missed
    await runners[0].claimDue(new Date('2026-11-18T10:00:00Z'));
    const runs = await runsOf(s.id);
    expect(runs).toHaveLength(1);
    expect((runs[0].due_at as Date).toISOString()).toBe('2026-11-16T07:00:00.000Z');
    const [period] = await q<{ from: string; to: string }>(`SELECT "from"::text, "to"::text FROM reports.report_schedule_runs WHERE schedule_id = $1`, [s.id]);
    expect(period).toEqual({ from: '2026-11-09', to: '2026-11-15' });
    const [next] = await q<{ next_run_at: Date }>(`SELECT next_run_at FROM reports.report_schedules WHERE id = $1`, [s.id]);
    expect(next.next_run_at.toISOString()).toBe('2026-11-23T07:00:00.000Z');
  });

  it('makes the run’s export through the export queue, as the owner, for the run’s period and the schedule’s filters', async () => {
    const now = new Date();
    const s = await schedule({ nextRunAt: new Date(now.getTime() - 60_000), frequency: 'monthly', dayOfMonth: 1, period: 'last_month' });
    await runners[0].claimDue(now);
    const started = await Promise.all([runners[0].startPending(now), runners[1].startPending(now)]);
    expect(started.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
    const [run] = await runsOf(s.id);
    expect(run.status).toBe('exporting');
    expect(run.attempts).toBe(1);
    const [exp] = await q(`SELECT * FROM reports.report_exports WHERE id = $1`, [run.export_id]);
    expect(exp).toMatchObject({ company_id: companyId, user_id: 77, role_id: 3, lang: 'mk', scope: 'company', kind: 'presence', format: 'xlsx', status: 'queued' });
    const [period] = await q<{ from: string; to: string }>(`SELECT "from"::text, "to"::text FROM reports.report_schedule_runs WHERE id = $1`, [run.id]);
    expect(exp.filters).toEqual({ from: period.from, to: period.to, department_id: 5 });
    const job = await bull.getJob(run.export_id as string);
    expect(job?.data).toEqual({ exportId: run.export_id, companyId });
  });

  it('announces a done file to notifications (attached under the mail limit, by link above it) and marks the run sent', async () => {
    const now = new Date();
    const small = await schedule({ nextRunAt: new Date(now.getTime() - 60_000) });
    await runners[0].claimDue(now);
    await runners[0].startPending(now);
    const [run] = await runsOf(small.id);
    await q(`UPDATE reports.report_exports SET status = 'done', file_name = 'presence.xlsx', size_bytes = 2048, finished_at = now(), expires_at = now() + interval '7 days' WHERE id = $1`, [run.export_id]);
    const settled = await Promise.all([runners[0].settleExporting(now), runners[1].settleExporting(now)]);
    expect(settled.reduce((a, b) => a + b.sent, 0)).toBe(1);
    const [sent] = await runsOf(small.id);
    expect(sent).toMatchObject({ status: 'sent', delivery: 'attachment', link_token_hash: null });
    const events = await q<{ name: string; payload: Record<string, unknown> }>(`SELECT name, payload FROM reports.outbox WHERE payload->>'run_id' = $1`, [run.id]);
    expect(events).toHaveLength(1);
    expect(events[0].name).toBe('reports.scheduled-report.ready.v1');
    expect(events[0].payload).toMatchObject({
      company_id: companyId,
      company_name: 'Itest Co',
      kind: 'presence',
      file_name: 'presence.xlsx',
      size_bytes: 2048,
      delivery: 'attachment',
      download_url: null,
      recipients: [
        { email: 'hr@example.com', lang: 'mk' },
        { email: 'boss@example.bg', lang: 'bg' },
      ],
    });

    process.env.REPORT_MAIL_ATTACHMENT_MAX_BYTES = '1000';
    resetReportsConfig();
    const large = await schedule({ nextRunAt: new Date(now.getTime() - 60_000) });
    await runners[1].claimDue(now);
    await runners[1].startPending(now);
    const [run2] = await runsOf(large.id);
    await q(`UPDATE reports.report_exports SET status = 'done', file_name = 'presence.xlsx', size_bytes = 2048, finished_at = now() WHERE id = $1`, [run2.export_id]);
    await runners[1].settleExporting(now);
    const [linked] = await runsOf(large.id);
    expect(linked).toMatchObject({ status: 'sent', delivery: 'link' });
    const [event] = await q<{ payload: { download_url: string } }>(`SELECT payload FROM reports.outbox WHERE payload->>'run_id' = $1`, [run2.id]);
    const token = /\/api\/report-files\/([A-Za-z0-9_-]{43})$/.exec(event.payload.download_url)?.[1];
    expect(token).toBeDefined();
    expect(linked.link_token_hash).toBe(linkTokenHash(token as string)); // only the hash is kept
  });

  it('tries a failed export again later, with the reason shown, and after the last attempt leaves the run failed', async () => {
    let now = new Date();
    const s = await schedule({ nextRunAt: new Date(now.getTime() - 60_000) });
    await runners[0].claimDue(now);
    for (let attempt = 1; attempt <= 3; attempt++) {
      expect(await runners[0].startPending(now)).toBeGreaterThanOrEqual(1);
      const [run] = await runsOf(s.id);
      await q(`UPDATE reports.report_exports SET status = 'failed', error = 'report_export_failed', finished_at = now() WHERE id = $1`, [run.export_id]);
      await runners[1].settleExporting(now);
      const [after] = await runsOf(s.id);
      expect(after.attempts).toBe(attempt);
      expect(after.error).toBe('report_export_failed');
      expect(after.status).toBe(attempt < 3 ? 'pending' : 'failed');
      // Not before its time: nothing starts until the retry is due.
      if (attempt < 3) {
        expect(await runners[0].startPending(now)).toBe(0);
        now = new Date((after.next_attempt_at as Date).getTime() + 1000);
      }
    }
    const exports = await q(`SELECT id FROM reports.report_exports WHERE id IN (SELECT export_id FROM reports.report_schedule_runs WHERE schedule_id = $1)`, [s.id]);
    expect(exports).toHaveLength(1); // the run points at its last export
  });

  it('adds the job of an export still queued after a while again (the process died between the commit and the queue)', async () => {
    const now = new Date();
    const s = await schedule({ nextRunAt: new Date(now.getTime() - 60_000) });
    await runners[0].claimDue(now);
    await runners[0].startPending(now);
    const [run] = await runsOf(s.id);
    await bull.remove(run.export_id as string);
    expect(await bull.getJob(run.export_id as string)).toBeUndefined();
    await runners[1].settleExporting(new Date(now.getTime() + 10 * 60_000));
    expect((await bull.getJob(run.export_id as string))?.data).toEqual({ exportId: run.export_id, companyId });
  });

  it('sends a run as soon as its export ends in this process, without waiting for the next tick', async () => {
    const settled = new ExportSettled();
    const runner = await replica(settled);
    runner.listenForSettledExports();
    try {
      const now = new Date();
      const s = await schedule({ nextRunAt: new Date(now.getTime() - 60_000) });
      await runner.claimDue(now);
      await runner.startPending(now);
      const [run] = await runsOf(s.id);
      expect(run.status).toBe('exporting');
      await q(`UPDATE reports.report_exports SET status = 'done', file_name = 'presence.xlsx', size_bytes = 2048, finished_at = now(), expires_at = now() + interval '7 days' WHERE id = $1`, [run.export_id]);
      // The export queue's word, as after a job's end: the runner was never started, so no timer ticks here;
      // the word itself runs the tick.
      settled.notify(run.export_id as string);
      await waitFor(async () => (await runsOf(s.id))[0].status === 'sent');
      const events = await q(`SELECT 1 FROM reports.outbox WHERE payload->>'run_id' = $1`, [run.id]);
      expect(events).toHaveLength(1);
    } finally {
      await runner.onApplicationShutdown();
    }
  });
});
