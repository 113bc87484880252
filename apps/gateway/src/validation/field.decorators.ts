import { applyDecorators } from '@nestjs/common';
import { ApiProperty, type ApiPropertyOptions, ApiPropertyOptional } from '@nestjs/swagger';
import { plainToInstance, Transform } from 'class-transformer';
import { IsBoolean, IsEmail, IsIn, IsInt, IsNotEmpty, IsObject, IsOptional, IsString, Max, MaxLength, Min, ValidateBy, ValidateIf, ValidateNested } from 'class-validator';
import { EMAIL_MAX, isValidEmail, normaliseEmail } from '@presently/validation';
import { rangeKey, VALIDATION_KEYS } from './field-errors';

const trimmed = Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));

interface TextOptions {
  /** At most this many characters (250 by default: the web has a message for that limit). */
  max?: number;
  /** The key when the field is missing or empty. */
  requiredKey?: string;
  /** The key when the text is longer than `max` (max_250_characters for 250). */
  tooLongKey?: string;
  description?: string;
  example?: string;
  trim?: boolean;
}

const tooLong = (max: number, key?: string) => MaxLength(max, { message: key ?? (max === 250 ? VALIDATION_KEYS.max250 : VALIDATION_KEYS.option) });

/** A required string of bounded length. */
export function RequiredText(options: TextOptions = {}): PropertyDecorator {
  const max = options.max ?? 250;
  return applyDecorators(
    ApiProperty({ type: String, maxLength: max, example: options.example }),
    ...(options.trim ? [trimmed] : []),
    IsNotEmpty({ message: options.requiredKey ?? VALIDATION_KEYS.required }),
    IsString({ message: VALIDATION_KEYS.option }),
    tooLong(max, options.tooLongKey),
  );
}

/** An optional string of bounded length. */
export function OptionalText(options: Omit<TextOptions, 'requiredKey'> = {}): PropertyDecorator {
  const max = options.max ?? 250;
  return applyDecorators(
    ApiPropertyOptional({ type: String, maxLength: max, example: options.example }),
    IsOptional(),
    IsString({ message: VALIDATION_KEYS.option }),
    tooLong(max, options.tooLongKey),
  );
}

/** A required e-mail address (trimmed). */
export function RequiredEmail(description = 'E-mail address'): PropertyDecorator {
  return applyDecorators(
    ApiProperty({ type: String, format: 'email', maxLength: 250, description, example: 'ana@example.com' }),
    trimmed,
    IsNotEmpty({ message: VALIDATION_KEYS.required }),
    IsEmail({}, { message: VALIDATION_KEYS.email }),
    MaxLength(250, { message: VALIDATION_KEYS.max250 }),
  );
}

/** One of a fixed set of values. */
export function RequiredOption<T extends string | number | boolean>(values: readonly T[], description?: string): PropertyDecorator {
  return applyDecorators(
    ApiProperty({ enum: [...values] as (string | number)[], description }),
    IsNotEmpty({ message: VALIDATION_KEYS.required }),
    IsIn([...values], { message: VALIDATION_KEYS.option }),
  );
}

export function OptionalOption<T extends string | number>(values: readonly T[], description?: string): PropertyDecorator {
  return applyDecorators(ApiPropertyOptional({ enum: [...values], description }), IsOptional(), IsIn([...values], { message: VALIDATION_KEYS.option }));
}

export function OptionalBoolean(description?: string): PropertyDecorator {
  return applyDecorators(ApiPropertyOptional({ type: Boolean, description }), IsOptional(), IsBoolean({ message: VALIDATION_KEYS.option }));
}

/** An optional positive integer id (accepted for compatibility; the gateway may override it from the session). */
export function OptionalId(description?: string): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({ type: Number, description }),
    IsOptional(),
    IsInt({ message: VALIDATION_KEYS.option }),
    Min(1, { message: VALIDATION_KEYS.option }),
    Max(2_147_483_647, { message: VALIDATION_KEYS.option }),
  );
}

