import { DateTime } from 'luxon';

export interface CopyableHoliday {
  date: string;
}

/**
 * The same month and day in another year: '2024-02-29' has no counterpart in a year that is not a
 * leap year (null: it is skipped rather than moved to 28 February or 1 March).
 */
export function sameDayIn(date: string, year: number): string | null {
  const moved = `${String(year).padStart(4, '0')}${date.slice(4)}`;
  return DateTime.fromISO(moved, { zone: 'utc' }).isValid ? moved : null;
}

/**
 * Which holidays of a year become holidays of the target year, and on which dates: each keeps its
 * month and day; 29 February is skipped when the target is not a leap year; a date on which the
 * target year already has a holiday is skipped (so copying twice copies nothing the second time).
 */
export function planHolidayCopy<T extends CopyableHoliday>(source: readonly T[], existingDates: readonly string[], targetYear: number): Array<T & { date: string }> {
  const taken = new Set(existingDates);
  const planned: Array<T & { date: string }> = [];
  for (const holiday of source) {
    const date = sameDayIn(holiday.date, targetYear);
    if (date === null || taken.has(date)) continue;
    planned.push({ ...holiday, date });
  }
  return planned;
}
