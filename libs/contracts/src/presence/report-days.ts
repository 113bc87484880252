import { z } from 'zod';
import { FIELD_KEYS, requiredDate } from '../common/fields';
import { rpcMessage } from '../common/message';
import type { PresenceRecordView, PresenceTotals } from './presence-views';
import type { ReportDaysAnswer } from './report-days-codec';

/** The most employees one page of report days covers (× up to 366 days). */
export const MAX_REPORT_DAY_USERS = 500;

const optionalNumberId = () => z.number({ error: FIELD_KEYS.option }).int({ error: FIELD_KEYS.option }).min(1, { error: FIELD_KEYS.option }).nullish();

/**
 * What reports asks presence for (service to service, the acting user in the meta): the classified days
 * of a page of the employees in the actor's scope (by name), narrowed by department, team or one user.
 * Classification stays in presence (libs/presence-rules); reports only lays the answer out.
 */
export const ReportDaysRequest = z.object({
  from: requiredDate(),
  to: requiredDate(),
  department_id: optionalNumberId(),
  team_id: optionalNumberId(),
  user_id: optionalNumberId(),
  /** rounded: by the company's margins; raw: the times as clocked (the non-rounded report). */
  mode: z.enum(['rounded', 'raw'], { error: FIELD_KEYS.option }),
  offset: z.number({ error: FIELD_KEYS.option }).int().min(0),
  limit: z.number({ error: FIELD_KEYS.option }).int().min(1).max(MAX_REPORT_DAY_USERS),
  /** The records of each day too (the detailed report). */
  with_records: z.boolean({ error: FIELD_KEYS.option }).optional(),
  /**
   * The days without records packed by column (`PackedReportDays`, report-days-codec.ts), as reports
   * asks: a caller that does not ask (or a presence that does not know the field) gets them as objects.
   */
  packed: z.boolean({ error: FIELD_KEYS.option }).optional(),
});
export type ReportDaysRequest = z.infer<typeof ReportDaysRequest>;

export interface ReportEmployee {
  user_id: number;
  full_name: string;
  department_id: number | null;
  team_id: number | null;
}

/** One employee's classified day, as the reports lay it out. */
export interface ReportDay {
  user_id: number;
  date: string;
  holiday: string | null;
  absence_type_id: number | null;
  rest_day: boolean;
  scheduled: Array<{ start: string; end: string; shift_name: string | null }>;
  /** Effective (rounded or raw, as asked) start of the day's first record and end of its last; null when none. */
  first_in: string | null;
  last_out: string | null;
  totals: PresenceTotals;
  /** Worked minutes inside the night window, counted independently of overtime (presence-rules' nightWorkMinutes). */
  night_minutes: number;
  comment: string | null;
  records?: PresenceRecordView[];
}

export interface ReportDaysPage {
  /** Employees in scope matching the filters (all pages). */
  total: number;
  employees: ReportEmployee[];
  days: ReportDay[];
  /** The company's zone: times of day are shown in it. */
  timezone: string;
}

/** The answer is a `ReportDaysAnswer` (report-days-codec.ts): `reportDaysOf` gives its days as objects either way. */
export const LIST_REPORT_DAYS = rpcMessage<ReportDaysAnswer>()('presence.reports.days', ReportDaysRequest);
