import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import {
  type Actor,
  type CreateExportBody,
  ERROR_KEYS,
  type ExportFileChunk,
  type ExportJob,
  type MessageMeta,
  mayRunReport,
  REPORT_ERRORS,
  type ReportKind,
} from '@presently/contracts';
import { ConflictError, ForbiddenError, NotFoundError } from '@presently/domain';
import { ExportReuse } from '../freshness/export-reuse.repository';
import { OrgClient } from '../peers/org.client';
import { checkFilters } from '../reports/domain/report-query';
import { scopeCovers, scopeKey } from './domain/export-scope';
import { ExportQueue } from './export-queue.service';
import { type ExportRow, ExportStore, exportView } from './export-store.repository';


/** Export jobs as the actor sees them: made, listed, followed, cancelled and downloaded within the company and scope. */
@Injectable()
export class ExportsService {
  constructor(
    private readonly store: ExportStore,
    private readonly queue: ExportQueue,
    private readonly org: OrgClient,
    private readonly reuse: ExportReuse,
  ) {}

  private async actorScope(actor: Actor, meta: MessageMeta): Promise<{ scope: string; specialReports: boolean; timezone: string }> {
    const info = await this.org.userInfo(meta);
    return { scope: scopeKey(actor.roleId, info, actor.userId), specialReports: info.company.special_reports, timezone: info.company.timezone };
  }

  async create(actor: Actor, kind: ReportKind, body: CreateExportBody, meta: MessageMeta): Promise<ExportJob> {
    const filters = checkFilters(body.filters);
    const me = await this.actorScope(actor, meta);
    if (!mayRunReport(kind, actor.roleId, me.specialReports)) throw new ForbiddenError(ERROR_KEYS.forbidden);
    const question = { companyId: actor.companyId, scope: me.scope, lang: actor.lang, kind, format: body.format, filters: { ...body.filters, from: filters.from, to: filters.to } };
    // The same question since the data last changed: the earlier file answers it (docs/reports.md, "Reusing a file").
    const earlier = await this.reuse.find(question, me.timezone);
    if (earlier) return exportView(earlier);
    const version = await this.reuse.version(actor.companyId);
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
    await this.reuse.stamp(row.id, version);
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
    return this.store.fileChunk({ ...row, fileName: row.fileName, sizeBytes: row.sizeBytes }, offset);
  }
}
