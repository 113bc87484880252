import { z } from 'zod';
import { FIELD_KEYS } from '../common/fields';
import { rpcMessage } from '../common/message';
import { REPORT_KINDS, type ReportKind } from './report-kinds';
import { ReportFilters, ReportPreviewQuery } from './report-filters';
import type { ReportPreviewPage } from './report-views';

export const EXPORT_FORMATS = ['xlsx', 'pdf'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
export const EXPORT_STATUSES = ['queued', 'running', 'done', 'failed', 'cancelled'] as const;
export type ExportStatus = (typeof EXPORT_STATUSES)[number];

export interface ExportJob {
  id: string;
  kind: ReportKind;
  format: ExportFormat;
  filters: ReportFilters;
  status: ExportStatus;
  progress: number;
  rows_done: number;
  rows_total: number;
  file_name: string | null;
  size_bytes: number | null;
  error: string | null;
  created_at: string;
  finished_at: string | null;
  expires_at: string | null;
}

const kindField = () => z.enum(REPORT_KINDS, { error: 'report_not_found' });
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const exportId = () => z.string({ error: FIELD_KEYS.option }).regex(UUID, { error: 'not_found' });

/** The body of `POST /api/reports/{kind}/exports`. */
export const CreateExportBody = z.object({
  format: z.enum(EXPORT_FORMATS, { error: (i) => (i.input === undefined ? FIELD_KEYS.required : FIELD_KEYS.option) }),
  filters: z.preprocess((v) => (v === undefined || v === null ? {} : v), ReportFilters),
});
export type CreateExportBody = z.output<typeof CreateExportBody>;

export const ReportPreviewRequest = z.object({ kind: kindField(), query: ReportPreviewQuery });
export const CreateExportRequest = z.object({ kind: kindField(), body: CreateExportBody });
export const ExportIdRequest = z.object({ id: exportId() });

export const GET_REPORT_PREVIEW = rpcMessage<ReportPreviewPage>()('reports.preview.get', ReportPreviewRequest);
export const CREATE_REPORT_EXPORT = rpcMessage<ExportJob>()('reports.exports.create', CreateExportRequest);
export const GET_REPORT_EXPORT = rpcMessage<ExportJob>()('reports.exports.get', ExportIdRequest);
export const LIST_REPORT_EXPORTS = rpcMessage<ExportJob[]>()('reports.exports.list', z.object({}));
export const CANCEL_REPORT_EXPORT = rpcMessage<ExportJob>()('reports.exports.cancel', ExportIdRequest);
/** A finished export's file, read in chunks: reports keeps the file, the gateway streams the chunks to the download. */
export interface ExportFileChunk {
  file_name: string;
  content_type: string;
  size_bytes: number;
  data_base64: string;
  /** Where the next chunk starts, or null after the last. */
  next_offset: number | null;
}
export const EXPORT_CHUNK_BYTES = 1024 * 1024;
export const ReadExportChunkRequest = z.object({ id: exportId(), offset: z.number({ error: FIELD_KEYS.option }).int().min(0) });
/** Company and scope are checked on every chunk (a file is readable only in the company and scope that made it). */
export const READ_REPORT_EXPORT_CHUNK = rpcMessage<ExportFileChunk>()('reports.exports.chunk', ReadExportChunkRequest);
