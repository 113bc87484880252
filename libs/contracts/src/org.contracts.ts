import type { Lang } from './envelopes';
import type { AccountType } from './auth.contracts';

/** RPC patterns answered by the org service. */
export const ORG_RPC = {
  /** Creates a company with Default department and team, a Deactivated team, and its first user (role 1). */
  registerCompany: 'org.companies.register',
  /** The logged-in user for GET user-info: user, roles, company with its flags. */
  userInfo: 'org.users.info',
  profile: 'org.profile.get',
  religions: 'org.profile.religions',
  nationalities: 'org.profile.nationalities',
  countries: 'org.profile.countries',
  setAvatar: 'org.profile.avatar.set',
  getAvatar: 'org.profile.avatar.get',
  submitSurvey: 'org.survey.submit',
  getSettings: 'org.settings.get',
  updateSettings: 'org.settings.update',
  /** Demo company with one user per role (idempotent). */
  seedDemo: 'org.demo.seed',
} as const;

export interface RegisterCompanyRequest {
  /** Idempotency key: the same registration retried creates nothing new. */
  registration_id: string;
  company_name: string;
  account_type: AccountType;
  email: string;
  lang: Lang;
}

export interface RegisterCompanyResult {
  company_id: number;
  user_id: number;
}

export interface CompanyFlags {
  id: number;
  name: string;
  created_at: string;
  show_qr_on_web: boolean;
  TL_shift_action: boolean;
  show_saturday: boolean;
  show_sunday: boolean;
  show_user_history: boolean;
  special_reports: boolean;
  language: Lang;
  timezone: string;
}

/** The logged-in user as GET user-info returns it (spec section 3), with company and roles. */
export interface UserInfo {
  id: number;
  full_name: string;
  email: string;
  department_id: number | null;
  roles: Array<{ id: number; name: string }>;
  company_id: number;
  team_id: number | null;
  user_color: string;
  qr_code: string | null;
  survey: 0 | 1;
  avatar_url: string | null;
  company: CompanyFlags;
}

export interface Profile {
  id: number;
  email: string;
  full_name: string;
  full_name_in_documents: string | null;
  job_position: string | null;
  job_position_in_documents: string | null;
  birthday: string | null;
  phone: string | null;
  nationality_id: number | null;
  religion_id: number | null;
  country_code: string | null;
  employment_start_date: string | null;
  employment_end_date: string | null;
  department: { id: number; name: string } | null;
  team: { id: number; name: string } | null;
  role: { id: number; name: string };
  user_color: string;
  avatar_url: string | null;
}

export interface NamedItem {
  id: number;
  name: string;
}

export interface Country {
  code: string;
  name: string;
}

export interface SetAvatarRequest {
  /** Image bytes, base64. The gateway has already checked the size; org checks the content. */
  content_base64: string;
}

export interface AvatarFile {
  mime: 'image/jpeg' | 'image/png';
  content_base64: string;
}

export interface SurveyRequest {
  user_id: number;
  role_id: number;
  first_answer: string;
  second_answer: string;
  third_answer: string;
  fourth_answer: string;
  fifth_answer: string;
  sixth_answer: 'yes' | 'no';
  seventh_answer: 'yes' | 'no';
  eighth_answer: 'yes' | 'no';
  ninth_answer: 'yes' | 'no';
}

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
}

export type UpdateSettingsRequest = Partial<CompanySettings>;

export interface SeedDemoResult {
  company_id: number;
  users: Array<{ user_id: number; email: string; role_id: number; full_name: string }>;
}

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
  };
}
