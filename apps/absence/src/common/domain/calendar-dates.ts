/** The largest id a PostgreSQL integer column holds: a larger one names nobody, and must not reach SQL. */
export const MAX_ID = 2_147_483_647;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar date written yyyy-mm-dd (year 0001–9999, a day the month has). */
export function isCalendarDate(value: string): boolean {
  const m = ISO_DATE.exec(value);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  const date = new Date(0);
  date.setUTCFullYear(year, month, 0); // day 0 of the next month: the last day of this one
  return day <= date.getUTCDate();
}

const DAY_MS = 86_400_000;

/** Calendar dates carry no zone: they are counted as UTC midnights, so no DST change shifts them. */
const toUtc = (date: string): number => {
  const d = new Date(0);
  d.setUTCFullYear(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));
  return d.getTime();
};

const fromUtc = (ms: number): string => {
  const d = new Date(ms);
  return `${String(d.getUTCFullYear()).padStart(4, '0')}-${String(d.getUTCMonth() + 1).padStart(2, '0')}-${String(d.getUTCDate()).padStart(2, '0')}`;
};

export const addDays = (date: string, days: number): string => fromUtc(toUtc(date) + days * DAY_MS);

/** Days from one date to another, both included (1 for the same date; 0 or less when reversed). */
export const daysInPeriod = (from: string, to: string): number => Math.round((toUtc(to) - toUtc(from)) / DAY_MS) + 1;

/** Every date from one to another, both included. */
export function datesBetween(from: string, to: string): string[] {
  const dates: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) dates.push(d);
  return dates;
}
