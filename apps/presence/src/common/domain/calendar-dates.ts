/**
 * Calendar arithmetic on yyyy-mm-dd dates without a zone (plain UTC calendar math): the same answers as
 * the rules' nextDate / previousDate, without building zoned DateTimes on the hot paths.
 */
export function addDays(date: string, days: number): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) throw new TypeError(`not a date: ${date}`);
  const d = new Date(0);
  d.setUTCFullYear(Number(m[1]), Number(m[2]) - 1, Number(m[3]) + days);
  return d.toISOString().slice(0, 10);
}

/** The UTC calendar date of an instant. */
export const utcDate = (at: Date): string => at.toISOString().slice(0, 10);
