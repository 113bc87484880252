import { FIELD_ERRORS, type FieldChecker } from '@presently/validation';
import { isoWeekOf, localDate, weekRef } from '@presently/presence-rules';
import type { WeekRef } from '@presently/contracts';
import { optionalIntBetween } from './fields';

export const MIN_YEAR = 2000;
export const MAX_YEAR = 2100;

/**
 * The ISO week a query names: `weeknum` (1–53) and `year` (the ISO week-year), each optional (the
 * current week and week-year in the company's zone). A week 53 of a year that has 52 is invalid_option.
 */
export function readWeek(c: FieldChecker, timezone: string, now: Date): WeekRef | undefined {
  const current = isoWeekOf(localDate(now, timezone));
  const weeknum = optionalIntBetween(c, 'weeknum', 1, 53);
  const year = optionalIntBetween(c, 'year', MIN_YEAR, MAX_YEAR);
  if (weeknum === undefined || year === undefined) return undefined;
  try {
    return weekRef(year ?? current.year, weeknum ?? (year === null || year === current.year ? current.weeknum : 1));
  } catch {
    return c.fail('weeknum', FIELD_ERRORS.invalidOption);
  }
}

/** The ISO week-year a query names (`year`), or the current one. */
export function readYear(c: FieldChecker, timezone: string, now: Date): number | undefined {
  const year = optionalIntBetween(c, 'year', MIN_YEAR, MAX_YEAR);
  if (year === undefined) return undefined;
  return year ?? isoWeekOf(localDate(now, timezone)).year;
}
