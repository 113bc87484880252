import { z } from 'zod';
import { FIELD_KEYS, MAX_INT } from '../common/fields';
import { eventMessage, rpcMessage } from '../common/message';
import type { PresenceKind } from './presence-types';
import type { PresenceTotals, WeekRef } from './presence-views';

/*
 * The dashboard's presence sections and the live presence board (issue 12). Presence answers for the
 * actor's scope (team lead → team, department manager → department, roles 1, 2, 3, 8 → company,
 * team member → themselves; role 5 refused).
 */

/**
 * A user's presence changed (a clock-in or -out, a break, a gate scan, an edit): published through presence's
 * outbox in the transaction of the change. The gateway fans it out to the live boards that may see the
 * user, so the payload carries what the scope check needs (company, team, department) and what a board
 * shows (the kind now on and since when; null when nothing is on).
 */
export interface PresenceRecordChangedEvent {
  company_id: number;
  user_id: number;
  team_id: number | null;
  department_id: number | null;
  kind: PresenceKind | null;
  since: string | null;
  /** When the change was made (ISO instant): a board measures its delay from it. */
  at: string;
  /** A clocking call, a gate scan, or a manager's edit of the records. */
  source: 'web' | 'device' | 'edit';
}
export const PRESENCE_RECORD_CHANGED = eventMessage<PresenceRecordChangedEvent>()('presence.record.changed.v1');

/**
 * A change of a company's presence records reached a day before today in the company's zone (an edit,
 * a delete or a new record in the past, a late scan with an old time, a clock-out or automatic stop
 * closing a record that started on an earlier day). Written to presence's outbox in the transaction of
 * the change, beside presence.record.changed. Rarer than that one (a clock-in inside today sends none):
 * for what depends only on past days — reports' reuse of a file of an ended period.
 */
export interface PresenceHistoryChangedEvent {
  company_id: number;
  /** The earliest local day (yyyy-mm-dd, the company's zone) the change touched. */
  from: string;
}
export const PRESENCE_HISTORY_CHANGED = eventMessage<PresenceHistoryChangedEvent>()('presence.history.changed.v1');

/** Whose presence a live board may show: the scope of the viewer, as presence decides it. */
export type BoardScope =
  | { kind: 'company' }
  | { kind: 'department'; department_id: number | null }
  | { kind: 'team'; team_id: number | null }
  | { kind: 'self' };

export interface LiveViewer {
  company_id: number;
  user_id: number;
  scope: BoardScope;
}
/** The scope of the acting user for the live board (role 5 refused with no_permission). */
export const GET_LIVE_VIEWER = rpcMessage<LiveViewer>()('presence.board.viewer', z.object({}));

/** The kinds the "in now" panel counts: the four presence kinds, and off (nothing on). */
export const BOARD_KINDS = ['work', 'break', 'private_exit', 'field_work', 'off'] as const;
export type BoardKind = (typeof BOARD_KINDS)[number];

export interface BoardPerson {
  user_id: number;
  full_name: string;
  team_id: number | null;
  department_id: number | null;
}

export interface InNowRow extends BoardPerson {
  kind: PresenceKind | null;
  since: string | null;
}

export interface LateRow extends BoardPerson {
  /** Scheduled start (ISO instant). */
  scheduled_start: string;
  /** First arrival (ISO instant), null when not arrived yet. */
  arrived_at: string | null;
  late_minutes: number;
}

export interface OnLeaveRow extends BoardPerson {
  absence_type_id: number;
  /** The first day (yyyy-mm-dd) after the leave that is not a holiday, rest day or weekend; null when beyond the horizon. */
  back_on: string | null;
}

export interface DashboardPresence {
  date: string;
  timezone: string;
  in_now: InNowRow[];
  counts: Record<BoardKind, number>;
  late: LateRow[];
  on_leave: OnLeaveRow[];
  /** Absent today by absence type id; 'unexplained': scheduled, the start passed, no record and no absence. */
  absent_by_type: Array<{ absence_type_id: number | null; count: number }>;
  week: WeekRef & { worked_minutes: number; scheduled_minutes: number };
  /** Approved absence days of the scope this month, per absence type. */
  month_absences: Array<{ absence_type_id: number; days: number }>;
  upcoming_holidays: Array<{ date: string; description: string }>;
  /** The actor's own week (roles that clock; null for roles 2 and 8). */
  my_week: (WeekRef & { days: Array<{ date: string; totals: PresenceTotals }>; totals: PresenceTotals }) | null;
}
/** The presence sections of the dashboard for the actor's scope. */
export const GET_DASHBOARD_PRESENCE = rpcMessage<DashboardPresence>()('presence.board.dashboard', z.object({}));

const deviceId = z.number({ error: FIELD_KEYS.option }).int({ error: FIELD_KEYS.option }).min(1, { error: FIELD_KEYS.option }).max(MAX_INT, { error: FIELD_KEYS.option });

/** The company's devices in service (from org), for their scan health. */
export const DeviceHealthRequest = z.object({ device_ids: z.array(deviceId).max(1000, { error: FIELD_KEYS.option }) });
export type DeviceHealthRequest = z.infer<typeof DeviceHealthRequest>;

export interface DeviceHealthRow {
  device_id: number;
  /** When presence last received a scan from it (ISO), null when never. */
  last_received_at: string | null;
  /** The largest |received − scanned_at| of its scans in the last 24 hours, in seconds (null: no scans). */
  drift_seconds: number | null;
  /** More than two minutes of drift. */
  drifting: boolean;
  /** Working hours are on and it has sent nothing for the silence window. */
  silent: boolean;
}

export interface DeviceHealth {
  /** Whether it is within the company's working hours now (silence is only judged then). */
  working_hours: boolean;
  devices: DeviceHealthRow[];
}
/** Scan health of devices (roles 1 and 7). */
export const GET_DEVICE_HEALTH = rpcMessage<DeviceHealth>()('presence.board.devices', DeviceHealthRequest);
