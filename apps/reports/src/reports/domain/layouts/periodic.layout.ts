import type { ReportDayFigures, ReportRow } from '@presently/contracts';
import { DateTime } from 'luxon';
import { col, EMPLOYEE_COLUMNS, employeeCells, hasSelectedAbsence, type ReportContext, type ReportLayout } from '../layout';
import { summaryCells, summaryColumns } from './cumulative.layout';
import { summarise } from './summary';

/** The bucket of a date: ISO week (2026-W40) or month (2026-10). */
export function bucketOf(date: string, bucket: ReportContext['bucket']): string {
  const d = DateTime.fromISO(date, { zone: 'utc' });
  return bucket === 'week' ? `${d.weekYear}-W${String(d.weekNumber).padStart(2, '0')}` : d.toFormat('yyyy-MM');
}

/** Periodic: per employee a row per week or month of the period (cut to the period), then the employee's total. */
export const periodicLayout: ReportLayout = {
  mode: 'rounded',
  withRecords: false,
  columns: (ctx) => [...EMPLOYEE_COLUMNS, col('period', 'text'), col('period_from', 'date'), col('period_to', 'date'), ...summaryColumns(ctx)],
  legend: () => [],
  rows(e, ctx): ReportRow[] {
    if (!hasSelectedAbsence(e, ctx)) return [];
    const who = employeeCells(e, ctx);
    const buckets = new Map<string, ReportDayFigures[]>();
    for (const d of e.days) {
      const key = bucketOf(d.date, ctx.bucket);
      buckets.set(key, [...(buckets.get(key) ?? []), d]);
    }
    const rows: ReportRow[] = [...buckets.entries()].map(([period, days]) => ({
      kind: 'day',
      cells: { ...who, period, period_from: days[0].date, period_to: days[days.length - 1].date, ...summaryCells(summarise(days), ctx) },
    }));
    rows.push({ kind: 'total', cells: { ...who, period: null, ...summaryCells(summarise(e.days), ctx) } });
    return rows;
  },
};
