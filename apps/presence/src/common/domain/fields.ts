import { DateTime } from 'luxon';
import { PRESENCE_ERRORS } from '@presently/contracts';
import { isIsoDate, MAX_ID, rangeKey } from '@presently/domain';
import { charLength, FIELD_ERRORS, type FieldChecker } from '@presently/validation';

/** Error keys of presence's fields beyond FIELD_ERRORS and PRESENCE_ERRORS (the web translates them). */
export const PRESENCE_FIELD_ERRORS = {
  dateInvalid: 'date_invalid',
} as const;

/** Reason of an edit and comment of a day (spec section 5 and 9). */
export const TEXT_MAX = 250;
export const DEFAULT_PER_PAGE = 20;
export const MAX_PER_PAGE = 100;
export const MAX_PAGE = 100_000;

/** An instant with its offset: 2026-03-10T08:00:00Z, 2026-03-10T09:00:00.000+01:00. */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/;

const absent = (value: unknown): boolean => value === undefined || value === null || value === '';

/** An instant (ISO 8601 with Z or an offset) as a Date; a local time without a zone is refused. */
export function parseInstant(value: unknown): Date | null {
  if (typeof value !== 'string' || !ISO_INSTANT.test(value)) return null;
  const d = DateTime.fromISO(value, { setZone: true });
  return d.isValid ? d.toJSDate() : null;
}

/** Ids when present (a list, or one id / comma-separated digits from a URL); null when absent. */
export function optionalIdList(c: FieldChecker, field: string): number[] | null | undefined {
  const value = c.source[field];
  if (absent(value)) return null;
  const items = typeof value === 'string' ? value.split(',').map((s) => s.trim()) : typeof value === 'number' ? [value] : value;
  if (!Array.isArray(items) || items.length === 0 || items.length > 1000) return c.fail(field, FIELD_ERRORS.invalidOption);
  const ids: number[] = [];
  for (const item of items) {
    const n = typeof item === 'number' ? item : typeof item === 'string' && /^\d{1,10}$/.test(item) ? Number(item) : NaN;
    if (!Number.isSafeInteger(n) || n < 1 || n > MAX_ID) return c.fail(field, FIELD_ERRORS.invalidOption);
    if (!ids.includes(n)) ids.push(n);
  }
  return ids;
}

/** A yyyy-mm-dd date. */
export function date(c: FieldChecker, field: string): string | undefined {
  const value = c.source[field];
  if (absent(value)) return c.fail(field, FIELD_ERRORS.required);
  if (!isIsoDate(value)) return c.fail(field, PRESENCE_FIELD_ERRORS.dateInvalid);
  return value;
}

/** A yyyy-mm-dd date when present; null when absent. */
export function optionalDate(c: FieldChecker, field: string): string | null | undefined {
  if (absent(c.source[field])) return null;
  return date(c, field);
}

/** A list of distinct dates, at most `max`. */
export function dateList(c: FieldChecker, field: string, max: number): string[] | undefined {
  const value = c.source[field];
  if (!Array.isArray(value) || value.length === 0) return c.fail(field, FIELD_ERRORS.required);
  if (value.length > max) return c.fail(field, rangeKey(1, max));
  const dates: string[] = [];
  for (const item of value) {
    if (!isIsoDate(item)) return c.fail(field, PRESENCE_FIELD_ERRORS.dateInvalid);
    if (!dates.includes(item)) dates.push(item);
  }
  return dates.sort();
}

/** An ISO instant with its zone. */
export function instant(c: FieldChecker, field: string): Date | undefined {
  const value = c.source[field];
  if (absent(value)) return c.fail(field, FIELD_ERRORS.required);
  return parseInstant(value) ?? c.fail(field, PRESENCE_FIELD_ERRORS.dateInvalid);
}

/** An ISO instant, or null when given as null (an open record); undefined with an error when malformed. */
export function instantOrNull(c: FieldChecker, field: string): Date | null | undefined {
  const value = c.source[field];
  if (value === null || value === '') return null;
  return instant(c, field);
}

/** A whole number from min to max when present (digits allowed: values from a URL); null when absent. */
export function optionalIntBetween(c: FieldChecker, field: string, min: number, max: number): number | null | undefined {
  const value = c.source[field];
  if (absent(value)) return null;
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^-?\d{1,15}$/.test(value) ? Number(value) : NaN;
  if (!Number.isSafeInteger(n)) return c.fail(field, FIELD_ERRORS.invalidOption);
  if (n < min || n > max) return c.fail(field, rangeKey(min, max));
  return n;
}

/**
 * The reason of an edit or the comment of a day: required (not blank) and at most 250 characters,
 * answered with PRESENCE_ERRORS keys. Returned trimmed.
 */
export function requiredText(c: FieldChecker, field: string, max = TEXT_MAX): string | undefined {
  const value = c.source[field];
  if (typeof value !== 'string' || value.trim() === '') return c.fail(field, PRESENCE_ERRORS.required);
  const trimmed = value.trim();
  if (charLength(trimmed) > max) return c.fail(field, PRESENCE_ERRORS.tooLong);
  return trimmed;
}

export interface PageRequest {
  page: number;
  perPage: number;
  offset: number;
}

/** page 1–100000 (default 1) and per_page 1–100 (default 20). */
export function pageRequest(c: FieldChecker): PageRequest {
  const page = optionalIntBetween(c, 'page', 1, MAX_PAGE) ?? 1;
  const perPage = optionalIntBetween(c, 'per_page', 1, MAX_PER_PAGE) ?? DEFAULT_PER_PAGE;
  return { page, perPage, offset: (page - 1) * perPage };
}
