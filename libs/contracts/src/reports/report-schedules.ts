import { z } from 'zod';
import { FIELD_KEYS, idField, isTimeOfDay, requiredEmail } from '../common/fields';
import { eventMessage, rpcMessage } from '../common/message';
import { LANGS, type Lang } from '../envelopes';
import { EXPORT_FORMATS, type ExportFileChunk, type ExportFormat, type ExportStatus } from './report-exports';
import { REPORT_KINDS, type ReportKind } from './report-kinds';

/**
 * Scheduled reports (docs/reports.md, "Scheduled reports"): a report kind, a format, filters with a
 * period relative to each run, a weekly or monthly schedule at a local time of the company's zone, and
 * the addresses the file is e-mailed to, each with the language of its mail.
 */
export const SCHEDULE_PERIODS = ['last_week', 'last_month', 'month_to_date'] as const;
export type SchedulePeriod = (typeof SCHEDULE_PERIODS)[number];
export const SCHEDULE_FREQUENCIES = ['weekly', 'monthly'] as const;
export type ScheduleFrequency = (typeof SCHEDULE_FREQUENCIES)[number];
export const SCHEDULE_RUN_STATUSES = ['pending', 'exporting', 'sent', 'failed'] as const;
export type ScheduleRunStatus = (typeof SCHEDULE_RUN_STATUSES)[number];
/** Recipients of one schedule at most. */
export const MAX_SCHEDULE_RECIPIENTS = 20;

export const SCHEDULE_ERRORS = {
  recipientsRequired: 'recipients_required',
  tooManyRecipients: 'too_many_recipients',
  notFound: 'report_schedule_not_found',
} as const;

export interface ScheduleRecipient {
  email: string;
  lang: Lang;
}

export interface ReportScheduleFilters {
  period: SchedulePeriod;
  department_id: number | null;
  team_id: number | null;
  user_id: number | null;
}

export interface ReportSchedule {
  id: string;
  kind: ReportKind;
  format: ExportFormat;
  filters: ReportScheduleFilters;
  frequency: ScheduleFrequency;
  /** ISO weekday, 1 = Monday … 7 = Sunday (weekly). */
  weekday: number | null;
  /** Day of the month (monthly); 29–31 run on the month's last day in shorter months. */
  day_of_month: number | null;
  /** HH:mm in the company's time zone. */
  time: string;
  time_zone: string;
  recipients: ScheduleRecipient[];
  active: boolean;
  owner_user_id: number;
  next_run_at: string;
  created_at: string;
}

export interface ReportScheduleRun {
  id: string;
  schedule_id: string;
  /** The instant the run was due. */
  due_at: string;
  /** The period it reported on; `to` is its cut-off date. */
  from: string;
  to: string;
  status: ScheduleRunStatus;
  attempts: number;
  export_id: string | null;
  export_status: ExportStatus | null;
  /** How the file went out: attached, or as a download link (larger than the mail limit). */
  delivery: 'attachment' | 'link' | null;
  error: string | null;
  created_at: string;
  finished_at: string | null;
}

const O = FIELD_KEYS.option;
const requiredOr = (key: string) => (issue: { input?: unknown }) => (issue.input === undefined || issue.input === null ? FIELD_KEYS.required : key);
const option = <const T extends readonly [string, ...string[]]>(values: T) => z.enum(values, { error: requiredOr(O) });
const whole = (min: number, max: number) => z.number({ error: O }).int({ error: O }).min(min, { error: O }).max(max, { error: O }).nullish();

export const ScheduleRecipientBody = z.object(
  {
    email: requiredEmail(),
    lang: z.enum(LANGS, { error: requiredOr(O) }),
  },
  { error: requiredOr(O) },
);

