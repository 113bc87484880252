import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type MessageMeta, type ReportFilters, SCHEDULED_REPORT_READY, type ScheduledReportReadyEvent } from '@presently/contracts';
import { EventOutbox, PeriodicTask } from '@presently/service-runtime';
import type { DataSource, EntityManager } from 'typeorm';
import { ExportQueue } from '../exports/export-queue.service';
import { ExportSettled } from '../exports/export-settled';
import { ExportStore } from '../exports/export-store.repository';
import { reportsConfig } from '../reports-config';
import { latestDueUpTo, nextDueAt, periodOf, type ScheduleTiming } from './domain/schedule-time';
import { SCHEDULE_SETTINGS } from './schedule-settings';
import { dateText, RUNS, SCHEDULES, type ScheduleRow, scheduleFromRow } from './schedule-store.repository';

type Row = Record<string, unknown>;

export const timingOf = (s: Pick<ScheduleRow, 'frequency' | 'weekday' | 'dayOfMonth' | 'time' | 'timeZone'>): ScheduleTiming => ({
  frequency: s.frequency,
  weekday: s.weekday,
  dayOfMonth: s.dayOfMonth,
  time: s.time,
  zone: s.timeZone,
});

/** A link's secret goes in the e-mail only; the run keeps its hash. */
export const linkTokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');

export interface TickResult {
  claimed: number;
  started: number;
  sent: number;
  failed: number;
}

/**
 * Moves scheduled reports along, on every replica at once, each step a claim (`FOR UPDATE SKIP
 * LOCKED`) so a row is handled by one replica:
 * 1. a due schedule gets its run (unique per schedule and due instant) and its next due time;
 * 2. a pending run makes its export through the export queue (the export pipeline as any export);
 * 3. a run whose export is done announces the file to notifications (outbox), which mails it; one
 *    whose export failed is tried again later, and after the last attempt stays failed with the reason.
 * The first tick runs at start: a schedule that was due while no replica ran is caught up then.
 */
