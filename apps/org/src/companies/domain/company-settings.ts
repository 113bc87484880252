import { IANAZone } from 'luxon';
import { type ApprovalSteps, type CompanySettings, isTimeOfDay, LANGS, ROLE, TEAM_COVERAGE_ACTIONS, type TimeWindow } from '@presently/contracts';
import { FIELD_ERRORS, FieldChecker } from '@presently/validation';
import { isIsoDate, type Parsed } from '@presently/domain';
import { ADMIN_ERRORS, changedKeys, intBetween, prefixErrors } from '../../common/domain/fields';
import { minutesOfDay } from '../../common/domain/time-of-day';

export const SETTINGS_ERRORS = {
  noChanges: ADMIN_ERRORS.noChanges,
  periodRequired: ADMIN_ERRORS.periodRequired,
  endBeforeStart: ADMIN_ERRORS.endBeforeStart,
  startEqualsEnd: ADMIN_ERRORS.startEqualsEnd,
  approverRequired: 'approver_required',
} as const;

/** Who may be allowed to schedule vacation in the past (spec: general manager, system administrator, HR, department lead, team lead). */
export const PAST_VACATION_ROLE_IDS = [ROLE.SYSADMIN, ROLE.GENERAL_MANAGER, ROLE.HUMAN_RESOURCES, ROLE.TEAM_LEAD, ROLE.DEPARTMENT_MANAGER] as const;

export const ROUNDING_MAX_MINUTES = 120;
export const MIN_DAYS_BEFORE_VACATION_MAX = 60;

export const isValidTimezone = (zone: string): boolean => IANAZone.isValidZone(zone);

/** The zone's canonical spelling ("europe/skopje" → "Europe/Skopje"), so equal zones compare equal. */
export const canonicalTimezone = (zone: string): string => new Intl.DateTimeFormat('en', { timeZone: zone }).resolvedOptions().timeZone;

/** What an update may carry: any top-level field, and the nested ones field by field. */
export type SettingsUpdate = Partial<Omit<CompanySettings, 'approval_steps' | 'night_work' | 'log_period'>> & {
  approval_steps?: Partial<ApprovalSteps>;
  night_work?: Partial<TimeWindow>;
  log_period?: Partial<TimeWindow>;
};

const BOOLEAN_FIELDS = [
  'show_qr_on_web',
  'two_factor_email',
  'password_reset_3_months',
  'saving_images',
  'disable_emails_general_manager',
  'disable_emails_department_manager',
  'disable_emails_chairman',
  'show_saturday',
  'show_sunday',
  'show_user_history',
  'leads_schedule_own_work_time',
  'leads_schedule_own_rest_days',
  'tl_shift_action',
] as const;

const MINUTE_FIELDS = ['start_rounding_minutes', 'end_rounding_minutes', 'flexible_hours_margin_minutes'] as const;
const APPROVAL_STEPS = ['team_lead', 'department_manager', 'human_resources', 'general_manager'] as const;

function parseWindow(payload: unknown): Parsed<Partial<TimeWindow>> {
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) return { ok: false, errors: { '': [FIELD_ERRORS.invalidOption] } };
  const c = new FieldChecker(payload);
  const value: Partial<TimeWindow> = {};
  if (c.has('enabled')) value.enabled = c.boolean('enabled');
  for (const edge of ['start', 'end'] as const) {
    if (!(edge in c.source)) continue;
    const time = c.source[edge];
    if (time === null || time === '') value[edge] = null;
    else if (isTimeOfDay(time)) value[edge] = time;
    else c.fail(edge, ADMIN_ERRORS.timeInvalid);
  }
  return c.ok ? { ok: true, value } : { ok: false, errors: c.result };
}

/**
 * Checks the shape of a settings update: only the fields present are checked and taken; unknown
 * fields are ignored. Language en, mk or bg; timezone an IANA zone (stored in its canonical
 * spelling); switches booleans; rounding and margins whole minutes 0–120; minimum days before a
 * vacation 0–60; the roles that may schedule vacation in the past of 1, 2, 3, 6, 7; the HR limit a
 * date or null; the team coverage maximum 1–100 % or null, and warn or refuse over it; windows 'HH:mm' (nested fields answer as 'night_work.start'). Rules across fields
 * are checked on the merged result (settingsRuleErrors).
 */
