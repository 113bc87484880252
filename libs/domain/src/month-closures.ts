import { addDays, isIsoDate } from './calendar-dates';
import { ValidationFailedError } from './errors';

/**
 * Closed months (issue 15 ★): once HR closes a month for the company or a department, nothing that
 * touches it may change until HR reopens it. org owns the closures; presence and absence keep copies
 * and ask these functions whether a change touches one. Months are `YYYY-MM`, dates `YYYY-MM-DD` in
 * the company's zone.
 */
export interface ClosedMonth {
  month: string;
  /** null: the whole company; otherwise only the people of this department. */
  department_id: number | null;
}

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

export const isMonth = (value: unknown): value is string => typeof value === 'string' && MONTH.test(value);

export const monthOf = (date: string): string => date.slice(0, 7);

/** The first and last day of a month. */
export function monthBounds(month: string): { from: string; to: string } {
  const [year, m] = month.split('-').map(Number);
  const next = m === 12 ? `${year + 1}-01-01` : `${year}-${String(m + 1).padStart(2, '0')}-01`;
  return { from: `${month}-01`, to: addDays(next, -1) };
}

/** Every month a period of days touches, in order (both ends included). */
export function monthsOfPeriod(from: string, to: string): string[] {
  if (!isIsoDate(from) || !isIsoDate(to) || to < from) return [];
  const months: string[] = [];
  let month = monthOf(from);
  const last = monthOf(to);
  while (month <= last) {
    months.push(month);
    month = addDays(monthBounds(month).to, 1).slice(0, 7);
  }
  return months;
}

/** A month can be closed once its last day is over in the company's zone (`today` is the company's today). */
export const monthHasEnded = (month: string, today: string): boolean => monthBounds(month).to < today;

/** Whether a closure holds for a person of this department (a company-wide one holds for everyone). */
export const closureApplies = (closure: ClosedMonth, departmentId: number | null): boolean =>
  closure.department_id === null || closure.department_id === departmentId;

/**
 * The first closed month, for a person of `departmentId`, among the days a change touches (periods and
 * single dates together), or null when the change touches no closed month.
 */
export function closedMonthTouched(
  closures: readonly ClosedMonth[],
  departmentId: number | null,
  touched: ReadonlyArray<{ from: string; to: string } | string>,
): string | null {
  const closed = new Set(closures.filter((c) => closureApplies(c, departmentId)).map((c) => c.month));
  if (closed.size === 0) return null;
  const months = touched.flatMap((t) => (typeof t === 'string' ? monthsOfPeriod(t, t) : monthsOfPeriod(t.from, t.to)));
  return [...new Set(months)].sort().find((m) => closed.has(m)) ?? null;
}

/** The refusal's key: `month_closed:<YYYY-MM>`, read by the web into "October 2026 is closed…". */
export const monthClosedKey = (month: string): string => `month_closed:${month}`;

/** 422 `{ errors: { _: ["month_closed:<YYYY-MM>"] } }`: a rule of the whole change, not of one field. */
export const monthClosedError = (month: string): ValidationFailedError => new ValidationFailedError({ _: [monthClosedKey(month)] });

/** Throws month_closed when the change touches a closed month (see closedMonthTouched). */
export function refuseClosedMonth(
  closures: readonly ClosedMonth[],
  departmentId: number | null,
  touched: ReadonlyArray<{ from: string; to: string } | string>,
): void {
  const month = closedMonthTouched(closures, departmentId, touched);
  if (month) throw monthClosedError(month);
}
