import { FIELD_ERRORS, type FieldChecker } from '@presently/validation';
import { rangeKey } from '@presently/domain';

export const YEAR_MIN = 1900;
export const YEAR_MAX = 2200;

/** A calendar year 1900–2200 (digits from a URL too); the fallback when absent. */
export function readYear(c: FieldChecker, field: string, fallback: number): number | undefined {
  const value = c.source[field];
  if (value === undefined || value === null || value === '') return fallback;
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\d{1,6}$/.test(value) ? Number(value) : NaN;
  if (!Number.isInteger(n)) return c.fail(field, FIELD_ERRORS.invalidOption);
  if (n < YEAR_MIN || n > YEAR_MAX) return c.fail(field, rangeKey(YEAR_MIN, YEAR_MAX));
  return n;
}
