import type { ExportJob, PeriodicBucket, ReportPreview } from '@presently/contracts';

/**
 * The reports HTTP API as the web reads it (REPORTS-API.md, docs/reports.md): the report and export
 * shapes are the shared contracts'; what is only the web's (the filter form's values, a kept preview
 * page) is here.
 */
export {
  EXPORT_STATUSES,
  REPORT_KINDS,
  type ExportFormat,
  type ExportJob,
  type ExportStatus,
  type ReportCell,
  type ReportCellType,
  type ReportColumn,
  type ReportKind,
  type ReportLegendEntry,
  type ReportPreview,
  type ReportRow,
} from '@presently/contracts';

export type { PeriodicBucket as ReportBucket } from '@presently/contracts';

/** The filter form's values: the same names in a preview's query and an export's `filters`. */
export interface ReportFilters {
  from: string;
  to: string;
  department_id?: number;
  team_id?: number;
  user_id?: number;
  absence_type_id?: number;
  bucket?: PeriodicBucket;
}

/** A page of the preview as the web keeps it: the report and where the page is. */
export interface PreviewPage {
  report: ReportPreview;
  page: number;
  size: number;
  total: number;
}

export const isActiveExport = (job: Pick<ExportJob, 'status'> | null | undefined): boolean =>
  job?.status === 'queued' || job?.status === 'running';
