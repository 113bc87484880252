import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { ScanReview } from '@presently/contracts';
import type { DataSource } from 'typeorm';
import { ExportReuse } from '../freshness/export-reuse.repository';

const REVIEWS = '"reports"."scan_reviews"';

/** A mark as a report cell shows it. */
export interface ReviewMark {
  byName: string;
  at: Date;
}

interface Row {
  record_id: number;
  reviewed_by_id: number;
  reviewed_by_name: string;
  reviewed_at: Date;
}

const unmarked = (recordId: number): ScanReview => ({ record_id: recordId, reviewed: false, reviewed_by_id: null, reviewed_by_name: null, reviewed_at: null });
const reviewOf = (r: Row): ScanReview => ({
  record_id: r.record_id,
  reviewed: true,
  reviewed_by_id: r.reviewed_by_id,
  reviewed_by_name: r.reviewed_by_name,
  reviewed_at: r.reviewed_at.toISOString(),
});

/**
 * Reviewed marks, keyed by company and presence's record id. Every read and write names the actor's
 * company, so a mark lives only in the company that set it and is only ever shown there: a record id
 * of another company marked by mistake (or on purpose) changes nothing anyone else sees.
 */
@Injectable()
export class ScanReviews {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly freshness: ExportReuse,
  ) {}

  /**
   * Idempotent: the first mark's who and when stay (a retried or repeated click changes nothing).
   * A new mark changes what the administrators report shows: the company's data version moves in the
   * same transaction, so an earlier file is not handed out again without it.
   */
  async mark(companyId: number, recordId: number, byId: number, byName: string): Promise<ScanReview> {
    return this.db.transaction(async (em) => {
      const rows = await em.query<Array<Row & { added: boolean }>>(
      `WITH added AS (
         INSERT INTO ${REVIEWS} ("company_id", "record_id", "reviewed_by_id", "reviewed_by_name") VALUES ($1, $2, $3, $4)
         ON CONFLICT ("company_id", "record_id") DO NOTHING
         RETURNING "record_id", "reviewed_by_id", "reviewed_by_name", "reviewed_at")
       SELECT *, true AS "added" FROM added
       UNION ALL
       SELECT "record_id", "reviewed_by_id", "reviewed_by_name", "reviewed_at", false AS "added" FROM ${REVIEWS} WHERE "company_id" = $1 AND "record_id" = $2`,
        [companyId, recordId, byId, byName],
      );
      if (rows[0].added) await this.freshness.bump(em, [companyId]);
      return reviewOf(rows[0]);
    });
  }

  async unmark(companyId: number, recordId: number): Promise<ScanReview> {
    return this.db.transaction(async (em) => {
      // A CTE, so the answer is rows (a bare DELETE … RETURNING comes back from TypeORM as [rows, count]).
      const [gone] = await em.query<Array<{ n: number }>>(`WITH gone AS (DELETE FROM ${REVIEWS} WHERE "company_id" = $1 AND "record_id" = $2 RETURNING 1) SELECT count(*)::int AS "n" FROM gone`, [
        companyId,
        recordId,
      ]);
      if (gone.n > 0) await this.freshness.bump(em, [companyId]);
      return unmarked(recordId);
    });
  }

  /** The company's marks of these records (one page of a report's employees at a time). */
  async of(companyId: number, recordIds: number[]): Promise<Map<number, ReviewMark>> {
    const out = new Map<number, ReviewMark>();
    if (recordIds.length === 0) return out;
    const rows = await this.db.query<Row[]>(
      `SELECT "record_id", "reviewed_by_id", "reviewed_by_name", "reviewed_at" FROM ${REVIEWS} WHERE "company_id" = $1 AND "record_id" = ANY($2::int[])`,
      [companyId, recordIds],
    );
    for (const r of rows) out.set(r.record_id, { byName: r.reviewed_by_name, at: new Date(r.reviewed_at) });
    return out;
  }
}
