import { createHmac, timingSafeEqual } from 'node:crypto';

/** A verification link works for 24 hours. */
export const VERIFICATION_LINK_TTL_SECONDS = 24 * 60 * 60;

/**
 * The `hash` of a verification link: HMAC-SHA256 over user, address and expiry (unix seconds),
 * base64url. A changed address or expiry makes the link invalid.
 */
export function signVerification(key: string, userId: number, email: string, expires: number): string {
  return createHmac('sha256', key).update(`${userId}|${email}|${expires}`).digest('base64url');
}

/** The link the e-mail carries: the web's route /email/verify/{id}/{hash} with the expiry as a query. */
export function verificationUrl(publicUrl: string, userId: number, hash: string, expires: number): string {
  return `${publicUrl.replace(/\/+$/, '')}/email/verify/${userId}/${hash}?expires=${expires}`;
}

export type LinkCheck = 'valid' | 'invalid' | 'expired';

/** Checks a link's signature (constant time), then its expiry. */
export function checkVerificationLink(
  key: string,
  link: { userId: number; email: string; hash: string; expires: number },
  now: Date,
): LinkCheck {
  const expected = Buffer.from(signVerification(key, link.userId, link.email, link.expires));
  const actual = Buffer.from(link.hash);
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return 'invalid';
  if (link.expires * 1000 <= now.getTime()) return 'expired';
  return 'valid';
}

/** Expiry (unix seconds) of a link made at `now`. */
export function linkExpiry(now: Date, ttlSeconds = VERIFICATION_LINK_TTL_SECONDS): number {
  return Math.floor(now.getTime() / 1000) + ttlSeconds;
}
