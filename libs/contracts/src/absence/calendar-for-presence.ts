import { z } from 'zod';
import { FIELD_KEYS, MAX_INT, requiredDate, requiredId } from '../common/fields';
import { rpcMessage } from '../common/message';

/** The most users one calendar question names (presence asks per page of a team view, or per user). */
export const MAX_CALENDAR_USERS = 1000;

const isId = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v >= 1 && v <= MAX_INT;

/** Ids of users: at most 1000, passed on distinct and ascending. */
const userIds = () =>
  z
    .array(z.unknown(), { error: (issue) => (issue.input === undefined || issue.input === null ? FIELD_KEYS.required : FIELD_KEYS.option) })
    .max(MAX_CALENDAR_USERS, { error: 'too_many_users', abort: true })
    .refine((ids) => ids.every(isId), { error: FIELD_KEYS.option })
    .transform((ids) => [...new Set(ids as number[])].sort((a, b) => a - b));

/**
 * What presence asks absence for, to classify days: `{ company_id, user_ids, from, to }` (dates
 * 'YYYY-MM-DD', both ends included). Service to service: no actor, the company is in the payload.
 * Absence adds its rules of the period (to on or after from, at most 371 days).
 */
export const CalendarForPresenceRequest = z.object({
  company_id: requiredId(),
  user_ids: userIds(),
  from: requiredDate(FIELD_KEYS.option),
  to: requiredDate(FIELD_KEYS.option),
});
export type CalendarForPresenceRequest = z.infer<typeof CalendarForPresenceRequest>;

/** What absence answers for a period: approved absences per day and rest days. */
export interface AbsenceCalendar {
  absences: Array<{ user_id: number; date: string; absence_type_id: number }>;
  rest_days: Array<{ user_id: number; date: string }>;
}

export const ABSENCE_CALENDAR = rpcMessage<AbsenceCalendar>()('absence.calendar.for-presence', CalendarForPresenceRequest);

/** The calendar question by pattern (for callers that send strings). */
export const ABSENCE_CALENDAR_RPC = {
  calendar: ABSENCE_CALENDAR.pattern,
} as const;
