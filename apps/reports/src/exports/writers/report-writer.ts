import type { Lang, ReportColumn, ReportKind, ReportLegendEntry, ReportRow } from '@presently/contracts';

/** What a file says about itself: title, company, period, columns, legend, language. */
export interface ReportFileHead {
  kind: ReportKind;
  companyName: string;
  from: string;
  to: string;
  columns: ReportColumn[];
  legend: ReportLegendEntry[];
  lang: Lang;
}

/** A file format: rows go in as they come (page by page), the selection's totals at the end. */
export interface ReportWriter {
  write(rows: ReportRow[]): Promise<void>;
  end(totals: Record<string, number>): Promise<void>;
}

/** dd-Mon-yyyy, the product's date format (spec). */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
export const displayDate = (iso: string): string => `${iso.slice(8, 10)}-${MONTHS[Number(iso.slice(5, 7)) - 1]}-${iso.slice(0, 4)}`;

/** Minutes as h:mm (negative never happens: every figure is a duration). */
export const hMm = (minutes: number): string => `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
