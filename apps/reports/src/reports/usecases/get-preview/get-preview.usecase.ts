import { Injectable } from '@nestjs/common';
import type { Actor, MessageMeta, ReportFilters, ReportKind, ReportPreviewPage, ReportRow } from '@presently/contracts';
import { addToTotals } from '../../domain/layout';
import { checkFilters } from '../../domain/report-query';
import { ReportSource } from '../../report-source.service';

const DEFAULT_SIZE = 50;

/**
 * A page of a report on screen. Rows run per employee-day (or per employee), so the page and the
 * selection's totals need every employee of the selection: one pass through presence's pages,
 * keeping only the rows of the page asked for.
 */
@Injectable()
export class GetPreviewUseCase {
  constructor(private readonly source: ReportSource) {}

  async execute(actor: Actor, kind: ReportKind, query: ReportFilters & { page?: number; size?: number }, meta: MessageMeta): Promise<ReportPreviewPage> {
    const filters = checkFilters(query);
    const page = query.page ?? 1;
    const size = query.size ?? DEFAULT_SIZE;
    const report = await this.source.open(actor, kind, filters, meta);
    const { layout, ctx } = report;
    const columns = layout.columns(ctx);
    const totals: Record<string, number> = {};
    const rows: ReportRow[] = [];
    const first = (page - 1) * size;
    let seen = 0;
    for await (const e of this.source.employees(report, filters, meta)) {
      const mine = layout.rows(e, ctx);
      addToTotals(totals, columns, mine);
      for (const r of mine) {
        if (seen >= first && seen < first + size) rows.push(r);
        seen++;
      }
    }
    return {
      data: { kind, from: filters.from, to: filters.to, columns, rows, totals, legend: layout.legend(ctx) },
      meta: { page, size, total: seen },
    };
  }
}
