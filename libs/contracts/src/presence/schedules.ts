import { z } from 'zod';
import { dateListField, idField, idListField, queryDate, queryId } from '../common/fields';
import { rpcMessage } from '../common/message';
import { queryRequest, rowId } from '../common/request-fields';
import type { ShiftType } from '../org/shifts';

/** Shifts assigned to users per date (the managers' schedule screen); they feed classification and the automatic stop. */
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

/** The schedules of the users in scope (or of one) between two days (both required, at most 62 days: presence's rule). */
export const ScheduleQuery = queryRequest({
  from: queryDate().meta({ description: 'First day (inclusive)' }),
  to: queryDate().meta({ description: 'Last day (inclusive)' }),
  user_id: queryId().meta({ description: 'Only this user' }),
});
export type ScheduleQuery = z.output<typeof ScheduleQuery>;
export const LIST_SCHEDULES = rpcMessage<ScheduleEntry[]>()('presence.schedules.list', ScheduleQuery);

/** Assigns a shift to users on dates; an entry already there for a user and date is replaced. */
export const AssignScheduleRequest = z.object({
  user_ids: idListField(1000).meta({ description: 'The users (required)' }),
  dates: dateListField(366).meta({ description: 'yyyy-mm-dd (required); a date that already has an entry for the user is replaced' }),
  shift_id: idField().meta({ description: 'The shift (GET /api/shifts; required)' }),
});
export type AssignScheduleRequest = z.input<typeof AssignScheduleRequest>;
export const ASSIGN_SCHEDULES = rpcMessage<ScheduleEntry[]>()('presence.schedules.assign', AssignScheduleRequest);

/** A schedule entry a path names. */
export const ScheduleRequest = z.object({ id: rowId() });
export type ScheduleRequest = z.input<typeof ScheduleRequest>;
export const DELETE_SCHEDULE = rpcMessage<{ deleted: true }>()('presence.schedules.delete', ScheduleRequest);
