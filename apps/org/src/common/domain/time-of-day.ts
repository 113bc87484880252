/** Times of day 'HH:mm' in the company's time zone, and the spans between them. */

export const MINUTES_PER_DAY = 1440;

export const minutesOfDay = (hhmm: string): number => {
  const [h, m] = hhmm.split(':').map(Number);
  return h * 60 + m;
};

/** Whether a span from start to end runs past midnight (its end is earlier than its start). */
export const crossesMidnight = (start: string, end: string): boolean => minutesOfDay(end) < minutesOfDay(start);

/**
 * Minutes from start to end; an end before the start is on the next day (22:00–06:00 is 480).
 * Equal times are 0: callers refuse them rather than guess between nothing and a whole day.
 */
export function spanMinutes(start: string, end: string): number {
  const diff = minutesOfDay(end) - minutesOfDay(start);
  return diff >= 0 ? diff : diff + MINUTES_PER_DAY;
}
