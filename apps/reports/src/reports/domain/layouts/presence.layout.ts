import type { ReportColumn, ReportRow } from '@presently/contracts';
import { PRESENCE_TYPE_COLOR, REPORTED_PRESENCE_TYPES } from '../catalogue';
import { addCategories, CATEGORY_KEYS, categoriesOf, emptyCategories } from '../categories';
import { col, EMPLOYEE_COLUMNS, employeeCells, filteredDays, type ReportLayout, timeIn } from '../layout';
import { dayStatus, statusLegend } from './day-status';

const typeKey = (id: number) => `type_${id}`;
/** The reported types and their cell keys (a row is built for every employee-day: no string built per cell). */
const TYPE_KEYS = new Map<number, string>(REPORTED_PRESENCE_TYPES.map((id) => [id, typeKey(id)]));

const COLUMNS: ReportColumn[] = [
  ...EMPLOYEE_COLUMNS,
  col('date', 'date'),
  col('status', 'code'),
  col('holiday', 'text'),
  col('first_in', 'time'),
  col('last_out', 'time'),
  ...CATEGORY_KEYS.map((k) => col(k, 'minutes')),
  col('comment', 'text'),
  // One column per presence type of the catalogue, in its colour: a sheet of its own in the XLSX.
  ...REPORTED_PRESENCE_TYPES.map((id) => col(typeKey(id), 'minutes', { label: 'presence_type', presence_type_id: id, color: PRESENCE_TYPE_COLOR.get(id), section: 'types' })),
];

/**
 * The presence report (rounded by the company's margins) and the non-rounded one (times as clocked):
 * a row per employee and day, then the employee's total row.
 */
export function presenceLayout(mode: 'rounded' | 'raw'): ReportLayout {
  return {
    mode,
    withRecords: false,
    columns: () => COLUMNS,
    legend: (ctx) => statusLegend(ctx.absenceTypeId),
    rows(e, ctx) {
      const who = employeeCells(e, ctx);
      const days = filteredDays(e, ctx);
      if (days.length === 0) return [];
      const sum = emptyCategories();
      const byType = new Map<number, number>();
      const rows: ReportRow[] = days.map((d) => {
        const c = categoriesOf(d);
        addCategories(sum, c);
        const status = dayStatus(d);
        // Assigned key by key, not spread: this runs for every employee-day of the report.
        const cells: ReportRow['cells'] = { ...who };
        cells.date = d.date;
        cells.status = status?.code ?? null;
        cells.holiday = d.holiday;
        cells.first_in = timeIn(d.first_in, ctx.timezone);
        cells.last_out = timeIn(d.last_out, ctx.timezone);
        for (const k of CATEGORY_KEYS) cells[k] = c[k];
        cells.comment = d.comment;
        for (const t of d.totals.by_type) {
          const key = TYPE_KEYS.get(t.presence_type_id);
          if (key === undefined) continue;
          cells[key] = t.minutes;
          byType.set(t.presence_type_id, (byType.get(t.presence_type_id) ?? 0) + t.minutes);
        }
        return { kind: 'day', cells, ...(status ? { colors: { status: status.color } } : {}) };
      });
      const totalTypes = Object.fromEntries([...byType.entries()].map(([id, m]) => [typeKey(id), m]));
      rows.push({ kind: 'total', cells: { ...who, date: null, ...sum, ...totalTypes } });
      return rows;
    },
  };
}
