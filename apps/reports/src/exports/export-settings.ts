import { reportsConfig } from '../reports-config';

/** How exports run (docs/reports.md, "Export jobs"); keep days and the per-company limit come from the environment. */
export const EXPORT_SETTINGS = {
  /** Days a finished file is kept (REPORT_FILES_KEEP_DAYS); then it is deleted (the job stays listed, expired). */
  keepDays: reportsConfig().REPORT_FILES_KEEP_DAYS,
  /** Exports one reports process runs at once (each is mostly waiting on presence). */
  concurrency: 2,
  /** Exports of one company running at once across all processes: the rest wait while others' run. */
  perCompany: reportsConfig().REPORT_EXPORTS_PER_COMPANY,
  /** A running job's company lock and BullMQ lock: a killed worker's job is taken up again after this. */
  lockMs: 15_000,
  /** How often progress (and a cancel) is written and read while a job runs. */
  progressEveryMs: 500,
  attempts: 3,
} as const;
