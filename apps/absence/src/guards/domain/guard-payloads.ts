import { FIELD_ERRORS, FieldChecker } from '@presently/validation';
import { isCalendarDate, MAX_ID } from '../../common/domain/calendar-dates';
import { checkId, type Parsed } from '../../common/domain/fields';

export { isCalendarDate, MAX_ID, type Parsed };

/** `{ user_id }`: a positive integer id (a JSON number). */
export function parseUserPayload(payload: unknown): Parsed<{ user_id: number }> {
  const c = new FieldChecker(payload);
  const user_id = checkId(c, 'user_id');
  if (!c.ok || user_id === undefined) return { ok: false, errors: c.result };
  return { ok: true, value: { user_id } };
}

/** `{ date }`: a calendar date as 'YYYY-MM-DD'. */
export function parseDatePayload(payload: unknown): Parsed<{ date: string }> {
  const c = new FieldChecker(payload);
  const value = c.source.date;
  if (value === undefined || value === null || value === '') c.fail('date', FIELD_ERRORS.required);
  else if (typeof value !== 'string' || !isCalendarDate(value)) c.fail('date', FIELD_ERRORS.invalidOption);
  if (!c.ok || typeof value !== 'string') return { ok: false, errors: c.result };
  return { ok: true, value: { date: value } };
}
