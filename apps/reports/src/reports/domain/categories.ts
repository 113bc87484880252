import type { ReportDayFigures } from '@presently/contracts';
import { FIELD_WORK_TYPES, HOLIDAY_WORK_TYPES, REST_DAY_WORK_TYPES, TYPE_EXCEEDED_BREAK, TYPE_PRIVATE_EXIT } from './catalogue';

/** The minutes of a day by the categories payroll and HR read (every report sums these). */
export interface DayCategories {
  worked: number;
  regular: number;
  paid_break: number;
  exceeded_break: number;
  private_exit: number;
  field_work: number;
  overtime: number;
  night: number;
  holiday_work: number;
  rest_day_work: number;
  unauthorized_absence: number;
  scheduled: number;
}

export const CATEGORY_KEYS: readonly (keyof DayCategories)[] = [
  'worked',
  'regular',
  'paid_break',
  'exceeded_break',
  'private_exit',
  'field_work',
  'overtime',
  'night',
  'holiday_work',
  'rest_day_work',
  'unauthorized_absence',
  'scheduled',
];

export function minutesOfTypes(day: ReportDayFigures, types: ReadonlySet<number>): number {
  return day.totals.by_type.reduce((sum, t) => (types.has(t.presence_type_id) ? sum + t.minutes : sum), 0);
}

const only = (id: number): ReadonlySet<number> => new Set([id]);
/** Made once, not per day (categoriesOf runs for every employee-day of a report). */
const EXCEEDED_BREAK_TYPES = only(TYPE_EXCEEDED_BREAK);
const PRIVATE_EXIT_TYPES = only(TYPE_PRIVATE_EXIT);

export function categoriesOf(day: ReportDayFigures): DayCategories {
  const t = day.totals;
  return {
    worked: t.worked_minutes,
    regular: t.worked_minutes - t.overtime_minutes,
    paid_break: t.paid_break_minutes,
    exceeded_break: minutesOfTypes(day, EXCEEDED_BREAK_TYPES),
    private_exit: minutesOfTypes(day, PRIVATE_EXIT_TYPES),
    field_work: minutesOfTypes(day, FIELD_WORK_TYPES),
    overtime: t.overtime_minutes,
    // Counted independently of overtime (presence-rules' nightWorkMinutes): payroll pays both.
    night: day.night_minutes,
    holiday_work: minutesOfTypes(day, HOLIDAY_WORK_TYPES),
    rest_day_work: minutesOfTypes(day, REST_DAY_WORK_TYPES),
    unauthorized_absence: t.unauthorized_absence_minutes,
    scheduled: t.scheduled_minutes,
  };
}

export function emptyCategories(): DayCategories {
  return Object.fromEntries(CATEGORY_KEYS.map((k) => [k, 0])) as unknown as DayCategories;
}

export function addCategories(into: DayCategories, more: DayCategories): DayCategories {
  for (const k of CATEGORY_KEYS) into[k] += more[k];
  return into;
}