// ---------------------------------------------------------------------------------------------------
// Form fields of the administration API. The gateway refuses a value only for its shape (type,
// format): a field left out, null or blank (sent on as null) goes to org, which knows whether the form
// needs it (create or update, whole or partial, one field depending on another), so that one 422
// names every missing field. Ranges and the rules between fields are org's too.
// ---------------------------------------------------------------------------------------------------

interface FieldOptions {
  /** Documented as nullable (the contracts' `T | null`). */
  nullable?: boolean;
  /** Documented as required: org refuses the form without it (the gateway does not check it). */
  required?: boolean;
  description?: string;
  example?: unknown;
}

/** The largest id a PostgreSQL integer column holds, and the bound of every whole number the gateway passes on. */
export const MAX_INT = 2_147_483_647;

const ID_DIGITS = /^[1-9][0-9]{0,9}$/;
const INT_DIGITS = /^-?[0-9]{1,10}$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;
const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;
const COUNTRY_CODE = /^[A-Za-z]{2}$/;
const SORT_NAME = /^[a-z][a-z0-9_]{0,39}$/;

/** A real calendar date written 'YYYY-MM-DD'. */
export function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string') return false;
  const m = ISO_DATE.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return y >= 1000 && date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

export const isTimeOfDay = (value: unknown): value is string => typeof value === 'string' && HH_MM.test(value);

export const isId = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAX_INT;

/** A path id (`/users/12`): digits naming a positive integer that fits an id column, or null. */
export function parseId(value: unknown): number | null {
  if (typeof value !== 'string' || !ID_DIGITS.test(value)) return null;
  const id = Number(value);
  return id <= MAX_INT ? id : null;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function check(name: string, message: string, validate: (value: unknown) => boolean): PropertyDecorator {
  return ValidateBy({ name, validator: { validate } }, { message });
}

/** Nothing to check: left out, null or blank (org decides whether that will do). */
export const isBlank = (value: unknown): boolean => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** A blank value (a form's empty field or select) is null. */
const blankIsNull = Transform(({ value }: { value: unknown }) => (typeof value === 'string' && value.trim() === '' ? null : value));

/** Shape checks apply to real values only; blank ones travel as null. */
const whenGiven = (): PropertyDecorator => applyDecorators(blankIsNull, ValidateIf((_object: object, value: unknown) => !isBlank(value)));

function apiProperty(o: FieldOptions, options: ApiPropertyOptions): PropertyDecorator {
  return ApiProperty({ ...options, description: o.description, required: o.required === true, nullable: o.nullable || undefined } as ApiPropertyOptions);
}

const normalisedText = () => Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));

const maxKey = (max: number): string => (max === 250 ? VALIDATION_KEYS.max250 : max === 255 ? VALIDATION_KEYS.max255 : VALIDATION_KEYS.option);

/** At most `max` characters, counted as a person counts them (code points). */
const maxCharacters = (max: number) => check('maxCharacters', maxKey(max), (v) => typeof v === 'string' && Array.from(v).length <= max);

/** Text, trimmed, of at most `max` characters (255: the limit org's forms use). */
export function TextField(options: FieldOptions & { max?: number } = {}): PropertyDecorator {
  const max = options.max ?? 255;
  return applyDecorators(
    apiProperty(options, { type: String, maxLength: max, example: options.example }),
    normalisedText(),
    whenGiven(),
    IsString({ message: VALIDATION_KEYS.option }),
    maxCharacters(max),
  );
}

/** An e-mail address (trimmed), checked as org checks it. */
export function EmailField(options: FieldOptions = {}): PropertyDecorator {
  return applyDecorators(
    apiProperty(options, { type: String, format: 'email', maxLength: EMAIL_MAX, example: 'ana@example.com' }),
    normalisedText(),
    whenGiven(),
    check('isEmail', VALIDATION_KEYS.email, (v) => typeof v === 'string' && isValidEmail(normaliseEmail(v))),
    maxCharacters(EMAIL_MAX),
  );
}

/** The id of another row (a JSON number). */
export function IdField(options: FieldOptions = {}): PropertyDecorator {
  return applyDecorators(
    apiProperty(options, { type: Number, minimum: 1, maximum: MAX_INT, example: options.example }),
    whenGiven(),
    check('isId', VALIDATION_KEYS.option, isId),
  );
}

