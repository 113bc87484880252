import type { MonthClosure } from '@presently/contracts';

/**
 * Whether a day ('YYYY-MM-DD') of a person of `departmentId` lies in a closed month: the same rule the
 * services apply (a company-wide closure holds for everyone, a department's for its people), so the
 * web shows a closed day as closed instead of offering an edit the server would refuse.
 */
export function closedMonthOf(closures: readonly Pick<MonthClosure, 'month' | 'department_id'>[], day: string, departmentId: number | null): string | null {
  const month = day.slice(0, 7);
  return closures.some((c) => c.month === month && (c.department_id === null || c.department_id === departmentId)) ? month : null;
}

/** The months a person may close now: those before the company's current one (today as 'YYYY-MM-DD'). */
export const monthHasEnded = (month: string, today: string): boolean => month < today.slice(0, 7);
