/**
 * When a failed generation is tried again: soon at first (a service restarting), then less often.
 * After the fifth attempt the document is `failed`, shown to HR in the register with its error, and
 * waits for a regenerate. A claimed job is leased for LEASE_SECONDS: a runner that dies mid-job leaves
 * it to another once the lease runs out.
 */
export const RETRY_DELAYS_SECONDS = [10, 30, 120, 600] as const;
export const MAX_ATTEMPTS = RETRY_DELAYS_SECONDS.length + 1;
export const LEASE_SECONDS = 120;

/** Seconds until the next attempt after `attempts` failed ones, or null when it has had its last. */
export function retryDelaySeconds(attempts: number): number | null {
  if (attempts >= MAX_ATTEMPTS) return null;
  return RETRY_DELAYS_SECONDS[Math.max(0, attempts - 1)];
}
