import type { z } from 'zod';
import { type Parsed, parseWith, valid, ValidationFailedError } from '@presently/domain';
import { FieldChecker, parsedFrom } from '@presently/validation';

/**
 * A request as presence reads it on the way in: with its contract schema (libs/contracts/src/presence,
 * the one the gateway checked it with) and then the rules of its fields that are presence's (which
 * fields it needs, ranges that depend on each other). The rules read the schema's typed value, or the
 * payload as sent when it breaks the schema: when they find something their keys answer (they name
 * every field at once, required ones included), otherwise the schema's do.
 */
export function readRequest<S extends z.ZodType>(schema: S, payload: unknown): z.output<S>;
export function readRequest<S extends z.ZodType, T>(schema: S, payload: unknown, rules: (input: unknown) => Parsed<T>): T;
export function readRequest<S extends z.ZodType, T>(schema: S, payload: unknown, rules?: (input: unknown) => Parsed<T>): T | z.output<S> {
  const shaped = parseWith(schema, payload);
  if (!rules) return valid(shaped);
  const ruled = rules(shaped.ok ? shaped.value : payload);
  if (!ruled.ok) throw new ValidationFailedError(ruled.errors);
  if (!shaped.ok) throw new ValidationFailedError(shaped.errors);
  return ruled.value;
}

/** Rules that read fields one by one with a FieldChecker, as a parser for {@link readRequest}. */
export const fieldRules =
  <T>(read: (c: FieldChecker) => T) =>
  (input: unknown): Parsed<T> => {
    const c = new FieldChecker(input);
    const value = read(c);
    return parsedFrom(c, () => value);
  };
