/** The longest e-mail the forms take (the column allows more); longer input is answered max_255_characters. */
export const EMAIL_MAX = 255;

/** The longest deliverable address (RFC 5321 caps a path at 254 characters); a longer one is simply invalid. */
export const EMAIL_DELIVERABLE_MAX = 254;

// One @, a non-empty local part, a dotted domain; no spaces or control characters anywhere.
const EMAIL = /^[^\s@\p{Cc}]+@[^\s@\p{Cc}.]+(\.[^\s@\p{Cc}.]+)+$/u;

/** The form an address is stored and compared in: trimmed and lower-cased (addresses are unique case-insensitively). */
export function normaliseEmail(value: string): string {
  return value.trim().toLowerCase();
}

/** Whether an already normalised address looks deliverable enough to accept. */
export function isValidEmail(value: string): boolean {
  return value.length > 0 && Array.from(value).length <= EMAIL_DELIVERABLE_MAX && EMAIL.test(value);
}
