import { z } from 'zod';
import { booleanField, dateField, intField, intListField, optionField, timeField, timeZoneField } from '../common/fields';
import { rpcMessage } from '../common/message';
import { LANGS, type Lang } from '../envelopes';
import { nestedField } from '../common/request-fields';

/** Which steps of the approval chain apply (team lead → department manager → HR → general manager). */
export interface ApprovalSteps {
  team_lead: boolean;
  department_manager: boolean;
  human_resources: boolean;
  general_manager: boolean;
}

/** A daily window in the company's time zone, HH:mm; an end before the start crosses midnight. */
export interface TimeWindow {
  enabled: boolean;
  start: string | null;
  end: string | null;
}

/** Company settings (spec section 3 "Company settings"), edited by roles 1 and 7. */
export interface CompanySettings {
  language: Lang;
  timezone: string;
  show_qr_on_web: boolean;
  two_factor_email: boolean;
  password_reset_3_months: boolean;
  saving_images: boolean;
  min_days_before_vacation: number;
  disable_emails_general_manager: boolean;
  disable_emails_department_manager: boolean;
  disable_emails_chairman: boolean;
  approval_steps: ApprovalSteps;
  show_saturday: boolean;
  show_sunday: boolean;
  show_user_history: boolean;
  /** Role ids that may schedule vacation in the past (of 2, 1, 3, 7, 6). */
  past_vacation_roles: number[];
  leads_schedule_own_work_time: boolean;
  leads_schedule_own_rest_days: boolean;
  start_rounding_minutes: number;
  end_rounding_minutes: number;
  flexible_hours_margin_minutes: number;
  night_work: TimeWindow;
  log_period: TimeWindow;
  /** After this date HR cannot create absences for others (null: no limit). */
  hr_absence_limit_date: string | null;
  tl_shift_action: boolean;
  /** The largest share of a team (percent, 1–100) that may be absent on one day; null: no maximum. */
  team_coverage_max_percent: number | null;
  /** Over that share a new request is refused (`team_coverage_exceeded`) or only flagged for its approvers. */
  team_coverage_action: TeamCoverageAction;
}

export const TEAM_COVERAGE_ACTIONS = ['warn', 'refuse'] as const;
export type TeamCoverageAction = (typeof TEAM_COVERAGE_ACTIONS)[number];

/**
 * A new company's settings as the contract shows them (org stores the same defaults). The time zone
 * follows the language where it names one country (Bulgarian → Europe/Sofia), else North Macedonia's.
 * Copies of settings (presence) fall back to these for a company they do not hold yet.
 */
export function defaultCompanySettings(lang: Lang): CompanySettings {
  return {
    language: lang,
    timezone: lang === 'bg' ? 'Europe/Sofia' : 'Europe/Skopje',
    show_qr_on_web: true,
    two_factor_email: false,
    password_reset_3_months: false,
    saving_images: false,
    min_days_before_vacation: 3,
    disable_emails_general_manager: false,
    disable_emails_department_manager: false,
    disable_emails_chairman: false,
    approval_steps: { team_lead: true, department_manager: true, human_resources: true, general_manager: true },
    show_saturday: false,
    show_sunday: false,
    show_user_history: false,
    past_vacation_roles: [],
    leads_schedule_own_work_time: false,
    leads_schedule_own_rest_days: false,
    start_rounding_minutes: 0,
    end_rounding_minutes: 0,
    flexible_hours_margin_minutes: 0,
    night_work: { enabled: false, start: '22:00', end: '06:00' },
    log_period: { enabled: false, start: null, end: null },
    hr_absence_limit_date: null,
    tl_shift_action: false,
    team_coverage_max_percent: null,
    team_coverage_action: 'warn',
  };
}

export const GetSettingsRequest = z.object({});

/** GET /api/settings: the acting user's company's settings. */
export const GET_SETTINGS = rpcMessage<CompanySettings>()('org.settings.get', GetSettingsRequest);

/** A daily window of an update: what is left out stays as it is, null clears an end. */
const timeWindowUpdate = {
  enabled: booleanField(),
  start: timeField().meta({ example: '22:00' }),
  end: timeField().meta({ example: '06:00' }),
};

/**
 * PUT /api/settings: any of the settings, nested ones included; those left out stay as they are, and
 * null clears what may be empty (the HR limit date, a window's ends). Each value is checked for its
 * shape here; ranges (rounding margins, minimum days), which roles may schedule vacation in the past,
 * the windows' rules and what null means elsewhere are org's.
 */
export const UpdateSettingsRequest = z.object({
  language: optionField(LANGS).meta({ description: 'Default language of the company' }),
  timezone: timeZoneField().meta({ description: 'IANA time zone' }),
  show_qr_on_web: booleanField().meta({ description: 'Show the QR code on My Presence' }),
  two_factor_email: booleanField().meta({ description: 'Ask for an e-mailed code at login' }),
  password_reset_3_months: booleanField().meta({ description: 'Passwords expire every 3 months' }),
  saving_images: booleanField().meta({ description: 'Keep the images of attendance scans' }),
  min_days_before_vacation: intField().meta({ description: 'Working days a vacation request must be made in advance', example: 3 }),
  disable_emails_general_manager: booleanField(),
  disable_emails_department_manager: booleanField(),
  disable_emails_chairman: booleanField(),
  approval_steps: nestedField({
    team_lead: booleanField().meta({ description: 'The team lead approves' }),
    department_manager: booleanField().meta({ description: 'The department manager approves' }),
    human_resources: booleanField().meta({ description: 'Human resources approve' }),
    general_manager: booleanField().meta({ description: 'The general manager (or chairman) approves' }),
  }).meta({ description: 'Who approves absence requests' }),
  show_saturday: booleanField(),
  show_sunday: booleanField(),
  show_user_history: booleanField().meta({ description: 'Show presence history to team members' }),
  past_vacation_roles: intListField(1, 8).meta({ description: 'Role ids that may schedule vacation in the past (org allows 1, 2, 3, 6, 7)', example: [1, 3] }),
  leads_schedule_own_work_time: booleanField(),
  leads_schedule_own_rest_days: booleanField(),
  start_rounding_minutes: intField().meta({ description: 'Rounding margin of a fixed start, in minutes' }),
  end_rounding_minutes: intField().meta({ description: 'Rounding margin of a fixed end, in minutes' }),
  flexible_hours_margin_minutes: intField().meta({ description: 'Flexible hours margin, in minutes' }),
  night_work: nestedField(timeWindowUpdate).meta({ description: 'Night work and its window' }),
  log_period: nestedField(timeWindowUpdate).meta({ description: 'The log period and its window' }),
  hr_absence_limit_date: dateField().meta({ description: 'After this date HR cannot create absences for others (null: no limit)' }),
  tl_shift_action: booleanField().meta({ description: 'Team leads’ shift action' }),
  team_coverage_max_percent: intField().meta({ description: 'Largest share of a team (1–100 %) absent on one day (null: no maximum)', example: 50 }),
  team_coverage_action: optionField(TEAM_COVERAGE_ACTIONS).meta({ description: 'Over the maximum: warn the approvers or refuse the request' }),
});
export type UpdateSettingsRequest = z.input<typeof UpdateSettingsRequest>;

/** Changes the settings sent (roles 1 and 7); the change is announced (org.company.settings-changed.v1). */
export const UPDATE_SETTINGS = rpcMessage<CompanySettings>()('org.settings.update', UpdateSettingsRequest);
