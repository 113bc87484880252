import { FIELD_ERRORS, FieldChecker } from '@presently/validation';

export type Parsed<T> = { ok: true; value: T } | { ok: false; errors: Record<string, string[]> };

/** The largest id a PostgreSQL integer column holds: a larger one names nobody, and must not reach SQL. */
export const MAX_ID = 2_147_483_647;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A calendar date written yyyy-mm-dd (year 0001–9999, a day the month has). */
export function isCalendarDate(value: string): boolean {
  const m = ISO_DATE.exec(value);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  const date = new Date(0);
  date.setUTCFullYear(year, month, 0); // day 0 of the next month: the last day of this one
  return day <= date.getUTCDate();
}

function checkUserId(c: FieldChecker, field: string): number | undefined {
  const id = c.id(field);
  if (id !== undefined && id > MAX_ID) return c.fail(field, FIELD_ERRORS.invalidOption);
  return id;
}

/** `{ user_id }`: a positive integer id (a JSON number). */
export function parseUserPayload(payload: unknown): Parsed<{ user_id: number }> {
  const c = new FieldChecker(payload);
  const user_id = checkUserId(c, 'user_id');
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
