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
 * Every day row's cells start as a copy of this: all the columns' keys, in the columns' order, empty
 * (undefined: JSON leaves them out, the writers skip them). A row built as `{ ...who }` plus its
 * keys one by one, the type keys in each day's own order, gave V8 a new object shape per mix of
 * types, and reading and writing such cells was most of the layout's CPU in the 10k export (≈ 6 s of
 * the reports process); copies of one template share one shape. Made by `Object.fromEntries` (a
 * harness of 2,000 employees: layout 2.1 s of CPU with the old rows, 0.9 s from a template filled key
 * by key, 0.4 s from this one).
 */
const DAY_CELLS = Object.fromEntries(COLUMNS.map((c) => [c.key, undefined])) as unknown as ReportRow['cells'];

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
        // Assigned key by key into a copy of the template: this runs for every employee-day of the report.
        const cells: ReportRow['cells'] = { ...DAY_CELLS };
        cells.employee = who.employee;
        cells.department = who.department;
        cells.team = who.team;
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
