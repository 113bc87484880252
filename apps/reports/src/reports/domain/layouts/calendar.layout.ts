import type { ReportColumn } from '@presently/contracts';
import { ABSENCE_CODES, ABSENCE_TYPE_IDS } from '../catalogue';
import { col, EMPLOYEE_COLUMNS, employeeCells, hasSelectedAbsence, type ReportContext, type ReportLayout } from '../layout';
import { dayStatus, statusLegend } from './day-status';

const dayKey = (date: string) => `d_${date}`;
const absenceKey = (id: number) => `absence_${id}`;

function columns(ctx: ReportContext): ReportColumn[] {
  const types = ABSENCE_TYPE_IDS.filter((id) => ctx.absenceTypeId === null || id === ctx.absenceTypeId);
  return [
    ...EMPLOYEE_COLUMNS,
    ...ctx.dates.map((date) => col(dayKey(date), 'code', { label: 'day', date })),
    col('worked_days', 'number'),
    ...types.map((id) => col(absenceKey(id), 'number', { label: 'absence_type', absence_type_id: id, color: ABSENCE_CODES[id].color })),
    col('holidays', 'number'),
    col('rest_days', 'number'),
    col('unauthorized_days', 'number'),
    col('worked', 'minutes'),
  ];
}

/** The month's timesheet: employees × days, each cell a colour-coded code, with day counts per absence type. */
export const calendarLayout: ReportLayout = {
  mode: 'rounded',
  withRecords: false,
  columns,
  legend: (ctx) => statusLegend(ctx.absenceTypeId),
  rows(e, ctx) {
    if (!hasSelectedAbsence(e, ctx)) return [];
    const cells: Record<string, string | number | null> = { ...employeeCells(e, ctx), worked_days: 0, holidays: 0, rest_days: 0, unauthorized_days: 0, worked: 0 };
    const colors: Record<string, string> = {};
    for (const id of ABSENCE_TYPE_IDS) if (ctx.absenceTypeId === null || id === ctx.absenceTypeId) cells[absenceKey(id)] = 0;
    const bump = (key: string) => {
      if (typeof cells[key] === 'number') cells[key] = (cells[key] as number) + 1;
    };
    for (const d of e.days) {
      const s = dayStatus(d);
      cells[dayKey(d.date)] = s?.code ?? null;
      if (s) colors[dayKey(d.date)] = s.color;
      cells.worked = (cells.worked as number) + d.totals.worked_minutes;
      if (d.totals.worked_minutes > 0) bump('worked_days');
      if (d.holiday !== null) bump('holidays');
      else if (d.absence_type_id !== null) bump(absenceKey(d.absence_type_id));
      else if (d.rest_day) bump('rest_days');
      else if (d.totals.worked_minutes === 0 && d.totals.unauthorized_absence_minutes > 0) bump('unauthorized_days');
    }
    return [{ kind: 'employee', cells, colors }];
  },
};
