import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import {
  type Actor,
  ERROR_KEYS,
  type ExportFileChunk,
  type MessageMeta,
  mayScheduleReport,
  type ReportSchedule,
  type ReportScheduleBody,
  type ReportScheduleRun,
  SCHEDULE_ERRORS,
  type UserInfo,
} from '@presently/contracts';
import { ForbiddenError, NotFoundError } from '@presently/domain';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { scopeCovers, scopeKey } from '../exports/domain/export-scope';
import { ExportStore } from '../exports/export-store.repository';
import { OrgClient } from '../peers/org.client';
import { nextDueAt, periodOf } from './domain/schedule-time';
import { linkTokenHash, ScheduleRunner, timingOf } from './schedule-runner.service';
import { type RunRow, type ScheduleFields, type ScheduleRow, ScheduleStore, runView, scheduleView } from './schedule-store.repository';


/** Scheduled reports as HR sees them: made, listed, changed and removed within the company and scope, with their runs. */
@Injectable()
export class SchedulesService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly store: ScheduleStore,
    private readonly exports: ExportStore,
    private readonly org: OrgClient,
    private readonly runner: ScheduleRunner,
  ) {}

  private async me(meta: MessageMeta): Promise<UserInfo> {
    return this.org.userInfo(meta);
  }

  private fields(body: ReportScheduleBody, info: UserInfo, now: Date): ScheduleFields {
    const weekly = body.frequency === 'weekly';
    const f = {
      kind: body.kind,
      format: body.format,
      filters: { period: body.filters.period, department_id: body.filters.department_id ?? null, team_id: body.filters.team_id ?? null, user_id: body.filters.user_id ?? null },
      frequency: body.frequency,
      weekday: weekly ? (body.weekday ?? null) : null,
      dayOfMonth: weekly ? null : (body.day_of_month ?? null),
      time: body.time,
      timeZone: info.company.timezone,
      recipients: dedupe(body.recipients.map((r) => ({ email: r.email.trim().toLowerCase(), lang: r.lang }))),
      active: body.active ?? true,
    };
    return { ...f, nextRunAt: nextDueAt(timingOf(f), now) };
  }

  private allowed(actor: Actor, info: UserInfo, s: Pick<ScheduleRow, 'kind' | 'scope'>): boolean {
    return mayScheduleReport(s.kind, actor.roleId, info.company.special_reports) && scopeCovers(scopeKey(actor.roleId, info, actor.userId), s.scope);
  }

  /** A schedule of the company the actor's role and scope cover; 404 otherwise (another company's never shows). */
  private async readable(actor: Actor, id: string, meta: MessageMeta): Promise<{ s: ScheduleRow; info: UserInfo }> {
    const s = await this.store.find(actor.companyId, id);
    if (!s) throw new NotFoundError(SCHEDULE_ERRORS.notFound);
    const info = await this.me(meta);
    if (!this.allowed(actor, info, s)) throw new NotFoundError(SCHEDULE_ERRORS.notFound);
    return { s, info };
  }

  async create(actor: Actor, body: ReportScheduleBody, meta: MessageMeta, now = new Date()): Promise<ReportSchedule> {
    const info = await this.me(meta);
    if (!mayScheduleReport(body.kind, actor.roleId, info.company.special_reports)) throw new ForbiddenError(ERROR_KEYS.forbidden);
    const row = await this.store.create({
      id: randomUUID(),
      companyId: actor.companyId,
      ownerUserId: actor.userId,
      roleId: actor.roleId,
      lang: actor.lang,
      scope: scopeKey(actor.roleId, info, actor.userId),
      companyName: info.company.name,
      ...this.fields(body, info, now),
    });
    return scheduleView(row);
  }

  async list(actor: Actor, meta: MessageMeta): Promise<ReportSchedule[]> {
    const rows = await this.store.list(actor.companyId);
    if (rows.length === 0) return [];
    const info = await this.me(meta);
    return rows.filter((s) => this.allowed(actor, info, s)).map(scheduleView);
  }

  async get(actor: Actor, id: string, meta: MessageMeta): Promise<ReportSchedule> {
    return scheduleView((await this.readable(actor, id, meta)).s);
  }

  async update(actor: Actor, id: string, body: ReportScheduleBody, meta: MessageMeta, now = new Date()): Promise<ReportSchedule> {
    const { info } = await this.readable(actor, id, meta);
    if (!mayScheduleReport(body.kind, actor.roleId, info.company.special_reports)) throw new ForbiddenError(ERROR_KEYS.forbidden);
    const row = await this.store.update(actor.companyId, id, this.fields(body, info, now));
    if (!row) throw new NotFoundError(SCHEDULE_ERRORS.notFound);
    return scheduleView(row);
  }

  async remove(actor: Actor, id: string, meta: MessageMeta): Promise<{ deleted: true }> {
    await this.readable(actor, id, meta);
    if (!(await this.store.remove(actor.companyId, id))) throw new NotFoundError(SCHEDULE_ERRORS.notFound);
    return { deleted: true };
  }

  async runs(actor: Actor, id: string, meta: MessageMeta): Promise<ReportScheduleRun[]> {
    await this.readable(actor, id, meta);
    return (await this.store.runs(actor.companyId, id)).map(runView);
  }

  /** "Run now": a run due this instant, for the period as it is now; it goes the way of every run. */
  async runNow(actor: Actor, id: string, meta: MessageMeta, now = new Date()): Promise<ReportScheduleRun> {
    const { s } = await this.readable(actor, id, meta);
    const runId = randomUUID();
    await this.store.addRun(this.db, { id: runId, scheduleId: s.id, companyId: s.companyId, dueAt: now, ...periodOf(s.filters.period, now, s.timeZone) });
    await this.runner.startPending(now).catch(() => 0); // at once rather than at the next tick; the tick takes it otherwise
    const run = await this.store.run(runId);
    if (!run) throw new NotFoundError(SCHEDULE_ERRORS.notFound);
    return runView(run);
  }

  /** The file of a sent run, for notifications to attach (service to service: the run's id names it). */
  async runFileChunk(runId: string, offset: number): Promise<ExportFileChunk> {
    const run = await this.store.run(runId);
    if (!run || run.status !== 'sent' || !run.exportId) throw new NotFoundError(ERROR_KEYS.notFound);
    return this.fileChunk(run, offset);
  }

  /** A file by its secret link, until it expires. */
  async linkedFileChunk(token: string, offset: number): Promise<ExportFileChunk> {
    const run = await this.store.runByLinkHash(linkTokenHash(token));
    if (!run || run.status !== 'sent' || !run.exportId) throw new NotFoundError(ERROR_KEYS.notFound);
    return this.fileChunk(run, offset);
  }

  private async fileChunk(run: RunRow, offset: number): Promise<ExportFileChunk> {
    const row = await this.exports.find(run.companyId, run.exportId as string);
    if (!row || row.status !== 'done' || row.fileName === null || row.sizeBytes === null) throw new NotFoundError(ERROR_KEYS.notFound);
    return this.exports.fileChunk({ ...row, fileName: row.fileName, sizeBytes: row.sizeBytes }, offset);
  }
}

function dedupe<T extends { email: string }>(list: T[]): T[] {
  const seen = new Set<string>();
  return list.filter((r) => (seen.has(r.email) ? false : (seen.add(r.email), true)));
}
