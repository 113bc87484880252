import { FIELD_ERRORS, type FieldChecker } from '@presently/validation';
import { MAX_ID } from './calendar-dates';

export type Parsed<T> = { ok: true; value: T } | { ok: false; errors: Record<string, string[]> };

/** A positive integer id (a JSON number) that fits an integer column. */
export function checkId(c: FieldChecker, field: string): number | undefined {
  const id = c.id(field);
  if (id !== undefined && id > MAX_ID) return c.fail(field, FIELD_ERRORS.invalidOption);
  return id;
}

/** The checker's value when it recorded no error, else its errors. */
export const parsedFrom = <T>(c: FieldChecker, value: () => T): Parsed<T> => (c.ok ? { ok: true, value: value() } : { ok: false, errors: c.result });
