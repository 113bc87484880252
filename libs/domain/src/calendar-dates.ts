/*
 * Calendar dates written yyyy-mm-dd. They carry no zone, so they are counted as UTC midnights: no
 * DST change can shift them, and no zoned DateTime is built on hot paths.
 */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** A real calendar date written yyyy-mm-dd (year 1000–9999, a day the month has). */
export function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const m = ISO_DATE.exec(value);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (year < 1000 || month < 1 || month > 12 || day < 1) return false;
  const last = new Date(0);
  last.setUTCFullYear(year, month, 0); // day 0 of the next month: the last day of this one
  return day <= last.getUTCDate();
}

const toUtc = (date: string): number => {
  const m = ISO_DATE.exec(date);
  if (!m) throw new TypeError(`not a date: ${date}`);
  const d = new Date(0);
  d.setUTCFullYear(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return d.getTime();
};

const fromUtc = (ms: number): string => {
  const d = new Date(ms);
  return `${String(d.getUTCFullYear()).padStart(4, '0')}-${String(d.getUTCMonth() + 1).padStart(2, '0')}-${String(d.getUTCDate()).padStart(2, '0')}`;
};

/** The date `days` later (earlier when negative); a malformed date is a programming error (TypeError). */
export const addDays = (date: string, days: number): string => fromUtc(toUtc(date) + days * DAY_MS);

/** Days from one date to another, both included (1 for the same date; 0 or less when reversed). */
export const daysInPeriod = (from: string, to: string): number => Math.round((toUtc(to) - toUtc(from)) / DAY_MS) + 1;

/** Every date from one to another, both included. */
export function datesBetween(from: string, to: string): string[] {
  const dates: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) dates.push(d);
  return dates;
}

/** The UTC calendar date of an instant. */
export const utcDate = (at: Date): string => at.toISOString().slice(0, 10);
