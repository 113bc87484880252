import { once } from 'node:events';
import { join } from 'node:path';
import type { Writable } from 'node:stream';
import { Worker } from 'node:worker_threads';
import type { CompanyLogoFile, ReportColumn, ReportRow } from '@presently/contracts';
import { columnHeader, kindTitle, word } from '../domain/labels';
import type { PdfCell, PdfInput } from './pdf-document';
import type { PdfLayoutMessage } from './pdf-layout.worker';
import { displayDate, hMm, type ReportFileHead, type ReportWriter } from './report-writer';

/**
 * pdfmake lays out the whole document before it writes a byte, so a PDF holds its rows in memory:
 * PDFs are for what people print (a month's timesheet of a department, a payroll summary). Beyond
 * this many rows the export fails with report_too_large_for_pdf and XLSX is the format to use.
 */
export const PDF_MAX_ROWS = 40_000;

/**
 * The company's logo (from its details) as a data URL, for the left of every page's header. PDF
 * (pdfkit) embeds PNG and JPEG; a WebP or GIF logo (the details accept them) is left out rather
 * than failing the file.
 */
function logoDataUrl(logo: CompanyLogoFile | null | undefined): string | null {
  if (!logo || (logo.mime !== 'image/png' && logo.mime !== 'image/jpeg')) return null;
  return `data:${logo.mime};base64,${logo.content_base64}`;
}

export class TooLargeForPdfError extends Error {
  constructor() {
    super('report_too_large_for_pdf');
  }
}

/** Landscape tables with the company's name, the report's title and period, and page numbers. */
export class PdfReportWriter implements ReportWriter {
  /** pdfmake lays the pages out at the end: the rows are 80 % of the progress, laying out and rendering the rest. */
  readonly rowsShare = 0.8;
  private readonly columns: ReportColumn[];
  private readonly body: PdfCell[][] = [];

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

  private cell(c: ReportColumn, r: ReportRow): PdfCell {
    const v = r.cells[c.key];
    const color = r.colors?.[c.key];
    const text = v === null || v === undefined ? '' : c.type === 'minutes' && typeof v === 'number' ? hMm(v) : c.type === 'date' && typeof v === 'string' ? displayDate(v) : String(v);
    return { text, ...(r.kind === 'total' ? { bold: true } : {}), ...(color ? { fillColor: color } : {}), ...(c.type === 'minutes' || c.type === 'number' ? { alignment: 'right' } : {}) };
  }

  async end(totals: Record<string, number>, onProgress?: (share: number) => void): Promise<void> {
    this.body.push(this.columns.map((c, i) => (i === 0 ? { text: word('selection_total', this.head.lang), bold: true } : this.cell(c, { kind: 'total', cells: totals }))));
    const wide = this.columns.length > 16;
    const h = this.head;
    const input: PdfInput = {
      wide,
      companyName: h.companyName,
      heading: `${kindTitle(h.kind, h.lang)} · ${displayDate(h.from)} – ${displayDate(h.to)}`,
      title: `${kindTitle(h.kind, h.lang)} ${h.from} – ${h.to}`,
      page: word('page', h.lang),
      of: word('of', h.lang),
      logo: logoDataUrl(h.logo),
      widths: this.columns.map((c) => (c.key === 'employee' ? '*' : 'auto')),
      body: this.body,
      legend:
        h.legend.length > 0
          ? h.legend.map((l) => `${l.code} = ${l.absence_type_id !== undefined ? columnHeader({ key: '', label: '', type: 'text', absence_type_id: l.absence_type_id }, h.lang) : word(l.label, h.lang)}`).join('   ')
          : null,
    };
    await this.layOutElsewhere(input, onProgress);
  }

  /**
   * pdfmake on a thread of its own (pdf-layout.worker): this one keeps writing progress, noticing a
   * cancel and renewing the job's lock meanwhile. The bytes come back as messages and go to the
   * output as it accepts them.
   */
  private async layOutElsewhere(input: PdfInput, onProgress?: (share: number) => void): Promise<void> {
    const worker = new Worker(join(__dirname, 'pdf-layout.worker.js'), { workerData: input });
    const chunks: Buffer[] = [];
    let wake: (() => void) | null = null;
    let ended = false;
    let failure: Error | null = null;
    const settle = () => {
      wake?.();
      wake = null;
    };
    worker.on('message', (m: PdfLayoutMessage) => {
      if ('progress' in m) onProgress?.(m.progress);
      else if ('chunk' in m) chunks.push(Buffer.from(m.chunk.buffer, m.chunk.byteOffset, m.chunk.byteLength));
      else if ('done' in m) ended = true;
      else failure = new Error(`the PDF could not be laid out: ${m.error}`);
      settle();
    });
    worker.on('error', (err) => {
      failure = err;
      settle();
    });
    worker.on('exit', (code) => {
      if (!ended && !failure) failure = new Error(`the PDF layout thread ended (${code})`);
      settle();
    });
    try {
      for (;;) {
        while (chunks.length > 0) if (!this.out.write(chunks.shift())) await once(this.out, 'drain');
        if (failure) throw failure;
        if (ended) break;
        await new Promise<void>((resolve) => (wake = resolve));
      }
      this.out.end();
      if (!this.out.writableFinished) await once(this.out, 'finish');
    } finally {
      void worker.terminate();
    }
  }
}
