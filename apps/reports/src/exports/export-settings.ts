/** How exports run (docs/reports.md, "Export jobs"). */
export const EXPORT_SETTINGS = {
  /** Days a finished file is kept; then it is deleted (the job stays listed, expired). */
  keepDays: 7,
  /** Exports one reports process runs at once (each is mostly waiting on presence). */
  concurrency: 2,
  /** Exports of one company running at once across all processes: the rest wait while others' run. */
  perCompany: 1,
  /** A running job's company lock and BullMQ lock: a killed worker's job is taken up again after this. */
  lockMs: 15_000,
  /** How often progress (and a cancel) is written and read while a job runs. */
  progressEveryMs: 500,
  attempts: 3,
} as const;
