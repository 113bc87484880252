/**
 * When an unfinished registration may be abandoned. A client's retry carries the same solved bot
 * check, which is valid for 10 minutes from its challenge (registration-identity.ts); after that no
 * retry can complete the registration, so abandoning later than that never races a retry that could
 * still succeed. Five minutes more cover a retry that passed the check just before expiry and is
 * still on its way through org and auth.
 */
export const ABANDON_UNFINISHED_AFTER_MS = 15 * 60_000;

/** A claimed registration is left to the claiming sweeper this long (its RPC's time limit and more). */
export const SWEEP_LEASE_MS = 2 * 60_000;

/** The instant from which a registration started at `startedAt` may be swept if still unfinished. */
export function sweepAfter(startedAt: Date): Date {
  return new Date(startedAt.getTime() + ABANDON_UNFINISHED_AFTER_MS);
}

/** What org's answer to an abandonment means for auth's record of the registration. */
export type AbandonOutcome = { kind: 'abandoned' } | { kind: 'completed' } | { kind: 'retry_later' };

/**
 * org removed the company (or held none: the registration died before org's step) → abandoned;
 * org refuses because auth's completion reached it → completed (auth's own row then lags, which only
 * an account made outside this table's lifetime can cause); anything else (org down, timeout) →
 * try again at the next sweep.
 */
export function abandonOutcome(answer: { abandoned: boolean } | { status: number; error?: string }): AbandonOutcome {
  if ('abandoned' in answer) return { kind: 'abandoned' };
  if (answer.status === 409 && answer.error === 'registration_completed') return { kind: 'completed' };
  return { kind: 'retry_later' };
}
