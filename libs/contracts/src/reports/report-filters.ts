import { z } from 'zod';
import { queryDate, queryId, queryInt, queryOption } from '../common/fields';
import { queryRequest } from '../common/request-fields';

/** Keys of filter errors beyond the platform's field keys. */
export const REPORT_ERRORS = {
  periodTooLong: 'period_too_long',
  fromAfterTo: 'from_after_to',
  notFound: 'report_not_found',
  exportNotReady: 'report_export_not_ready',
  exportExpired: 'report_export_expired',
  exportFailed: 'report_export_failed',
} as const;

/** A report covers at most a year (366 days, from and to included). */
export const MAX_REPORT_DAYS = 366;
export const REPORT_PAGE_SIZE_MAX = 200;

export const PERIODIC_BUCKETS = ['week', 'month'] as const;
export type PeriodicBucket = (typeof PERIODIC_BUCKETS)[number];

/** The filters every report takes, in a preview's query and in an export's `filters` (same names). */
export const reportFilterFields = {
  // Required, and at most a year from from to to: reports checks these rules between fields (field_required, from_after_to, period_too_long).
  from: queryDate().meta({ description: 'First day (yyyy-mm-dd, inclusive, company time zone); required' }),
  to: queryDate().meta({ description: 'Last day (inclusive); required, at most one year after from' }),
  department_id: queryId().meta({ description: 'Only employees of this department' }),
  team_id: queryId().meta({ description: 'Only employees of this team' }),
  user_id: queryId().meta({ description: 'Only this employee' }),
  absence_type_id: queryId().meta({ description: 'Only days with this absence type (absence columns of that type only)' }),
  bucket: queryOption(PERIODIC_BUCKETS).meta({ description: 'Periodic report: week or month buckets (month when left out)' }),
};

export const ReportFilters = queryRequest(reportFilterFields);
export type ReportFilters = z.output<typeof ReportFilters>;

/** A preview: the filters and the page (rows per employee-day, or per employee). */
export const ReportPreviewQuery = queryRequest({
  ...reportFilterFields,
  page: queryInt(1, 1_000_000).meta({ description: 'Page, from 1' }),
  size: queryInt(1, REPORT_PAGE_SIZE_MAX).meta({ description: 'Rows per page (1–200, 50 when left out)' }),
});
export type ReportPreviewQuery = z.output<typeof ReportPreviewQuery>;
