import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ERROR_KEYS, EXPORT_CHUNK_BYTES, type ExportFileChunk, type ExportFormat, type ExportJob, type ExportStatus, REPORT_ERRORS, type ReportFilters, type ReportKind } from '@presently/contracts';
import { DomainError, NotFoundError } from '@presently/domain';
import { affectedCount, returnedRows } from '@presently/database';
import type { DataSource, EntityManager } from 'typeorm';

const T = '"reports"."report_exports"';
const C = '"reports"."report_export_chunks"';

export interface ExportRow {
  id: string;
  companyId: number;
  userId: number;
  roleId: number;
  lang: string;
  scope: string;
  kind: ReportKind;
  format: ExportFormat;
  filters: ReportFilters;
  status: ExportStatus;
  progress: number;
  rowsDone: number;
  rowsTotal: number;
  attempts: number;
  fileName: string | null;
  sizeBytes: number | null;
  error: string | null;
  createdAt: Date;
  finishedAt: Date | null;
  expiresAt: Date | null;
}

type Row = Record<string, unknown>;

/** A row of report_exports as read with `SELECT *` (also by the reuse of files). */
export const exportRowOf = (r: Row): ExportRow => ({
  id: r.id as string,
  companyId: r.company_id as number,
  userId: r.user_id as number,
  roleId: r.role_id as number,
  lang: r.lang as string,
  scope: r.scope as string,
  kind: r.kind as ReportKind,
  format: r.format as ExportFormat,
  filters: r.filters as ReportFilters,
  status: r.status as ExportStatus,
  progress: r.progress as number,
  rowsDone: r.rows_done as number,
  rowsTotal: r.rows_total as number,
  attempts: r.attempts as number,
  fileName: (r.file_name as string | null) ?? null,
  sizeBytes: r.size_bytes === null || r.size_bytes === undefined ? null : Number(r.size_bytes),
  error: (r.error as string | null) ?? null,
  createdAt: r.created_at as Date,
  finishedAt: (r.finished_at as Date | null) ?? null,
  expiresAt: (r.expires_at as Date | null) ?? null,
});

export function exportView(r: ExportRow): ExportJob {
  return {
    id: r.id,
    kind: r.kind,
    format: r.format,
    filters: r.filters,
    status: r.status,
    progress: r.progress,
    rows_done: r.rowsDone,
    rows_total: r.rowsTotal,
    file_name: r.status === 'done' ? r.fileName : null,
    size_bytes: r.status === 'done' ? r.sizeBytes : null,
    error: r.error,
    created_at: r.createdAt.toISOString(),
    finished_at: r.finishedAt ? r.finishedAt.toISOString() : null,
    expires_at: r.expiresAt ? r.expiresAt.toISOString() : null,
  };
}

export interface NewExport {
  id: string;
  companyId: number;
  userId: number;
  roleId: number;
  lang: string;
  scope: string;
  kind: ReportKind;
  format: ExportFormat;
  filters: ReportFilters;
}