@Injectable()
export class ScheduleRunner implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(ScheduleRunner.name);
  private readonly task = new PeriodicTask('ScheduleRunner', SCHEDULE_SETTINGS.tickMs, () => this.tick(), (r) =>
    r.claimed + r.started + r.sent + r.failed > 0 ? `scheduled reports: ${r.claimed} due, ${r.started} started, ${r.sent} sent, ${r.failed} failed` : null,
  );

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly exports: ExportStore,
    private readonly queue: ExportQueue,
    private readonly outbox: EventOutbox,
    private readonly settled: ExportSettled,
  ) {}

  private unlisten: (() => void) | null = null;

  onApplicationBootstrap(): void {
    this.listenForSettledExports();
    this.task.start();
    this.task.runSoon(); // the catch-up at start
  }

  async onApplicationShutdown(): Promise<void> {
    this.unlisten?.();
    this.unlisten = null;
    await this.task.stop();
  }

  /**
   * A run's export that ends in this process moves its run on at once (its e-mail goes out seconds
   * after the file is made, not at the next tick, up to 10 s later): the tick runs now.
   */
  listenForSettledExports(): void {
    this.unlisten ??= this.settled.listen(() => this.task.runSoon());
  }

  async tick(now: Date = new Date()): Promise<TickResult> {
    const claimed = await this.claimDue(now);
    const started = await this.startPending(now);
    const { sent, failed } = await this.settleExporting(now);
    return { claimed, started, sent, failed };
  }

  /** Step 1: the due schedules of every company get their run; their next due time moves past now. */
  async claimDue(now: Date): Promise<number> {
    return this.db.transaction(async (em) => {
      const rows = await em.query<Row[]>(`SELECT * FROM ${SCHEDULES} WHERE "active" AND "next_run_at" <= $1 ORDER BY "next_run_at" LIMIT $2 FOR UPDATE SKIP LOCKED`, [
        now,
        SCHEDULE_SETTINGS.batch,
      ]);
      let made = 0;
      for (const s of rows.map(scheduleFromRow)) {
        const timing = timingOf(s);
        const due = latestDueUpTo(timing, s.nextRunAt, now);
        const period = periodOf(s.filters.period, due, s.timeZone);
        const inserted = await em.query<Row[]>(
          `INSERT INTO ${RUNS} ("id", "schedule_id", "company_id", "due_at", "from", "to", "next_attempt_at") VALUES ($1, $2, $3, $4, $5, $6, $7)
           ON CONFLICT ("schedule_id", "due_at") DO NOTHING RETURNING "id"`,
          [randomUUID(), s.id, s.companyId, due, period.from, period.to, now],
        );
        made += inserted.length;
        await em.query(`UPDATE ${SCHEDULES} SET "next_run_at" = $2 WHERE "id" = $1`, [s.id, nextDueAt(timing, due)]);
      }
      return made;
    });
  }

  /** Step 2: a pending run's export is made (as the schedule's owner, in the owner's scope) and queued. */
  async startPending(now: Date): Promise<number> {
    const queued = await this.db.transaction(async (em) => {
      const runs = await em.query<Row[]>(
        `SELECT r."id" AS "run_id", r."from" AS "run_from", r."to" AS "run_to", s.* FROM ${RUNS} r JOIN ${SCHEDULES} s ON s."id" = r."schedule_id"
          WHERE r."status" = 'pending' AND r."next_attempt_at" <= $1 ORDER BY r."next_attempt_at" LIMIT $2 FOR UPDATE OF r SKIP LOCKED`,
        [now, SCHEDULE_SETTINGS.batch],
      );
      const out: Array<{ exportId: string; companyId: number }> = [];
      for (const r of runs) {
        const s = scheduleFromRow(r);
        const filters: ReportFilters = { from: dateText(r.run_from), to: dateText(r.run_to) };
        if (s.filters.department_id) filters.department_id = s.filters.department_id;
        if (s.filters.team_id) filters.team_id = s.filters.team_id;
        if (s.filters.user_id) filters.user_id = s.filters.user_id;
        const exp = await this.exports.create(
          { id: randomUUID(), companyId: s.companyId, userId: s.ownerUserId, roleId: s.roleId, lang: s.lang, scope: s.scope, kind: s.kind, format: s.format, filters },
          em,
        );
        await em.query(
          `UPDATE ${RUNS} SET "status" = 'exporting', "export_id" = $2, "attempts" = "attempts" + 1, "next_attempt_at" = $3, "error" = NULL WHERE "id" = $1`,
          [r.run_id, exp.id, new Date(now.getTime() + SCHEDULE_SETTINGS.requeueAfterMs)],
        );
        out.push({ exportId: exp.id, companyId: s.companyId });
      }
      return out;
    });
    // After the commit: a job names a row that exists. Should the process die before this, step 3 adds it again.
    for (const job of queued) await this.queue.add(job);
    return queued.length;
  }

  /** Step 3: a run whose export ended is sent (done) or tried again / failed (failed, cancelled). */
  async settleExporting(now: Date): Promise<{ sent: number; failed: number }> {
    const requeue: Array<{ exportId: string; companyId: number }> = [];
    const result = await this.db.transaction(async (em) => {
      const runs = await em.query<Row[]>(
        `SELECT r."id" AS "run_id", r."from" AS "run_from", r."to" AS "run_to", r."attempts" AS "run_attempts", r."next_attempt_at" AS "run_next",
                e."status" AS "export_status", e."file_name", e."size_bytes", e."error" AS "export_error", e."expires_at", e."id" AS "export_id", s.*
           FROM ${RUNS} r JOIN ${SCHEDULES} s ON s."id" = r."schedule_id" JOIN "reports"."report_exports" e ON e."id" = r."export_id"
          WHERE r."status" = 'exporting' AND (e."status" IN ('done', 'failed', 'cancelled') OR (e."status" = 'queued' AND r."next_attempt_at" <= $1))
          LIMIT $2 FOR UPDATE OF r SKIP LOCKED`,
        [now, SCHEDULE_SETTINGS.batch],
      );
      let sent = 0;
      let failed = 0;
      for (const r of runs) {
        const s = scheduleFromRow(r);
        const runId = r.run_id as string;
        if (r.export_status === 'queued') {
          await em.query(`UPDATE ${RUNS} SET "next_attempt_at" = $2 WHERE "id" = $1`, [runId, new Date(now.getTime() + SCHEDULE_SETTINGS.requeueAfterMs)]);
          requeue.push({ exportId: r.export_id as string, companyId: s.companyId });
        } else if (r.export_status === 'done') {
          await this.announce(em, s, r, now);
          sent++;
        } else {
          const attempts = r.run_attempts as number;
          const error = (r.export_error as string | null) ?? (r.export_status === 'cancelled' ? 'report_export_cancelled' : 'report_export_failed');
          if (attempts < SCHEDULE_SETTINGS.maxAttempts) {
            const retryAt = new Date(now.getTime() + SCHEDULE_SETTINGS.retryAfterMs * attempts);
            await em.query(`UPDATE ${RUNS} SET "status" = 'pending', "error" = $2, "next_attempt_at" = $3 WHERE "id" = $1`, [runId, error, retryAt]);
          } else {
            await em.query(`UPDATE ${RUNS} SET "status" = 'failed', "error" = $2, "finished_at" = $3 WHERE "id" = $1`, [runId, error, now]);
          }
          this.logger.warn(`scheduled run ${runId} of schedule ${s.id}: export ${String(r.export_status)} (${error}), attempt ${attempts}`);
          failed++;
        }
      }
      return { sent, failed };
    });
    for (const job of requeue) await this.queue.add(job);
    return result;
  }

  /** The file is ready: one event for notifications, the run sent, in one transaction. */
  private async announce(em: EntityManager, s: ScheduleRow, r: Row, now: Date): Promise<void> {
    const config = reportsConfig();
    const size = Number(r.size_bytes);
    const delivery = size <= config.REPORT_MAIL_ATTACHMENT_MAX_BYTES ? 'attachment' : 'link';
    const token = delivery === 'link' ? randomBytes(32).toString('base64url') : null;
    const expiresAt = r.expires_at ? (r.expires_at as Date).toISOString() : null;
    const payload: ScheduledReportReadyEvent = {
      run_id: r.run_id as string,
      company_id: s.companyId,
      company_name: s.companyName,
      kind: s.kind,
      format: s.format,
      from: dateText(r.run_from),
      to: dateText(r.run_to),
      file_name: r.file_name as string,
      size_bytes: size,
      delivery,
      download_url: token ? `${config.PUBLIC_URL.replace(/\/+$/, '')}/api/report-files/${token}` : null,
      expires_at: expiresAt,
      recipients: s.recipients,
    };
    const meta: MessageMeta = { requestId: `report-schedule-run-${payload.run_id}`, actor: null };
    await this.outbox.add(em, meta, { event: SCHEDULED_REPORT_READY, payload, aggregate: `report-schedule:${s.id}` });
    await em.query(`UPDATE ${RUNS} SET "status" = 'sent', "delivery" = $2, "link_token_hash" = $3, "finished_at" = $4 WHERE "id" = $1`, [
      payload.run_id,
      delivery,
      token ? linkTokenHash(token) : null,
      now,
    ]);
  }
}
