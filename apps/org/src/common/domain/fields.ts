import { isTimeOfDay } from '@presently/contracts';
import { isIsoDate, rangeKey } from '@presently/domain';
import { FIELD_ERRORS, type FieldChecker } from '@presently/validation';

/** Error keys of the administration forms, beyond the shared FIELD_ERRORS (the web translates them). */
export const ADMIN_ERRORS = {
  dateInvalid: 'date_invalid',
  timeInvalid: 'time_invalid',
  phoneInvalid: 'phone_invalid',
  endBeforeStart: 'end_before_start',
  startEqualsEnd: 'start_equals_end',
  periodRequired: 'period_required',
  nameTaken: 'name_taken',
  noChanges: 'no_changes_to_save',
} as const;

const PHONE = /^\+?[0-9][0-9 ()./-]{2,29}$/;

const absent = (value: unknown): boolean => value === undefined || value === null;

/** Text when present (trimmed, at most `max` characters); null when absent, null or blank. */
export function optionalText(c: FieldChecker, field: string, max = 255): string | null | undefined {
  const value = c.source[field];
  if (absent(value) || (typeof value === 'string' && value.trim() === '')) return null;
  if (typeof value !== 'string') return c.fail(field, FIELD_ERRORS.invalidOption);
  return c.text(field, max);
}

/** A whole number from min to max; a number outside answers between_<min>_and_<max>. */
export function intBetween(c: FieldChecker, field: string, min: number, max: number): number | undefined {
  const value = c.source[field];
  if (absent(value) || value === '') return c.fail(field, FIELD_ERRORS.required);
  if (typeof value !== 'number' || !Number.isFinite(value)) return c.fail(field, FIELD_ERRORS.invalidOption);
  if (value < min || value > max) return c.fail(field, rangeKey(min, max));
  if (!Number.isInteger(value)) return c.fail(field, FIELD_ERRORS.invalidOption);
  return value;
}

/** A number from min to max in steps of `step` (e.g. hours in quarters: 7.75). */
export function numberBetween(c: FieldChecker, field: string, min: number, max: number, step: number): number | undefined {
  const value = c.source[field];
  if (absent(value) || value === '') return c.fail(field, FIELD_ERRORS.required);
  if (typeof value !== 'number' || !Number.isFinite(value)) return c.fail(field, FIELD_ERRORS.invalidOption);
  if (value < min || value > max) return c.fail(field, rangeKey(min, max));
  const steps = value / step;
  if (Math.abs(steps - Math.round(steps)) > 1e-9) return c.fail(field, FIELD_ERRORS.invalidOption);
  return value;
}

/** A calendar date 'YYYY-MM-DD' (required). */
export function isoDate(c: FieldChecker, field: string): string | undefined {
  const value = c.source[field];
  if (absent(value) || value === '') return c.fail(field, FIELD_ERRORS.required);
  if (!isIsoDate(value)) return c.fail(field, ADMIN_ERRORS.dateInvalid);
  return value;
}

/** A calendar date when present; null when absent, null or empty. */
export function optionalIsoDate(c: FieldChecker, field: string): string | null | undefined {
  const value = c.source[field];
  if (absent(value) || value === '') return null;
  return isoDate(c, field);
}

/** A time of day 'HH:mm' (required). */
export function hhMm(c: FieldChecker, field: string): string | undefined {
  const value = c.source[field];
  if (absent(value) || value === '') return c.fail(field, FIELD_ERRORS.required);
  if (!isTimeOfDay(value)) return c.fail(field, ADMIN_ERRORS.timeInvalid);
  return value;
}

/** A phone number when present: digits with an optional leading +, spaces and ( ) . / - between. */
export function optionalPhone(c: FieldChecker, field: string): string | null | undefined {
  const text = optionalText(c, field, 30);
  if (text === null || text === undefined) return text;
  if (!PHONE.test(text)) return c.fail(field, ADMIN_ERRORS.phoneInvalid);
  return text;
}

/** Field errors of a nested object, named 'parent.child'. */
export function prefixErrors(prefix: string, errors: Record<string, string[]>): Record<string, string[]> {
  return Object.fromEntries(Object.entries(errors).map(([k, v]) => [`${prefix}.${k}`, v]));
}

/** Structural equality for the plain values settings and forms carry (primitives, arrays, plain objects). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((x, i) => sameValue(x, b[i]));
  if (a && b && typeof a === 'object' && typeof b === 'object' && !Array.isArray(a) && !Array.isArray(b)) {
    const ka = Object.keys(a);
    const kb = Object.keys(b);
    return ka.length === kb.length && ka.every((k) => sameValue((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]));
  }
  return false;
}

/** The keys of `next` whose values differ from `current` (nothing to save when empty). */
export function changedKeys<T extends object>(current: T, next: Partial<T>): Array<keyof T> {
  return (Object.keys(next) as Array<keyof T>).filter((k) => next[k] !== undefined && !sameValue(current[k], next[k]));
}
