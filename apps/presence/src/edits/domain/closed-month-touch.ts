import { localDate } from '@presently/presence-rules';

/** A record's time as an edit sees it: an open record (end null) runs until now. */
export interface TouchedSpan {
  start: Date;
  end: Date | null;
}

/**
 * The days (in the company's zone) an edit touches: the record before and after the change and every
 * record the placement may trim, split, remove or merge. A record from 31 October 22:00 to 1 November
 * 06:00 touches both months, so closing October freezes it whole.
 */
export function touchedPeriods(spans: readonly TouchedSpan[], now: Date, zone: string): Array<{ from: string; to: string }> {
  return spans.map((s) => {
    const end = s.end ?? now;
    // An end exactly at midnight belongs to the day before it (the record ran until then).
    const last = new Date(Math.max(s.start.getTime(), end.getTime() - 1));
    return { from: localDate(s.start, zone), to: localDate(last, zone) };
  });
}
