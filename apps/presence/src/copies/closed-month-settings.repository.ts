import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { CompanySettings, WorkSettings } from '@presently/contracts';
import type { ClosedMonthChange } from '@presently/database';
import type { ClosedMonthSettings } from '../common/domain/closed-month-rules';

/**
 * The settings each closed month was closed with (`closed_month_settings` and its people in
 * `closed_month_work_settings`): taken from presence's copies when it applies a close, dropped when
 * it applies a reopen, and read by the views of a period to classify its closed days.
 */
@Injectable()
export class ClosedMonthSettingsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * Makes the snapshot follow the closure as presence now holds it (run in the event's transaction,
   * after the copy of the closure is updated). Held closed: a snapshot of the company's settings and
   * of the work settings of its people (the whole company, or the department's) is taken unless one is
   * kept — a close delivered again, or an older reopen arriving late, keeps the first. Held open (a
   * reopen): the snapshot goes, so a later close takes the settings of its own moment. It follows the
   * held row rather than the event, because an older event arriving late does not change that row.
   */
  async followClosure(em: EntityManager, change: ClosedMonthChange): Promise<void> {
    const key = [change.company_id, change.month, change.department_id ?? 0];
    await em.query(
      `DELETE FROM "presence"."closed_month_settings" s
        WHERE s."company_id" = $1 AND s."month" = $2 AND s."department_id" = $3
          AND NOT EXISTS (SELECT 1 FROM "presence"."closed_months" m
                           WHERE m."company_id" = $1 AND m."month" = $2 AND m."department_id" = $3 AND m."closed")`,
      key,
    );
    await em.query(
      `WITH taken AS (
         INSERT INTO "presence"."closed_month_settings" ("company_id", "month", "department_id", "company_settings", "closed_at")
         SELECT m."company_id", m."month", m."department_id",
                (SELECT c."settings" FROM "presence"."presence_companies" c WHERE c."company_id" = m."company_id"), m."changed_at"
           FROM "presence"."closed_months" m
          WHERE m."company_id" = $1 AND m."month" = $2 AND m."department_id" = $3 AND m."closed"
         ON CONFLICT ("company_id", "month", "department_id") DO NOTHING
         RETURNING "company_id", "month", "department_id")
       INSERT INTO "presence"."closed_month_work_settings" ("company_id", "month", "department_id", "user_id", "work_settings")
       SELECT t."company_id", t."month", t."department_id", u."user_id", u."work_settings"
         FROM taken t
         JOIN "presence"."presence_users" u ON u."company_id" = t."company_id" AND (t."department_id" = 0 OR u."department_id" = t."department_id")`,
      key,
    );
  }

  /**
   * The snapshots of the company's closed months from `fromMonth` to `toMonth` (YYYY-MM, inclusive),
   * each with the work settings of the given users only, in one query (a report's page asks it once).
   */
  async forPeriod(companyId: number, fromMonth: string, toMonth: string, userIds: number[]): Promise<ClosedMonthSettings[]> {
    const rows = await this.dataSource.manager.query<
      Array<{ month: string; department_id: number; company_settings: CompanySettings | null; closed_at: Date; work: Array<{ user_id: number; work: WorkSettings }> }>
    >(
      `SELECT s."month", s."department_id", s."company_settings", s."closed_at",
              COALESCE((SELECT json_agg(json_build_object('user_id', w."user_id", 'work', w."work_settings"))
                          FROM "presence"."closed_month_work_settings" w
                         WHERE w."company_id" = s."company_id" AND w."month" = s."month" AND w."department_id" = s."department_id"
                           AND w."user_id" = ANY($4)), '[]'::json) AS "work"
         FROM "presence"."closed_month_settings" s
        WHERE s."company_id" = $1 AND s."month" BETWEEN $2 AND $3
        ORDER BY s."month", s."closed_at"`,
      [companyId, fromMonth, toMonth, userIds],
    );
    return rows.map((r) => ({
      month: r.month,
      departmentId: r.department_id === 0 ? null : r.department_id,
      company: r.company_settings,
      work: new Map<number, WorkSettings>(r.work.map((w) => [w.user_id, w.work])),
      closedAt: new Date(r.closed_at),
    }));
  }
}
