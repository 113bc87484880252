import type { CompanySettings } from '../org.contracts';
import type { UserStatus, WorkSettings } from '../org-admin.contracts';

/** What presence asks org for when its copy lacks a user or company (events keep the copy current). */
export const ORG_PRESENCE_RPC = {
  /** { company_id, user_id } or { company_id, qr_code } → PresenceProfile | null. */
  profile: 'org.presence.profile',
  /** { company_id } → PresenceCompany | null. */
  company: 'org.presence.company',
  /** { company_id, from, to } (yyyy-mm-dd) → Holiday[] of that period. */
  holidays: 'org.presence.holidays',
  /** { company_id, shift_id } → Shift | null. */
  shift: 'org.presence.shift',
} as const;

/** What presence keeps of a user (copied from org by events, fetched by RPC on a miss). */
export interface PresenceProfile {
  user_id: number;
  company_id: number;
  full_name: string;
  role_id: number;
  status: UserStatus;
  team_id: number | null;
  department_id: number | null;
  nationality_id: number | null;
  religion_id: number | null;
  qr_code: string;
  work_settings: WorkSettings;
}

export interface PresenceCompany {
  company_id: number;
  settings: CompanySettings;
}