/** A whole number (minutes, days, a year); its range is org's rule. */
export function IntField(options: FieldOptions = {}): PropertyDecorator {
  return applyDecorators(
    apiProperty(options, { type: 'integer', example: options.example }),
    whenGiven(),
    check('isInt', VALIDATION_KEYS.option, (v) => typeof v === 'number' && Number.isInteger(v) && Math.abs(v) <= MAX_INT),
  );
}

/** A finite number (hours, which may be fractions); its range and steps are org's rule. */
export function NumberField(options: FieldOptions = {}): PropertyDecorator {
  return applyDecorators(
    apiProperty(options, { type: Number, example: options.example }),
    whenGiven(),
    check('isNumber', VALIDATION_KEYS.option, (v) => typeof v === 'number' && Number.isFinite(v) && Math.abs(v) <= MAX_INT),
  );
}

export function BooleanField(options: FieldOptions = {}): PropertyDecorator {
  return applyDecorators(apiProperty(options, { type: Boolean }), whenGiven(), IsBoolean({ message: VALIDATION_KEYS.option }));
}

/** One of a fixed set of values. */
export function OptionField<T extends string | number>(values: readonly T[], options: FieldOptions = {}): PropertyDecorator {
  return applyDecorators(apiProperty(options, { enum: [...values] }), whenGiven(), IsIn([...values], { message: VALIDATION_KEYS.option }));
}

/** A calendar date 'YYYY-MM-DD'. */
export function DateField(options: FieldOptions = {}): PropertyDecorator {
  return applyDecorators(
    apiProperty(options, { type: String, format: 'date', example: options.example ?? '2026-12-24' }),
    whenGiven(),
    check('isIsoDate', VALIDATION_KEYS.date, isIsoDate),
  );
}

/** A time of day 'HH:mm' (24 hours) in the company's time zone. */
export function TimeField(options: FieldOptions = {}): PropertyDecorator {
  return applyDecorators(
    apiProperty(options, { type: String, pattern: HH_MM.source, example: options.example ?? '08:30' }),
    whenGiven(),
    check('isTimeOfDay', VALIDATION_KEYS.time, isTimeOfDay),
  );
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

/** An IANA time zone the runtime knows (Europe/Skopje). */
export function TimeZoneField(options: FieldOptions = {}): PropertyDecorator {
  return applyDecorators(
    apiProperty(options, { type: String, example: 'Europe/Skopje' }),
    whenGiven(),
    check('isTimeZone', VALIDATION_KEYS.option, isTimeZone),
  );
}

/** A colour '#rrggbb'. */
export function ColorField(options: FieldOptions = {}): PropertyDecorator {
  return applyDecorators(
    apiProperty(options, { type: String, pattern: HEX_COLOR.source, example: '#3949ab' }),
    whenGiven(),
    check('isColor', VALIDATION_KEYS.option, (v) => typeof v === 'string' && HEX_COLOR.test(v)),
  );
}

/** An ISO 3166-1 alpha-2 country code (upper-cased), as profile-countries lists them. */
export function CountryCodeField(options: FieldOptions = {}): PropertyDecorator {
  return applyDecorators(
    apiProperty(options, { type: String, pattern: '^[A-Z]{2}$', example: 'MK' }),
    Transform(({ value }: { value: unknown }) => (typeof value !== 'string' ? value : value.trim() === '' ? null : value.trim().toUpperCase())),
    whenGiven(),
    check('isCountryCode', VALIDATION_KEYS.option, (v) => typeof v === 'string' && COUNTRY_CODE.test(v)),
  );
}

/** A list of ids (duplicates are org's to drop). */
export function IdListField(options: FieldOptions & { maxItems?: number } = {}): PropertyDecorator {
  const maxItems = options.maxItems ?? 10_000;
  return applyDecorators(
    apiProperty(options, { type: [Number], maxItems}),
    whenGiven(),
    check('isIdList', VALIDATION_KEYS.option, (v) => Array.isArray(v) && v.length <= maxItems && v.every(isId)),
  );
}

/** A short list of whole numbers from a fixed domain (weekdays 1–7, role ids 1–8). */
export function IntListField(min: number, max: number, options: FieldOptions & { maxItems?: number } = {}): PropertyDecorator {
  const maxItems = options.maxItems ?? max - min + 1;
  return applyDecorators(
    apiProperty(options, { type: 'array', items: { type: 'integer', minimum: min, maximum: max }, maxItems, example: options.example }),
    whenGiven(),
    check('isIntList', VALIDATION_KEYS.option, (v) => Array.isArray(v) && v.length <= maxItems && v.every((n) => typeof n === 'number' && Number.isInteger(n) && n >= min && n <= max)),
  );
}

/** A nested object validated by its own DTO class; its fields' errors are named `field.child`. */
export function NestedField(cls: new () => object, options: FieldOptions = {}): PropertyDecorator {
  return applyDecorators(
    apiProperty(options, { type: cls }),
    // Only a plain object becomes an instance: anything else stays as sent and is refused as a whole.
    Transform(({ value }: { value: unknown }) => (isPlainObject(value) ? plainToInstance(cls, value, { enableImplicitConversion: false, exposeDefaultValues: false }) : value)),
    whenGiven(),
    IsObject({ message: VALIDATION_KEYS.option }),
    ValidateNested({ message: VALIDATION_KEYS.option }),
  );
}

// Query parameters arrive as strings; a repeated one as an array (refused). An empty one counts as left out.

const fromQuery = (convert: (value: string) => unknown) =>
  Transform(({ value }: { value: unknown }) => (value === '' ? undefined : typeof value === 'string' ? convert(value) : value));

/** A whole number in the query, from min to max (outside answers between_<min>_and_<max>). */
export function QueryInt(min: number, max: number, description?: string): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({ type: 'integer', minimum: min, maximum: max, description }),
    fromQuery((v) => (INT_DIGITS.test(v.trim()) ? Number(v.trim()) : v)),
    IsOptional(),
    IsInt({ message: VALIDATION_KEYS.option }),
    check('inRange', rangeKey(min, max), (v) => typeof v !== 'number' || (v >= min && v <= max)),
  );
}

