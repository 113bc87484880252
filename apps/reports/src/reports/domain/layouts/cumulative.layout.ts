import type { ReportColumn, ReportRow } from '@presently/contracts';
import { ABSENCE_CODES, ABSENCE_TYPE_IDS } from '../catalogue';
import { CATEGORY_KEYS } from '../categories';
import { col, EMPLOYEE_COLUMNS, type EmployeeDays, employeeCells, hasSelectedAbsence, type ReportContext, type ReportLayout } from '../layout';
import { type DaysSummary, summarise } from './summary';

const absenceKey = (id: number) => `absence_${id}`;

export function summaryColumns(ctx: ReportContext): ReportColumn[] {
  const types = ABSENCE_TYPE_IDS.filter((id) => ctx.absenceTypeId === null || id === ctx.absenceTypeId);
  return [
    col('days_present', 'number'),
    ...CATEGORY_KEYS.map((k) => col(k, 'minutes')),
    col('holidays', 'number'),
    col('rest_days', 'number'),
    ...types.map((id) => col(absenceKey(id), 'number', { label: 'absence_type', absence_type_id: id, color: ABSENCE_CODES[id].color })),
  ];
}

export function summaryCells(s: DaysSummary, ctx: ReportContext): Record<string, number> {
  const out: Record<string, number> = { days_present: s.days_present, holidays: s.holidays, rest_days: s.rest_days };
  for (const k of CATEGORY_KEYS) out[k] = s[k];
  for (const id of ABSENCE_TYPE_IDS) if (ctx.absenceTypeId === null || id === ctx.absenceTypeId) out[absenceKey(id)] = s.absence_days[id] ?? 0;
  return out;
}

/** Cumulative: per employee, the whole period's minutes per category and day counts (year to date when from is 1 January). */
export const cumulativeLayout: ReportLayout = {
  mode: 'rounded',
  withRecords: false,
  columns: (ctx) => [...EMPLOYEE_COLUMNS, ...summaryColumns(ctx)],
  legend: () => [],
  rows(e: EmployeeDays, ctx): ReportRow[] {
    if (!hasSelectedAbsence(e, ctx)) return [];
    return [{ kind: 'employee', cells: { ...employeeCells(e, ctx), ...summaryCells(summarise(e.days), ctx) } }];
  },
};
