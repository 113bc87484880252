import { createHmac } from 'node:crypto';

/**
 * A key for one purpose derived from a service secret (HMAC-SHA256 of the purpose), so that no two
 * uses share a key and the secret itself never signs anything but access tokens.
 */
export function deriveKey(secret: string, purpose: string): string {
  return createHmac('sha256', secret).update(purpose).digest('hex');
}

export const KEY_PURPOSES = {
  oneTimeCodes: 'presently.one-time-codes.v1',
  emailVerification: 'presently.email-verification.v1',
} as const;
