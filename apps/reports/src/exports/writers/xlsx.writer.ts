import type { Writable } from 'node:stream';
import type { ReportColumn, ReportRow } from '@presently/contracts';
import ExcelJS from 'exceljs';
import { columnHeader, kindTitle, word } from '../domain/labels';
import { type ReportFileHead, type ReportWriter } from './report-writer';

const WIDTH: Record<ReportColumn['type'], number> = { text: 22, date: 13, time: 8, minutes: 9, number: 8, code: 5, bool: 7 };
const FORMATS: Partial<Record<ReportColumn['type'], Partial<ExcelJS.Style>>> = { minutes: { numFmt: '[h]:mm' }, date: { numFmt: 'dd-mmm-yyyy' } };
const KEY_COLUMNS = new Set(['employee', 'department', 'team', 'date', 'period']);
const argb = (hex: string) => `FF${hex.replace('#', '').toUpperCase()}`;
const BOLD: Partial<ExcelJS.Font> = { bold: true };
/** A row's own style (none): one object for every row, so exceljs renders it once. */
const NO_STYLE: Partial<ExcelJS.Style> = {};

/**
 * XLSX with exceljs's streaming writer: rows are committed as they come and leave through the stream
 * (never the whole workbook in memory). Sheets: the report (frozen header, widths by type, the
 * employees' total rows in bold, the selection's total last), the employees' totals per presence
 * type in the types' colours when the report has that section, and the legend of codes.
 */
export class XlsxReportWriter implements ReportWriter {
  /** The file is written as the rows come: they are the whole progress. */
  readonly rowsShare = 1;
  private readonly book: ExcelJS.stream.xlsx.WorkbookWriter;
  private readonly main: ExcelJS.Worksheet;
  private readonly mainColumns: ReportColumn[];
  private readonly types: { sheet: ExcelJS.Worksheet; columns: ReportColumn[] } | null = null;
  /**
   * One style object per (column type, bold, fill): exceljs renders a style to XML once per object it
   * has seen (a WeakMap) and would otherwise render a fresh object for every cell (a quarter of the
   * writer's time). A handful of objects, whatever the number of rows.
   */
  private readonly styles = new Map<string, Partial<ExcelJS.Style>>();

  constructor(
    private readonly head: ReportFileHead,
    out: Writable,
  ) {
    this.book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
    this.book.creator = 'Presently';
    this.mainColumns = head.columns.filter((c) => c.section === undefined);
    this.main = this.sheet(kindTitle(head.kind, head.lang).slice(0, 31), this.mainColumns);
    const typeColumns = head.columns.filter((c) => c.section === 'types');
    if (typeColumns.length > 0) {
      const columns = [...this.mainColumns.filter((c) => KEY_COLUMNS.has(c.key) && c.key !== 'date'), ...typeColumns];
      this.types = { sheet: this.sheet(word('types', head.lang).slice(0, 31), columns), columns };
    }
  }

  private sheet(name: string, columns: ReportColumn[]): ExcelJS.Worksheet {
    const sheet = this.book.addWorksheet(name, { views: [{ state: 'frozen', xSplit: 1, ySplit: 1 }] });
    // Number formats by column: every cell of the column takes it, no style object per cell.
    sheet.columns = columns.map((c) => ({ key: c.key, width: c.key === 'employee' ? 28 : WIDTH[c.type], style: FORMATS[c.type] ?? {} }));
    const header = sheet.addRow(columns.map((c) => columnHeader(c, this.head.lang)));
    header.font = { bold: true };
    columns.forEach((c, i) => {
      const cell = header.getCell(i + 1);
      cell.alignment = { wrapText: true, vertical: 'middle' };
      if (c.color) cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: argb(c.color) } };
      if (c.color) cell.font = { bold: true, color: { argb: 'FFFFFFFF' } };
    });
    header.commit();
    return sheet;
  }

  private styleOf(c: ReportColumn, bold: boolean, color: string | undefined): Partial<ExcelJS.Style> {
    const key = `${c.type}|${bold ? 'b' : ''}|${color ?? ''}`;
    let style = this.styles.get(key);
    if (!style) {
      style = {
        ...FORMATS[c.type],
        ...(bold ? { font: BOLD } : {}),
        ...(color ? { fill: { type: 'pattern', pattern: 'solid', fgColor: { argb: argb(color) } } } : {}),
      } satisfies Partial<ExcelJS.Style>;
      this.styles.set(key, style);
    }
    return style;
  }

  private addRow(sheet: ExcelJS.Worksheet, columns: ReportColumn[], r: ReportRow, bold: boolean): void {
    // An empty value is no cell at all (exceljs skips undefined), unless it carries a colour.
    const row = sheet.addRow(columns.map((c) => cellValue(c, r.cells[c.key]) ?? (r.colors?.[c.key] ? null : undefined)));
    // A row's style object is not in exceljs's typings; left fresh, it is rendered once per row.
    (row as unknown as { style: Partial<ExcelJS.Style> }).style = NO_STYLE;
    columns.forEach((c, i) => {
      const cell = row.findCell(i + 1);
      if (cell) cell.style = this.styleOf(c, bold, r.colors?.[c.key]);
    });
    row.commit();
  }

  async write(rows: ReportRow[]): Promise<void> {
    for (const r of rows) {
      this.addRow(this.main, this.mainColumns, r, r.kind === 'total');
      if (this.types && r.kind === 'total') this.addRow(this.types.sheet, this.types.columns, r, false);
    }
  }

  async end(totals: Record<string, number>): Promise<void> {
    const label = { kind: 'total' as const, cells: { ...totals, employee: word('selection_total', this.head.lang) } };
    this.addRow(this.main, this.mainColumns, label, true);
    this.main.commit();
    if (this.types) {
      this.addRow(this.types.sheet, this.types.columns, label, true);
      this.types.sheet.commit();
    }
    if (this.head.legend.length > 0) {
      const legend = this.book.addWorksheet(word('legend', this.head.lang));
      legend.columns = [{ width: 8 }, { width: 30 }];
      for (const l of this.head.legend) {
        const name = l.absence_type_id !== undefined ? columnHeader({ key: '', label: 'absence_type', type: 'text', absence_type_id: l.absence_type_id }, this.head.lang) : word(l.label, this.head.lang);
        const row = legend.addRow([l.code, name]);
        row.getCell(1).fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: argb(l.color) } };
        row.commit();
      }
      legend.commit();
    }
    await this.book.commit();
  }
}

/** Minutes are Excel durations (days) shown [h]:mm; dates real dates shown dd-Mon-yyyy; the rest as they are. */
function cellValue(c: ReportColumn, v: unknown): ExcelJS.CellValue | undefined {
  if (v === null || v === undefined) return undefined;
  if (c.type === 'minutes' && typeof v === 'number') return v / 1440;
  if (c.type === 'date' && typeof v === 'string') return new Date(`${v}T00:00:00Z`);
  return v as ExcelJS.CellValue;
}
