import type { PresenceAction, PresenceKind } from '@presently/contracts';

/** A presence record as the rules see it. An open record has end = null. */
export interface RuleRecord {
  id: number;
  kind: PresenceKind;
  start: Date;
  end: Date | null;
}

/** The company's and the user's settings the rules depend on. */
export interface UserRules {
  /** The company's IANA zone: days, weeks, night work and holidays are in it. */
  timezone: string;
  /** working_hours × 60. */
  workingMinutesPerDay: number;
  maxPaidBreakMinutes: number;
  disableOvertime: boolean;
  flexibleRegularHours: boolean;
  automaticPresenceStop: boolean;
  /** Company rounding margins in minutes (0 = none). */
  startRoundingMinutes: number;
  endRoundingMinutes: number;
  flexibleHoursMarginMinutes: number;
  /** The company's night-work window (HH:mm, may cross midnight), or null when off. */
  nightWork: { start: string; end: string } | null;
}

export interface ScheduledSpan {
  start: Date;
  end: Date;
  shiftName: string | null;
}

/** What else is true of one day for one user (already filtered to holidays that apply to the user). */
export interface DayFacts {
  /** Holiday description, or null. */
  holiday: string | null;
  /** Approved absence type of the day, or null. */
  absenceTypeId: number | null;
  restDay: boolean;
  schedule: ScheduledSpan[];
}

/** A classified stretch of time. */
export interface Segment {
  typeId: number;
  start: Date;
  end: Date;
  minutes: number;
  recordId: number | null;
}

export interface Totals {
  /** Minutes per presence type id (only non-zero entries). */
  byType: Map<number, number>;
  workedMinutes: number;
  paidBreakMinutes: number;
  overtimeMinutes: number;
  scheduledMinutes: number;
  unauthorizedAbsenceMinutes: number;
}

export interface ClassifiedDay {
  date: string;
  segments: Segment[];
  totals: Totals;
}

/** What a clocking action does to the current state. */
export type Transition =
  /** Close the open record (if any) at `now` and open a record of `open` (if not null). */
  | { type: 'change'; close: boolean; open: PresenceKind | null }
  /** The requested state is already the current one: nothing changes (idempotent retry). */
  | { type: 'noop' }
  /** Ending a kind that is not on. */
  | { type: 'error'; key: 'presence_not_started' };

export type { PresenceAction };

/** How to make a set of records free of overlaps after `incoming` was added or changed. */
export interface OverlapPlan {
  /** Records to shorten or move (new start/end). */
  update: Array<{ id: number; start: Date; end: Date | null }>;
  /** Records to delete (fully covered, or merged into another). */
  remove: number[];
  /** New records to create (the tail of a record that `incoming` split in two). */
  insert: Array<{ kind: PresenceKind; start: Date; end: Date | null; splitFrom: number }>;
}

export interface RoundedTimes {
  start: Date;
  end: Date | null;
}