/** The body of `POST /api/report-schedules` and `PUT /api/report-schedules/{id}` (sent whole). */
export const ReportScheduleBody = z
  .object({
    kind: z.enum(REPORT_KINDS, { error: requiredOr(O) }),
    format: option(EXPORT_FORMATS),
    filters: z.object(
      {
        period: option(SCHEDULE_PERIODS),
        department_id: idField(),
        team_id: idField(),
        user_id: idField(),
      },
      { error: requiredOr(O) },
    ),
    frequency: option(SCHEDULE_FREQUENCIES),
    weekday: whole(1, 7),
    day_of_month: whole(1, 31),
    time: z.string({ error: requiredOr(FIELD_KEYS.time) }).refine(isTimeOfDay, { error: FIELD_KEYS.time }),
    recipients: z
      .array(ScheduleRecipientBody, { error: requiredOr(SCHEDULE_ERRORS.recipientsRequired) })
      .min(1, { error: SCHEDULE_ERRORS.recipientsRequired })
      .max(MAX_SCHEDULE_RECIPIENTS, { error: SCHEDULE_ERRORS.tooManyRecipients }),
    active: z.boolean({ error: O }).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.frequency === 'weekly' && (v.weekday === null || v.weekday === undefined)) ctx.addIssue({ code: 'custom', path: ['weekday'], message: FIELD_KEYS.required });
    if (v.frequency === 'monthly' && (v.day_of_month === null || v.day_of_month === undefined))
      ctx.addIssue({ code: 'custom', path: ['day_of_month'], message: FIELD_KEYS.required });
  });
export type ReportScheduleBody = z.output<typeof ReportScheduleBody>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const scheduleId = () => z.string({ error: O }).regex(UUID, { error: 'not_found' });

export const ScheduleIdRequest = z.object({ id: scheduleId() });
export const UpdateScheduleRequest = z.object({ id: scheduleId(), body: ReportScheduleBody });

export const LIST_REPORT_SCHEDULES = rpcMessage<ReportSchedule[]>()('reports.schedules.list', z.object({}));
export const CREATE_REPORT_SCHEDULE = rpcMessage<ReportSchedule>()('reports.schedules.create', ReportScheduleBody);
export const GET_REPORT_SCHEDULE = rpcMessage<ReportSchedule>()('reports.schedules.get', ScheduleIdRequest);
export const UPDATE_REPORT_SCHEDULE = rpcMessage<ReportSchedule>()('reports.schedules.update', UpdateScheduleRequest);
export const DELETE_REPORT_SCHEDULE = rpcMessage<{ deleted: true }>()('reports.schedules.delete', ScheduleIdRequest);
export const LIST_REPORT_SCHEDULE_RUNS = rpcMessage<ReportScheduleRun[]>()('reports.schedules.runs', ScheduleIdRequest);

/**
 * A scheduled run's file is ready: notifications e-mails it to each recipient in their language,
 * attached (`attachment`: notifications reads the file from reports by `READ_SCHEDULED_REPORT_FILE`)
 * or as a download link (`link`: the file is larger than the mail limit).
 */
export interface ScheduledReportReadyEvent {
  run_id: string;
  company_id: number;
  company_name: string;
  kind: ReportKind;
  format: ExportFormat;
  from: string;
  to: string;
  file_name: string;
  size_bytes: number;
  delivery: 'attachment' | 'link';
  /** The download link (delivery `link`): works without signing in until the file expires. */
  download_url: string | null;
  expires_at: string | null;
  recipients: ScheduleRecipient[];
}
export const SCHEDULED_REPORT_READY = eventMessage<ScheduledReportReadyEvent>()('reports.scheduled-report.ready.v1');

/** A scheduled run's file, in chunks, for the service that mails it (no actor: the run names the file). */
export const ReadScheduledFileRequest = z.object({ run_id: scheduleId(), offset: z.number({ error: O }).int().min(0) });
export const READ_SCHEDULED_REPORT_FILE = rpcMessage<ExportFileChunk>()('reports.schedules.file-chunk', ReadScheduledFileRequest);

/** A file by its secret download link (`GET /api/report-files/{token}`), in chunks; public until it expires. */
export const ReadLinkedFileRequest = z.object({ token: z.string({ error: O }).regex(/^[A-Za-z0-9_-]{43}$/, { error: 'not_found' }), offset: z.number({ error: O }).int().min(0) });
export const READ_LINKED_REPORT_FILE = rpcMessage<ExportFileChunk>()('reports.files.by-link', ReadLinkedFileRequest);

/** HR's "run now": a run due this instant, for the period as it is now. */
export const RUN_REPORT_SCHEDULE = rpcMessage<ReportScheduleRun>()('reports.schedules.run-now', ScheduleIdRequest);
