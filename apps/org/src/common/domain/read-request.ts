import type { z } from 'zod';
import { type Parsed, parseWith, ValidationFailedError } from '@presently/domain';
import { FieldChecker } from '@presently/validation';

/*
 * How org reads a request: with its contract schema (the one the gateway checked the body or query
 * with) and with the form's own rules, together. The schema's typed value goes to the rules. A payload
 * that breaks the schema still goes to them as sent: when the rules find something, their keys answer
 * (they name every field of a form at once, required ones included, where the schema stops at the
 * shapes); the schema's keys answer what the rules let through.
 */

/** The request read by a pure parser of the form's rules (domain/*-input.ts); 422 naming every field otherwise. */
export function readRequest<T>(schema: z.ZodType, payload: unknown, rules: (input: unknown) => Parsed<T>): T {
  const shaped = parseWith(schema, payload);
  const ruled = rules(shaped.ok ? shaped.value : payload);
  if (!ruled.ok) throw new ValidationFailedError(ruled.errors);
  if (!shaped.ok) throw new ValidationFailedError(shaped.errors);
  return ruled.value;
}

/** The same, the rules reading fields one by one (ids, a page query and its filters). */
export function readFields<T>(schema: z.ZodType, payload: unknown, read: (c: FieldChecker) => T): T {
  return readRequest(schema, payload, (input) => {
    const c = new FieldChecker(input);
    const value = read(c);
    return c.ok ? { ok: true, value } : { ok: false, errors: c.result };
  });
}
