import type { RuleRecord } from './types';

/** What a gate scan finds: the user's records around the scan's time, and what the user may do. */
export interface ScanSituation {
  /** When the device read the code (in the past when the device was offline). */
  at: Date;
  /** The record the user was on at `at`, if any. */
  covering: RuleRecord | null;
  /** The first record the user started after `at`, if any. */
  next: RuleRecord | null;
  /** false when management disabled the user's logging: a scan may still clock them out, never in. */
  mayStart: boolean;
  /** A working day in minutes (working hours plus the paid break): the longest a late clock-in runs. */
  workdayMinutes: number;
}

/** A record that ends at a scan (never before it started). */
export interface ScanClose {
  id: number;
  end: Date;
}

export type ScanPlan =
  /** On time, work on: the work ends at the scan. */
  | { type: 'clock-out'; action: 'clock-out'; close: ScanClose }
  /** Late, inside work that was closed later: that work now ends at the scan. */
  | { type: 'late-clock-out'; action: 'clock-out'; place: { recordId: number; start: Date; end: Date } }
  /** On time (nothing started after the scan): what else is on ends, work starts at the scan. */
  | { type: 'clock-in'; action: 'clock-in'; close: ScanClose | null; start: Date }
  /** Late (the device was offline): work from the scan until the next record, at most a working day. */
  | { type: 'late-clock-in'; action: 'clock-in'; place: { start: Date; end: Date } }
  /** The user's logging is disabled and the scan would clock them in. */
  | { type: 'error'; key: 'presence_logging_disabled' };

const MINUTE_MS = 60_000;

const closeAt = (record: RuleRecord, at: Date): ScanClose => ({ id: record.id, end: at < record.start ? record.start : at });

/**
 * What a QR scan at a gate does (docs/presence-rules.md, "Scans"): it toggles the user at the scan's
 * time. Work on then → a clock-out there; anything else → a clock-in there.
 *
 * - work on (open) at the scan → the work ends at the scan;
 * - work at the scan that was closed later (a late clock-out) → that work ends at the scan instead;
 * - otherwise the scan clocks in, refused when the user's logging is disabled:
 *   - nothing started after the scan → what is on (a break…) ends and work opens at the scan;
 *   - something started after it (a late scan) → work from the scan until that record starts, but no
 *     longer than a working day (as an automatic stop would end it): the next scan of the device
 *     usually brings the real clock-out, and a next record days later is not swallowed.
 *
 * The late plans are placed as edits are (planOverlaps): the records they overlap are trimmed.
 */
export function planScan(s: ScanSituation): ScanPlan {
  const { at, covering, next } = s;
  if (covering?.kind === 'work') {
    if (covering.end === null) return { type: 'clock-out', action: 'clock-out', close: closeAt(covering, at) };
    return { type: 'late-clock-out', action: 'clock-out', place: { recordId: covering.id, start: covering.start, end: at } };
  }
  if (!s.mayStart) return { type: 'error', key: 'presence_logging_disabled' };
  if (!next) return { type: 'clock-in', action: 'clock-in', close: covering && covering.end === null ? closeAt(covering, at) : null, start: at };
  const limit = new Date(at.getTime() + Math.max(1, s.workdayMinutes) * MINUTE_MS);
  return { type: 'late-clock-in', action: 'clock-in', place: { start: at, end: next.start < limit ? next.start : limit } };
}
