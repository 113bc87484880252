import { addDays } from '@presently/domain';

/** What of a request names days: its period, the day worked instead of a switched day, chosen rest days. */
export interface RequestDays {
  startDate: string;
  endDate: string;
  switchDate: string | null;
  dates: readonly string[];
}

/**
 * The days an absence request touches, for the closed-month check (issue 15 ★): its whole period, and
 * the day worked instead of a switched day (it is a working day moved, so it changes that month too).
 * Chosen rest days lie inside the period.
 */
export const requestTouches = (r: RequestDays): Array<{ from: string; to: string } | string> => [
  { from: r.startDate, to: r.endDate },
  ...(r.switchDate ? [r.switchDate] : []),
  ...r.dates,
];

/** Ending an absence early touches only the days it gives back: from the day after the new end to the old end. */
export const endEarlyTouches = (oldEnd: string, newEnd: string): Array<{ from: string; to: string }> =>
  newEnd < oldEnd ? [{ from: addDays(newEnd, 1), to: oldEnd }] : [];
