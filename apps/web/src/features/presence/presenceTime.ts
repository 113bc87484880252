import dayjs, { type Dayjs } from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import type { SessionUser } from '../../app/session';
import { partsOf } from '../../shared/formatDate';
import { isoWeekdayOf } from '../../shared/weekends';

dayjs.extend(utc);
dayjs.extend(timezone);

/** The company's IANA zone from user-info (days and hh:mm are shown in it); undefined: the browser's. */
export function companyZoneOf(user: SessionUser | null | undefined): string | undefined {
  const zone = user?.company?.timezone;
  return typeof zone === 'string' && zone.length > 0 && isValidZone(zone) ? zone : undefined;
}

function isValidZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-GB', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const pad2 = (value: number): string => String(value).padStart(2, '0');

const validDate = (iso: string | null | undefined): Date | null => {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** `hh:mm` (24 h) of an instant in the zone; empty for a missing value. */
export function formatTime(iso: string | null | undefined, zone?: string): string {
  const date = validDate(iso);
  if (!date) return '';
  const { hour, minute } = partsOf(date, zone);
  return `${pad2(hour)}:${pad2(minute)}`;
}

/** The calendar day (yyyy-mm-dd) of an instant in the zone. */
export function dayIn(instant: Date, zone?: string): string {
  const { year, month, day } = partsOf(instant, zone);
  return `${year}-${pad2(month)}-${pad2(day)}`;
}

/** Today (yyyy-mm-dd) in the company's zone. */
export const todayIn = (zone?: string, now: Date = new Date()): string => dayIn(now, zone);

/**
 * An instant as a date-time picker holds it: the wall-clock time in the company's zone, as a
 * browser-local Dayjs (the pickers know no zones). `instantOfWall` turns it back.
 */
export function wallOf(iso: string | null | undefined, zone?: string): Dayjs | null {
  const date = validDate(iso);
  if (!date) return null;
  const { year, month, day, hour, minute } = partsOf(date, zone);
  return dayjs(`${year}-${pad2(month)}-${pad2(day)}T${pad2(hour)}:${pad2(minute)}:00`);
}

/** A picker's wall-clock value, read in the company's zone, as an ISO instant (UTC). */
export function instantOfWall(wall: Dayjs | null | undefined, zone?: string): string | null {
  if (!wall || !wall.isValid()) return null;
  const text = wall.format('YYYY-MM-DDTHH:mm:00');
  return (zone ? dayjs.tz(text, zone) : dayjs(text)).toISOString();
}

/** Minutes as h:mm; a missing value counts as 0:00. */
export function formatDuration(minutes: number | null | undefined): string {
  const total = Math.max(0, Math.round(minutes ?? 0));
  return `${Math.floor(total / 60)}:${pad2(total % 60)}`;
}

/** Every day from `from` to `to` (yyyy-mm-dd, inclusive); empty when `to` is before `from`. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  let day = dayjs.utc(from);
  const end = dayjs.utc(to);
  while (!day.isAfter(end, 'day') && days.length < 400) {
    days.push(day.format('YYYY-MM-DD'));
    day = day.add(1, 'day');
  }
  return days;
}

/** ISO weekday (1 = Monday … 7 = Sunday) of a yyyy-mm-dd day: the one rule, with the weekend flags'. */
export { isoWeekdayOf };

/** The ISO week (year, number) a day belongs to. */
export function isoWeekOf(date: string): { year: number; weeknum: number } {
  const day = dayjs.utc(date);
  // The Thursday of the week decides its year (ISO 8601).
  const thursday = day.add(4 - isoWeekdayOf(date), 'day');
  const yearStart = dayjs.utc(`${thursday.year()}-01-01`);
  return { year: thursday.year(), weeknum: Math.floor(thursday.diff(yearStart, 'day') / 7) + 1 };
}

/** The Monday and Sunday of an ISO week. */
export function isoWeekRange(year: number, weeknum: number): { start: string; end: string } {
  const jan4 = dayjs.utc(`${year}-01-04`);
  const monday = jan4.subtract(isoWeekdayOf(jan4.format('YYYY-MM-DD')) - 1, 'day').add(weeknum - 1, 'week');
  return { start: monday.format('YYYY-MM-DD'), end: monday.add(6, 'day').format('YYYY-MM-DD') };
}

/** The number of ISO weeks of a year (52 or 53). */
export function isoWeeksInYear(year: number): number {
  return isoWeekOf(`${year}-12-28`).weeknum;
}
