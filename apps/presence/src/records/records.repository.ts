import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { PresenceKind, PresenceSource } from '@presently/contracts';
import { arrayRows, returnedRows } from '@presently/database';
import type { RecordSpan } from './domain/stored-record';
import { PresenceRecord } from './entities/presence-record.entity';

/** The advisory-lock class of "one user's presence" (with the user id as the second key). */
export const USER_LOCK_CLASS = 0x70726573; // 'pres'

const T = `"presence"."presence_records"`;

/**
 * The record a user was on at an instant (`user` and `at` are SQL: parameters or literals). A user's
 * records never overlap (edits and late scans are placed with planOverlaps; one open record per user),
 * so the record covering an instant is the latest one started at or before it: the latest three are
 * read down the (user_id, started_at) index — three, so that a zero-length record sharing the start
 * does not hide it — and the covering one kept. Filtering the user's whole history instead read every
 * earlier record of the user when none covered the instant (a clock-in scan): 25–76 ms for a user with
 * 1,000 records in a 10 M-record table, 0.2 ms this way (docs/presence.md, "Round trips").
 */
export function coveringStatement(user: string, at: string, extra = ''): string {
  return `SELECT *${extra} FROM (SELECT * FROM ${T} WHERE "user_id" = ${user} AND "started_at" <= ${at} ORDER BY "started_at" DESC, "id" DESC LIMIT 3) AS "latest"
           WHERE "ended_at" IS NULL OR "ended_at" > ${at} ORDER BY "started_at" DESC, "id" DESC LIMIT 1`;
}

export interface NewRecord {
  companyId: number;
  userId: number;
  kind: PresenceKind;
  start: Date;
  end: Date | null;
  source: PresenceSource;
  deviceId?: number | null;
  /** Clocked or scanned: the times are kept as registered. Edits register nothing. */
  registered: boolean;
  reason?: string | null;
  updatedBy?: number | null;
}

export interface TimesChange {
  kind: PresenceKind;
  start: Date;
  end: Date | null;
  /** The edit's reason and author; null for a change no person made (an overlap with a scan, an automatic stop). */
  reason: string | null;
  updatedBy: number | null;
}

export interface HistoryFilter {
  from: Date | null;
  to: Date | null;
  kind: PresenceKind | null;
  source: PresenceSource | null;
}

