import { PRESENCE_ERRORS } from '@presently/contracts';
import { type Parsed, rangeKey } from '@presently/domain';
import { checkId, FieldChecker, idList, optionalId } from '@presently/validation';
import { date, dateList } from '../../common/domain/fields';
import { datesBetween } from '@presently/presence-rules';

/** At most this many days listed or assigned at once (two months). */
export const MAX_SCHEDULE_DAYS = 62;

/** The schedules listed: dated from..to (inclusive), of one user or of the whole scope. */
export interface ScheduleListing {
  from: string;
  to: string;
  userId: number | null;
}

/** A shift assigned to users on dates. */
export interface ScheduleAssignment {
  userIds: number[];
  dates: string[];
  shiftId: number;
}

export function parseScheduleQuery(payload: unknown): Parsed<ScheduleListing> {
  const c = new FieldChecker(payload);
  const from = date(c, 'from');
  const to = date(c, 'to');
  const userId = optionalId(c, 'user_id', { digits: true });
  if (from && to) {
    if (to < from) c.fail('to', PRESENCE_ERRORS.endBeforeStart);
    else if (datesBetween(from, to).length > MAX_SCHEDULE_DAYS) c.fail('to', rangeKey(1, MAX_SCHEDULE_DAYS));
  }
  if (!c.ok) return { ok: false, errors: c.result };
  return { ok: true, value: { from: from as string, to: to as string, userId: userId ?? null } };
}

export function parseAssignment(payload: unknown): Parsed<ScheduleAssignment> {
  const c = new FieldChecker(payload);
  const userIds = idList(c, 'user_ids', { nonEmpty: true, max: 500 });
  const dates = dateList(c, 'dates', MAX_SCHEDULE_DAYS);
  const shiftId = checkId(c, 'shift_id');
  if (!c.ok) return { ok: false, errors: c.result };
  return { ok: true, value: { userIds: userIds as number[], dates: dates as string[], shiftId: shiftId as number } };
}

export function parseScheduleId(payload: unknown): Parsed<number> {
  const c = new FieldChecker(payload);
  const id = checkId(c, 'id', { digits: true });
  return c.ok ? { ok: true, value: id as number } : { ok: false, errors: c.result };
}
