import type { ReportDayFigures } from '@presently/contracts';
import { ABSENCE_TYPE_IDS } from '../catalogue';
import { addCategories, categoriesOf, type DayCategories, emptyCategories } from '../categories';

/** Minutes by category and day counts of a set of days (an employee's period, week or month). */
export interface DaysSummary extends DayCategories {
  days_present: number;
  holidays: number;
  rest_days: number;
  absence_days: Record<number, number>;
}

export function summarise(days: ReportDayFigures[]): DaysSummary {
  const c = emptyCategories();
  const absence_days: Record<number, number> = Object.fromEntries(ABSENCE_TYPE_IDS.map((id) => [id, 0]));
  let days_present = 0;
  let holidays = 0;
  let rest_days = 0;
  for (const d of days) {
    addCategories(c, categoriesOf(d));
    if (d.totals.worked_minutes > 0) days_present++;
    if (d.holiday !== null) holidays++;
    else if (d.absence_type_id !== null) absence_days[d.absence_type_id] = (absence_days[d.absence_type_id] ?? 0) + 1;
    else if (d.rest_day) rest_days++;
  }
  return { ...c, days_present, holidays, rest_days, absence_days };
}
