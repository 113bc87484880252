import type { AssignScheduleRequest, HistoryQuery, PresenceAction, PresenceKind, RecordInput, RecordUpdate } from '@presently/contracts';
import type { Form } from '../org-admin/org-admin.requests';

/*
 * The payloads the gateway sends with PRESENCE_RPC patterns, as presence reads them (libs/contracts
 * names the patterns and the answers; these requests are written down here, as for org).
 *
 * - The actor travels in the message meta; "my" views are the actor's own.
 * - A record a path names travels as `id` when it is changed or deleted, as `record_id` when its
 *   audit or image is read; a schedule entry as `id`.
 * - Queries: only the parameters given (an empty one counts as left out); numbers as numbers.
 * - Bodies: the gateway has checked the shape of each value given; what is left out stays out, and
 *   whether it was needed is presence's rule (so one 422 names every missing field).
 */

export interface ClockRequest {
  action: PresenceAction;
}

export type HistoryRequest = HistoryQuery;

/** A day's records of the actor, or of a user in the actor's scope. */
export interface PersonalHistoryRequest {
  date?: string;
  user_id?: number;
}

/** A day (today in the company's time zone when left out). */
export interface DayRequest {
  date?: string;
}

export interface YearRequest {
  year?: number;
}

/** An ISO week (the current one when left out; `weeknum` alone is of the current year). */
export interface WeekRequest {
  weeknum?: number;
  year?: number;
}

/** Sets the day's comment when `comment` is sent; always answers the day's comment. */
export type CommentRequest = Form<{ date: string }> & { comment?: string | null };

export interface TeamFilter {
  department_id?: number;
  team_id?: number;
}

export type TeamWeekRequest = WeekRequest & TeamFilter & { user_ids?: number[] };

export type TeamHistoryRequest = HistoryQuery & TeamFilter & { user_id?: number };

export type CreateRecordRequest = Form<RecordInput>;

export type UpdateRecordRequest = { id: number } & Form<RecordUpdate> & { kind?: PresenceKind | null };

export interface DeleteRecordRequest {
  id: number;
  reason?: string | null;
}

export interface RecordRequest {
  record_id: number;
}

/** The image of the scan that opened the record (clock-in, the default) or closed it (clock-out). */
export interface ScanImageRequest extends RecordRequest {
  action?: ScanAction;
}

export type ScanAction = 'clock-in' | 'clock-out';

export interface ListSchedulesRequest {
  from?: string;
  to?: string;
  user_id?: number;
}

export type AssignSchedulesRequest = Form<AssignScheduleRequest>;

export interface DeleteScheduleRequest {
  id: number;
}
