import { FIELD_ERRORS, FieldChecker } from '@presently/validation';
import { daysInPeriod, isCalendarDate, MAX_ID } from '../../common/domain/calendar-dates';
import { checkId, type Parsed, parsedFrom } from '../../common/domain/fields';

/** The most users one calendar question names (presence asks per page of a team view, or per user). */
export const MAX_CALENDAR_USERS = 1000;

/**
 * The longest period one question covers, in days (both ends included): an ISO week-numbering year
 * of 53 weeks (371 days), so that presence's all-weeks view of a year never needs two questions.
 */
export const MAX_CALENDAR_DAYS = 371;

export const CALENDAR_ERRORS = {
  endBeforeStart: 'end_before_start',
  periodTooLong: 'period_too_long',
  tooManyUsers: 'too_many_users',
} as const;

export interface CalendarQuery {
  company_id: number;
  /** Distinct, ascending. */
  user_ids: number[];
  from: string;
  to: string;
}

function checkDate(c: FieldChecker, field: string): string | undefined {
  const value = c.source[field];
  if (value === undefined || value === null || value === '') return c.fail(field, FIELD_ERRORS.required);
  if (typeof value !== 'string' || !isCalendarDate(value)) return c.fail(field, FIELD_ERRORS.invalidOption);
  return value;
}

function checkUserIds(c: FieldChecker, field: string): number[] | undefined {
  const value = c.source[field];
  if (value === undefined || value === null) return c.fail(field, FIELD_ERRORS.required);
  if (!Array.isArray(value)) return c.fail(field, FIELD_ERRORS.invalidOption);
  if (value.length > MAX_CALENDAR_USERS) return c.fail(field, CALENDAR_ERRORS.tooManyUsers);
  if (!value.every((id) => typeof id === 'number' && Number.isSafeInteger(id) && id >= 1 && id <= MAX_ID)) return c.fail(field, FIELD_ERRORS.invalidOption);
  return [...new Set(value as number[])].sort((a, b) => a - b);
}

/** { company_id, user_ids (at most 1000), from, to (yyyy-mm-dd, to on or after from, at most 371 days) }. */
export function parseCalendarQuery(payload: unknown): Parsed<CalendarQuery> {
  const c = new FieldChecker(payload);
  const companyId = checkId(c, 'company_id');
  const userIds = checkUserIds(c, 'user_ids');
  const from = checkDate(c, 'from');
  const to = checkDate(c, 'to');
  if (from !== undefined && to !== undefined) {
    if (to < from) c.fail('to', CALENDAR_ERRORS.endBeforeStart);
    else if (daysInPeriod(from, to) > MAX_CALENDAR_DAYS) c.fail('to', CALENDAR_ERRORS.periodTooLong);
  }
  return parsedFrom(c, () => ({ company_id: companyId as number, user_ids: userIds as number[], from: from as string, to: to as string }));
}