/** An id in the query (a filter). */
export function QueryId(description?: string): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({ type: Number, minimum: 1, maximum: MAX_INT, description }),
    fromQuery((v) => parseId(v.trim()) ?? v),
    IsOptional(),
    check('isId', VALIDATION_KEYS.option, isId),
  );
}

/** Free text in the query (trimmed; blank counts as none). */
export function QueryText(max = 255, description?: string): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({ type: String, maxLength: max, description }),
    fromQuery((v) => (v.trim() === '' ? undefined : v.trim())),
    IsOptional(),
    IsString({ message: VALIDATION_KEYS.option }),
    maxCharacters(max),
  );
}

/** One of a fixed set of values in the query (numbers, such as role ids, are read from digits). */
export function QueryOption<T extends string | number>(values: readonly T[], description?: string): PropertyDecorator {
  const numeric = values.some((x) => typeof x === 'number');
  return applyDecorators(
    ApiPropertyOptional({ enum: [...values], description }),
    fromQuery((v) => (numeric && INT_DIGITS.test(v) ? Number(v) : v)),
    IsOptional(),
    IsIn([...values], { message: VALIDATION_KEYS.option }),
  );
}

/** true or false in the query. */
export function QueryBoolean(description?: string): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({ type: Boolean, description }),
    fromQuery((v) => (v === 'true' ? true : v === 'false' ? false : v)),
    IsOptional(),
    IsBoolean({ message: VALIDATION_KEYS.option }),
  );
}

/** The name of a column to sort by: org knows which of its list's columns it sorts. */
export function QuerySort(description?: string): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({ type: String, pattern: SORT_NAME.source, description }),
    fromQuery((v) => v.trim()),
    IsOptional(),
    check('isSortName', VALIDATION_KEYS.option, (v) => typeof v === 'string' && SORT_NAME.test(v)),
  );
}

