import { localDate } from '@presently/presence-rules';

/**
 * How long a change's transaction may take to commit after it decided which day is today. A change
 * decided just before midnight may commit just after it, when a file of the day that just ended can
 * already be made without it: within this margin of midnight the day that is ending counts as past.
 */
export const COMMIT_MARGIN_MS = 5 * 60_000;

/**
 * The earliest local day (yyyy-mm-dd, in `timezone`) a change of records touched, when it is before
 * today; null when the change touched only today or later.
 *
 * `starts` are the starts of every record the change touched, as they were before it and as they are
 * after it (a record's earliest day is the day it starts: a clock-out closing a record opened
 * yesterday touches yesterday). Absent values (no record before, nothing opened) are skipped.
 * Reports reuse only a file of a period that ended before the day the file was made (docs/reports.md,
 * "Reusing a file"), so a change that touches only today or later can change no reusable file.
 */
export function historyFrom(starts: ReadonlyArray<Date | null | undefined>, now: Date, timezone: string): string | null {
  let earliest: Date | null = null;
  for (const s of starts) if (s && (earliest === null || s < earliest)) earliest = s;
  if (earliest === null) return null;
  const from = localDate(earliest, timezone);
  const today = localDate(new Date(now.getTime() + COMMIT_MARGIN_MS), timezone);
  return from < today ? from : null;
}
