import { EMAIL_MAX, isValidEmail, normaliseEmail } from '@presently/contracts';

/** Message keys of field validation, translated by the web (apps/web/src/i18n/<lang>/errors.json). */
export const FIELD_ERRORS = {
  required: 'field_required',
  invalidOption: 'invalid_option',
  emailInvalid: 'email_invalid',
  max250: 'max_250_characters',
  max255: 'max_255_characters',
} as const;

/** Counts characters as a person does (code points), not UTF-16 units. */
export const charLength = (value: string): number => Array.from(value).length;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isUuid = (value: unknown): value is string => typeof value === 'string' && UUID.test(value);

/**
 * Collects the field errors of one payload, so that they can be answered together as one 422
 * (see throwIfInvalid). Pure: no framework; each read returns the typed value, or undefined after
 * recording why it failed.
 */
export class FieldChecker {
  private readonly errors: Record<string, string[]> = {};
  readonly source: Record<string, unknown>;

  constructor(payload: unknown) {
    this.source = typeof payload === 'object' && payload !== null && !Array.isArray(payload) ? (payload as Record<string, unknown>) : {};
  }

  /** Whether the payload carries the field at all (for partial updates). */
  has(field: string): boolean {
    return this.source[field] !== undefined;
  }

  /** Records an error key for a field (once: a key already recorded is not repeated). */
  fail(field: string, key: string): undefined {
    const keys = (this.errors[field] ??= []);
    if (!keys.includes(key)) keys.push(key);
    return undefined;
  }

  failAll(errors: Record<string, string[]>): void {
    for (const [field, keys] of Object.entries(errors)) for (const key of keys) this.fail(field, key);
  }

  /** A non-blank string, trimmed, at most `max` characters. */
  text(field: string, max = 255): string | undefined {
    const value = this.source[field];
    if (typeof value !== 'string' || value.trim() === '') return this.fail(field, FIELD_ERRORS.required);
    const trimmed = value.trim();
    if (charLength(trimmed) > max) return this.fail(field, `max_${max}_characters`);
    return trimmed;
  }

  /**
   * An e-mail address, normalised (trimmed, lower-cased) and checked. Longer than the forms allow
   * (EMAIL_MAX) is answered as over-long text; past the deliverable length it is simply invalid.
   */
  email(field: string): string | undefined {
    const value = this.text(field, EMAIL_MAX);
    if (value === undefined) return undefined;
    const email = normaliseEmail(value);
    if (!isValidEmail(email)) return this.fail(field, FIELD_ERRORS.emailInvalid);
    return email;
  }

  /** A non-empty string kept exactly as sent (passwords, codes, tokens). */
  raw(field: string): string | undefined {
    const value = this.source[field];
    if (typeof value !== 'string' || value.length === 0) return this.fail(field, FIELD_ERRORS.required);
    return value;
  }

  /** A string when present; undefined (and no error) when absent or null. */
  optionalRaw(field: string): string | undefined {
    const value = this.source[field];
    if (value === undefined || value === null) return undefined;
    if (typeof value !== 'string') return this.fail(field, FIELD_ERRORS.invalidOption);
    return value;
  }

  boolean(field: string): boolean | undefined {
    const value = this.source[field];
    if (value === undefined || value === null) return this.fail(field, FIELD_ERRORS.required);
    if (typeof value !== 'boolean') return this.fail(field, FIELD_ERRORS.invalidOption);
    return value;
  }

  optionalBoolean(field: string, fallback: boolean): boolean {
    const value = this.source[field];
    if (value === undefined || value === null) return fallback;
    if (typeof value !== 'boolean') return this.fail(field, FIELD_ERRORS.invalidOption) ?? fallback;
    return value;
  }

  oneOf<T extends string>(field: string, options: readonly T[]): T | undefined {
    const value = this.source[field];
    if (value === undefined || value === null || value === '') return this.fail(field, FIELD_ERRORS.required);
    if (typeof value !== 'string' || !(options as readonly string[]).includes(value)) return this.fail(field, FIELD_ERRORS.invalidOption);
    return value as T;
  }

  optionalOneOf<T extends string>(field: string, options: readonly T[]): T | undefined {
    const value = this.source[field];
    if (value === undefined || value === null) return undefined;
    return this.oneOf(field, options);
  }

  /**
   * A positive integer. Numbers only, except where `allowDigits`: values from a URL (path and query)
   * may arrive as strings of digits.
   */
  positiveInt(field: string, allowDigits = false): number | undefined {
    const value = this.source[field];
    if (value === undefined || value === null || value === '') return this.fail(field, FIELD_ERRORS.required);
    const n = typeof value === 'number' ? value : allowDigits && typeof value === 'string' && /^\d{1,15}$/.test(value) ? Number(value) : NaN;
    if (!Number.isSafeInteger(n) || n < 1) return this.fail(field, FIELD_ERRORS.invalidOption);
    return n;
  }

  /** A positive integer id (numbers only: ids travel as JSON numbers in message payloads). */
  id(field: string): number | undefined {
    return this.positiveInt(field);
  }

  get ok(): boolean {
    return Object.keys(this.errors).length === 0;
  }

  get result(): Record<string, string[]> {
    return Object.fromEntries(Object.entries(this.errors).map(([k, v]) => [k, [...v]]));
  }
}
