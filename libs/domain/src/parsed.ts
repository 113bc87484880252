import { ValidationFailedError } from './errors';

/** A payload read by a pure parser: the value, or field → error keys (all of them, for one 422). */
export type Parsed<T> = { ok: true; value: T } | { ok: false; errors: Record<string, string[]> };

/** The parsed value, or a 422 naming every field error. */
export function valid<T>(parsed: Parsed<T>): T {
  if (!parsed.ok) throw new ValidationFailedError(parsed.errors);
  return parsed.value;
}
