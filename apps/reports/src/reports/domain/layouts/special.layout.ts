import type { ReportColumn } from '@presently/contracts';
import { REST_DAY_ABSENCE_TYPE, SICK_LEAVE_TYPE, UNPAID_ABSENCE_TYPE_IDS, VACATION_TYPE } from '../catalogue';
import { col, EMPLOYEE_COLUMNS, employeeCells, hasSelectedAbsence, type ReportLayout } from '../layout';
import { summarise } from './summary';

const COLUMNS: ReportColumn[] = [
  ...EMPLOYEE_COLUMNS,
  col('days_present', 'number'),
  col('regular', 'minutes'),
  col('overtime', 'minutes'),
  col('night', 'minutes'),
  col('holiday_work', 'minutes'),
  col('rest_day_work', 'minutes'),
  col('paid_break', 'minutes'),
  col('paid_total', 'minutes'),
  col('vacation_days', 'number'),
  col('sick_leave_days', 'number'),
  col('other_paid_absence_days', 'number'),
  col('unpaid_absence_days', 'number'),
  col('holidays', 'number'),
  col('unauthorized_absence', 'minutes'),
];

/**
 * The payroll-ready month summary (companies with the special-reports flag): hours per pay category
 * per employee. Night is counted on top of overtime (both supplements are paid); paid total is the
 * worked time and the paid breaks.
 */
export const specialLayout: ReportLayout = {
  mode: 'rounded',
  withRecords: false,
  columns: () => COLUMNS,
  legend: () => [],
  rows(e, ctx) {
    if (!hasSelectedAbsence(e, ctx)) return [];
    const s = summarise(e.days);
    const count = (pick: (id: number) => boolean) => Object.entries(s.absence_days).reduce((n, [id, days]) => (pick(Number(id)) ? n + days : n), 0);
    return [
      {
        kind: 'employee',
        cells: {
          ...employeeCells(e, ctx),
          days_present: s.days_present,
          regular: s.regular,
          overtime: s.overtime,
          night: s.night,
          holiday_work: s.holiday_work,
          rest_day_work: s.rest_day_work,
          paid_break: s.paid_break,
          paid_total: s.worked + s.paid_break,
          vacation_days: count((id) => id === VACATION_TYPE),
          sick_leave_days: count((id) => id === SICK_LEAVE_TYPE),
          other_paid_absence_days: count((id) => id !== VACATION_TYPE && id !== SICK_LEAVE_TYPE && id !== REST_DAY_ABSENCE_TYPE && !UNPAID_ABSENCE_TYPE_IDS.has(id)),
          unpaid_absence_days: count((id) => UNPAID_ABSENCE_TYPE_IDS.has(id)),
          holidays: s.holidays,
          unauthorized_absence: s.unauthorized_absence,
        },
      },
    ];
  },
};
