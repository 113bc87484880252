import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import {
  type Actor,
  type CreateExportBody,
  ERROR_KEYS,
  EXPORT_CHUNK_BYTES,
  type ExportFileChunk,
  type ExportJob,
  type MessageMeta,
  mayRunReport,
  REPORT_ERRORS,
  type ReportKind,
} from '@presently/contracts';
import { ConflictError, DomainError, ForbiddenError, NotFoundError } from '@presently/domain';
import { OrgClient } from '../peers/org.client';
import { checkFilters } from '../reports/domain/report-query';
import { scopeCovers, scopeKey } from './domain/export-scope';
import { ExportQueue } from './export-queue.service';
import { type ExportRow, ExportStore, exportView } from './export-store.repository';

const CONTENT_TYPES = { xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', pdf: 'application/pdf' } as const;

/** Export jobs as the actor sees them: made, listed, followed, cancelled and downloaded within the company and scope. */
@Injectable()
export class ExportsService {
  constructor(
    private readonly store: ExportStore,
    private readonly queue: ExportQueue,
    private readonly org: OrgClient,
  ) {}

  private async actorScope(actor: Actor, meta: MessageMeta): Promise<{ scope: string; specialReports: boolean }> {
    const info = await this.org.userInfo(meta);
    return { scope: scopeKey(actor.roleId, info), specialReports: info.company.special_reports };
  }

  async create(actor: Actor, kind: ReportKind, body: CreateExportBody, meta: MessageMeta): Promise<ExportJob> {
    const filters = checkFilters(body.filters);
    const me = await this.actorScope(actor, meta);
    if (!mayRunReport(kind, actor.roleId, me.specialReports)) throw new ForbiddenError(ERROR_KEYS.forbidden);
    const row = await this.store.create({
      id: randomUUID(),
      companyId: actor.companyId,
      userId: actor.userId,
      roleId: actor.roleId,
      lang: actor.lang,
      scope: me.scope,
      kind,
      format: body.format,
      filters: { ...body.filters, from: filters.from, to: filters.to },
    });
    await this.queue.add({ exportId: row.id, companyId: actor.companyId });
    return exportView(row);
  }

  /** An export of the company the reader's scope covers; 404 otherwise (another company's never shows). */
  private async readable(actor: Actor, id: string, meta: MessageMeta): Promise<ExportRow> {
    const row = await this.store.find(actor.companyId, id);
    if (!row) throw new NotFoundError(ERROR_KEYS.notFound);
    if (row.userId === actor.userId) return row;
    const me = await this.actorScope(actor, meta);
    if (!scopeCovers(me.scope, row.scope) || !mayRunReport(row.kind, actor.roleId, me.specialReports)) throw new NotFoundError(ERROR_KEYS.notFound);
    return row;
  }

  async get(actor: Actor, id: string, meta: MessageMeta): Promise<ExportJob> {
    return exportView(await this.readable(actor, id, meta));
  }

  async list(actor: Actor): Promise<ExportJob[]> {
    return (await this.store.recent(actor.companyId, actor.userId)).map(exportView);
  }

  async cancel(actor: Actor, id: string, meta: MessageMeta): Promise<ExportJob> {
    const row = await this.readable(actor, id, meta);
    if (row.status !== 'queued' && row.status !== 'running') return exportView(row);
    const cancelled = await this.store.cancel(actor.companyId, id);
    await this.queue.remove(id);
    return exportView(cancelled ?? row);
  }

  async chunk(actor: Actor, id: string, offset: number, meta: MessageMeta): Promise<ExportFileChunk> {
    const row = await this.readable(actor, id, meta);
    if (row.status !== 'done' || row.fileName === null || row.sizeBytes === null) throw new ConflictError(REPORT_ERRORS.exportNotReady);
    if (row.expiresAt && row.expiresAt.getTime() < Date.now()) throw new DomainError(REPORT_ERRORS.exportExpired, 410);
    if (offset % EXPORT_CHUNK_BYTES !== 0 || offset > row.sizeBytes) throw new NotFoundError(ERROR_KEYS.notFound);
    const data = offset === row.sizeBytes ? Buffer.alloc(0) : await this.store.chunk(id, offset / EXPORT_CHUNK_BYTES);
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
}