/** Presence records. Every query but the per-user ones (the user id names one company) is scoped by company. */
@Injectable()
export class RecordsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  private get manager(): EntityManager {
    return this.dataSource.manager;
  }

  transaction<R>(work: (em: EntityManager) => Promise<R>): Promise<R> {
    return this.dataSource.transaction(work);
  }

  /** Serialises every change of one user's presence until the transaction ends. */
  async lockUser(em: EntityManager, userId: number): Promise<void> {
    await em.query('SELECT pg_advisory_xact_lock($1, $2)', [USER_LOCK_CLASS, userId]);
  }

  async findOpen(userId: number, em: EntityManager = this.manager): Promise<PresenceRecord | null> {
    const rows = await em.query<Row[]>(`SELECT * FROM ${T} WHERE "user_id" = $1 AND "ended_at" IS NULL`, [userId]);
    return rows[0] ? recordFromRow(rows[0]) : null;
  }

  /** Closes an open record; by clocking or a scan (`registered`) the first end is kept as registered. */
  async close(em: EntityManager, id: number, end: Date, registered = true): Promise<PresenceRecord> {
    const rows = returnedRows<Row>(
      await em.query(
        `UPDATE ${T} SET "ended_at" = $2, "registered_end" = CASE WHEN $3::boolean THEN COALESCE("registered_end", $2) ELSE "registered_end" END
          WHERE "id" = $1 RETURNING *`,
        [id, end, registered],
      ),
    );
    return recordFromRow(rows[0]);
  }

  async insert(em: EntityManager, r: NewRecord): Promise<PresenceRecord> {
    const rows = await em.query<Row[]>(
      `INSERT INTO ${T} ("company_id", "user_id", "kind", "started_at", "ended_at", "source", "device_id",
                         "registered_start", "registered_end", "reason", "updated_by", "updated_at")
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING *`,
      [
        r.companyId,
        r.userId,
        r.kind,
        r.start,
        r.end,
        r.source,
        r.deviceId ?? null,
        r.registered ? r.start : null,
        r.registered ? r.end : null,
        r.reason ?? null,
        r.updatedBy ?? null,
        r.updatedBy ? new Date() : null,
      ],
    );
    return recordFromRow(rows[0]);
  }

  /** Changes kind and times, keeping the times before the change as the previous ones. */
  async changeTimes(em: EntityManager, id: number, c: TimesChange): Promise<PresenceRecord> {
    const rows = returnedRows<Row>(
      await em.query(
        `UPDATE ${T} SET "previous_start" = "started_at", "previous_end" = "ended_at",
                         "kind" = $2, "started_at" = $3, "ended_at" = $4,
                         "reason" = COALESCE($5, "reason"), "updated_by" = COALESCE($6, "updated_by"), "updated_at" = now()
          WHERE "id" = $1 RETURNING *`,
        [id, c.kind, c.start, c.end, c.reason, c.updatedBy],
      ),
    );
    return recordFromRow(rows[0]);
  }

  async remove(em: EntityManager, id: number): Promise<void> {
    await em.query(`DELETE FROM ${T} WHERE "id" = $1`, [id]);
  }

  async markImage(em: EntityManager, id: number): Promise<void> {
    await em.query(`UPDATE ${T} SET "has_image" = true WHERE "id" = $1`, [id]);
  }

  findById(companyId: number, id: number, em: EntityManager = this.manager): Promise<PresenceRecord | null> {
    return em.findOne(PresenceRecord, { where: { companyId, id } });
  }

  /** The user's records that share time with [from, to) (to null: up to now and beyond), by start. */
  async overlapping(em: EntityManager, userId: number, from: Date, to: Date | null): Promise<PresenceRecord[]> {
    // The one started before `from` that runs past it (coveringStatement), then those started within.
    const rows = await em.query<Row[]>(
      `SELECT * FROM ((${coveringStatement('$1', '$2::timestamptz')})
                      UNION ALL
                      (SELECT * FROM ${T} WHERE "user_id" = $1 AND "started_at" > $2 AND ($3::timestamptz IS NULL OR "started_at" < $3))) AS "sharing"
        WHERE $3::timestamptz IS NULL OR "started_at" < $3
        ORDER BY "started_at", "id"`,
      [userId, from, to],
    );
    return rows.map(recordFromRow);
  }

  /** The record the user was on at an instant, if any. */
  async coveringAt(em: EntityManager, userId: number, at: Date): Promise<PresenceRecord | null> {
    const rows = await em.query<Row[]>(coveringStatement('$1', '$2::timestamptz'), [userId, at]);
    return rows[0] ? recordFromRow(rows[0]) : null;
  }

  /** coveringAt and nextAfter in one round trip: the record the user was on at an instant, and the first one started after it. */
  async coveringAndNext(em: EntityManager, userId: number, at: Date): Promise<{ covering: PresenceRecord | null; next: PresenceRecord | null }> {
    const rows = await em.query<Row[]>(
      `(${coveringStatement('$1', '$2::timestamptz', `, 'covering' AS "which"`)})
       UNION ALL
       (SELECT *, 'next' AS "which" FROM ${T} WHERE "user_id" = $1 AND "started_at" > $2 ORDER BY "started_at", "id" LIMIT 1)`,
      [userId, at],
    );
    const covering = rows.find((r) => r.which === 'covering');
    const next = rows.find((r) => r.which === 'next');
    return { covering: covering ? recordFromRow(covering) : null, next: next ? recordFromRow(next) : null };
  }

  /** The first record the user started after an instant, if any. */
  async nextAfter(em: EntityManager, userId: number, at: Date): Promise<PresenceRecord | null> {
    const rows = await em.query<Row[]>(`SELECT * FROM ${T} WHERE "user_id" = $1 AND "started_at" > $2 ORDER BY "started_at", "id" LIMIT 1`, [userId, at]);
    return rows[0] ? recordFromRow(rows[0]) : null;
  }

  /** Records of the company's users that share time with [from, to), by user and start. */
  async forUsers(companyId: number, userIds: number[], from: Date, to: Date): Promise<PresenceRecord[]> {
    if (userIds.length === 0) return [];
    const rows = await this.manager.query<Row[]>(
      `SELECT * FROM ${T} WHERE "company_id" = $1 AND "user_id" = ANY($2) AND ("ended_at" IS NULL OR "ended_at" > $3) AND "started_at" < $4
        ORDER BY "user_id", "started_at", "id"`,
      [companyId, userIds, from, to],
    );
    return rows.map(recordFromRow);
  }

  /**
   * The spans of the users' records that share time with [from, to), ordered as forUsers: a report's
   * days classify every record of a page of employees and read nothing else of them. Times come as
   * whole epoch milliseconds (floored in numeric, as the Date parse cuts microseconds): parsing the
   * timestamps' text and the other columns of `SELECT *` was a sixth of presence's CPU in the 10k export.
   */
  async spansForUsers(companyId: number, userIds: number[], from: Date, to: Date): Promise<RecordSpan[]> {
    if (userIds.length === 0) return [];
    // As arrays (no object per row): a 10k month is 880,000 of these rows.
    const rows = await arrayRows<[number, number, PresenceKind, number, number | null]>(
      this.manager,
      `SELECT "id", "user_id", "kind", floor(extract(epoch FROM "started_at") * 1000)::float8, floor(extract(epoch FROM "ended_at") * 1000)::float8
         FROM ${T} WHERE "company_id" = $1 AND "user_id" = ANY($2) AND ("ended_at" IS NULL OR "ended_at" > $3) AND "started_at" < $4
        ORDER BY "user_id", "started_at", "id"`,
      [companyId, userIds, from, to],
    );
    return rows.map(([id, userId, kind, startMs, endMs]) => ({
      id,
      userId,
      kind,
      startedAt: new Date(startMs),
      endedAt: endMs === null ? null : new Date(endMs),
    }));
  }

  /** Open records of the company's users. */
  async openFor(companyId: number, userIds: number[]): Promise<PresenceRecord[]> {
    if (userIds.length === 0) return [];
    const rows = await this.manager.query<Row[]>(`SELECT * FROM ${T} WHERE "company_id" = $1 AND "user_id" = ANY($2) AND "ended_at" IS NULL`, [companyId, userIds]);
    return rows.map(recordFromRow);
  }

  /**
   * A page of the users' records by the filters, newest first; with `limit` null, every match (for
   * filters computed in code, such as the presence type).
   */
  async history(companyId: number, userIds: number[], f: HistoryFilter, offset: number, limit: number | null): Promise<[PresenceRecord[], number]> {
    if (userIds.length === 0) return [[], 0];
    const where = [`"company_id" = $1`, `"user_id" = ANY($2)`];
    const params: unknown[] = [companyId, userIds];
    const add = (sql: string, value: unknown) => {
      params.push(value);
      where.push(sql.replace('?', `$${params.length}`));
    };
    if (f.from) add(`("ended_at" IS NULL OR "ended_at" > ?)`, f.from);
    if (f.to) add(`"started_at" < ?`, f.to);
    if (f.kind) add(`"kind" = ?`, f.kind);
    if (f.source) add(`"source" = ?`, f.source);
    const condition = where.join(' AND ');
    const [{ count }] = await this.manager.query<Array<{ count: number }>>(`SELECT COUNT(*)::int AS "count" FROM ${T} WHERE ${condition}`, params);
    const page = limit === null ? '' : ` OFFSET ${Math.max(0, Math.floor(offset))} LIMIT ${Math.max(1, Math.floor(limit))}`;
    const rows = await this.manager.query<Row[]>(`SELECT * FROM ${T} WHERE ${condition} ORDER BY "started_at" DESC, "id" DESC${page}`, params);
    return [rows.map(recordFromRow), count];
  }

  /** Open records of users with automatic stop, oldest first (the periodic sweep). */
  async openWithAutomaticStop(limit: number): Promise<PresenceRecord[]> {
    const rows = await this.manager.query<Row[]>(
      `SELECT r.* FROM ${T} r JOIN "presence"."presence_users" u ON u."user_id" = r."user_id"
        WHERE r."ended_at" IS NULL AND (u."work_settings"->>'automatic_presence_stop')::boolean
        ORDER BY r."started_at" LIMIT $1`,
      [limit],
    );
    return rows.map(recordFromRow);
  }
}

type Row = Record<string, unknown>;

export function recordFromRow(row: Row): PresenceRecord {
  return Object.assign(new PresenceRecord(), {
    id: row.id as number,
    companyId: row.company_id as number,
    userId: row.user_id as number,
    kind: row.kind as PresenceKind,
    startedAt: row.started_at as Date,
    endedAt: (row.ended_at as Date | null) ?? null,
    source: row.source as PresenceSource,
    deviceId: (row.device_id as number | null) ?? null,
    hasImage: row.has_image as boolean,
    reason: (row.reason as string | null) ?? null,
    updatedBy: (row.updated_by as number | null) ?? null,
    updatedAt: (row.updated_at as Date | null) ?? null,
    previousStart: (row.previous_start as Date | null) ?? null,
    previousEnd: (row.previous_end as Date | null) ?? null,
    registeredStart: (row.registered_start as Date | null) ?? null,
    registeredEnd: (row.registered_end as Date | null) ?? null,
    createdAt: row.created_at as Date,
  });
}
