import { DateTime } from 'luxon';
import { checkId, FIELD_ERRORS, FieldChecker } from '@presently/validation';
import type { Parsed } from '@presently/domain';
import { ADMIN_ERRORS, isoDate } from '../../common/domain/fields';

/**
 * The longest period presence asks about at once, in days (inclusive): an ISO week-numbering year
 * of 53 weeks (371 days), so that a year of weeks never needs two questions.
 */
export const MAX_PERIOD_DAYS = 371;

/** QR tokens are 22 characters; anything far longer names nobody and is not looked up. */
export const MAX_QR_CODE_LENGTH = 256;

export const PRESENCE_QUERY_ERRORS = {
  periodTooLong: 'period_too_long',
} as const;

export type ProfileQuery = { company_id: number; user_id: number } | { company_id: number; qr_code: string };

export interface PeriodQuery {
  company_id: number;
  from: string;
  to: string;
}

const done = <T>(c: FieldChecker, value: () => T): Parsed<T> => (c.ok ? { ok: true, value: value() } : { ok: false, errors: c.result });

/** { company_id } */
export function parseCompanyQuery(payload: unknown): Parsed<{ company_id: number }> {
  const c = new FieldChecker(payload);
  const companyId = checkId(c, 'company_id');
  return done(c, () => ({ company_id: companyId as number }));
}

/** { company_id, user_id } or { company_id, qr_code } (one of the two, never both). */
export function parseProfileQuery(payload: unknown): Parsed<ProfileQuery> {
  const c = new FieldChecker(payload);
  const companyId = checkId(c, 'company_id');
  if (c.has('user_id') && c.has('qr_code')) {
    c.fail('qr_code', FIELD_ERRORS.invalidOption);
    return { ok: false, errors: c.result };
  }
  if (c.has('qr_code')) {
    const qr = c.raw('qr_code');
    return done(c, () => ({ company_id: companyId as number, qr_code: qr as string }));
  }
  const userId = checkId(c, 'user_id');
  return done(c, () => ({ company_id: companyId as number, user_id: userId as number }));
}

/** { company_id, shift_id } */
export function parseShiftQuery(payload: unknown): Parsed<{ company_id: number; shift_id: number }> {
  const c = new FieldChecker(payload);
  const companyId = checkId(c, 'company_id');
  const shiftId = checkId(c, 'shift_id');
  return done(c, () => ({ company_id: companyId as number, shift_id: shiftId as number }));
}

/** Days from one date to another, both included (1 for the same date). */
export const daysInPeriod = (from: string, to: string): number =>
  Math.round(DateTime.fromISO(to, { zone: 'utc' }).diff(DateTime.fromISO(from, { zone: 'utc' }), 'days').days) + 1;

/** { company_id, from, to }: dates yyyy-mm-dd, to on or after from, at most MAX_PERIOD_DAYS days. */
export function parsePeriodQuery(payload: unknown): Parsed<PeriodQuery> {
  const c = new FieldChecker(payload);
  const companyId = checkId(c, 'company_id');
  const from = isoDate(c, 'from');
  const to = isoDate(c, 'to');
  if (from !== undefined && to !== undefined) {
    if (to < from) c.fail('to', ADMIN_ERRORS.endBeforeStart);
    else if (daysInPeriod(from, to) > MAX_PERIOD_DAYS) c.fail('to', PRESENCE_QUERY_ERRORS.periodTooLong);
  }
  return done(c, () => ({ company_id: companyId as number, from: from as string, to: to as string }));
}
