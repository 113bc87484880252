import { z } from 'zod';
import { EMAIL_MAX, isValidEmail, normaliseEmail } from './email';

/*
 * zod fields with the platform's error keys: every failure is a key the web translates
 * (apps/web/src/i18n/<lang>/errors.json), never zod's prose. Contract schemas are built from these so
 * that the gateway (which checks the shape of what arrives) and the service (which parses the same
 * schema again on the way in) agree on every key.
 *
 * Three families, as the HTTP API has them:
 * - body fields that must be there (`requiredText`, `requiredEmail`, `requiredOption`): missing is
 *   `field_required`;
 * - form fields of the administration and presence forms (`textField`, `idField`, `dateField`, …):
 *   shape only; a field left out stays out, a blank or null one is null, and whether the form needs it
 *   is the owning service's rule (so one 422 can name every missing field);
 * - query parameters (`queryInt`, `queryId`, `queryDate`, …): they arrive as strings (the gateway's
 *   pipe drops empty ones, which count as left out) and come out typed.
 *
 * Input sides stay plain JSON Schema (no transform before a check), so OpenAPI is generated from them.
 */

export const FIELD_KEYS = {
  required: 'field_required',
  option: 'invalid_option',
  email: 'email_invalid',
  date: 'date_invalid',
  time: 'time_invalid',
  max250: 'max_250_characters',
  max255: 'max_255_characters',
  /** A reason or comment over its limit: the key presence answers. */
  tooLong: 'too_long',
} as const;

/** The largest value an integer column holds: the bound of every id and whole number passed on. */
export const MAX_INT = 2_147_483_647;

/** The key of a number outside its range: 'between_1_and_53' (keys carry no parameters). */
export const rangeKeyOf = (min: number, max: number): string => `between_${min}_and_${max}`;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;
const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;
const COUNTRY_CODE = /^[A-Za-z]{2}$/;
const SORT_NAME = /^[a-z][a-z0-9_]{0,39}$/;
const INT_DIGITS = /^\s*-?[0-9]{1,10}\s*$/;
const ID_DIGITS = /^\s*[1-9][0-9]{0,9}\s*$/;
const YEAR_DIGITS = /^\s*[0-9]{4}\s*$/;
/** An instant with its offset: 2026-03-10T08:00:00Z, 2026-03-10T09:00:00.000+01:00 (a local time without a zone is refused). */
const ISO_INSTANT = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,9})?)?(Z|[+-]([01]\d|2[0-3]):?[0-5]\d)$/;

/** Characters as a person counts them (code points), not UTF-16 units. */
const chars = (value: string): number => Array.from(value).length;

const maxKey = (max: number): string => (max === 250 ? FIELD_KEYS.max250 : max === 255 ? FIELD_KEYS.max255 : FIELD_KEYS.option);

/** A real calendar date written 'YYYY-MM-DD' (years 1000–9999). */
export function isCalendarDate(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const m = ISO_DATE.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return y >= 1000 && date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

export const isTimeOfDay = (value: unknown): value is string => typeof value === 'string' && HH_MM.test(value);

export function isIsoInstant(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > 40) return false;
  const m = ISO_INSTANT.exec(value);
  return m !== null && isCalendarDate(m[1]) && Number.isFinite(Date.parse(value));
}

