/** Wrong codes accepted for one challenge (two-factor login, password reset); the last one locks it. */
export const MAX_WRONG_ATTEMPTS = 5;
/** New codes that may be sent for one two-factor challenge. */
export const MAX_RESENDS = 5;

/** What the rules need of a stored challenge. */
export interface CodeChallengeState {
  expiresAt: Date;
  attempts: number;
  locked: boolean;
  consumedAt: Date | null;
}

export type ChallengeStatus = 'usable' | 'consumed' | 'locked' | 'expired';

/** A challenge is usable until it is used once, locked by wrong codes, or past its expiry (exclusive). */
export function challengeStatus(challenge: CodeChallengeState, now: Date): ChallengeStatus {
  if (challenge.consumedAt) return 'consumed';
  if (challenge.locked || challenge.attempts >= MAX_WRONG_ATTEMPTS) return 'locked';
  if (challenge.expiresAt.getTime() <= now.getTime()) return 'expired';
  return 'usable';
}

/** The counters after one more wrong code: the fifth wrong code locks the challenge. */
export function afterWrongAttempt(challenge: Pick<CodeChallengeState, 'attempts'>): { attempts: number; locked: boolean } {
  const attempts = challenge.attempts + 1;
  return { attempts, locked: attempts >= MAX_WRONG_ATTEMPTS };
}

/** Whether another code may be sent for a (usable) challenge that has been resent `resendCount` times. */
export function canResend(resendCount: number): boolean {
  return resendCount < MAX_RESENDS;
}

/** When a code issued at `now` stops working. */
export function expiryFrom(now: Date, ttlSeconds: number): Date {
  return new Date(now.getTime() + ttlSeconds * 1000);
}
