import type { z } from 'zod';
import { type Parsed, parseWith, valid, ValidationFailedError } from '@presently/domain';
import { FieldChecker } from './field-checker';
import { parsedFrom } from './field-helpers';

/*
 * How a service reads a request on the way in: with its contract schema (libs/contracts — the one the
 * gateway checked the body or query with) and, where the service has them, the rules of its form
 * (which fields it needs, ranges that depend on each other or on settings). The rules read the
 * schema's typed value, or the payload as sent when it breaks the schema: when they find something
 * their keys answer (they name every field at once, required ones included); otherwise the schema's.
 */

/** A payload that is not an object carries no fields: each required field then says it is required. */
const fieldsOf = (payload: unknown): unknown => (typeof payload === 'object' && payload !== null && !Array.isArray(payload) ? payload : {});

/** The request read with its schema, as a parsed value or every field error (readRequest throws the latter). */
export const parseRequest = <S extends z.ZodType>(schema: S, payload: unknown): Parsed<z.output<S>> => parseWith(schema, fieldsOf(payload));

/** The request, or a 422 naming every field. */
export function readRequest<S extends z.ZodType>(schema: S, payload: unknown): z.output<S>;
/** The request read by the form's rules (a pure parser, domain/*-input.ts), or a 422 naming every field. */
export function readRequest<S extends z.ZodType, T>(schema: S, payload: unknown, rules: (input: unknown) => Parsed<T>): T;
export function readRequest<S extends z.ZodType, T>(schema: S, payload: unknown, rules?: (input: unknown) => Parsed<T>): T | z.output<S> {
  const fields = fieldsOf(payload);
  const shaped = parseRequest(schema, fields);
  if (!rules) return valid(shaped);
  const ruled = rules(shaped.ok ? shaped.value : fields);
  if (!ruled.ok) throw new ValidationFailedError(ruled.errors);
  if (!shaped.ok) throw new ValidationFailedError(shaped.errors);
  return ruled.value;
}

/** Rules that read fields one by one with a FieldChecker, as a parser for readRequest. */
export const fieldRules =
  <T>(read: (c: FieldChecker) => T) =>
  (input: unknown): Parsed<T> => {
    const c = new FieldChecker(input);
    const value = read(c);
    return parsedFrom(c, () => value);
  };

/** readRequest with rules that read fields one by one (ids, a page query and its filters). */
export const readFields = <T>(schema: z.ZodType, payload: unknown, read: (c: FieldChecker) => T): T => readRequest(schema, payload, fieldRules(read));
