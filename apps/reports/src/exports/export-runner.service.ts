import { once } from 'node:events';
import { Injectable, Logger } from '@nestjs/common';
import { type Actor, type Lang, REPORT_ERRORS } from '@presently/contracts';
import { addToTotals } from '../reports/domain/layout';
import { checkFilters, exportFileName } from '../reports/domain/report-query';
import { OrgClient } from '../peers/org.client';
import { ReportSource } from '../reports/report-source.service';
import { ChunkSink } from './chunk-sink';
import { ExportStore } from './export-store.repository';
import { EXPORT_SETTINGS } from './export-settings';
import { PdfReportWriter } from './writers/pdf.writer';
import type { ReportWriter } from './writers/report-writer';
import { XlsxReportWriter } from './writers/xlsx.writer';

export class ExportCancelled extends Error {
  constructor() {
    super('export cancelled');
  }
}

/**
 * Runs one export from its row to its file: the report's rows page by page from presence, straight
 * into the writer, whose bytes go to the store in chunks. Progress is written every half second
 * (a cancel is noticed at the same moment). A run that starts again (its worker was killed) starts
 * from an empty file, so an export always ends with one file.
 */
@Injectable()
export class ExportRunner {
  private readonly logger = new Logger(ExportRunner.name);

  constructor(
    private readonly store: ExportStore,
    private readonly source: ReportSource,
    private readonly org: OrgClient,
  ) {}

  async run(id: string): Promise<'done' | 'skipped' | 'cancelled'> {
    const row = await this.store.byId(id);
    if (!row || !(await this.store.start(id))) return 'skipped';
    const actor: Actor = { userId: row.userId, companyId: row.companyId, roleId: row.roleId, lang: row.lang as Lang };
    const meta = { requestId: `report-export-${id}`, actor };
    const filters = checkFilters(row.filters);
    const report = await this.source.open(actor, row.kind, filters, meta);
    const { layout, ctx } = report;
    const columns = layout.columns(ctx);
    const sink = new ChunkSink((seq, data) => this.store.appendChunk(id, seq, data));
    // The logo is printed in a PDF's header only: an XLSX export does not ask for it.
    const logo = row.format === 'pdf' ? await this.org.logo(meta) : null;
    const head = { kind: row.kind, companyName: report.companyName, from: filters.from, to: filters.to, columns, legend: layout.legend(ctx), lang: actor.lang, logo };
    const writer: ReportWriter = row.format === 'xlsx' ? new XlsxReportWriter(head, sink) : new PdfReportWriter(head, sink);

    let employees = 0;
    let employeesDone = 0;
    let rowsDone = 0;
    let fileDone = 0;
    let cancelled = false;
    const totals: Record<string, number> = {};
    const report_progress = async () => {
      // The rows' share of the bar by employees done, then (PDF) the file's layout as pdfmake reports it.
      const share = (employees === 0 ? 0 : employeesDone / employees) * writer.rowsShare + fileDone * (1 - writer.rowsShare);
      const rowsTotal = employeesDone === 0 ? 0 : Math.round((rowsDone / employeesDone) * employees);
      // 99 at most until the file is complete.
      if (!(await this.store.progress(id, rowsDone, rowsTotal, Math.min(99, share * 100)))) cancelled = true;
    };
    const timer = setInterval(() => void report_progress().catch((err) => this.logger.warn(`progress of ${id}: ${String(err)}`)), EXPORT_SETTINGS.progressEveryMs);
    try {
      for await (const e of this.source.employees(report, filters, meta, (n) => (employees = n))) {
        if (cancelled) throw new ExportCancelled();
        const rows = layout.rows(e, ctx);
        addToTotals(totals, columns, rows);
        await writer.write(rows);
        rowsDone += rows.length;
        employeesDone++;
        // The writer may run ahead of the store: wait until the chunks written so far are stored, and
        // give the zip's deflate callbacks their turn.
        if (sink.writableNeedDrain) await once(sink, 'drain');
        await new Promise((resolve) => setImmediate(resolve));
      }
      await writer.end(totals, (done) => (fileDone = done));
      if (!sink.writableFinished) await once(sink, 'finish');
    } catch (err) {
      if (err instanceof ExportCancelled || cancelled) {
        await this.store.dropFile(id);
        return 'cancelled';
      }
      throw err;
    } finally {
      clearInterval(timer);
    }
    if (!(await this.store.finish(id, exportFileName(row.kind, filters, row.format), sink.bytes, rowsDone, EXPORT_SETTINGS.keepDays))) {
      await this.store.dropFile(id); // cancelled at the last moment
      return 'cancelled';
    }
    return 'done';
  }

  /** The last attempt failed: the export says so, with a key the web translates. */
  async failed(id: string, err: unknown): Promise<void> {
    const key = err instanceof Error && err.message === 'report_too_large_for_pdf' ? 'report_too_large_for_pdf' : REPORT_ERRORS.exportFailed;
    await this.store.fail(id, key);
  }
}
