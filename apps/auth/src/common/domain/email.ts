/** The longest e-mail address accepted (the column allows more; the product's forms allow this). */
export const EMAIL_MAX = 255;

// One @, a non-empty local part, a dotted domain; no spaces or control characters anywhere.
const EMAIL = /^[^\s@\p{Cc}]+@[^\s@\p{Cc}.]+(\.[^\s@\p{Cc}.]+)+$/u;

/** The form an address is stored and compared in: trimmed and lower-cased (addresses are unique case-insensitively). */
export function normaliseEmail(value: string): string {
  return value.trim().toLowerCase();
}

/** Whether an already normalised address looks deliverable enough to accept. */
export function isValidEmail(value: string): boolean {
  return value.length > 0 && Array.from(value).length <= EMAIL_MAX && EMAIL.test(value);
}
