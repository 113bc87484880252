import { z } from 'zod';
import { FIELD_KEYS, isCalendarDate, MAX_INT } from '../common/fields';

/*
 * Fields of the payloads other services send absence (not forms: every field must be there). Kept
 * out of the barrel: only absence's message files build on them.
 */

/** Left out or null is `field_required`; any other wrong type the given key. */
const requiredOr = (key: string) => (issue: { input?: unknown }) => (issue.input === undefined || issue.input === null ? FIELD_KEYS.required : key);

const asObject = (value: unknown): unknown => (typeof value === 'object' && value !== null && !Array.isArray(value) ? value : {});

/**
 * A payload object. One that is not an object carries no fields, so each field answers that it is
 * required (rather than one key for the payload itself); typed as the object, for the callers.
 */
export const rpcPayload = <T extends z.ZodRawShape>(shape: T) => {
  const object = z.object(shape);
  return z.preprocess(asObject, object) as unknown as z.ZodType<z.output<typeof object>, z.input<typeof object>>;
};

/** A row id that must be there: a JSON number that fits an integer column. */
export const requiredId = () =>
  z
    .number({ error: requiredOr(FIELD_KEYS.option) })
    .int({ error: FIELD_KEYS.option })
    .min(1, { error: FIELD_KEYS.option })
    .max(MAX_INT, { error: FIELD_KEYS.option });

/** A calendar date 'YYYY-MM-DD' that must be there (an empty string counts as left out). */
export const requiredDate = () =>
  z
    .string({ error: requiredOr(FIELD_KEYS.option) })
    .refine((v) => v !== '', { error: FIELD_KEYS.required, abort: true })
    .refine(isCalendarDate, { error: FIELD_KEYS.option });
