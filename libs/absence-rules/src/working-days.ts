import { addDays, datesBetween } from '@presently/domain';

/** A holiday as org keeps it: for all citizens, or for one nationality or one religion. */
export interface HolidayEntry {
  date: string;
  for_all: boolean;
  nationality_id: number | null;
  religion_id: number | null;
}

/** What decides whether a date is a working day of one user. */
export interface WorkCalendar {
  /** ISO weekdays the company works, 1 = Monday … 7 = Sunday. */
  workDays: readonly number[];
  /** Holidays of the company (any audience); only those applying to the user count. */
  holidays: readonly HolidayEntry[];
  nationalityId: number | null;
  religionId: number | null;
  /** The user's rest days (yyyy-mm-dd). */
  restDays: readonly string[];
}

/** ISO weekday of a zone-free date (1 = Monday … 7 = Sunday). */
export function isoWeekday(date: string): number {
  const [y, m, d] = date.split('-').map(Number);
  const day = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  return day === 0 ? 7 : day;
}

/** A holiday applies to everyone when it is for all citizens, otherwise to its nationality or religion only. */
export function holidayApplies(h: HolidayEntry, nationalityId: number | null, religionId: number | null): boolean {
  if (h.for_all) return true;
  if (h.nationality_id !== null && h.nationality_id === nationalityId) return true;
  return h.religion_id !== null && h.religion_id === religionId;
}

/** The dates of a calendar that are days off although they fall on a work day. */
function daysOff(cal: WorkCalendar): Set<string> {
  const off = new Set<string>(cal.restDays);
  for (const h of cal.holidays) if (holidayApplies(h, cal.nationalityId, cal.religionId)) off.add(h.date);
  return off;
}

export function isWorkingDay(date: string, cal: WorkCalendar, off: Set<string> = daysOff(cal)): boolean {
  return cal.workDays.includes(isoWeekday(date)) && !off.has(date);
}

/** The working days of a period (both ends included), in order. */
export function workingDaysBetween(from: string, to: string, cal: WorkCalendar): string[] {
  const off = daysOff(cal);
  return datesBetween(from, to).filter((d) => isWorkingDay(d, cal, off));
}

/**
 * What a request takes of each date: 1 for each working day, 0.5 for the last one when it is a half
 * day. Dates are zone-free, so a DST change inside the period changes nothing.
 */
export function dayShares(workingDays: readonly string[], halfDay: boolean): Map<string, number> {
  const shares = new Map<string, number>(workingDays.map((d) => [d, 1]));
  if (halfDay && workingDays.length > 0) shares.set(workingDays[workingDays.length - 1], 0.5);
  return shares;
}

export function requestedDays(from: string, to: string, cal: WorkCalendar, halfDay = false): number {
  const days = workingDaysBetween(from, to, cal);
  if (days.length === 0) return 0;
  return halfDay ? days.length - 0.5 : days.length;
}

/** The first working day after a date (null when none within a year: a calendar without work days). */
export function nextWorkingDay(after: string, cal: WorkCalendar): string | null {
  const off = daysOff(cal);
  for (let d = addDays(after, 1), i = 0; i < 366; d = addDays(d, 1), i++) if (isWorkingDay(d, cal, off)) return d;
  return null;
}

/** The n-th working day after a date (the date itself when n is 0). */
export function addWorkingDays(from: string, n: number, cal: WorkCalendar): string {
  let d = from;
  for (let i = 0; i < n; i++) d = nextWorkingDay(d, cal) ?? addDays(d, 1);
  return d;
}

/** Today's date in a time zone (the company's), so a request made late in the evening is not dated tomorrow. */
export function todayIn(timeZone: string, now: Date): string {
  try {
    const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(now);
    const get = (t: string) => parts.find((p) => p.type === t)?.value ?? '';
    return `${get('year')}-${get('month')}-${get('day')}`;
  } catch {
    return now.toISOString().slice(0, 10);
  }
}
