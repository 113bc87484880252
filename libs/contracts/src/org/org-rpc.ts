import { COMPANY_SETTINGS_CHANGED } from './company-settings-changed.event';
import { GET_COMPANY_DETAILS, GET_COMPANY_LOGO, SET_COMPANY_LOGO, UPDATE_COMPANY_DETAILS } from './company-details';
import { GET_SETTINGS, UPDATE_SETTINGS } from './company-settings';
import { LIST_COUNTRIES } from './countries';
import { SEED_DEMO } from './demo';
import { CREATE_DEPARTMENT, DELETE_DEPARTMENT, LIST_DEPARTMENTS, UPDATE_DEPARTMENT } from './departments';
import { AUTHENTICATE_DEVICE, DELETE_GATE, LIST_DEVICES, LIST_GATES, REGISTER_DEVICE, REVOKE_DEVICE, SAVE_GATE } from './gates';
import { COPY_HOLIDAYS, CREATE_HOLIDAY, DELETE_HOLIDAY, LIST_HOLIDAYS, UPDATE_HOLIDAY } from './holidays';
import {
  DELETE_NATIONALITY,
  DELETE_RELIGION,
  LIST_NATIONALITIES,
  LIST_NATIONALITIES_PAGE,
  LIST_RELIGIONS,
  LIST_RELIGIONS_PAGE,
  SAVE_NATIONALITY,
  SAVE_RELIGION,
} from './nationalities-religions';
import { GET_AVATAR, GET_PROFILE, SET_AVATAR } from './profile';
import { REGISTER_COMPANY } from './registration';
import { DELETE_SHIFT, LIST_SHIFTS, SAVE_SHIFT } from './shifts';
import { SUBMIT_SURVEY } from './survey';
import { CREATE_TEAM, DELETE_TEAM, LIST_TEAMS, UPDATE_TEAM } from './teams';
import { USER_CHANGED } from './user-changed.event';
import { GET_USER_INFO } from './user-info';
import { CHANGE_USER_STATUS, CREATE_USER, GET_USER, LIST_QR_CODES, LIST_USERS, REGENERATE_QR_CODE, UPDATE_USER } from './users';
import { GET_WORK_RULES, UPDATE_WORK_RULES } from './work-rules';
import { GET_WORK_SETTINGS, UPDATE_WORK_SETTINGS } from './work-settings';

/*
 * org's patterns by name, for callers and tests that send strings: each is written once, in its
 * message file. New code sends the message itself (`rpc.call(CREATE_USER, …)`).
 */

/** What every member's screens ask org (and auth's registration and seed). */
export const ORG_RPC = {
  registerCompany: REGISTER_COMPANY.pattern,
  userInfo: GET_USER_INFO.pattern,
  profile: GET_PROFILE.pattern,
  religions: LIST_RELIGIONS.pattern,
  nationalities: LIST_NATIONALITIES.pattern,
  countries: LIST_COUNTRIES.pattern,
  setAvatar: SET_AVATAR.pattern,
  getAvatar: GET_AVATAR.pattern,
  submitSurvey: SUBMIT_SURVEY.pattern,
  getSettings: GET_SETTINGS.pattern,
  updateSettings: UPDATE_SETTINGS.pattern,
  seedDemo: SEED_DEMO.pattern,
} as const;

/** The administration screens (the gateway guards each by the screen it serves). */
export const ORG_ADMIN_RPC = {
  getCompanyDetails: GET_COMPANY_DETAILS.pattern,
  updateCompanyDetails: UPDATE_COMPANY_DETAILS.pattern,
  setCompanyLogo: SET_COMPANY_LOGO.pattern,
  getCompanyLogo: GET_COMPANY_LOGO.pattern,

  listUsers: LIST_USERS.pattern,
  getUser: GET_USER.pattern,
  createUser: CREATE_USER.pattern,
  updateUser: UPDATE_USER.pattern,
  changeUserStatus: CHANGE_USER_STATUS.pattern,
  listQrCodes: LIST_QR_CODES.pattern,
  regenerateQrCode: REGENERATE_QR_CODE.pattern,
  getWorkSettings: GET_WORK_SETTINGS.pattern,
  updateWorkSettings: UPDATE_WORK_SETTINGS.pattern,

  listDepartments: LIST_DEPARTMENTS.pattern,
  createDepartment: CREATE_DEPARTMENT.pattern,
  updateDepartment: UPDATE_DEPARTMENT.pattern,
  deleteDepartment: DELETE_DEPARTMENT.pattern,

  listTeams: LIST_TEAMS.pattern,
  createTeam: CREATE_TEAM.pattern,
  updateTeam: UPDATE_TEAM.pattern,
  deleteTeam: DELETE_TEAM.pattern,

  listHolidays: LIST_HOLIDAYS.pattern,
  createHoliday: CREATE_HOLIDAY.pattern,
  updateHoliday: UPDATE_HOLIDAY.pattern,
  deleteHoliday: DELETE_HOLIDAY.pattern,
  copyHolidays: COPY_HOLIDAYS.pattern,

  listNationalities: LIST_NATIONALITIES_PAGE.pattern,
  saveNationality: SAVE_NATIONALITY.pattern,
  deleteNationality: DELETE_NATIONALITY.pattern,
  listReligions: LIST_RELIGIONS_PAGE.pattern,
  saveReligion: SAVE_RELIGION.pattern,
  deleteReligion: DELETE_RELIGION.pattern,

  listGates: LIST_GATES.pattern,
  saveGate: SAVE_GATE.pattern,
  deleteGate: DELETE_GATE.pattern,
  listDevices: LIST_DEVICES.pattern,
  registerDevice: REGISTER_DEVICE.pattern,
  revokeDevice: REVOKE_DEVICE.pattern,
  authenticateDevice: AUTHENTICATE_DEVICE.pattern,

  listShifts: LIST_SHIFTS.pattern,
  saveShift: SAVE_SHIFT.pattern,
  deleteShift: DELETE_SHIFT.pattern,
  getWorkRules: GET_WORK_RULES.pattern,
  updateWorkRules: UPDATE_WORK_RULES.pattern,
} as const;

/** org's events by name (versioned routing keys). */
export const ORG_EVENT = {
  companySettingsChanged: COMPANY_SETTINGS_CHANGED.key,
  userChanged: USER_CHANGED.key,
} as const;
