import type { Parsed } from '../../common/domain/parsed';
import { PRESENCE_ERRORS } from '@presently/contracts';
import { FieldChecker } from '@presently/validation';
import { checkId, date, dateList, idList, optionalId, rangeKey } from '../../common/domain/fields';
import { datesBetween } from '@presently/presence-rules';

/** At most this many days listed or assigned at once (two months). */
export const MAX_SCHEDULE_DAYS = 62;

export function parseScheduleQuery(payload: unknown): Parsed<{ from: string; to: string; userId: number | null }> {
  const c = new FieldChecker(payload);
  const from = date(c, 'from');
  const to = date(c, 'to');
  const userId = optionalId(c, 'user_id');
  if (from && to) {
    if (to < from) c.fail('to', PRESENCE_ERRORS.endBeforeStart);
    else if (datesBetween(from, to).length > MAX_SCHEDULE_DAYS) c.fail('to', rangeKey(1, MAX_SCHEDULE_DAYS));
  }
  if (!c.ok) return { ok: false, errors: c.result };
  return { ok: true, value: { from: from as string, to: to as string, userId: userId ?? null } };
}

export function parseAssignment(payload: unknown): Parsed<{ userIds: number[]; dates: string[]; shiftId: number }> {
  const c = new FieldChecker(payload);
  const userIds = idList(c, 'user_ids', 500);
  const dates = dateList(c, 'dates', MAX_SCHEDULE_DAYS);
  const shiftId = checkId(c, 'shift_id');
  if (!c.ok) return { ok: false, errors: c.result };
  return { ok: true, value: { userIds: userIds as number[], dates: dates as string[], shiftId: shiftId as number } };
}

export function parseScheduleId(payload: unknown): Parsed<number> {
  const c = new FieldChecker(payload);
  const id = checkId(c, 'id', true);
  return c.ok ? { ok: true, value: id as number } : { ok: false, errors: c.result };
}
