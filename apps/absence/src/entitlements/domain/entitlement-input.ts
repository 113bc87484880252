import { FIELD_ERRORS, FieldChecker } from '@presently/validation';
import { isCalendarDate } from '../../common/domain/calendar-dates';
import { checkId, type Parsed, parsedFrom } from '../../common/domain/fields';

export const NAME_MAX = 100;
export const DAYS_MAX = 365;

export const ENTITLEMENT_ERRORS = {
  dateInvalid: 'date_invalid',
  endBeforeStart: 'end_before_start',
  daysRange: `between_0_and_${DAYS_MAX}`,
  nameTaken: 'name_taken',
  noChanges: 'no_changes_to_save',
  inUse: 'entitlement_in_use',
} as const;

/** What an administrator enters of a vacation rule. */
export interface EntitlementInput {
  name: string;
  valid_from: string;
  valid_to: string;
  acquired_on: string;
  /** 0–365, in halves. */
  days: number;
}

export interface SaveEntitlementInput extends EntitlementInput {
  user_id: number;
  /** Absent for a new rule. */
  id: number | null;
}

function checkDate(c: FieldChecker, field: string): string | undefined {
  const value = c.source[field];
  if (value === undefined || value === null || value === '') return c.fail(field, FIELD_ERRORS.required);
  if (typeof value !== 'string' || !isCalendarDate(value)) return c.fail(field, ENTITLEMENT_ERRORS.dateInvalid);
  return value;
}

function checkDays(c: FieldChecker, field: string): number | undefined {
  const value = c.source[field];
  if (value === undefined || value === null || value === '') return c.fail(field, FIELD_ERRORS.required);
  if (typeof value !== 'number' || !Number.isFinite(value)) return c.fail(field, FIELD_ERRORS.invalidOption);
  if (value < 0 || value > DAYS_MAX) return c.fail(field, ENTITLEMENT_ERRORS.daysRange);
  if (!Number.isInteger(value * 2)) return c.fail(field, FIELD_ERRORS.invalidOption);
  return value;
}

/** { user_id } */
export function parseUserQuery(payload: unknown): Parsed<{ user_id: number }> {
  const c = new FieldChecker(payload);
  const userId = checkId(c, 'user_id');
  return parsedFrom(c, () => ({ user_id: userId as number }));
}

/** { user_id, id } */
export function parseEntitlementRef(payload: unknown): Parsed<{ user_id: number; id: number }> {
  const c = new FieldChecker(payload);
  const userId = checkId(c, 'user_id');
  const id = checkId(c, 'id');
  return parsedFrom(c, () => ({ user_id: userId as number, id: id as number }));
}

/**
 * { user_id, id?, name, valid_from, valid_to, acquired_on, days }, sent whole: a name (at most 100
 * characters), three calendar dates with the period ending on or after its start, and 0–365 days
 * in halves (pro-rated rights).
 */
export function parseSaveEntitlement(payload: unknown): Parsed<SaveEntitlementInput> {
  const c = new FieldChecker(payload);
  const userId = checkId(c, 'user_id');
  const id = c.has('id') && c.source.id !== null ? checkId(c, 'id') : null;
  const name = c.text('name', NAME_MAX);
  const validFrom = checkDate(c, 'valid_from');
  const validTo = checkDate(c, 'valid_to');
  const acquiredOn = checkDate(c, 'acquired_on');
  const days = checkDays(c, 'days');
  if (validFrom !== undefined && validTo !== undefined && validTo < validFrom) c.fail('valid_to', ENTITLEMENT_ERRORS.endBeforeStart);
  return parsedFrom(c, () => ({
    user_id: userId as number,
    id: id ?? null,
    name: name as string,
    valid_from: validFrom as string,
    valid_to: validTo as string,
    acquired_on: acquiredOn as string,
    days: days as number,
  }));
}
