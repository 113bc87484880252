import type { Page, ShiftType } from './org';
import type { PresenceKind } from './presence-types';

/**
 * Presence (issue 4): clocking, views, edits with audit, schedules and device scans. RPC patterns
 * answered by the presence service; the actor travels in the message meta (set by the gateway).
 */
export const PRESENCE_RPC = {
  /** One of PRESENCE_ACTIONS for the actor; answers the current presence after the change. */
  clock: 'presence.clock',
  currentPresence: 'presence.current',
  history: 'presence.history',
  personalHistory: 'presence.personal-history',
  givenDayWeek: 'presence.given-day-week',
  allWeeks: 'presence.all-weeks',
  dayTotals: 'presence.day-totals',
  currentWeek: 'presence.current-week',
  weeklyDates: 'presence.weekly-dates',
  getTotals: 'presence.totals',
  weekTotals: 'presence.week-totals',
  comment: 'presence.comment',

  /** Managers' /presence screen, scoped by role (team lead → team, dep. manager → department, 1/2/3/8 → company). */
  today: 'presence.team.today',
  teamWeek: 'presence.team.week',
  teamHistory: 'presence.team.history',
  createRecord: 'presence.records.create',
  updateRecord: 'presence.records.update',
  deleteRecord: 'presence.records.delete',
  recordAudit: 'presence.records.audit',
  listSchedules: 'presence.schedules.list',
  assignSchedules: 'presence.schedules.assign',
  deleteSchedule: 'presence.schedules.delete',

  /** For the device API (no actor): the gateway has authenticated the device with org. */
  deviceScan: 'presence.device.scan',
  /** The stored image of a device scan (role scope as for history). */
  scanImage: 'presence.scan-image',
} as const;

/** The eight clocking calls of spec section 7, by their path names. */
export const PRESENCE_ACTIONS = [
  'start-clock-in',
  'end-clock-in',
  'start-break',
  'end-break',
  'start-private-exit',
  'end-private-exit',
  'start-field-work',
  'end-field-work',
] as const;
export type PresenceAction = (typeof PRESENCE_ACTIONS)[number];

export const PRESENCE_ACTION_KIND: Readonly<Record<PresenceAction, { kind: PresenceKind; op: 'start' | 'end' }>> = {
  'start-clock-in': { kind: 'work', op: 'start' },
  'end-clock-in': { kind: 'work', op: 'end' },
  'start-break': { kind: 'break', op: 'start' },
  'end-break': { kind: 'break', op: 'end' },
  'start-private-exit': { kind: 'private_exit', op: 'start' },
  'end-private-exit': { kind: 'private_exit', op: 'end' },
  'start-field-work': { kind: 'field_work', op: 'start' },
  'end-field-work': { kind: 'field_work', op: 'end' },
};

/** Message keys of presence errors (the web translates them). */
export const PRESENCE_ERRORS = {
  /** "management disabled your logging" (403). */
  loggingDisabled: 'presence_logging_disabled',
  /** Ending a kind that is not on (409). */
  notStarted: 'presence_not_started',
  /** 'Invalid option': an unknown action (400). */
  invalidOption: 'invalid_option',
  /** "This gate does not exist" (404). */
  gateNotFound: 'gate_not_found',
  /** "gate does not exist or is not active" (403). */
  gateInactive: 'gate_inactive',
  /** "device id required or unknown" (401 on a bad key, 422 on a missing or mismatched id). */
  deviceUnknown: 'device_unknown',
  /** "wrong QR code" (422). */
  wrongQrCode: 'wrong_qr_code',
  /** "user does not exist" (404). */
  userNotFound: 'user_not_found',
  /** "company does not exist or is missing" (404). */
  companyNotFound: 'company_not_found',
  /** The target user is outside the actor's scope: "no permission to perform actions" (403). */
  noPermission: 'no_permission',
  /** Edited times: end must be later than start (422 on the field). */
  endBeforeStart: 'end_before_start',
  /** Reason or comment: required / at most 250 characters (422 on the field). */
  required: 'required',
  tooLong: 'too_long',
  /** "no changes to save" (422). */
  noChanges: 'no_changes_to_save',
} as const;

export type PresenceSource = 'web' | 'device' | 'edit' | 'auto_stop';

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

export interface WeekRef {
  year: number;
  /** ISO week number. */
  weeknum: number;
  /** yyyy-mm-dd of Monday and Sunday. */
  start: string;
  end: string;
}

export interface PresenceWeekView extends WeekRef {
  /** Seven days; the web hides Saturday/Sunday per the flags unless they hold presence. */
  days: PresenceDayView[];
  totals: PresenceTotals;
  show_saturday: boolean;
  show_sunday: boolean;
}

export interface HistoryQuery {
  page?: number;
  per_page?: number;
  /** yyyy-mm-dd, inclusive. */
  from?: string;
  to?: string;
  kind?: PresenceKind;
  presence_type_id?: number;
  source?: PresenceSource;
}

export type PresenceHistoryPage = Page<PresenceRecordView>;

export interface PresenceComment {
  date: string;
  comment: string | null;
}

/** /presence today: one row per user in scope. */
export interface TodayRow {
  user_id: number;
  full_name: string;
  team_id: number | null;
  department_id: number | null;
  kind: PresenceKind | null;
  presence_type_id: number | null;
  since: string | null;
  worked_minutes_today: number;
}

export interface TeamWeekRow {
  user_id: number;
  full_name: string;
  days: Array<{ date: string; totals: PresenceTotals; holiday: string | null; absence_type_id: number | null; rest_day: boolean }>;
  totals: PresenceTotals;
}

export interface TeamWeekView extends WeekRef {
  rows: TeamWeekRow[];
  show_saturday: boolean;
  show_sunday: boolean;
}

export interface RecordInput {
  user_id: number;
  kind: PresenceKind;
  start: string;
  end: string | null;
  reason: string;
}

export interface RecordUpdate {
  start?: string;
  end?: string | null;
  kind?: PresenceKind;
  reason: string;
}

export interface PresenceAuditEntry {
  id: number;
  record_id: number;
  action: 'create' | 'update' | 'delete' | 'merge' | 'trim' | 'auto_stop';
  actor_user_id: number | null;
  actor_name: string | null;
  reason: string | null;
  before: { kind: PresenceKind; start: string; end: string | null } | null;
  after: { kind: PresenceKind; start: string; end: string | null } | null;
  at: string;
}

export interface ScheduleEntry {
  id: number;
  user_id: number;
  full_name: string;
  date: string;
  shift_id: number | null;
  shift_name: string | null;
  shift_type: ShiftType | null;
  start: string;
  end: string;
  total_minutes: number;
}

export interface AssignScheduleRequest {
  user_ids: number[];
  /** yyyy-mm-dd; a date that already has an entry for the user is replaced. */
  dates: string[];
  shift_id: number;
}

/** POST /api/device/scans body (ARCHITECTURE.md). */
export interface DeviceScanRequest {
  device_id: number;
  qr_code: string;
  /** ISO instant when the device read the code (may be in the past when the device was offline). */
  scanned_at: string;
  /** The device's id for this scan: a retry with the same id changes nothing. */
  scan_id: string;
  /** Optional JPEG/PNG as base64, stored when the company and the user save images. */
  image?: string;
}

export interface DeviceScanResult {
  scan_id: string;
  user_id: number;
  full_name: string;
  /** What the scan did: clocked the user in or out. */
  action: 'clock-in' | 'clock-out';
  /** True when this scan_id was seen before (the first answer is repeated). */
  duplicate: boolean;
  at: string;
}

