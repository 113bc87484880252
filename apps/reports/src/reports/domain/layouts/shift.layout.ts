import type { ReportColumn, ReportRow } from '@presently/contracts';
import { col, EMPLOYEE_COLUMNS, employeeCells, filteredDays, type ReportLayout, timeIn } from '../layout';

const MINUTE_MS = 60_000;

const COLUMNS: ReportColumn[] = [
  ...EMPLOYEE_COLUMNS,
  col('date', 'date'),
  col('shift', 'text'),
  col('scheduled_start', 'time'),
  col('scheduled_end', 'time'),
  col('first_in', 'time'),
  col('last_out', 'time'),
  col('scheduled', 'minutes'),
  col('worked', 'minutes'),
  col('late_arrival', 'minutes'),
  col('early_leave', 'minutes'),
  col('missing', 'minutes'),
  col('overtime', 'minutes'),
];

/** Minutes from b to a, 0 when a is not later (instants as epoch ms). */
const late = (a: number | null, b: number | null): number => (a !== null && b !== null ? Math.max(0, Math.round((a - b) / MINUTE_MS)) : 0);

/**
 * Scheduled shift against what happened, per scheduled day: late arrival (first in after the shift's
 * start), early leave (last out before its end), missing (scheduled time without presence) and
 * overtime. Times are rounded by the company's margins, the same figures every screen shows.
 */
export const shiftLayout: ReportLayout = {
  mode: 'rounded',
  withRecords: false,
  columns: () => COLUMNS,
  legend: () => [],
  rows(e, ctx) {
    const who = employeeCells(e, ctx);
    const rows: ReportRow[] = [];
    const sum = { scheduled: 0, worked: 0, late_arrival: 0, early_leave: 0, missing: 0, overtime: 0 };
    for (const d of filteredDays(e, ctx)) {
      if (d.scheduled.length === 0) continue;
      const start = Date.parse(d.scheduled[0].start);
      const end = Date.parse(d.scheduled[d.scheduled.length - 1].end);
      const present = d.first_in !== null;
      const cells = {
        scheduled: d.totals.scheduled_minutes,
        worked: d.totals.worked_minutes,
        late_arrival: present ? late(d.first_in, start) : 0,
        early_leave: present ? late(end, d.last_out) : 0,
        missing: d.totals.unauthorized_absence_minutes,
        overtime: d.totals.overtime_minutes,
      };
      for (const k of Object.keys(sum) as (keyof typeof sum)[]) sum[k] += cells[k];
      rows.push({
        kind: 'day',
        cells: {
          ...who,
          date: d.date,
          shift: d.scheduled.map((s) => s.shift_name).filter((n) => n).join(', ') || null,
          scheduled_start: timeIn(start, ctx.timezone),
          scheduled_end: timeIn(end, ctx.timezone),
          first_in: timeIn(d.first_in, ctx.timezone),
          last_out: timeIn(d.last_out, ctx.timezone),
          ...cells,
        },
      });
    }
    if (rows.length > 0) rows.push({ kind: 'total', cells: { ...who, date: null, ...sum } });
    return rows;
  },
};
