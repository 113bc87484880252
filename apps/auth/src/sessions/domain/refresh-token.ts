import { createHash, randomBytes } from 'node:crypto';

const REFRESH_TOKEN_BYTES = 32;
const REFRESH_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** A new opaque refresh token: 32 random bytes, base64url (43 characters). Only its hash is stored. */
export function newRefreshToken(): string {
  return randomBytes(REFRESH_TOKEN_BYTES).toString('base64url');
}

/** The stored form of a refresh token: SHA-256, hex. The token is random, so no salt or slow hash is needed. */
export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Whether a value has the shape of a token this service issues (anything else is refused unseen). */
export function isRefreshTokenShape(value: unknown): value is string {
  return typeof value === 'string' && REFRESH_TOKEN.test(value);
}
