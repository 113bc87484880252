import type { z } from 'zod';
import type { Parsed } from './parsed';

/** Keys the web translates (FIELD_ERRORS of @presently/validation): a value left out, or one of the wrong shape. */
const REQUIRED = 'field_required';
const INVALID = 'invalid_option';

const KEY = /^[a-z][a-z0-9_]*$/;

/**
 * What a zod issue says, as a message key. Contract schemas carry their keys as messages; an issue
 * without one (zod's own prose) is `field_required` when nothing was given and `invalid_option`
 * otherwise, so a client never sees English text in a field error.
 */
const keyOf = (issue: z.core.$ZodIssueBase & { code: string }): string => (KEY.test(issue.message) ? issue.message : INVALID);

/**
 * The field of an issue: its path joined with dots ('settings.start_margin', 'accounts.0.email'), or
 * `_` for the payload itself. A list of plain values is one field of a form (the days of the week,
 * the roles), so an item's error is the list's: a trailing position is left out of the name.
 */
function fieldOf(path: ReadonlyArray<PropertyKey>): string {
  const names = path.map(String);
  while (names.length > 1 && typeof path[names.length - 1] === 'number') names.pop();
  return names.length ? names.join('.') : '_';
}

/** zod issues as field → message keys, each key once per field, in the order zod found them. */
export function fieldErrorsOf(error: z.ZodError): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const keys = (errors[fieldOf(issue.path)] ??= []);
    const key = keyOf(issue);
    if (!keys.includes(key)) keys.push(key);
  }
  return errors;
}

/**
 * Parses a payload with a contract schema: the typed value (defaults applied, unknown keys dropped),
 * or every field error at once. The gateway's pipe and the services read payloads with this same
 * function and the same schema, so both sides agree on shape and keys.
 */
export function parseWith<S extends z.ZodType>(schema: S, input: unknown): Parsed<z.output<S>> {
  const result = schema.safeParse(input, {
    error: (issue) => (issue.code === 'invalid_type' && issue.input === undefined ? REQUIRED : undefined),
  });
  return result.success ? { ok: true, value: result.data } : { ok: false, errors: fieldErrorsOf(result.error) };
}
