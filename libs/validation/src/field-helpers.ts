import { MAX_ID, rangeKey, type Parsed } from '@presently/domain';
import { FIELD_ERRORS, type FieldChecker } from './field-checker';

export interface IdOptions {
  /** Digits allowed (values from a URL's path or query); an empty parameter then counts as left out. */
  digits?: boolean;
}

/** An id (a JSON number, or digits where allowed) that fits an integer column. */
export function checkId(c: FieldChecker, field: string, options: IdOptions = {}): number | undefined {
  const id = c.positiveInt(field, options.digits === true);
  if (id !== undefined && id > MAX_ID) return c.fail(field, FIELD_ERRORS.invalidOption);
  return id;
}

/** An id when present; null when left out or null (or empty, for digits). */
export function optionalId(c: FieldChecker, field: string, options: IdOptions = {}): number | null | undefined {
  const value = c.source[field];
  if (value === undefined || value === null || (options.digits === true && value === '')) return null;
  return checkId(c, field, options);
}

export interface IdListOptions {
  /** At least one id (an empty or missing list answers field_required); otherwise a list is still required, but may be empty. */
  nonEmpty?: boolean;
  /** At most this many ids (answers between_1_and_<max>). */
  max?: number;
}

/** A list of distinct ids (duplicates dropped, order kept). */
export function idList(c: FieldChecker, field: string, options: IdListOptions = {}): number[] | undefined {
  const value = c.source[field];
  if (options.nonEmpty && (!Array.isArray(value) || value.length === 0)) return c.fail(field, FIELD_ERRORS.required);
  if (!Array.isArray(value)) return c.fail(field, FIELD_ERRORS.invalidOption);
  if (options.max !== undefined && value.length > options.max) return c.fail(field, rangeKey(1, options.max));
  const ids: number[] = [];
  for (const item of value) {
    if (typeof item !== 'number' || !Number.isSafeInteger(item) || item < 1 || item > MAX_ID) return c.fail(field, FIELD_ERRORS.invalidOption);
    if (!ids.includes(item)) ids.push(item);
  }
  return ids;
}

/** The checker's value when it recorded no error, else its errors. */
export const parsedFrom = <T>(c: FieldChecker, value: () => T): Parsed<T> => (c.ok ? { ok: true, value: value() } : { ok: false, errors: c.result });