export function parseSettingsUpdate(payload: unknown): Parsed<SettingsUpdate> {
  const c = new FieldChecker(payload);
  const value: SettingsUpdate = {};
  if (c.has('language')) value.language = c.oneOf('language', LANGS);
  if (c.has('timezone')) {
    const zone = c.text('timezone', 250);
    if (zone !== undefined) {
      if (isValidTimezone(zone)) value.timezone = canonicalTimezone(zone);
      else c.fail('timezone', FIELD_ERRORS.invalidOption);
    }
  }
  for (const field of BOOLEAN_FIELDS) if (field in c.source) value[field] = c.boolean(field);
  for (const field of MINUTE_FIELDS) if (field in c.source) value[field] = intBetween(c, field, 0, ROUNDING_MAX_MINUTES);
  if ('min_days_before_vacation' in c.source) value.min_days_before_vacation = intBetween(c, 'min_days_before_vacation', 0, MIN_DAYS_BEFORE_VACATION_MAX);

  if ('past_vacation_roles' in c.source) {
    const roles = c.source.past_vacation_roles;
    const allowed: readonly number[] = PAST_VACATION_ROLE_IDS;
    if (!Array.isArray(roles) || !roles.every((r) => typeof r === 'number' && allowed.includes(r))) c.fail('past_vacation_roles', FIELD_ERRORS.invalidOption);
    else value.past_vacation_roles = [...new Set(roles as number[])].sort((a, b) => a - b);
  }

  if ('team_coverage_max_percent' in c.source) {
    const share = c.source.team_coverage_max_percent;
    // Null or blank: no maximum; otherwise a whole percentage of the team.
    if (share === null || share === '') value.team_coverage_max_percent = null;
    else value.team_coverage_max_percent = intBetween(c, 'team_coverage_max_percent', 1, 100);
  }
  if (c.has('team_coverage_action')) value.team_coverage_action = c.oneOf('team_coverage_action', TEAM_COVERAGE_ACTIONS);

  if ('hr_absence_limit_date' in c.source) {
    const date = c.source.hr_absence_limit_date;
    if (date === null || date === '') value.hr_absence_limit_date = null;
    else if (isIsoDate(date)) value.hr_absence_limit_date = date;
    else c.fail('hr_absence_limit_date', ADMIN_ERRORS.dateInvalid);
  }

  if ('approval_steps' in c.source) {
    const steps = c.source.approval_steps;
    if (typeof steps !== 'object' || steps === null || Array.isArray(steps)) c.fail('approval_steps', FIELD_ERRORS.invalidOption);
    else {
      const s = new FieldChecker(steps);
      const parsed: Partial<ApprovalSteps> = {};
      for (const step of APPROVAL_STEPS) if (step in s.source) parsed[step] = s.boolean(step);
      c.failAll(prefixErrors('approval_steps', s.result));
      value.approval_steps = parsed;
    }
  }

  for (const field of ['night_work', 'log_period'] as const) {
    if (!(field in c.source)) continue;
    const window = parseWindow(c.source[field]);
    if (window.ok) value[field] = window.value;
    else for (const [k, keys] of Object.entries(window.errors)) for (const key of keys) c.fail(k === '' ? field : `${field}.${k}`, key);
  }

  return c.ok ? { ok: true, value } : { ok: false, errors: c.result };
}

/** The settings an update would leave: the current ones with the update laid over them. */
export function mergeSettings(current: CompanySettings, update: SettingsUpdate): CompanySettings {
  const { approval_steps, night_work, log_period, ...flat } = update;
  return {
    ...current,
    ...flat,
    approval_steps: { ...current.approval_steps, ...approval_steps },
    night_work: { ...current.night_work, ...night_work },
    log_period: { ...current.log_period, ...log_period },
  };
}

/**
 * Rules across fields (spec section 5): night work on needs its period; a log period on needs its
 * period, and it ends later than it starts (night work may cross midnight, but not be empty); at
 * least one step of the approval chain approves.
 */
export function settingsRuleErrors(s: CompanySettings): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const add = (field: string, key: string) => (errors[field] ??= []).push(key);

  const night = s.night_work;
  if (night.enabled && (night.start === null || night.end === null)) add('night_work', SETTINGS_ERRORS.periodRequired);
  else if (night.start !== null && night.end !== null && night.start === night.end) add('night_work', SETTINGS_ERRORS.startEqualsEnd);

  const log = s.log_period;
  if (log.enabled && (log.start === null || log.end === null)) add('log_period', SETTINGS_ERRORS.periodRequired);
  else if (log.start !== null && log.end !== null && minutesOfDay(log.end) <= minutesOfDay(log.start)) add('log_period', SETTINGS_ERRORS.endBeforeStart);

  if (!APPROVAL_STEPS.some((step) => s.approval_steps[step])) add('approval_steps', SETTINGS_ERRORS.approverRequired);
  return errors;
}

/** The top-level fields whose value differs (nested objects compared whole); empty: nothing to save. */
export function diffSettings(current: CompanySettings, next: CompanySettings): Array<keyof CompanySettings> {
  return changedKeys(current, next);
}
