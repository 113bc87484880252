import { CalendarForPresenceRequest } from '@presently/contracts';
import { daysInPeriod, type Parsed, parseWith } from '@presently/domain';

/**
 * The longest period one question covers, in days (both ends included): an ISO week-numbering year
 * of 53 weeks (371 days), so that presence's all-weeks view of a year never needs two questions.
 */
export const MAX_CALENDAR_DAYS = 371;

export const CALENDAR_ERRORS = {
  endBeforeStart: 'end_before_start',
  periodTooLong: 'period_too_long',
} as const;

/** `user_ids` distinct and ascending. */
export type CalendarQuery = CalendarForPresenceRequest;

/** The contract's shape (company, at most 1000 users, two dates), then the period: to on or after from, at most 371 days. */
export function parseCalendarQuery(payload: unknown): Parsed<CalendarQuery> {
  const parsed = parseWith(CalendarForPresenceRequest, payload);
  if (!parsed.ok) return parsed;
  const { from, to } = parsed.value;
  if (to < from) return { ok: false, errors: { to: [CALENDAR_ERRORS.endBeforeStart] } };
  if (daysInPeriod(from, to) > MAX_CALENDAR_DAYS) return { ok: false, errors: { to: [CALENDAR_ERRORS.periodTooLong] } };
  return parsed;
}
