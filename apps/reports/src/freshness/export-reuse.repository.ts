import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { ExportFormat, ReportFilters, ReportKind } from '@presently/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import { type ExportRow, exportRowOf } from '../exports/export-store.repository';

const VERSIONS = '"reports"."company_data_versions"';
const EXPORTS = '"reports"."report_exports"';

export interface ReuseQuestion {
  companyId: number;
  scope: string;
  lang: string;
  kind: ReportKind;
  format: ExportFormat;
  filters: ReportFilters;
}

/**
 * Whether a company's data changed since a file was made. Each event that changes what a report shows
 * bumps the company's version (the consumer, once per event); an export records the version it was
 * asked at; the same question asked again while the version is the same gets the earlier file.
 */
@Injectable()
export class ExportReuse {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /**
   * Bumps each company's version once per occurrence in `companyIds` (one event each), in one
   * statement; companies in id order, so two writers lock their rows in the same order.
   */
  async bump(em: EntityManager, companyIds: number[]): Promise<void> {
    await em.query(
      `INSERT INTO ${VERSIONS} ("company_id", "version", "changed_at")
       SELECT "company_id", count(*), now() FROM unnest($1::int[]) AS e("company_id") GROUP BY "company_id" ORDER BY "company_id"
       ON CONFLICT ("company_id") DO UPDATE SET "version" = ${VERSIONS}."version" + EXCLUDED."version", "changed_at" = now()`,
      [companyIds],
    );
  }

  async version(companyId: number): Promise<number> {
    const rows = await this.db.query<Array<{ version: string }>>(`SELECT "version" FROM ${VERSIONS} WHERE "company_id" = $1`, [companyId]);
    return rows[0] ? Number(rows[0].version) : 0;
  }

  async stamp(exportId: string, version: number): Promise<void> {
    await this.db.query(`UPDATE ${EXPORTS} SET "data_version" = $2 WHERE "id" = $1`, [exportId, version]);
  }

  /**
   * A finished, unexpired file of the same question (company, scope, language, kind, format, filters)
   * made at the current version, of a period that had ended when it was made — before that day in the
   * company's zone (`timezone`), the days reports and presence count in (a period reaching today still
   * changes as the day goes on, with no event to say so, and presence announces only changes that reach
   * an earlier day); null otherwise.
   */
  async find(q: ReuseQuestion, timezone: string): Promise<ExportRow | null> {
    const rows = await this.db.query<Array<Record<string, unknown>>>(
      `SELECT e.* FROM ${EXPORTS} e
        WHERE e."company_id" = $1 AND e."scope" = $2 AND e."lang" = $3 AND e."kind" = $4 AND e."format" = $5 AND e."filters" = $6::jsonb
          AND e."status" = 'done' AND e."expires_at" > now()
          AND (e."filters"->>'to')::date < (e."created_at" AT TIME ZONE $7)::date
          AND e."data_version" = COALESCE((SELECT v."version" FROM ${VERSIONS} v WHERE v."company_id" = $1), 0)
        ORDER BY e."created_at" DESC LIMIT 1`,
      [q.companyId, q.scope, q.lang, q.kind, q.format, JSON.stringify(q.filters), timezone],
    );
    return rows[0] ? exportRowOf(rows[0]) : null;
  }
}
