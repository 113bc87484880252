/** Message keys of field validation, translated by the web (apps/web/src/i18n/<lang>/errors.json). */
export const FIELD_ERRORS = {
  required: 'field_required',
  max250: 'max_250_characters',
  invalidOption: 'invalid_option',
  emailInvalid: 'email_invalid',
} as const;

/** Counts characters as a person does (code points), not UTF-16 units. */
export const charLength = (value: string): number => Array.from(value).length;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Collects field errors of one payload, then throws them together as one 422.
 * Pure: no framework; each read returns the typed value or undefined when it failed.
 */
export class FieldChecker {
  private readonly errors: Record<string, string[]> = {};
  private readonly source: Record<string, unknown>;

  constructor(payload: unknown) {
    this.source = typeof payload === 'object' && payload !== null && !Array.isArray(payload) ? (payload as Record<string, unknown>) : {};
  }

  has(field: string): boolean {
    return this.source[field] !== undefined;
  }

  fail(field: string, key: string): undefined {
    (this.errors[field] ??= []).push(key);
    return undefined;
  }

  /** A non-blank string, trimmed, at most `max` characters. */
  text(field: string, max = 250): string | undefined {
    const value = this.source[field];
    if (typeof value !== 'string' || value.trim() === '') return this.fail(field, FIELD_ERRORS.required);
    const trimmed = value.trim();
    if (charLength(trimmed) > max) return this.fail(field, max === 250 ? FIELD_ERRORS.max250 : `max_${max}_characters`);
    return trimmed;
  }

  /** An e-mail address (RFC 5321 caps it at 254 characters; a longer one is simply invalid). */
  email(field: string): string | undefined {
    const value = this.source[field];
    if (typeof value !== 'string' || value.trim() === '') return this.fail(field, FIELD_ERRORS.required);
    const trimmed = value.trim();
    if (trimmed.length > 254 || !EMAIL.test(trimmed)) return this.fail(field, FIELD_ERRORS.emailInvalid);
    return trimmed;
  }

  /** A positive integer id (numbers only: ids travel as JSON numbers). */
  id(field: string): number | undefined {
    const value = this.source[field];
    if (value === undefined || value === null || value === '') return this.fail(field, FIELD_ERRORS.required);
    if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 1) return this.fail(field, FIELD_ERRORS.invalidOption);
    return value;
  }

  oneOf<T extends string>(field: string, options: readonly T[]): T | undefined {
    const value = this.source[field];
    if (value === undefined || value === null || value === '') return this.fail(field, FIELD_ERRORS.required);
    if (typeof value !== 'string' || !(options as readonly string[]).includes(value)) return this.fail(field, FIELD_ERRORS.invalidOption);
    return value as T;
  }

  boolean(field: string): boolean | undefined {
    const value = this.source[field];
    if (value === undefined || value === null) return this.fail(field, FIELD_ERRORS.required);
    if (typeof value !== 'boolean') return this.fail(field, FIELD_ERRORS.invalidOption);
    return value;
  }

  get ok(): boolean {
    return Object.keys(this.errors).length === 0;
  }

  get result(): Record<string, string[]> {
    return { ...this.errors };
  }
}
