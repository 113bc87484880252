import type { ValidationError } from 'class-validator';

export type FieldErrors = Record<string, string[]>;

export const VALIDATION_KEYS = {
  required: 'field_required',
  email: 'email_invalid',
  option: 'invalid_option',
  max250: 'max_250_characters',
  max255: 'max_255_characters',
  /** A calendar date that is not 'YYYY-MM-DD' or does not exist (the key org answers too). */
  date: 'date_invalid',
  /** A time of day that is not 'HH:mm' (the key org answers too). */
  time: 'time_invalid',
} as const;

/** The key of a number outside its range, as org answers it too: 'between_1_and_100' (keys carry no parameters). */
export const rangeKey = (min: number, max: number): string => `between_${min}_and_${max}`;

const KEY = /^[a-z0-9_]+$/;

/** Keys for constraints declared without a message: every failure is a key the web translates, never prose. */
const KEY_BY_CONSTRAINT: Record<string, string> = {
  isDefined: VALIDATION_KEYS.required,
  isNotEmpty: VALIDATION_KEYS.required,
  isEmail: VALIDATION_KEYS.email,
};

/** Constraints that say "missing": when the value is missing they are the only thing worth saying. */
const PRESENCE = new Set(['isDefined', 'isNotEmpty']);

/** Constraints about a string's length or pattern: beside a wrong type they add nothing. */
const STRING_SHAPE = new Set(['maxLength', 'minLength', 'isLength', 'matches', 'maxCharacters']);

const isMissing = (value: unknown): boolean => value === undefined || value === null || value === '';

function keysOf(error: ValidationError): string[] {
  const entries = Object.entries(error.constraints ?? {});
  const presence = entries.filter(([name]) => PRESENCE.has(name));
  let chosen = isMissing(error.value) && presence.length ? presence : entries.filter(([name]) => !PRESENCE.has(name) || !isMissing(error.value));
  if (typeof error.value !== 'string' && chosen.some(([name]) => !STRING_SHAPE.has(name))) chosen = chosen.filter(([name]) => !STRING_SHAPE.has(name));
  const keys = chosen.map(([name, message]) => (KEY.test(message) ? message : (KEY_BY_CONSTRAINT[name] ?? VALIDATION_KEYS.option)));
  return [...new Set(keys)];
}

/**
 * class-validator's errors as the API's `{ field: [key] }` (nested fields as `parent.child`). A field
 * that is itself wrong (an array where an object belongs) says so once, without its children's errors.
 */
export function fieldErrorsOf(errors: readonly ValidationError[], parent = ''): FieldErrors {
  const out: FieldErrors = {};
  for (const error of errors) {
    const field = parent ? `${parent}.${error.property}` : error.property;
    const keys = keysOf(error);
    if (keys.length) out[field] = keys;
    else if (error.children?.length) Object.assign(out, fieldErrorsOf(error.children, field));
  }
  return out;
}

/** Adds errors of a later check only for fields that passed the earlier ones (one problem at a time per field). */
export function mergeFieldErrors(first: FieldErrors, then: FieldErrors): FieldErrors {
  const out: FieldErrors = { ...first };
  for (const [field, keys] of Object.entries(then)) if (!out[field] && keys.length) out[field] = keys;
  return out;
}
