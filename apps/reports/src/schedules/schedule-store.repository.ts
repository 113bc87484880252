import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { returnedRows } from '@presently/database';
import type {
  ExportFormat,
  ExportStatus,
  ReportKind,
  ReportSchedule,
  ReportScheduleFilters,
  ReportScheduleRun,
  ScheduleFrequency,
  ScheduleRecipient,
  ScheduleRunStatus,
} from '@presently/contracts';
import type { DataSource, EntityManager } from 'typeorm';

export const SCHEDULES = '"reports"."report_schedules"';
export const RUNS = '"reports"."report_schedule_runs"';
const EXPORTS = '"reports"."report_exports"';

/** A stored schedule: what its creator set (NewSchedule) and when. */
export interface ScheduleRow extends NewSchedule {
  createdAt: Date;
}

export interface RunRow {
  id: string;
  scheduleId: string;
  companyId: number;
  dueAt: Date;
  from: string;
  to: string;
  status: ScheduleRunStatus;
  attempts: number;
  exportId: string | null;
  exportStatus: ExportStatus | null;
  delivery: 'attachment' | 'link' | null;
  error: string | null;
  createdAt: Date;
  finishedAt: Date | null;
}

type Row = Record<string, unknown>;

export const scheduleFromRow = (r: Row): ScheduleRow => ({
  id: r.id as string,
  companyId: r.company_id as number,
  ownerUserId: r.owner_user_id as number,
  roleId: r.role_id as number,
  lang: r.lang as string,
  scope: r.scope as string,
  companyName: r.company_name as string,
  kind: r.kind as ReportKind,
  format: r.format as ExportFormat,
  filters: r.filters as ReportScheduleFilters,
  frequency: r.frequency as ScheduleFrequency,
  weekday: (r.weekday as number | null) ?? null,
  dayOfMonth: (r.day_of_month as number | null) ?? null,
  time: r.time as string,
  timeZone: r.time_zone as string,
  recipients: r.recipients as ScheduleRecipient[],
  active: r.active as boolean,
  nextRunAt: r.next_run_at as Date,
  createdAt: r.created_at as Date,
});

/** A `date` column as PostgreSQL's driver hands it (a string, or a Date at local midnight). */
export const dateText = (v: unknown): string => (v instanceof Date ? `${v.getFullYear()}-${String(v.getMonth() + 1).padStart(2, '0')}-${String(v.getDate()).padStart(2, '0')}` : String(v));

export const runFromRow = (r: Row): RunRow => ({
  id: r.id as string,
  scheduleId: r.schedule_id as string,
  companyId: r.company_id as number,
  dueAt: r.due_at as Date,
  from: dateText(r.from),
  to: dateText(r.to),
  status: r.status as ScheduleRunStatus,
  attempts: r.attempts as number,
  exportId: (r.export_id as string | null) ?? null,
  exportStatus: (r.export_status as ExportStatus | null) ?? null,
  delivery: (r.delivery as 'attachment' | 'link' | null) ?? null,
  error: (r.error as string | null) ?? null,
  createdAt: r.created_at as Date,
  finishedAt: (r.finished_at as Date | null) ?? null,
});

export function scheduleView(s: ScheduleRow): ReportSchedule {
  return {
    id: s.id,
    kind: s.kind,
    format: s.format,
    filters: s.filters,
    frequency: s.frequency,
    weekday: s.weekday,
    day_of_month: s.dayOfMonth,
    time: s.time,
    time_zone: s.timeZone,
    recipients: s.recipients,
    active: s.active,
    owner_user_id: s.ownerUserId,
    next_run_at: s.nextRunAt.toISOString(),
    created_at: s.createdAt.toISOString(),
  };
}

export function runView(r: RunRow): ReportScheduleRun {
  return {
    id: r.id,
    schedule_id: r.scheduleId,
    due_at: r.dueAt.toISOString(),
    from: r.from,
    to: r.to,
    status: r.status,
    attempts: r.attempts,
    export_id: r.exportId,
    export_status: r.exportStatus,
    delivery: r.delivery,
    error: r.error,
    created_at: r.createdAt.toISOString(),
    finished_at: r.finishedAt ? r.finishedAt.toISOString() : null,
  };
}

/** What a schedule's form sets (the owner, scope and company are the creator's). */
export interface ScheduleFields {
  kind: ReportKind;
  format: ExportFormat;
  filters: ReportScheduleFilters;
  frequency: ScheduleFrequency;
  weekday: number | null;
  dayOfMonth: number | null;
  time: string;
  timeZone: string;
  recipients: ScheduleRecipient[];
  active: boolean;
  nextRunAt: Date;
}

