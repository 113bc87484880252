import { parseWith, valid } from '@presently/domain';
import type { z } from 'zod';

/**
 * A request read with its contract schema (the one the gateway checked the body with), or a 422
 * naming every field. A payload that is not an object carries no fields, so each required field
 * says it is required, as the gateway reads an absent body.
 */
export function parseRequest<S extends z.ZodType>(schema: S, payload: unknown): z.output<S> {
  const fields = typeof payload === 'object' && payload !== null && !Array.isArray(payload) ? payload : {};
  return valid(parseWith(schema, fields));
}
