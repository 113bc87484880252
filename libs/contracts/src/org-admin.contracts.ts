import type { Lang } from './envelopes';

/**
 * Organisation administration (issue: companies, users, departments, teams, holidays, lists, gates,
 * shifts, work rules). RPC patterns answered by org; the gateway guards each by the screen it serves.
 */
export const ORG_ADMIN_RPC = {
  getCompanyDetails: 'org.company.details.get',
  updateCompanyDetails: 'org.company.details.update',
  setCompanyLogo: 'org.company.logo.set',
  getCompanyLogo: 'org.company.logo.get',

  listUsers: 'org.users.list',
  getUser: 'org.users.get',
  createUser: 'org.users.create',
  updateUser: 'org.users.update',
  changeUserStatus: 'org.users.status.change',
  listQrCodes: 'org.users.qr-codes',
  /** { user_id } → UserDetails with a new QR code: the old one stops working at the gates (revocation). */
  regenerateQrCode: 'org.users.qr-code.regenerate',
  getWorkSettings: 'org.users.work-settings.get',
  updateWorkSettings: 'org.users.work-settings.update',

  listDepartments: 'org.departments.list',
  createDepartment: 'org.departments.create',
  updateDepartment: 'org.departments.update',
  deleteDepartment: 'org.departments.delete',

  listTeams: 'org.teams.list',
  createTeam: 'org.teams.create',
  updateTeam: 'org.teams.update',
  deleteTeam: 'org.teams.delete',

  listHolidays: 'org.holidays.list',
  createHoliday: 'org.holidays.create',
  updateHoliday: 'org.holidays.update',
  deleteHoliday: 'org.holidays.delete',
  copyHolidays: 'org.holidays.copy-year',

  listNationalities: 'org.nationalities.list',
  saveNationality: 'org.nationalities.save',
  deleteNationality: 'org.nationalities.delete',
  listReligions: 'org.religions.list',
  saveReligion: 'org.religions.save',
  deleteReligion: 'org.religions.delete',

  listGates: 'org.gates.list',
  saveGate: 'org.gates.save',
  deleteGate: 'org.gates.delete',
  listDevices: 'org.devices.list',
  registerDevice: 'org.devices.register',
  revokeDevice: 'org.devices.revoke',
  /** For the device API: which gate and company a device key belongs to (null when unknown or revoked). */
  authenticateDevice: 'org.devices.authenticate',

  listShifts: 'org.shifts.list',
  saveShift: 'org.shifts.save',
  deleteShift: 'org.shifts.delete',
  getWorkRules: 'org.work-rules.get',
  updateWorkRules: 'org.work-rules.update',
} as const;

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  per_page: number;
}

export interface PageQuery {
  page?: number;
  per_page?: number;
  /** Free-text filter (names, e-mail). */
  q?: string;
  sort?: string;
  order?: 'asc' | 'desc';
}

export const USER_STATUSES = ['active', 'deactivated', 'blocked'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];
export const USER_STATUS_ACTIONS = ['activate', 'deactivate', 'block', 'unblock'] as const;
export type UserStatusAction = (typeof USER_STATUS_ACTIONS)[number];

export interface CompanyDetails {
  id: number;
  name: string;
  address: string | null;
  city: string | null;
  country: string | null;
  tax_number: string | null;
  logo_url: string | null;
  general_manager_user_id: number | null;
  language: Lang;
  timezone: string;
}

export interface UserSummary {
  id: number;
  email: string;
  full_name: string;
  job_position: string | null;
  role_id: number;
  department_id: number | null;
  team_id: number | null;
  status: UserStatus;
  user_color: string;
}

export interface UserDetails extends UserSummary {
  full_name_in_documents: string | null;
  job_position_in_documents: string | null;
  birthday: string | null;
  phone: string | null;
  nationality_id: number | null;
  religion_id: number | null;
  country_code: string | null;
  employment_start_date: string | null;
  employment_end_date: string | null;
  qr_code: string | null;
  avatar_url: string | null;
}

export type UserInput = Omit<UserDetails, 'id' | 'status' | 'qr_code' | 'avatar_url'>;

export interface WorkSettings {
  /** Daily working hours, e.g. 8. */
  working_hours: number;
  max_paid_break_minutes: number;
  flexible_regular_hours: boolean;
  automatic_presence_stop: boolean;
  saving_images: boolean;
  disable_overtime: boolean;
  disable_presence_logging: boolean;
  use_web: boolean;
  use_mobile_app: boolean;
}

export interface Department {
  id: number;
  name: string;
  manager_user_id: number | null;
  is_default: boolean;
  member_count: number;
}

export interface Team {
  id: number;
  name: string;
  department_id: number | null;
  team_lead_user_id: number | null;
  kind: 'default' | 'deactivated' | 'regular';
  member_ids: number[];
  /** Names of the lead and the members: team leads may not list users, yet see who is in their team. */
  people: Array<{ id: number; full_name: string }>;
}

export const HOLIDAY_TYPES = ['public', 'ethnic', 'religious'] as const;
export type HolidayType = (typeof HOLIDAY_TYPES)[number];

export interface Holiday {
  id: number;
  date: string;
  description: string;
  type: HolidayType;
  year: number;
  /** For all citizens, or only for a nationality or religion. */
  for_all: boolean;
  nationality_id: number | null;
  religion_id: number | null;
}

export interface Gate {
  id: number;
  name: string;
  active: boolean;
  device_count: number;
}

export interface Device {
  id: number;
  gate_id: number;
  name: string;
  /** Never the key: it is shown once, at registration. */
  key_hint: string;
  revoked: boolean;
  created_at: string;
}

export interface RegisteredDevice extends Device {
  /** Shown once; only its hash is kept. */
  device_key: string;
}

export const SHIFT_TYPES = ['strict', 'sliding', 'custom'] as const;
export type ShiftType = (typeof SHIFT_TYPES)[number];

export interface Shift {
  id: number;
  name: string;
  type: ShiftType;
  /** HH:mm in the company's time zone; an end before the start crosses midnight. */
  start: string;
  end: string;
  total_minutes: number;
}

/** Company-wide rules the spec leaves open ("Work rules: fields not shown"). */
export interface WorkRules {
  work_days: number[];
  daily_hours: number;
  default_max_paid_break_minutes: number;
  overtime_after_minutes: number;
}

/** A new user's work settings under the default work rules (8 h a day, 30 min paid break). */
export const DEFAULT_WORK_SETTINGS: Readonly<WorkSettings> = {
  working_hours: 8,
  max_paid_break_minutes: 30,
  flexible_regular_hours: false,
  automatic_presence_stop: false,
  saving_images: false,
  disable_overtime: false,
  disable_presence_logging: false,
  use_web: true,
  use_mobile_app: true,
};
