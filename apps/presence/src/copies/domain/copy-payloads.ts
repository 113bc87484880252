import { IANAZone } from 'luxon';
import {
  type CompanySettings,
  DEFAULT_WORK_SETTINGS,
  defaultCompanySettings,
  LANGS,
  type PresenceProfile,
  ROLES,
  USER_STATUSES,
  type UserStatus,
  type WorkSettings,
  WORK_SETTINGS_SWITCHES,
} from '@presently/contracts';
import { isId } from '@presently/domain';

/**
 * org's data as presence keeps it, checked on the way in (events and RPC answers alike): a copy is
 * never guessed. Pure functions, no framework.
 */

const ROLE_IDS = ROLES.map((r) => r.id) as number[];

type Source = Record<string, unknown>;
const obj = (v: unknown): Source | null => (typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Source) : null);
const optId = (v: unknown): number | null | undefined => (v === null || v === undefined ? null : isId(v) ? v : undefined);
const bool = (v: unknown): v is boolean => typeof v === 'boolean';
const num = (v: unknown, min: number, max: number): v is number => typeof v === 'number' && Number.isFinite(v) && v >= min && v <= max;
const hm = (v: unknown): v is string => typeof v === 'string' && /^([01]\d|2[0-3]):[0-5]\d$/.test(v);

/** What every user event has (the fields auth needs too). */
export interface UserCore {
  user_id: number;
  company_id: number;
  full_name: string;
  role_id: number;
  status: UserStatus;
}

/** What presence adds (team and department for scopes, QR for scans, work settings for the rules). */
export type UserPresenceFields = Omit<PresenceProfile, keyof UserCore>;

export type ParsedUser = { ok: true; core: UserCore; presence: UserPresenceFields | null } | { ok: false; fields: string[] };

/** What presence assumes of a user whose work settings it does not hold (a new user's). */
export { DEFAULT_WORK_SETTINGS };

/** Work settings, every field checked; null when any is missing or wrong. */
export function parseWorkSettings(value: unknown): WorkSettings | null {
  const s = obj(value);
  if (!s) return null;
  if (!num(s.working_hours, 0, 24) || !num(s.max_paid_break_minutes, 0, 24 * 60)) return null;
  if (!WORK_SETTINGS_SWITCHES.every((k) => bool(s[k]))) return null;
  return {
    working_hours: s.working_hours,
    max_paid_break_minutes: s.max_paid_break_minutes,
    flexible_regular_hours: s.flexible_regular_hours as boolean,
    automatic_presence_stop: s.automatic_presence_stop as boolean,
    saving_images: s.saving_images as boolean,
    disable_overtime: s.disable_overtime as boolean,
    disable_presence_logging: s.disable_presence_logging as boolean,
    use_web: s.use_web as boolean,
    use_mobile_app: s.use_mobile_app as boolean,
  };
}

/**
 * A user from org.user.changed.v1 or from org's profile answer. The core fields are required; the
 * presence fields (added to the event for issue 4) are taken only when all of them are present and
 * valid, so that an event published before they existed still updates name, role and status.
 */
export function parseUser(value: unknown): ParsedUser {
  const s = obj(value) ?? {};
  const bad: string[] = [];
  if (!isId(s.user_id)) bad.push('user_id');
  if (!isId(s.company_id)) bad.push('company_id');
  if (typeof s.full_name !== 'string') bad.push('full_name');
  if (typeof s.role_id !== 'number' || !ROLE_IDS.includes(s.role_id)) bad.push('role_id');
  if (typeof s.status !== 'string' || !(USER_STATUSES as readonly string[]).includes(s.status)) bad.push('status');
  if (bad.length > 0) return { ok: false, fields: bad };
  const core: UserCore = {
    user_id: s.user_id as number,
    company_id: s.company_id as number,
    full_name: (s.full_name as string).replace(/\s+/g, ' ').trim(),
    role_id: s.role_id as number,
    status: s.status as UserStatus,
  };
  const ids = ['team_id', 'department_id', 'nationality_id', 'religion_id'] as const;
  const [team, department, nationality, religion] = ids.map((k) => optId(s[k]));
  const workSettings = parseWorkSettings(s.work_settings);
  const hasPresence = typeof s.qr_code === 'string' && s.qr_code.length > 0 && workSettings !== null && [team, department, nationality, religion].every((v) => v !== undefined);
  return {
    ok: true,
    core,
    presence: hasPresence
      ? {
          team_id: team as number | null,
          department_id: department as number | null,
          nationality_id: nationality as number | null,
          religion_id: religion as number | null,
          qr_code: s.qr_code as string,
          work_settings: workSettings as WorkSettings,
        }
      : null,
  };
}

/** What presence assumes of a setting org's copy lacks (org's own defaults for a new company). */
export const DEFAULT_COMPANY_SETTINGS: CompanySettings = defaultCompanySettings('en');

/**
 * Company settings from an event or org's answer. The time zone must be a real IANA zone (every day
 * and week depends on it): otherwise null. Other fields presence reads are checked and fall back to
 * the defaults one by one; fields presence does not read are kept as sent.
 */
export function parseCompanySettings(value: unknown): CompanySettings | null {
  const s = obj(value);
  if (!s || typeof s.timezone !== 'string' || !IANAZone.isValidZone(s.timezone)) return null;
  const d = DEFAULT_COMPANY_SETTINGS;
  const pickBool = <K extends keyof CompanySettings>(k: K): CompanySettings[K] => (bool(s[k]) ? (s[k] as CompanySettings[K]) : d[k]);
  const pickMinutes = <K extends keyof CompanySettings>(k: K): CompanySettings[K] => (num(s[k], 0, 24 * 60) && Number.isInteger(s[k]) ? (s[k] as CompanySettings[K]) : d[k]);
  const night = obj(s.night_work);
  const nightWork =
    night && bool(night.enabled) && (!night.enabled || (hm(night.start) && hm(night.end)))
      ? { enabled: night.enabled, start: hm(night.start) ? night.start : null, end: hm(night.end) ? night.end : null }
      : d.night_work;
  return {
    ...d,
    ...(s as Partial<CompanySettings>),
    language: typeof s.language === 'string' && (LANGS as readonly string[]).includes(s.language) ? (s.language as CompanySettings['language']) : d.language,
    timezone: s.timezone,
    show_qr_on_web: pickBool('show_qr_on_web'),
    saving_images: pickBool('saving_images'),
    show_saturday: pickBool('show_saturday'),
    show_sunday: pickBool('show_sunday'),
    show_user_history: pickBool('show_user_history'),
    leads_schedule_own_work_time: pickBool('leads_schedule_own_work_time'),
    leads_schedule_own_rest_days: pickBool('leads_schedule_own_rest_days'),
    tl_shift_action: pickBool('tl_shift_action'),
    start_rounding_minutes: pickMinutes('start_rounding_minutes'),
    end_rounding_minutes: pickMinutes('end_rounding_minutes'),
    flexible_hours_margin_minutes: pickMinutes('flexible_hours_margin_minutes'),
    night_work: nightWork,
  };
}

/** org's profile answer as a complete copy; null when it is not one (org does not know the user). */
export function parseProfile(value: unknown): PresenceProfile | null {
  const parsed = parseUser(value);
  if (!parsed.ok || !parsed.presence) return null;
  return { ...parsed.core, ...parsed.presence };
}
