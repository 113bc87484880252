import { DateTime } from 'luxon';
import type { WeekRef } from '@presently/contracts';
import { memo } from './memo';

/**
 * Days and ISO weeks in the company's IANA zone. A "date" is yyyy-mm-dd; instants are UTC `Date`s.
 * A day is [local midnight, next local midnight): 24 h, or 23 h / 25 h on the DST change days.
 */

const ISO = 'yyyy-MM-dd';

/**
 * A zone's offset is one value for most hours: kept per hour of UTC, it is computed once for all the
 * instants inside it. An hour whose offset at its start and at its end differ holds a change (DST,
 * a zone's new rule) and is answered instant by instant.
 */
const HOUR_MS = 3_600_000;
const offsetMsAt = (tz: string, t: number): number => DateTime.fromMillis(t, { zone: tz }).offset * 60_000;
const hourOffsetMs = memo((tz, hour) => {
  const start = Number(hour) * HOUR_MS;
  const offset = offsetMsAt(tz, start);
  return offset === offsetMsAt(tz, start + HOUR_MS) ? offset : Number.NaN;
});

/** The zone's offset from UTC at an instant (ms since the epoch), in ms; NaN for an unknown zone. */
export function zoneOffsetMs(tz: string, t: number): number {
  const offset = hourOffsetMs(tz, String(Math.floor(t / HOUR_MS)));
  return Number.isNaN(offset) ? offsetMsAt(tz, t) : offset; // the hour of a change is answered exactly
}

/** The instant as the zone's wall clock (a UTC Date reading the local date and time). */
function wallClock(instant: Date, tz: string): Date | null {
  const t = instant.getTime();
  const offset = Number.isNaN(t) ? Number.NaN : zoneOffsetMs(tz, t);
  return Number.isNaN(offset) ? null : new Date(t + offset);
}

function parseDate(date: string, tz: string): DateTime {
  const d = DateTime.fromISO(date, { zone: tz });
  if (!d.isValid) throw new RangeError(`invalid date ${date} in zone ${tz}: ${d.invalidExplanation ?? d.invalidReason}`);
  return d.startOf('day');
}

function parseHm(hm: string): { hour: number; minute: number } {
  const m = /^(\d{1,2}):(\d{2})(?::\d{2})?$/.exec(hm);
  if (!m) throw new RangeError(`invalid time ${hm}`);
  const hour = Number(m[1]);
  const minute = Number(m[2]);
  if (hour > 24 || minute > 59 || (hour === 24 && minute > 0)) throw new RangeError(`invalid time ${hm}`);
  return { hour, minute };
}

/** The local date (yyyy-mm-dd) of an instant in the zone. */
export function localDate(instant: Date, tz: string): string {
  const wall = wallClock(instant, tz);
  return wall ? wall.toISOString().slice(0, 10) : DateTime.fromJSDate(instant, { zone: tz }).toFormat(ISO);
}

/** The local time of day HH:mm of an instant in the zone. */
export function localTime(instant: Date, tz: string): string {
  const wall = wallClock(instant, tz);
  return wall ? wall.toISOString().slice(11, 16) : DateTime.fromJSDate(instant, { zone: tz }).toFormat('HH:mm');
}

const dayBoundsMs = memo((date, tz) => {
  const start = parseDate(date, tz);
  return { start: start.toMillis(), end: start.plus({ days: 1 }).startOf('day').toMillis() };
});

/** The instants [start, end) of a local date in the zone. */
export function dayBounds(date: string, tz: string): { start: Date; end: Date } {
  const b = dayBoundsMs(date, tz);
  return { start: new Date(b.start), end: new Date(b.end) };
}

/** The ISO week (year and number) a local date belongs to (Monday is the first day). */
export function isoWeekOf(date: string): { year: number; weeknum: number } {
  const d = parseDate(date, 'UTC');
  return { year: d.weekYear, weeknum: d.weekNumber };
}

function mondayOf(year: number, weeknum: number): DateTime {
  const d = DateTime.fromObject({ weekYear: year, weekNumber: weeknum, weekday: 1 }, { zone: 'UTC' });
  if (!d.isValid || d.weekYear !== year || d.weekNumber !== weeknum) {
    throw new RangeError(`invalid ISO week ${year}-W${weeknum}`);
  }
  return d;
}

/** The ISO week with its Monday and Sunday dates. */
export function weekRef(year: number, weeknum: number): WeekRef {
  const monday = mondayOf(year, weeknum);
  return { year, weeknum, start: monday.toFormat(ISO), end: monday.plus({ days: 6 }).toFormat(ISO) };
}

/** The seven dates Monday..Sunday of an ISO week. */
export function weekDates(year: number, weeknum: number): string[] {
  const monday = mondayOf(year, weeknum);
  return Array.from({ length: 7 }, (_, i) => monday.plus({ days: i }).toFormat(ISO));
}

/** All ISO weeks of an ISO week-year (52 or 53). */
export function weeksOfYear(year: number): WeekRef[] {
  const count = DateTime.fromObject({ year, month: 12, day: 28 }, { zone: 'UTC' }).weekNumber;
  return Array.from({ length: count }, (_, i) => weekRef(year, i + 1));
}

/** The dates from..to inclusive (empty when to < from or either is not a date). UTC days without Luxon: every report page asks. */
export function datesBetween(from: string, to: string): string[] {
  const out: string[] = [];
  const first = utcDay(from);
  const last = utcDay(to);
  for (let t = first; t <= last; t += DAY_MS) out.push(new Date(t).toISOString().slice(0, 10));
  return out;
}

const DAY_MS = 86_400_000;

/** Midnight UTC of a yyyy-mm-dd, NaN unless it is a real date (Date.parse rolls 30-Feb over to March). */
function utcDay(date: string): number {
  const t = /^\d{4}-\d{2}-\d{2}$/.test(date) ? Date.parse(`${date}T00:00:00Z`) : NaN;
  return !Number.isNaN(t) && new Date(t).toISOString().slice(0, 10) === date ? t : NaN;
}

const atLocalTimeMs = memo((date, hm, tz) => {
  const { hour, minute } = parseHm(hm);
  const day = parseDate(date, tz);
  if (hour === 24) return day.plus({ days: 1 }).startOf('day').toMillis();
  return day.set({ hour, minute, second: 0, millisecond: 0 }).toMillis();
});

/** The local wall time HH:mm of a date as an instant (DST gaps move forward, as Luxon does). */
export function atLocalTime(date: string, hm: string, tz: string): Date {
  return new Date(atLocalTimeMs(date, hm, tz));
}

/**
 * A shift (or window) HH:mm–HH:mm on a date as instants. When end <= start (as wall times) the span
 * crosses midnight and ends on the next date.
 */
export function shiftSpan(date: string, start: string, end: string, tz: string): { start: Date; end: Date } {
  const s = parseHm(start);
  const e = parseHm(end);
  const crosses = e.hour * 60 + e.minute <= s.hour * 60 + s.minute;
  const endDate = crosses ? nextDate(date) : date;
  return { start: atLocalTime(date, start, tz), end: atLocalTime(endDate, end, tz) };
}

const nextDateMemo = memo((date) => parseDate(date, 'UTC').plus({ days: 1 }).toFormat(ISO));
const previousDateMemo = memo((date) => parseDate(date, 'UTC').minus({ days: 1 }).toFormat(ISO));

/** The day after a date. */
export function nextDate(date: string): string {
  return nextDateMemo(date);
}

/** The day before a date. */
export function previousDate(date: string): string {
  return previousDateMemo(date);
}
