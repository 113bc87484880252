import { z } from 'zod';
import { FIELD_KEYS, MAX_INT } from './fields';

/*
 * Fields of request schemas that are not form fields: the row a request names, query requests the
 * gateway and the answering service both parse, nested form objects. Used by every service's messages.
 */

const O = FIELD_KEYS.option;
const ID_DIGITS = /^[1-9][0-9]{0,9}$/;

const idOf = (value: unknown): unknown => (typeof value === 'string' && ID_DIGITS.test(value) ? Number(value) : value);

/**
 * The row a request names (`user_id`, `team_id`, `id` …): a JSON number that fits an id column, or the
 * digits of a URL path. Left out or null is `field_required`; anything else `invalid_option`.
 */
export const rowId = () =>
  z.preprocess(
    idOf,
    z
      .number({ error: (issue) => (issue.input === undefined || issue.input === null || issue.input === '' ? FIELD_KEYS.required : O) })
      .int({ error: O })
      .min(1, { error: O })
      .max(MAX_INT, { error: O }),
  );

/** The row a save names when it changes one; left out (or null) when it creates one. */
export const optionalRowId = () => z.preprocess((value) => (value === null || value === '' ? undefined : idOf(value)), z.number({ error: O }).int({ error: O }).min(1, { error: O }).max(MAX_INT, { error: O }).optional());

/** Query values as the gateway passes them on (numbers, booleans, lists of numbers), written back as query text. */
const asQueryText = (value: unknown): unknown =>
  typeof value === 'number' || typeof value === 'boolean'
    ? String(value)
    : Array.isArray(value) && value.every((v) => typeof v === 'number')
      ? value.join(',')
      : value;

/**
 * The schema of a request read from a URL's query. The gateway parses the query text and passes on
 * the typed values; the answering service parses the same schema again, so what was typed is turned
 * back into query text first. Typed both ways for the callers (the query text, or its typed values).
 */
export function queryRequest<T extends z.ZodRawShape>(shape: T) {
  const object = z.object(shape);
  const asQuery = (value: unknown): unknown =>
    typeof value === 'object' && value !== null && !Array.isArray(value) ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, asQueryText(v)])) : value;
  return z.preprocess(asQuery, object) as unknown as z.ZodType<z.output<typeof object>, z.input<typeof object> | z.output<typeof object>>;
}

/**
 * A nested object of a form (`approval_steps`, `night_work`): left out stays out, null or blank is
 * null; its own fields' errors are named `parent.child`, anything but an object answers `invalid_option`.
 */
export const nestedField = <T extends z.ZodRawShape>(shape: T) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? null : value), z.object(shape, { error: O }).nullable()).optional();
