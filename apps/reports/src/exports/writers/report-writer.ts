import type { CompanyLogoFile, Lang, ReportColumn, ReportKind, ReportLegendEntry, ReportRow } from '@presently/contracts';

/** What a file says about itself: title, company, period, columns, legend, language. */
export interface ReportFileHead {
  kind: ReportKind;
  companyName: string;
  from: string;
  to: string;
  columns: ReportColumn[];
  legend: ReportLegendEntry[];
  lang: Lang;
  /** The company's logo from its details, when it has one (printed in a PDF's header). */
  logo?: CompanyLogoFile | null;
}

/** A file format: rows go in as they come (page by page), the selection's totals at the end. */
export interface ReportWriter {
  write(rows: ReportRow[]): Promise<void>;
  /**
   * Completes the file. A format that lays the file out at the end (PDF) tells how far it is
   * (0–1) through `onProgress`, so the export's progress keeps moving meanwhile.
   */
  end(totals: Record<string, number>, onProgress?: (share: number) => void): Promise<void>;
  /** The share of the export's progress bar the rows take; the rest is the work done in `end`. */
  readonly rowsShare: number;
}

/** dd-Mon-yyyy, the product's date format (spec). */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
export const displayDate = (iso: string): string => `${iso.slice(8, 10)}-${MONTHS[Number(iso.slice(5, 7)) - 1]}-${iso.slice(0, 4)}`;

/** Minutes as h:mm (negative never happens: every figure is a duration). */
export const hMm = (minutes: number): string => `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
