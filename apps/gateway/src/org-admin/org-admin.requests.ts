import type {
  ApprovalSteps,
  CompanyDetails,
  CompanySettings,
  Department,
  Holiday,
  HolidayType,
  Lang,
  PageQuery,
  Shift,
  Team,
  TimeWindow,
  UserInput,
  UserStatus,
  UserStatusAction,
  WorkRules,
  WorkSettings,
} from '@presently/contracts';

/*
 * The payloads the gateway sends with ORG_ADMIN_RPC patterns (and ORG_RPC.updateSettings), as org
 * reads them. libs/contracts names the patterns and the answers but not these requests yet: they are
 * written down here and proposed for the contracts.
 *
 * - The row a path names travels as `<entity>_id` (user_id, department_id, team_id, holiday_id,
 *   gate_id, device_id), except in the save/delete patterns of gates, shifts, nationalities and
 *   religions, where it is `id` (a save without `id` creates).
 * - Users, holidays, shifts, gates, nationalities, religions and the company details are sent whole;
 *   departments, teams, work settings, work rules and company settings are partial (only the fields
 *   sent change).
 * - Forms: the gateway has checked the shape of each value given; a field left out is left out, a
 *   blank one is null, and whether the form may do without it is org's rule.
 * - Every list is a page (PageQuery in, Page<T> out).
 */

/** A form as the gateway passes it on. */
export type Form<T> = { [K in keyof T]?: T[K] | null };

export type SettingsUpdate = Form<Omit<CompanySettings, 'approval_steps' | 'night_work' | 'log_period'>> & {
  /** Org lays nested updates over the current values: a step or window end left out stays. */
  approval_steps?: Form<ApprovalSteps> | null;
  night_work?: Form<TimeWindow> | null;
  log_period?: Form<TimeWindow> | null;
};

export type CompanyDetailsForm = Form<
  Pick<CompanyDetails, 'name' | 'address' | 'city' | 'country' | 'tax_number' | 'general_manager_user_id'> & {
    /** Left out: unchanged (the settings edit them too). */
    language: Lang;
    timezone: string;
  }
>;

/** The logo's bytes; the gateway has checked the size (1 MB), org checks that it is an image. */
export interface SetCompanyLogoRequest {
  content_base64: string;
}

export interface UserRequest {
  user_id: number;
}

export interface ListUsersRequest extends PageQuery {
  status?: UserStatus;
  department_id?: number;
  team_id?: number;
  role_id?: number;
}

export interface ListQrCodesRequest {
  department_id?: number;
  team_id?: number;
}

/** The add-user and edit-user forms (org picks the colour of a new user when none is sent). */
export type UserForm = Form<UserInput>;
export type UpdateUserRequest = UserRequest & UserForm;

export type ChangeUserStatusRequest = UserRequest & Form<{ action: UserStatusAction }>;

export type UpdateWorkSettingsForm = Form<WorkSettings>;
export type UpdateWorkSettingsRequest = UserRequest & UpdateWorkSettingsForm;

export type DepartmentForm = Form<Pick<Department, 'name' | 'manager_user_id'>>;
export type UpdateDepartmentRequest = { department_id: number } & DepartmentForm;

export type TeamForm = Form<Pick<Team, 'name' | 'department_id' | 'team_lead_user_id' | 'member_ids'>>;
export type UpdateTeamRequest = { team_id: number } & TeamForm;
export interface ListTeamsRequest extends PageQuery {
  department_id?: number;
  kind?: Team['kind'];
}

/** The year a list covers (org's current year in the company's time zone when left out). */
export interface ListHolidaysRequest extends PageQuery {
  year?: number;
  type?: HolidayType;
}
/** `year` follows from `date`. */
export type HolidayForm = Form<Pick<Holiday, 'date' | 'description' | 'type' | 'for_all' | 'nationality_id' | 'religion_id'>>;
export type UpdateHolidayRequest = { holiday_id: number } & HolidayForm;
/** Without confirm, org refuses (409) to delete a holiday on which users have rest days. */
export interface DeleteHolidayRequest {
  holiday_id: number;
  confirm: boolean;
}
/** Copies the holidays of `year` into the year after it. */
export type CopyHolidaysRequest = Form<{ year: number }>;

/** Nationalities and religions. */
export type SaveNamedItemRequest = { id?: number } & Form<{ name: string }>;

export type SaveGateRequest = { id?: number } & Form<{ name: string; active: boolean }>;
export interface ListDevicesRequest extends PageQuery {
  gate_id: number;
}
export type RegisterDeviceRequest = { gate_id: number } & Form<{ name: string }>;
export interface RevokeDeviceRequest {
  device_id: number;
}

/** total_minutes follows from start and end. */
export type SaveShiftRequest = { id?: number } & Form<Pick<Shift, 'name' | 'type' | 'start' | 'end'>>;

export type UpdateWorkRulesRequest = Form<WorkRules>;

/** The save/delete patterns that name their row `id`. */
export interface IdRequest {
  id: number;
}
