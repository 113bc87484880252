/** How scheduled reports run (docs/reports.md, "Scheduled reports"). */
export const SCHEDULE_SETTINGS = {
  /** How often every replica looks for due schedules and runs to move on (the first look is at start: catch-up). */
  tickMs: 10_000,
  /** Runs a failed export is tried for before the run stays failed. */
  maxAttempts: 3,
  /** A failed attempt is tried again after this, times the attempts so far. */
  retryAfterMs: 60_000,
  /** An export that is still queued after this has its job added again (the process died between the commit and the queue). */
  requeueAfterMs: 120_000,
  /** Schedules (and runs) one claim takes at most: the rest wait for the next tick, or another replica. */
  batch: 20,
} as const;