export interface NewSchedule extends ScheduleFields {
  id: string;
  companyId: number;
  ownerUserId: number;
  roleId: number;
  lang: string;
  scope: string;
  companyName: string;
}

const RUN_SELECT = `SELECT r.*, e."status" AS "export_status" FROM ${RUNS} r LEFT JOIN ${EXPORTS} e ON e."id" = r."export_id"`;

/** Schedules and their runs, always by company (the scheduler's claims excepted: they name rows by id). */
@Injectable()
export class ScheduleStore {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async create(s: NewSchedule): Promise<ScheduleRow> {
    const rows = await this.db.query<Row[]>(
      `INSERT INTO ${SCHEDULES} ("id", "company_id", "owner_user_id", "role_id", "lang", "scope", "company_name", "kind", "format", "filters",
         "frequency", "weekday", "day_of_month", "time", "time_zone", "recipients", "active", "next_run_at")
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18) RETURNING *`,
      [
        s.id, s.companyId, s.ownerUserId, s.roleId, s.lang, s.scope, s.companyName, s.kind, s.format, JSON.stringify(s.filters),
        s.frequency, s.weekday, s.dayOfMonth, s.time, s.timeZone, JSON.stringify(s.recipients), s.active, s.nextRunAt,
      ],
    );
    return scheduleFromRow(rows[0]);
  }

  async update(companyId: number, id: string, s: ScheduleFields): Promise<ScheduleRow | null> {
    const result = await this.db.query<unknown>(
      `UPDATE ${SCHEDULES} SET "kind" = $3, "format" = $4, "filters" = $5, "frequency" = $6, "weekday" = $7, "day_of_month" = $8, "time" = $9,
              "time_zone" = $10, "recipients" = $11, "active" = $12, "next_run_at" = $13, "updated_at" = now()
        WHERE "company_id" = $1 AND "id" = $2 RETURNING *`,
      [companyId, id, s.kind, s.format, JSON.stringify(s.filters), s.frequency, s.weekday, s.dayOfMonth, s.time, s.timeZone, JSON.stringify(s.recipients), s.active, s.nextRunAt],
    );
    const rows = returnedRows<Row>(result);
    return rows[0] ? scheduleFromRow(rows[0]) : null;
  }

  async find(companyId: number, id: string): Promise<ScheduleRow | null> {
    const rows = await this.db.query<Row[]>(`SELECT * FROM ${SCHEDULES} WHERE "company_id" = $1 AND "id" = $2`, [companyId, id]);
    return rows[0] ? scheduleFromRow(rows[0]) : null;
  }

  async list(companyId: number): Promise<ScheduleRow[]> {
    const rows = await this.db.query<Row[]>(`SELECT * FROM ${SCHEDULES} WHERE "company_id" = $1 ORDER BY "created_at"`, [companyId]);
    return rows.map(scheduleFromRow);
  }

  async remove(companyId: number, id: string): Promise<boolean> {
    return returnedRows<Row>(await this.db.query<unknown>(`DELETE FROM ${SCHEDULES} WHERE "company_id" = $1 AND "id" = $2 RETURNING "id"`, [companyId, id])).length > 0;
  }

  async runs(companyId: number, scheduleId: string, limit = 50): Promise<RunRow[]> {
    const rows = await this.db.query<Row[]>(`${RUN_SELECT} WHERE r."company_id" = $1 AND r."schedule_id" = $2 ORDER BY r."due_at" DESC, r."created_at" DESC LIMIT $3`, [
      companyId,
      scheduleId,
      limit,
    ]);
    return rows.map(runFromRow);
  }

  async run(id: string): Promise<RunRow | null> {
    const rows = await this.db.query<Row[]>(`${RUN_SELECT} WHERE r."id" = $1`, [id]);
    return rows[0] ? runFromRow(rows[0]) : null;
  }

  async runByLinkHash(hash: string): Promise<RunRow | null> {
    const rows = await this.db.query<Row[]>(`${RUN_SELECT} WHERE r."link_token_hash" = $1`, [hash]);
    return rows[0] ? runFromRow(rows[0]) : null;
  }

  /** A run made now (HR's "run now"): due this instant, like any other run. */
  async addRun(em: EntityManager | DataSource, run: { id: string; scheduleId: string; companyId: number; dueAt: Date; from: string; to: string }): Promise<boolean> {
    const rows = await em.query<Row[]>(
      `INSERT INTO ${RUNS} ("id", "schedule_id", "company_id", "due_at", "from", "to") VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT ("schedule_id", "due_at") DO NOTHING RETURNING "id"`,
      [run.id, run.scheduleId, run.companyId, run.dueAt, run.from, run.to],
    );
    return rows.length > 0;
  }
}