/** Export jobs and their files (chunks of bytes), always by company. */
const CONTENT_TYPES = { xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', pdf: 'application/pdf' } as const;

@Injectable()
export class ExportStore {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** `em`: the transaction of a change that makes the export with it (a scheduled run). */
  async create(e: NewExport, em: EntityManager | DataSource = this.db): Promise<ExportRow> {
    const rows = await em.query<Row[]>(
      `INSERT INTO ${T} ("id", "company_id", "user_id", "role_id", "lang", "scope", "kind", "format", "filters")
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING *`,
      [e.id, e.companyId, e.userId, e.roleId, e.lang, e.scope, e.kind, e.format, JSON.stringify(e.filters)],
    );
    return exportRowOf(rows[0]);
  }

  async find(companyId: number, id: string): Promise<ExportRow | null> {
    const rows = await this.db.query<Row[]>(`SELECT * FROM ${T} WHERE "company_id" = $1 AND "id" = $2`, [companyId, id]);
    return rows[0] ? exportRowOf(rows[0]) : null;
  }

  /** The worker's read: by id alone (the job names it). */
  async byId(id: string): Promise<ExportRow | null> {
    const rows = await this.db.query<Row[]>(`SELECT * FROM ${T} WHERE "id" = $1`, [id]);
    return rows[0] ? exportRowOf(rows[0]) : null;
  }

  async recent(companyId: number, userId: number, limit = 20): Promise<ExportRow[]> {
    const rows = await this.db.query<Row[]>(`SELECT * FROM ${T} WHERE "company_id" = $1 AND "user_id" = $2 ORDER BY "created_at" DESC LIMIT $3`, [companyId, userId, limit]);
    return rows.map(exportRowOf);
  }

  /**
   * A (new) run of the job starts: whatever an earlier, killed run wrote goes, so the export ends with
   * one file. Refused (false) when the export is no longer queued or running (cancelled, done).
   */
  async start(id: string): Promise<boolean> {
    return this.db.transaction(async (em) => {
      const rows = returnedRows<Row>(await em.query(
        `UPDATE ${T} SET "status" = 'running', "attempts" = "attempts" + 1, "started_at" = now(), "progress" = 0, "rows_done" = 0
          WHERE "id" = $1 AND "status" IN ('queued', 'running') RETURNING "id"`,
        [id],
      ));
      if (rows.length === 0) return false;
      await em.query(`DELETE FROM ${C} WHERE "export_id" = $1`, [id]);
      return true;
    });
  }

  /** Progress of a running export; false when it was cancelled meanwhile (the worker stops). */
  async progress(id: string, rowsDone: number, rowsTotal: number, progress: number): Promise<boolean> {
    const rows = returnedRows<Row>(await this.db.query(
      `UPDATE ${T} SET "rows_done" = $2, "rows_total" = $3, "progress" = $4 WHERE "id" = $1 AND "status" = 'running' RETURNING "id"`,
      [id, rowsDone, rowsTotal, Math.max(0, Math.min(100, Math.floor(progress)))],
    ));
    return rows[0] !== undefined;
  }

  async appendChunk(id: string, seq: number, data: Buffer): Promise<void> {
    await this.db.query(`INSERT INTO ${C} ("export_id", "seq", "data") VALUES ($1, $2, $3)`, [id, seq, data]);
  }

  async finish(id: string, fileName: string, sizeBytes: number, rowsDone: number, keepDays: number): Promise<boolean> {
    const rows = returnedRows<Row>(await this.db.query(
      `UPDATE ${T} SET "status" = 'done', "progress" = 100, "rows_done" = $4, "rows_total" = GREATEST("rows_total", $4), "file_name" = $2, "size_bytes" = $3,
              "finished_at" = now(), "expires_at" = now() + make_interval(days => $5)
        WHERE "id" = $1 AND "status" = 'running' RETURNING "id"`,
      [id, fileName, sizeBytes, rowsDone, keepDays],
    ));
    return rows[0] !== undefined;
  }

  async fail(id: string, error: string): Promise<void> {
    await this.db.query(`UPDATE ${T} SET "status" = 'failed', "error" = $2, "finished_at" = now() WHERE "id" = $1 AND "status" IN ('queued', 'running')`, [id, error]);
    await this.dropFile(id);
  }

  /** Cancels a queued or running export (the worker notices at its next progress update). */
  async cancel(companyId: number, id: string): Promise<ExportRow | null> {
    await this.db.query(`UPDATE ${T} SET "status" = 'cancelled', "finished_at" = now() WHERE "company_id" = $1 AND "id" = $2 AND "status" IN ('queued', 'running')`, [companyId, id]);
    return this.find(companyId, id);
  }

  async dropFile(id: string): Promise<void> {
    await this.db.query(`DELETE FROM ${C} WHERE "export_id" = $1`, [id]);
  }

  /**
   * The piece of a done export's file that starts at `offset` (a multiple of the chunk size), as the
   * gateway streams it: 410 once the file has expired (or been swept), 404 for an offset off the file.
   * Whoever calls has checked that the reader may have the export, and that it is done.
   */
  async fileChunk(row: ExportRow & { fileName: string; sizeBytes: number }, offset: number): Promise<ExportFileChunk> {
    if (row.expiresAt && row.expiresAt.getTime() < Date.now()) throw new DomainError(REPORT_ERRORS.exportExpired, 410);
    if (offset % EXPORT_CHUNK_BYTES !== 0 || offset > row.sizeBytes) throw new NotFoundError(ERROR_KEYS.notFound);
    const data = offset === row.sizeBytes ? Buffer.alloc(0) : await this.chunk(row.id, offset / EXPORT_CHUNK_BYTES);
    if (data === null) throw new DomainError(REPORT_ERRORS.exportExpired, 410);
    const next = offset + data.length;
    return {
      file_name: row.fileName,
      content_type: CONTENT_TYPES[row.format],
      size_bytes: row.sizeBytes,
      data_base64: data.toString('base64'),
      next_offset: next < row.sizeBytes ? next : null,
    };
  }

  /** One chunk of a file (seq from 0), or null past the end. */
  async chunk(id: string, seq: number): Promise<Buffer | null> {
    const rows = await this.db.query<Row[]>(`SELECT "data" FROM ${C} WHERE "export_id" = $1 AND "seq" = $2`, [id, seq]);
    return rows[0] ? (rows[0].data as Buffer) : null;
  }

  /** Files past their keeping time are deleted (the job row stays, as expired). */
  async sweepExpired(): Promise<number> {
    return affectedCount(await this.db.query(
      `DELETE FROM ${C} c USING ${T} e WHERE c."export_id" = e."id" AND e."expires_at" < now() RETURNING 1`,
    ));
  }
}
