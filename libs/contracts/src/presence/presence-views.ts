import type { Page } from '../common/page';
import type { PresenceKind } from './presence-types';

/*
 * What presence answers about records, days and weeks: the views every screen of /my-presence and
 * /presence shows (spec sections 3–7).
 */

/** How a record came: clocked on the web, scanned at a gate, added or changed by an edit, closed by the automatic stop. */
export const PRESENCE_SOURCES = ['web', 'device', 'edit', 'auto_stop'] as const;
export type PresenceSource = (typeof PRESENCE_SOURCES)[number];

/** One presence record as the web sees it. Times are ISO instants (UTC); the web shows them in the company's zone. */
export interface PresenceRecordView {
  id: number;
  user_id: number;
  kind: PresenceKind;
  /** The classified type of the record's start (1, 2, 3, 5 or 7–19); the current presence carries it. */
  presence_type_id: number;
  start: string;
  end: string | null;
  /** Rounded by the company's margins; the raw start/end are never changed by rounding. */
  rounded_start: string;
  rounded_end: string | null;
  duration_minutes: number;
  source: PresenceSource;
  device_id: number | null;
  has_image: boolean;
  /** Set when the record was edited: the reason, who and when, and the times before the edit. */
  reason: string | null;
  updated_by: number | null;
  updated_by_name: string | null;
  updated_at: string | null;
  previous_start: string | null;
  previous_end: string | null;
  /** The times as first registered (clocked or scanned). */
  registered_start: string | null;
  registered_end: string | null;
}

/** GET my-presence-current-presence and every clocking call: the open record first (empty when off). */
export type CurrentPresence = PresenceRecordView[];

/** A classified stretch of time: what the day views and totals are made of. */
export interface PresenceSegmentView {
  presence_type_id: number;
  start: string;
  end: string;
  minutes: number;
  record_id: number | null;
}

export interface TypeTotal {
  presence_type_id: number;
  minutes: number;
}

export interface PresenceTotals {
  /** Minutes per presence type (only types with time), in catalogue display order. */
  by_type: TypeTotal[];
  /** Work of every kind (1, 5, 7, 8, 12–15, 17, 18, 21), rounded figures. */
  worked_minutes: number;
  /** Paid breaks within the allowance (2, 10, 11, 16, 19). */
  paid_break_minutes: number;
  overtime_minutes: number;
  scheduled_minutes: number;
  unauthorized_absence_minutes: number;
}

export interface PresenceDayView {
  /** yyyy-mm-dd in the company's time zone. */
  date: string;
  /** ISO weekday, 1 = Monday … 7 = Sunday. */
  weekday: number;
  holiday: string | null;
  absence_type_id: number | null;
  rest_day: boolean;
  scheduled: Array<{ start: string; end: string; shift_name: string | null }>;
  records: PresenceRecordView[];
  segments: PresenceSegmentView[];
  totals: PresenceTotals;
  comment: string | null;
}

/** One day's totals (the per-day totals of a week). */
export interface DayTotals {
  date: string;
  totals: PresenceTotals;
}

export interface WeekRef {
  year: number;
  /** ISO week number. */
  weeknum: number;
  /** yyyy-mm-dd of Monday and Sunday. */
  start: string;
  end: string;
}

/** A week's reference and its seven dates. */
export interface WeekDates extends WeekRef {
  dates: string[];
}

export interface PresenceWeekView extends WeekRef {
  /** Seven days; the web hides Saturday/Sunday per the flags unless they hold presence. */
  days: PresenceDayView[];
  totals: PresenceTotals;
  show_saturday: boolean;
  show_sunday: boolean;
}

/**
 * A record of a history list with its person's name: the list reaches deactivated and blocked people's
 * records too, whom no list of today's people names.
 */
export interface PresenceHistoryRecord extends PresenceRecordView {
  full_name: string;
}

export type PresenceHistoryPage = Page<PresenceHistoryRecord>;