/** A year in the query: four digits (which years make sense is org's rule). */
export function QueryYear(description?: string): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({ type: 'integer', example: 2026, description }),
    fromQuery((v) => (/^[0-9]{4}$/.test(v.trim()) ? Number(v.trim()) : v)),
    IsOptional(),
    check('isYear', VALIDATION_KEYS.option, (v) => typeof v === 'number' && Number.isInteger(v) && v >= 1000 && v <= 9999),
  );
}

// ---------------------------------------------------------------------------------------------------
// Presence (issue 4): instants, dates in queries, lists, and the reason/comment texts. Shape only, as
// above: presence names what is missing and applies the rules between fields.
// ---------------------------------------------------------------------------------------------------

/** An instant with its offset: 2026-03-10T08:00:00Z, 2026-03-10T09:00:00.000+01:00 (a local time without a zone is refused). */
const ISO_INSTANT = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d{1,9})?)?(Z|[+-]([01]\d|2[0-3]):?[0-5]\d)$/;

export function isIsoInstant(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > 40) return false;
  const m = ISO_INSTANT.exec(value);
  return m !== null && isIsoDate(m[1]) && Number.isFinite(Date.parse(value));
}

/** An instant (ISO 8601 with Z or an offset); malformed answers date_invalid, as presence does. */
export function InstantField(options: FieldOptions = {}): PropertyDecorator {
  return applyDecorators(
    apiProperty(options, { type: String, format: 'date-time', example: options.example ?? '2026-11-23T07:58:00Z' }),
    whenGiven(),
    check('isIsoInstant', VALIDATION_KEYS.date, isIsoInstant),
  );
}

/** A list of calendar dates 'YYYY-MM-DD' (duplicates are presence's to drop). */
export function DateListField(options: FieldOptions & { maxItems?: number } = {}): PropertyDecorator {
  const maxItems = options.maxItems ?? 366;
  return applyDecorators(
    apiProperty(options, { type: 'array', items: { type: 'string', format: 'date' }, maxItems, example: ['2026-11-23', '2026-11-24'] }),
    whenGiven(),
    check('isDateList', VALIDATION_KEYS.date, (v) => Array.isArray(v) && v.length <= maxItems && v.every(isIsoDate)),
  );
}

/** The key presence answers for a reason or a comment over 250 characters (and for a blank one, 'required'). */
export const TEXT_TOO_LONG = 'too_long';

/**
 * The reason of an edit or the comment of a day: text of at most 250 characters (too_long, the key
 * presence answers too). Sent on as written: blank or left out, presence answers 'required' where it
 * needs one.
 */
export function ReasonText(options: FieldOptions & { max?: number } = {}): PropertyDecorator {
  const max = options.max ?? 250;
  return applyDecorators(
    apiProperty(options, { type: String, maxLength: max, example: options.example }),
    ValidateIf((_object: object, value: unknown) => value !== undefined && value !== null),
    IsString({ message: VALIDATION_KEYS.option }),
    check('maxCharacters', TEXT_TOO_LONG, (v) => typeof v === 'string' && Array.from(v).length <= max),
  );
}

/** A calendar date 'YYYY-MM-DD' in the query. */
export function QueryDate(description?: string): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({ type: String, format: 'date', example: '2026-11-23', description }),
    fromQuery((v) => v.trim()),
    IsOptional(),
    check('isIsoDate', VALIDATION_KEYS.date, isIsoDate),
  );
}

/** Ids in the query, comma-separated (`user_ids=3,5,8`), at most `maxItems`. */
export function QueryIdList(maxItems = 1000, description?: string): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({ type: String, pattern: '^[1-9][0-9]*(,[1-9][0-9]*)*$', example: '3,5,8', description }),
    fromQuery((v) => {
      const parts = v.split(',').map((s) => s.trim());
      const ids = parts.map((p) => parseId(p));
      return parts.length <= maxItems && ids.every((id) => id !== null) ? ids : v;
    }),
    IsOptional(),
    check('isIdList', VALIDATION_KEYS.option, (v) => Array.isArray(v) && v.length > 0 && v.length <= maxItems && v.every(isId)),
  );
}
