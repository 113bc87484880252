import type { Lang } from '../envelopes';

/**
 * A live session as auth keeps it in Redis, read by the gateway on every authenticated request.
 * Deleting the key revokes the session at once (logout, block, password change elsewhere).
 * Key: `${REDIS_PREFIX}session:${sid}`; TTL: the refresh token's remaining life.
 */
export interface SessionRecord {
  sid: string;
  uid: number;
  cid: number;
  rid: number;
  lang: Lang;
  /** Terms and privacy policy accepted. */
  terms: boolean;
  /** A new password must be set (first login with a password someone else chose). */
  pcr: boolean;
  /** The password has expired (company rule "password reset every 3 months"). */
  pexp: boolean;
  /** Company flag for the "company 1" special reports. */
  sr: boolean;
}

export const sessionKey = (sid: string): string => `session:${sid}`;

/** Claims of a (short-lived) access token. The session record is the authority; claims only name it. */
export interface AccessTokenClaims {
  sub: number;
  sid: string;
  cid: number;
  rid: number;
}

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const SESSION_TTL_SECONDS = 12 * 60 * 60;
export const REMEMBER_ME_SESSION_TTL_SECONDS = 30 * 24 * 60 * 60;

export interface TokenPair {
  access_token: string;
  refresh_token: string;
  /** Seconds until the access token expires. */
  expires_in: number;
}
