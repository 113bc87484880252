import { z } from 'zod';
import { FIELD_KEYS, requiredDate, requiredId } from '../common/fields';
import { rpcMessage } from '../common/message';

/** What absence answers each guard: how many absences, requests or users block the change (0: none). */
export interface GuardCount {
  count: number;
}

/** `{ user_id }` of the actor's company. */
export const GuardUserRequest = z.object({ user_id: requiredId() });
export type GuardUserRequest = z.infer<typeof GuardUserRequest>;

/** `{ date }` 'YYYY-MM-DD'. */
export const RestDaysOnRequest = z.object({ date: requiredDate(FIELD_KEYS.option) });
export type RestDaysOnRequest = z.infer<typeof RestDaysOnRequest>;

/** Absences of a user that are not declined (blocks changing the employment start date). */
export const COUNT_OPEN_ABSENCES = rpcMessage<GuardCount>()('absence.guards.open-absences', GuardUserRequest);

/** Requests waiting for this person's approval (blocks replacing a team lead or manager). */
export const COUNT_PENDING_APPROVALS = rpcMessage<GuardCount>()('absence.guards.pending-approvals', GuardUserRequest);

/** Users with a rest day on a date (asks for confirmation before deleting a holiday). */
export const COUNT_REST_DAYS_ON = rpcMessage<GuardCount>()('absence.guards.rest-days-on', RestDaysOnRequest);

/** The guards org asks before an administrative change, by pattern (for callers that send strings). */
export const ABSENCE_GUARD_RPC = {
  openAbsences: COUNT_OPEN_ABSENCES.pattern,
  pendingApprovals: COUNT_PENDING_APPROVALS.pattern,
  restDaysOn: COUNT_REST_DAYS_ON.pattern,
} as const;
