import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { ShiftType } from '@presently/contracts';
import { Schedule } from './entities/schedule.entity';

export interface ScheduleInput {
  companyId: number;
  userId: number;
  date: string;
  shiftId: number | null;
  shiftName: string | null;
  shiftType: ShiftType | null;
  startsAt: Date;
  endsAt: Date;
  totalMinutes: number;
  createdBy: number | null;
}

const T = `"presence"."schedules"`;

/** Shifts assigned to users per date; every query scoped by company. */
@Injectable()
export class SchedulesRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  manager(): EntityManager {
    return this.dataSource.manager;
  }

  transaction<R>(work: (em: EntityManager) => Promise<R>): Promise<R> {
    return this.dataSource.transaction(work);
  }

  /** Schedules of the users dated from..to (yyyy-mm-dd, inclusive), by user, date. */
  async forUsers(companyId: number, userIds: number[], from: string, to: string, em: EntityManager = this.dataSource.manager): Promise<Schedule[]> {
    if (userIds.length === 0) return [];
    const rows = await em.query<Array<Record<string, unknown>>>(
      `SELECT s.*, s."date"::text AS "date" FROM ${T} s WHERE s."company_id" = $1 AND s."user_id" = ANY($2) AND s."date" BETWEEN $3::date AND $4::date
        ORDER BY s."user_id", s."date"`,
      [companyId, userIds, from, to],
    );
    return rows.map(scheduleFromRow);
  }

  /**
   * Adds or replaces the user's schedule of each date; returns the rows as stored, in the inputs'
   * order. One statement over arrays (unnest), so a month for a whole company is one round trip
   * rather than one per entry; an entry named twice counts once (its last values).
   */
  async upsert(em: EntityManager, inputs: ScheduleInput[]): Promise<Schedule[]> {
    const unique = [...new Map(inputs.map((s) => [`${s.userId}|${s.date}`, s])).values()];
    if (unique.length === 0) return [];
    const column = <K extends keyof ScheduleInput>(key: K) => unique.map((s) => s[key]);
    const rows = await em.query<Array<Record<string, unknown>>>(
      `INSERT INTO ${T} AS s ("company_id", "user_id", "date", "shift_id", "shift_name", "shift_type", "starts_at", "ends_at", "total_minutes", "created_by")
       SELECT * FROM unnest($1::int[], $2::int[], $3::date[], $4::int[], $5::text[], $6::text[], $7::timestamptz[], $8::timestamptz[], $9::int[], $10::int[])
       ON CONFLICT ("user_id", "date") DO UPDATE SET
         "company_id" = EXCLUDED."company_id", "shift_id" = EXCLUDED."shift_id", "shift_name" = EXCLUDED."shift_name",
         "shift_type" = EXCLUDED."shift_type", "starts_at" = EXCLUDED."starts_at", "ends_at" = EXCLUDED."ends_at",
         "total_minutes" = EXCLUDED."total_minutes", "created_by" = EXCLUDED."created_by", "created_at" = now()
       RETURNING *, "date"::text AS "date"`,
      [
        column('companyId'),
        column('userId'),
        column('date'),
        column('shiftId'),
        column('shiftName'),
        column('shiftType'),
        unique.map((s) => s.startsAt.toISOString()),
        unique.map((s) => s.endsAt.toISOString()),
        column('totalMinutes'),
        column('createdBy'),
      ],
    );
    const stored = new Map(rows.map(scheduleFromRow).map((r) => [`${r.userId}|${r.date}`, r]));
    return unique.map((s) => stored.get(`${s.userId}|${s.date}`) as Schedule);
  }

  async findById(companyId: number, id: number): Promise<Schedule | null> {
    const rows = await this.dataSource.manager.query<Array<Record<string, unknown>>>(`SELECT *, "date"::text AS "date" FROM ${T} WHERE "company_id" = $1 AND "id" = $2`, [
      companyId,
      id,
    ]);
    return rows[0] ? scheduleFromRow(rows[0]) : null;
  }

  async remove(companyId: number, id: number): Promise<void> {
    await this.dataSource.manager.query(`DELETE FROM ${T} WHERE "company_id" = $1 AND "id" = $2`, [companyId, id]);
  }
}

function scheduleFromRow(row: Record<string, unknown>): Schedule {
  return Object.assign(new Schedule(), {
    id: row.id as number,
    companyId: row.company_id as number,
    userId: row.user_id as number,
    date: row.date as string,
    shiftId: (row.shift_id as number | null) ?? null,
    shiftName: (row.shift_name as string | null) ?? null,
    shiftType: (row.shift_type as ShiftType | null) ?? null,
    startsAt: row.starts_at as Date,
    endsAt: row.ends_at as Date,
    totalMinutes: row.total_minutes as number,
    createdBy: (row.created_by as number | null) ?? null,
    createdAt: row.created_at as Date,
  });
}
