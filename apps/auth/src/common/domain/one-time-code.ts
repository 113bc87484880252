import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';

/** Codes sent by e-mail (two-factor, password reset): six decimal digits. */
export const CODE_LENGTH = 6;

const CODE = /^\d{6}$/;

/** A uniformly random six-digit code, leading zeros kept. */
export function generateCode(random: (max: number) => number = (max) => randomInt(max)): string {
  return String(random(10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0');
}

/** What people type: spaces (a pasted "123 456") are ignored. */
export function normaliseCode(input: string): string {
  return input.replace(/\s+/g, '');
}

/**
 * The stored form of a code: a keyed hash bound to one challenge (`scope`), so a leaked table does not
 * give the codes away by a million-guess table, and one challenge's code never works for another.
 */
export function hashCode(key: string, scope: string, code: string): string {
  return createHmac('sha256', key).update(`${scope}:${code}`).digest('hex');
}

/** Whether a typed code is the one whose hash was stored, compared in constant time. */
export function codeMatches(key: string, scope: string, input: string, storedHash: string): boolean {
  const code = normaliseCode(input);
  if (!CODE.test(code)) return false;
  const actual = Buffer.from(hashCode(key, scope, code), 'hex');
  const expected = Buffer.from(storedHash, 'hex');
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
