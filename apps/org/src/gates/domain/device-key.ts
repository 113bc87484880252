import { createHash, randomBytes } from 'node:crypto';

export const DEVICE_KEY_PREFIX = 'pdk_';
const KEY_PATTERN = /^pdk_[A-Za-z0-9_-]{43}$/;

/** A device's secret: 256 random bits, URL-safe, recognisable by its prefix. Shown once. */
export function newDeviceKey(): string {
  return `${DEVICE_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
}

/** What is stored of a key: its SHA-256, hex (a random 256-bit key needs no slow hash). */
export function hashDeviceKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

/** The key's last four characters, so that people can tell devices apart ("…x9Qa"). */
export function deviceKeyHint(key: string): string {
  return `…${key.slice(-4)}`;
}

/** Whether a text can be a device key at all (anything else is unknown without a database look-up). */
export const looksLikeDeviceKey = (value: unknown): value is string => typeof value === 'string' && KEY_PATTERN.test(value);
