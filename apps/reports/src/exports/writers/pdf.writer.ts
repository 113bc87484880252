import { dirname, join } from 'node:path';
import type { Writable } from 'node:stream';
import type { ReportColumn, ReportRow } from '@presently/contracts';
import { columnHeader, kindTitle, word } from '../domain/labels';
import { displayDate, hMm, type ReportFileHead, type ReportWriter } from './report-writer';

/**
 * pdfmake lays out the whole document before it writes a byte, so a PDF holds its rows in memory:
 * PDFs are for what people print (a month's timesheet of a department, a payroll summary). Beyond
 * this many rows the export fails with report_too_large_for_pdf and XLSX is the format to use.
 */
export const PDF_MAX_ROWS = 40_000;

/**
 * Roboto, shipped inside the pdfmake package (node_modules/pdfmake/fonts/Roboto): it has the Cyrillic
 * glyphs of Macedonian and Bulgarian names and exists wherever node_modules does (containers too).
 */
function fonts() {
  const dir = join(dirname(require.resolve('pdfmake/package.json')), 'fonts', 'Roboto');
  return {
    Roboto: {
      normal: join(dir, 'Roboto-Regular.ttf'),
      bold: join(dir, 'Roboto-Medium.ttf'),
      italics: join(dir, 'Roboto-Italic.ttf'),
      bolditalics: join(dir, 'Roboto-MediumItalic.ttf'),
    },
  };
}

type Cell = { text: string; bold?: boolean; fillColor?: string; color?: string; alignment?: string };

export class TooLargeForPdfError extends Error {
  constructor() {
    super('report_too_large_for_pdf');
  }
}

/** Landscape tables with the company's name, the report's title and period, and page numbers. */
export class PdfReportWriter implements ReportWriter {
  private readonly columns: ReportColumn[];
  private readonly body: Cell[][] = [];

  constructor(
    private readonly head: ReportFileHead,
    private readonly out: Writable,
  ) {
    // The per-type section is for spreadsheets; a printed page keeps the report's own columns.
    this.columns = head.columns.filter((c) => c.section === undefined);
    this.body.push(this.columns.map((c) => ({ text: columnHeader(c, head.lang), bold: true, fillColor: c.color ?? '#eeeeee', color: c.color ? '#ffffff' : undefined })));
  }

  async write(rows: ReportRow[]): Promise<void> {
    if (this.body.length + rows.length > PDF_MAX_ROWS) throw new TooLargeForPdfError();
    for (const r of rows) this.body.push(this.columns.map((c) => this.cell(c, r)));
  }

  private cell(c: ReportColumn, r: ReportRow): Cell {
    const v = r.cells[c.key];
    const color = r.colors?.[c.key];
    const text = v === null || v === undefined ? '' : c.type === 'minutes' && typeof v === 'number' ? hMm(v) : c.type === 'date' && typeof v === 'string' ? displayDate(v) : String(v);
    return { text, ...(r.kind === 'total' ? { bold: true } : {}), ...(color ? { fillColor: color } : {}), ...(c.type === 'minutes' || c.type === 'number' ? { alignment: 'right' } : {}) };
  }

  async end(totals: Record<string, number>): Promise<void> {
    this.body.push(this.columns.map((c, i) => (i === 0 ? { text: word('selection_total', this.head.lang), bold: true } : this.cell(c, { kind: 'total', cells: totals }))));
    const wide = this.columns.length > 16;
    const h = this.head;
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- pdfmake's server build is CommonJS with a singleton
    const pdfmake = require('pdfmake');
    pdfmake.setFonts(fonts());
    // Only the fonts above are read from disk; a document never names a local file or URL.
    pdfmake.setLocalAccessPolicy?.((path: string) => path.startsWith(dirname(require.resolve('pdfmake/package.json'))));
    const doc = pdfmake.createPdf({
      pageSize: wide ? 'A3' : 'A4',
      pageOrientation: 'landscape',
      pageMargins: [20, 50, 20, 30],
      info: { title: `${kindTitle(h.kind, h.lang)} ${h.from} – ${h.to}`, author: h.companyName, creator: 'Presently' },
      header: { margin: [20, 15, 20, 0], columns: [{ text: h.companyName, bold: true }, { text: `${kindTitle(h.kind, h.lang)} · ${displayDate(h.from)} – ${displayDate(h.to)}`, alignment: 'right' }] },
      footer: (page: number, pages: number) => ({ text: `${word('page', h.lang)} ${page} ${word('of', h.lang)} ${pages}`, alignment: 'center', fontSize: 7, margin: [0, 10, 0, 0] }),
      defaultStyle: { font: 'Roboto', fontSize: wide ? 6 : 7 },
      content: [
        { table: { headerRows: 1, widths: this.columns.map((c) => (c.key === 'employee' ? '*' : 'auto')), body: this.body }, layout: 'lightHorizontalLines' },
        ...(h.legend.length > 0
          ? [{ margin: [0, 10, 0, 0], text: h.legend.map((l) => `${l.code} = ${l.absence_type_id !== undefined ? columnHeader({ key: '', label: '', type: 'text', absence_type_id: l.absence_type_id }, h.lang) : word(l.label, h.lang)}`).join('   ') }]
          : []),
      ],
    });
    const stream = await doc.getStream();
    await new Promise<void>((resolve, reject) => {
      stream.on('error', reject);
      this.out.on('error', reject);
      this.out.on('finish', () => resolve());
      stream.pipe(this.out);
      stream.end();
    });
  }
}
