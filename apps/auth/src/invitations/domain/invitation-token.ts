import { createHash, randomBytes } from 'node:crypto';

/** An invitation link works for 7 days. */
export const INVITATION_TTL_SECONDS = 7 * 24 * 60 * 60;

const TOKEN_BYTES = 32;
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** A new invitation token: 32 random bytes, base64url (43 characters, safe in a URL as it is). */
export function newInvitationToken(random: (size: number) => Buffer = randomBytes): string {
  return random(TOKEN_BYTES).toString('base64url');
}

/** The stored form: SHA-256, hex. The token is random, so no salt or slow hash is needed. */
export function hashInvitationToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Whether a value has the shape of a token this service issues (anything else is refused unseen). */
export function isInvitationTokenShape(value: unknown): value is string {
  return typeof value === 'string' && TOKEN.test(value);
}

/** The link the e-mail carries: the web's login route, which shows the set-password form for a `token`. */
export function invitationUrl(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/?token=${token}`;
}

/** When an invitation issued at `now` stops working. */
export function invitationExpiry(now: Date, ttlSeconds = INVITATION_TTL_SECONDS): Date {
  return new Date(now.getTime() + ttlSeconds * 1000);
}

export type InvitationStatus = 'usable' | 'consumed' | 'expired';

/** Usable until it is used once or its expiry (exclusive) has come. */
export function invitationStatus(invitation: { expiresAt: Date; consumedAt: Date | null }, now: Date): InvitationStatus {
  if (invitation.consumedAt) return 'consumed';
  if (invitation.expiresAt.getTime() <= now.getTime()) return 'expired';
  return 'usable';
}
