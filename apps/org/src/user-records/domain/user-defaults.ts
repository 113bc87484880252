import { randomBytes } from 'node:crypto';

/**
 * Colours for recognising people in calendars and charts: distinct, readable with white text, and
 * none of them the presence-type colours (#2786fb work, #1dc9b7 break, #ffb822 private exit).
 */
export const USER_COLORS = [
  '#e53935', '#8e24aa', '#3949ab', '#00897b', '#43a047', '#f4511e',
  '#6d4c41', '#546e7a', '#d81b60', '#5e35b1', '#00838f', '#7cb342',
  '#c0ca33', '#fb8c00', '#1e88e5', '#795548',
] as const;

/** A colour picked by a number (e.g. how many people the company has), so neighbours differ. */
export function pickUserColor(index: number): string {
  const i = Math.abs(Math.trunc(index)) % USER_COLORS.length;
  return USER_COLORS[i];
}

/**
 * A readable name from an e-mail's local part: "ana.petrovska+hr@x.mk" → "Ana Petrovska".
 * Separators (. _ - +tag) become spaces; digits stay; each word is capitalised.
 */
export function fullNameFromEmail(email: string): string {
  const local = email.split('@')[0] ?? '';
  const withoutTag = local.split('+')[0] ?? local;
  const words = withoutTag
    .split(/[._\-\s]+/)
    .filter((w) => w.length > 0)
    .map((w) => w.charAt(0).toLocaleUpperCase() + w.slice(1));
  const name = words.join(' ').trim();
  return name.length > 0 ? name.slice(0, 250) : local.slice(0, 250) || email.slice(0, 250);
}

/** The token printed as a user's QR code: random, opaque, URL-safe (128 bits). */
export function newQrCode(): string {
  return randomBytes(16).toString('base64url');
}

export const avatarUrl = (userId: number, hasAvatar: boolean): string | null => (hasAvatar ? `/api/users/${userId}/avatar` : null);
