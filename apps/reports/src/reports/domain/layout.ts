import type { ReportColumn, ReportDayFigures, ReportEmployee, ReportKind, ReportLegendEntry, ReportRow } from '@presently/contracts';
import { localTime } from '@presently/presence-rules';

/** What every report knows besides the data: the period, the company's zone, the filters and the names of departments and teams. */
export interface ReportContext {
  kind: ReportKind;
  from: string;
  to: string;
  dates: string[];
  timezone: string;
  absenceTypeId: number | null;
  bucket: 'week' | 'month';
  departmentName: (id: number | null) => string | null;
  teamName: (id: number | null) => string | null;
}

/** One employee's days of the period, in date order. */
export interface EmployeeDays {
  employee: ReportEmployee;
  days: ReportDayFigures[];
  /** The company's reviewed marks of this employee's records (layouts with `withReviews` only). */
  reviews?: ReadonlyMap<number, { byName: string; at: Date }>;
}

/** A report's shape: which data it asks of presence, its columns, and the rows of one employee. */
export interface ReportLayout {
  mode: 'rounded' | 'raw';
  withRecords: boolean;
  /** The rows show the reviewed marks of their records (the administrators report). */
  withReviews?: boolean;
  columns(ctx: ReportContext): ReportColumn[];
  rows(e: EmployeeDays, ctx: ReportContext): ReportRow[];
  legend(ctx: ReportContext): ReportLegendEntry[];
}

/** HH:mm of an instant in the company's zone (null stays null); presence-rules' zone offsets, kept per hour (two cells of every row). */
export function timeIn(instant: string | number | null | undefined, tz: string): string | null {
  if (instant === null || instant === undefined) return null;
  return localTime(new Date(instant), tz);
}

export const col = (key: string, type: ReportColumn['type'], extra: Partial<ReportColumn> = {}): ReportColumn => ({ key, label: extra.label ?? key, type, ...extra });

/** The employee columns every report starts with. */
export const EMPLOYEE_COLUMNS: ReportColumn[] = [col('employee', 'text'), col('department', 'text'), col('team', 'text')];

export function employeeCells(e: EmployeeDays, ctx: ReportContext): Record<string, string | null> {
  return { employee: e.employee.full_name, department: ctx.departmentName(e.employee.department_id), team: ctx.teamName(e.employee.team_id) };
}

/**
 * The absence-type filter: only the days of that type (day reports), and only employees with such a
 * day (every report). Without the filter, every day.
 */
export function filteredDays(e: EmployeeDays, ctx: ReportContext): ReportDayFigures[] {
  if (ctx.absenceTypeId === null) return e.days;
  return e.days.filter((d) => d.absence_type_id === ctx.absenceTypeId);
}

export function hasSelectedAbsence(e: EmployeeDays, ctx: ReportContext): boolean {
  return ctx.absenceTypeId === null || e.days.some((d) => d.absence_type_id === ctx.absenceTypeId);
}

/** Adds the minutes and numbers of the rows (not the per-employee total rows, not identifiers) into the selection's totals. */
export function addToTotals(totals: Record<string, number>, columns: ReportColumn[], rows: ReportRow[]): void {
  const numeric = columns.filter((c) => (c.type === 'minutes' || c.type === 'number') && !c.identifier);
  for (const r of rows) {
    if (r.kind === 'total') continue;
    for (const c of numeric) {
      const v = r.cells[c.key];
      if (typeof v === 'number') totals[c.key] = (totals[c.key] ?? 0) + v;
    }
  }
}
