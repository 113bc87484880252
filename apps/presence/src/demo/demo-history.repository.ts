import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { PresenceKind } from '@presently/contracts';

export interface DemoRecordRow {
  userId: number;
  kind: PresenceKind;
  start: Date;
  end: Date | null;
}

/** The demo history's queries: what a person already has, and the bulk write of the rest. */
@Injectable()
export class DemoHistoryRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  transaction<T>(work: (em: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  /** "userId|yyyy-mm-dd" of every day (in the company's zone) on which the people have a record from `from` on. */
  async daysWithRecords(em: EntityManager, companyId: number, userIds: number[], zone: string, from: string): Promise<Set<string>> {
    const rows: Array<{ user_id: number; day: string }> = await em.query(
      `SELECT DISTINCT "user_id", to_char(("started_at" AT TIME ZONE $3)::date, 'YYYY-MM-DD') AS "day"
         FROM "presence"."presence_records"
        WHERE "company_id" = $1 AND "user_id" = ANY($2::int[]) AND "started_at" >= ($4::date - 1)::timestamp AT TIME ZONE $3`,
      [companyId, userIds, zone, from],
    );
    return new Set(rows.map((r) => `${r.user_id}|${r.day}`));
  }

  /** The people with a record still on (one open record per person: the unique index). */
  async withOpenRecord(em: EntityManager, userIds: number[]): Promise<Set<number>> {
    const rows: Array<{ user_id: number }> = await em.query(`SELECT "user_id" FROM "presence"."presence_records" WHERE "user_id" = ANY($1::int[]) AND "ended_at" IS NULL`, [userIds]);
    return new Set(rows.map((r) => r.user_id));
  }

  /**
   * One statement for all the rows (unnest of arrays): thousands of records in one round trip. They
   * are written as web clockings are (registered times = the times, no edit fields).
   */
  async insertMany(em: EntityManager, companyId: number, rows: readonly DemoRecordRow[]): Promise<number> {
    if (rows.length === 0) return 0;
    const result: unknown[] = await em.query(
      `INSERT INTO "presence"."presence_records" ("company_id", "user_id", "kind", "started_at", "ended_at", "source", "registered_start", "registered_end")
       SELECT $1, u, k, s, e, 'web', s, e FROM unnest($2::int[], $3::text[], $4::timestamptz[], $5::timestamptz[]) AS t(u, k, s, e)
       RETURNING "id"`,
      [companyId, rows.map((r) => r.userId), rows.map((r) => r.kind), rows.map((r) => r.start.toISOString()), rows.map((r) => (r.end ? r.end.toISOString() : null))],
    );
    return result.length;
  }
}
