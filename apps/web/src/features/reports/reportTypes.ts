/**
 * The reports HTTP API as the web reads it (REPORTS-API.md, docs/reports.md). The web keeps its own
 * copy of these shapes: they are JSON over HTTP, and the server's contracts describe its RPC messages.
 */

export const REPORT_KINDS = [
  'presence',
  'non-rounded-presence',
  'calendar',
  'shift',
  'administrators',
  'special',
  'cumulative',
  'periodic',
  'detailed',
] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

export type ReportBucket = 'week' | 'month';

/** The same names in a preview's query and an export's `filters`. */
export interface ReportFilters {
  from: string;
  to: string;
  department_id?: number;
  team_id?: number;
  user_id?: number;
  absence_type_id?: number;
  bucket?: ReportBucket;
}

export type ReportCellType = 'text' | 'date' | 'time' | 'minutes' | 'number' | 'code' | 'bool';
export type ReportCell = string | number | boolean | null;

export interface ReportColumn {
  key: string;
  /** A key under `reports:columns` (or `presence_type` / `absence_type` / `day`, named by the fields below). */
  label: string;
  type: ReportCellType;
  presence_type_id?: number;
  absence_type_id?: number;
  /** The catalogue colour of a presence or absence type column. */
  color?: string;
  /** A day column's ISO date. */
  date?: string;
}

export interface ReportRow {
  cells: Record<string, ReportCell | undefined>;
  colors?: Record<string, string>;
  kind?: 'day' | 'total' | string;
}

export interface ReportLegendItem {
  code: string;
  label: string;
  absence_type_id?: number;
  presence_type_id?: number;
  color?: string;
}

export interface ReportPreview {
  kind: ReportKind;
  from: string;
  to: string;
  columns: ReportColumn[];
  rows: ReportRow[];
  totals?: Record<string, ReportCell | undefined> | null;
  legend?: ReportLegendItem[];
}

export interface ReportPreviewPage {
  report: ReportPreview;
  page: number;
  size: number;
  total: number;
}

export type ExportFormat = 'xlsx' | 'pdf';
export const EXPORT_STATUSES = ['queued', 'running', 'done', 'failed', 'cancelled'] as const;
export type ExportStatus = (typeof EXPORT_STATUSES)[number];

export interface ExportJob {
  id: string;
  kind: ReportKind;
  format: ExportFormat;
  filters: Partial<ReportFilters>;
  status: ExportStatus;
  progress: number;
  rows_done?: number | null;
  rows_total?: number | null;
  file_name: string | null;
  size_bytes: number | null;
  error: string | null;
  created_at: string;
  finished_at: string | null;
  expires_at: string | null;
}

export const isActiveExport = (job: Pick<ExportJob, 'status'> | null | undefined): boolean =>
  job?.status === 'queued' || job?.status === 'running';

export type SchedulePeriod = 'previous_week' | 'previous_month';
export type ScheduleFrequency = 'weekly' | 'monthly';

export interface ScheduleInput {
  kind: ReportKind;
  format: ExportFormat;
  filters: Omit<Partial<ReportFilters>, 'from' | 'to'>;
  period: SchedulePeriod;
  frequency: ScheduleFrequency;
  weekday?: number;
  day_of_month?: number;
  time: string;
  recipients: string[];
}

export interface ReportSchedule extends ScheduleInput {
  id: string | number;
  next_run_at: string | null;
  last_run_at: string | null;
  last_status: string | null;
}
