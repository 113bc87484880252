import type { ReportKind } from './report-kinds';

export type ReportCellType = 'text' | 'date' | 'time' | 'minutes' | 'number' | 'code' | 'bool';
export type ReportCell = string | number | boolean | null;

/** One column: `label` is an i18n key under the web's reports namespace `columns.<label>`. */
export interface ReportColumn {
  key: string;
  label: string;
  type: ReportCellType;
  presence_type_id?: number;
  absence_type_id?: number;
  color?: string;
  /** Day columns of the calendar report. */
  date?: string;
  /** The sheet section (XLSX sheet, PDF heading) a column belongs to, when the report has several. */
  section?: string;
  /** A number that names something (a device, a record): shown as a number, never added into a total. */
  identifier?: true;
}

export interface ReportRow {
  cells: Record<string, ReportCell>;
  colors?: Record<string, string>;
  kind: 'day' | 'total' | 'employee';
}

export interface ReportLegendEntry {
  code: string;
  label: string;
  absence_type_id?: number;
  presence_type_id?: number;
  color: string;
}

export interface ReportPreview {
  kind: ReportKind;
  from: string;
  to: string;
  columns: ReportColumn[];
  rows: ReportRow[];
  totals: Record<string, number>;
  legend: ReportLegendEntry[];
}

export interface ReportPreviewPage {
  data: ReportPreview;
  meta: { page: number; size: number; total: number };
}
