import { type Lang, LANGS, mayScheduleReport, REPORT_KINDS, type ReportKind, type ReportSchedule, type SchedulePeriod, type ScheduleRecipient } from '@presently/contracts';

/** The schedule form's values, sent whole as the body of POST and PUT `/api/report-schedules`. */
export interface ScheduleForm {
  kind: ReportKind;
  format: 'xlsx' | 'pdf';
  filters: { period: SchedulePeriod; department_id?: number | null; team_id?: number | null; user_id?: number | null };
  frequency: 'weekly' | 'monthly';
  weekday: number | null;
  day_of_month: number | null;
  time: string;
  recipients: ScheduleRecipient[];
  active: boolean;
}

/** The kinds the role may schedule: the schedules screen's roles, each kind its own rule (the server checks the same). */
export const schedulableKinds = (roleId: number | null, specialReports: boolean): ReportKind[] =>
  roleId === null ? [] : REPORT_KINDS.filter((kind) => mayScheduleReport(kind, roleId, specialReports));

export const langOf = (value: unknown): Lang => ((LANGS as readonly unknown[]).includes(value) ? (value as Lang) : 'en');

/** A new schedule: the presence report of last month, in Excel, on the 1st at 07:00, to the user in the company's language. */
export function emptySchedule(email: string | undefined, companyLang: unknown): ScheduleForm {
  return {
    kind: 'presence',
    format: 'xlsx',
    filters: { period: 'last_month' },
    frequency: 'monthly',
    weekday: 1,
    day_of_month: 1,
    time: '07:00',
    recipients: [{ email: email ?? '', lang: langOf(companyLang) }],
    active: true,
  };
}

/** A stored schedule as the form edits it. */
export function formOf(s: ReportSchedule): ScheduleForm {
  return {
    kind: s.kind,
    format: s.format,
    filters: { period: s.filters.period, department_id: s.filters.department_id, team_id: s.filters.team_id, user_id: s.filters.user_id },
    frequency: s.frequency,
    weekday: s.weekday ?? 1,
    day_of_month: s.day_of_month ?? 1,
    time: s.time,
    recipients: s.recipients,
    active: s.active,
  };
}

/** What the form sends: only the day field its frequency uses, no empty filters. */
export function bodyOf(form: ScheduleForm): ScheduleForm {
  const filters: ScheduleForm['filters'] = { period: form.filters.period };
  for (const key of ['department_id', 'team_id', 'user_id'] as const) if (form.filters[key]) filters[key] = form.filters[key];
  return {
    ...form,
    filters,
    weekday: form.frequency === 'weekly' ? form.weekday : null,
    day_of_month: form.frequency === 'monthly' ? form.day_of_month : null,
    recipients: form.recipients.map((r) => ({ email: r.email.trim(), lang: r.lang })),
  };
}