export function isTimeZone(value: unknown): boolean {
  if (typeof value !== 'string' || value.length === 0 || value.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

const isIdNumber = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 1 && v <= MAX_INT;

/** For a required value: left out or null is `field_required`, anything else of the wrong type `invalid_option`. */
const requiredOr = (key: string) => (issue: { input?: unknown }) => (issue.input === undefined || issue.input === null ? FIELD_KEYS.required : key);

// --- Body fields that must be there -------------------------------------------------------------

export interface TextOptions {
  /** At most this many characters (250 by default). */
  max?: number;
  /** Trimmed before it is checked and passed on. */
  trim?: boolean;
  /** The key when it is too long (max_250_characters for 250, max_255_characters for 255). */
  tooLongKey?: string;
  /** The key when it is missing or blank (field_required by default). */
  requiredKey?: string;
}

/** A required, non-blank string of bounded length. */
export function requiredText(options: TextOptions = {}) {
  const max = options.max ?? 250;
  const requiredKey = options.requiredKey ?? FIELD_KEYS.required;
  const base = z.string({ error: (issue) => (issue.input === undefined || issue.input === null ? requiredKey : FIELD_KEYS.option) });
  return (options.trim ? base.trim() : base)
    .refine((v) => v.length > 0, { error: requiredKey, abort: true })
    .refine((v) => chars(v) <= max, { error: options.tooLongKey ?? maxKey(max) });
}

/** An optional string of bounded length (null counts as left out). */
export function optionalText(options: Omit<TextOptions, 'requiredKey'> = {}) {
  const max = options.max ?? 250;
  const base = z.string({ error: FIELD_KEYS.option });
  return (options.trim ? base.trim() : base).refine((v) => chars(v) <= max, { error: options.tooLongKey ?? maxKey(max) }).nullish();
}

/** A required e-mail address: trimmed and lower-cased, checked as every service checks it. */
export function requiredEmail() {
  return z
    .string({ error: requiredOr(FIELD_KEYS.email) })
    .trim()
    .refine((v) => v.length > 0, { error: FIELD_KEYS.required, abort: true })
    // Both can be true of one address: a person fixing it wants to hear both.
    .refine((v) => isValidEmail(normaliseEmail(v)), { error: FIELD_KEYS.email })
    .refine((v) => chars(v) <= 250, { error: FIELD_KEYS.max250 })
    .meta({ format: 'email', example: 'ana@example.com' });
}

/** A row id that must be there: a JSON number that fits an integer column. */
export const requiredId = () =>
  z
    .number({ error: requiredOr(FIELD_KEYS.option) })
    .int({ error: FIELD_KEYS.option })
    .min(1, { error: FIELD_KEYS.option })
    .max(MAX_INT, { error: FIELD_KEYS.option });

/**
 * A calendar date 'YYYY-MM-DD' that must be there (empty counts as left out). `key` is what a wrong
 * one answers: date_invalid on forms; services that only pass dates on answer invalid_option.
 */
export const requiredDate = (key: string = FIELD_KEYS.date) =>
  z
    .string({ error: requiredOr(key) })
    .refine((v) => v.length > 0, { error: FIELD_KEYS.required, abort: true })
    .refine(isCalendarDate, { error: key })
    .meta({ format: 'date', example: '2026-12-24' });

/** One of a fixed set of values, required. */
export function requiredOption<const T extends readonly [string, ...string[]]>(values: T) {
  return z.enum(values, { error: requiredOr(FIELD_KEYS.option) });
}

/** One of a fixed set of values, or left out. */
export function optionalOption<const T extends readonly [string, ...string[]]>(values: T) {
  return z.enum(values, { error: FIELD_KEYS.option }).optional();
}

export const optionalBoolean = () => z.boolean({ error: FIELD_KEYS.option }).optional();

/** An id that may be sent (the gateway may replace it from the session). */
export const optionalId = () => z.number({ error: FIELD_KEYS.option }).refine(isIdNumber, { error: FIELD_KEYS.option }).optional();

// --- Form fields: shape only; blank and null are null, left out stays out ------------------------

/** A blank string: what an emptied input or select sends. It arrives as null. */
const blank = z
  .string()
  .regex(/^\s*$/)
  .transform(() => null);

const O = FIELD_KEYS.option;
const D = FIELD_KEYS.date;
const T = FIELD_KEYS.time;

/**
 * A form field: `inner` when given; null when null or blank; absent when left out. Every failure
 * answers `key` (the field's one shape key), whatever part of the value was wrong: `inner` must carry
 * the same key on each of its checks, since zod answers the one branch that matched the type.
 */
export function formField<T extends z.ZodType>(inner: T, key: string = FIELD_KEYS.option) {
  return z.union([z.null(), blank, inner], { error: key }).optional();
}

/** Text, trimmed, of at most `max` characters (255: the limit of org's forms); blank is null. */
export function textField(max = 255) {
  return z
    .string({ error: FIELD_KEYS.option })
    .trim()
    .refine((v) => chars(v) <= max, { error: maxKey(max) })
    .transform((v) => (v === '' ? null : v))
    .nullish();
}

/** An e-mail address (trimmed), checked as org checks it; blank is null. */
export function emailField() {
  return z
    .string({ error: FIELD_KEYS.email })
    .trim()
    .refine((v) => v === '' || chars(v) <= EMAIL_MAX, { error: maxKey(EMAIL_MAX), abort: true })
    .refine((v) => v === '' || isValidEmail(normaliseEmail(v)), { error: FIELD_KEYS.email })
    .transform((v) => (v === '' ? null : v))
    .nullish()
    .meta({ format: 'email', example: 'ana@example.com' });
}

/** The id of another row (a JSON number). */
export const idField = () => formField(z.number({ error: O }).refine(isIdNumber, { error: O }), O);

/** A whole number (minutes, days, a year); its range is the service's rule. */
export const intField = () => formField(z.number({ error: O }).int({ error: O }).min(-MAX_INT, { error: O }).max(MAX_INT, { error: O }), O);

/** A finite number (hours may be fractions); its range and steps are the service's rule. */
export const numberField = () => formField(z.number({ error: O }).min(-MAX_INT, { error: O }).max(MAX_INT, { error: O }), O);

export const booleanField = () => formField(z.boolean({ error: O }), O);

/** One of a fixed set of values. */
export function optionField<const T extends readonly [string | number, ...(string | number)[]]>(values: T) {
  const literals = values.map((v) => z.literal(v, { error: O })) as unknown as [z.ZodLiteral<T[number]>, ...z.ZodLiteral<T[number]>[]];
  return formField(literals.length === 1 ? literals[0] : z.union(literals, { error: O }), O);
}

/** A calendar date 'YYYY-MM-DD'. */
export const dateField = () => formField(z.string({ error: D }).refine(isCalendarDate, { error: D }).meta({ format: 'date', example: '2026-12-24' }), D);

/** A time of day 'HH:mm' (24 hours) in the company's time zone. */
export const timeField = () => formField(z.string({ error: T }).regex(HH_MM, { error: T }).meta({ example: '08:30' }), T);

/** An IANA time zone the runtime knows (Europe/Skopje). */
export const timeZoneField = () => formField(z.string({ error: O }).refine(isTimeZone, { error: O }).meta({ example: 'Europe/Skopje' }), O);

/** A colour '#rrggbb'. */
export const colorField = () => formField(z.string({ error: O }).regex(HEX_COLOR, { error: O }).meta({ example: '#3949ab' }), O);

/** An ISO 3166-1 alpha-2 country code, passed on upper-cased (MK). */
export const countryCodeField = () =>
  formField(
    z
      .string({ error: O })
      .trim()
      .regex(COUNTRY_CODE, { error: O })
      .transform((v) => v.toUpperCase())
      .meta({ example: 'MK' }),
    O,
  );

/** A list of ids (duplicates are the service's to drop), at most `maxItems`. */
export const idListField = (maxItems = 10_000) => formField(z.array(z.number({ error: O }).refine(isIdNumber, { error: O }), { error: O }).max(maxItems, { error: O }), O);

/** A short list of whole numbers from a fixed domain (weekdays 1–7, role ids 1–8). */
export const intListField = (min: number, max: number, maxItems = max - min + 1) =>
  formField(z.array(z.number({ error: O }).int({ error: O }).min(min, { error: O }).max(max, { error: O }), { error: O }).max(maxItems, { error: O }), O);

/** An instant (ISO 8601 with Z or an offset); malformed answers date_invalid, as presence does. */
export const instantField = () => formField(z.string({ error: D }).refine(isIsoInstant, { error: D }).meta({ format: 'date-time', example: '2026-11-23T07:58:00Z' }), D);

/** A list of calendar dates (duplicates are the service's to drop), at most `maxItems`. */
export const dateListField = (maxItems = 366) => formField(z.array(z.string({ error: D }).refine(isCalendarDate, { error: D }), { error: D }).max(maxItems, { error: D }), D);

/**
 * The reason of an edit or the comment of a day: text of at most 250 characters (too_long). Passed on
 * as written: blank or left out, the service answers `required` where it needs one.
 */
export const reasonText = (max = 250) =>
  z
    .string({ error: FIELD_KEYS.option })
    .refine((v) => chars(v) <= max, { error: FIELD_KEYS.tooLong })
    .nullish();

// --- Query parameters: strings in, typed values out ----------------------------------------------

/** A whole number in the query, from min to max (outside answers between_<min>_and_<max>). */
export const queryInt = (min: number, max: number) =>
  z
    .string({ error: FIELD_KEYS.option })
    .regex(INT_DIGITS, { error: FIELD_KEYS.option })
    .transform(Number)
    .pipe(z.number().min(min, { error: rangeKeyOf(min, max) }).max(max, { error: rangeKeyOf(min, max) }))
    .optional();

/** An id in the query (a filter). */
export const queryId = () => z.string({ error: FIELD_KEYS.option }).regex(ID_DIGITS, { error: FIELD_KEYS.option }).transform(Number).pipe(z.number().max(MAX_INT, { error: FIELD_KEYS.option })).optional();

/** Free text in the query (trimmed; blank counts as none). */
export const queryText = (max = 255) =>
  z
    .string({ error: FIELD_KEYS.option })
    .trim()
    .refine((v) => chars(v) <= max, { error: maxKey(max) })
    .transform((v) => (v === '' ? undefined : v))
    .optional();

/** One of a fixed set of strings in the query. */
export const queryOption = <const T extends readonly [string, ...string[]]>(values: T) => z.enum(values, { error: FIELD_KEYS.option }).optional();

/** One of a fixed set of numbers in the query (role ids, type ids), read from digits. */
export const queryNumberOption = <const T extends readonly number[]>(values: T) =>
  z
    .string({ error: FIELD_KEYS.option })
    .regex(INT_DIGITS, { error: FIELD_KEYS.option })
    .transform(Number)
    .refine((n): n is T[number] => values.includes(n), { error: FIELD_KEYS.option })
    .optional();

/** true or false in the query. */
export const queryBoolean = () =>
  z
    .enum(['true', 'false'], { error: FIELD_KEYS.option })
    .transform((v) => v === 'true')
    .optional();

/** The name of a column to sort by: the service knows which of its list's columns it sorts. */
export const querySort = () => z.string({ error: FIELD_KEYS.option }).trim().regex(SORT_NAME, { error: FIELD_KEYS.option }).optional();

/** A year in the query: four digits (which years make sense is the service's rule). */
export const queryYear = () =>
  z
    .string({ error: FIELD_KEYS.option })
    .regex(YEAR_DIGITS, { error: FIELD_KEYS.option })
    .transform(Number)
    .pipe(z.number().min(1000, { error: FIELD_KEYS.option }))
    .optional();

/** A calendar date 'YYYY-MM-DD' in the query. */
export const queryDate = () =>
  z
    .string({ error: FIELD_KEYS.date })
    .trim()
    .refine(isCalendarDate, { error: FIELD_KEYS.date })
    .meta({ format: 'date', example: '2026-11-23' })
    .optional();

/** Ids in the query, comma-separated (`user_ids=3,5,8`), at most `maxItems`. */
export const queryIdList = (maxItems = 1000) =>
  z
    .string({ error: FIELD_KEYS.option })
    .regex(/^\s*[1-9][0-9]{0,9}\s*(,\s*[1-9][0-9]{0,9}\s*)*$/, { error: FIELD_KEYS.option })
    .transform((v) => v.split(',').map((s) => Number(s.trim())))
    .pipe(z.array(z.number().max(MAX_INT)).min(1).max(maxItems, { error: FIELD_KEYS.option }))
    .meta({ example: '3,5,8' })
    .optional();
