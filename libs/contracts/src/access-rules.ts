import { effectiveRoleId } from './roles';

/**
 * Who may open which screen (spec section 2, role ids per ARCHITECTURE.md). One table for the web's
 * route guards and menus and for the gateway, which guards every API route by the screen it serves.
 */
export type AccessRule =
  /** The login page: a logged-in user without a `token` query is sent on to their home page. */
  | { kind: 'login' }
  /** Anyone, logged in or not. */
  | { kind: 'public' }
  /** Any logged-in user, also before the terms are accepted. */
  | { kind: 'signedIn' }
  /** A logged-in user who accepted the terms, with an optional role rule. */
  | {
      kind: 'member';
      blockedRoles?: readonly number[];
      allowedRoles?: readonly number[];
      /** Only for companies with the special reports flag ("company 1"). */
      specialReports?: boolean;
    };

export const Paths = {
  login: '/',
  register: '/register',
  verifyEmail: '/email/verify/:id/:hash',
  myPresence: '/my-presence',
  myCalendar: '/my-calendar',
  calendar: '/calendar',
  myProfile: '/my-profile',
  dashboard: '/dashboard',
  privacyPolicy: '/privacy-policy',
  cookiePolicy: '/cookie-policy',
  presence: '/presence',
  shiftReports: '/shift-reports',
  calendarReports: '/calendar-reports',
  presenceReports: '/presence-reports',
  nonRoundedPresenceReports: '/non-rounded-presence-reports',
  specialReports: '/sentice-reports',
  administratorReports: '/administrator-reports',
  users: '/users',
  addUser: '/add-user',
  editUser: '/edit-user',
  workRules: '/work-rules',
  departments: '/departments',
  nationalitiesReligions: '/nationality-religion-view',
  documentTemplates: '/document-templates',
  holidays: '/holiday',
  teams: '/teams',
  companyDetails: '/company-details',
  settings: '/settings',
  gates: '/gates',
  unauthorized: '/unauthorized',
  myAbsences: '/my-absences',
  /** The approvals page (waiting for me, every request in scope): team leads, department managers, HR, the general manager, administrators. */
  absenceRequests: '/absence-requests',
  /** One request with its chain, files and audit; the absence service decides who may see it. */
  absenceDetails: '/absences/:id',
  /** Reports the spec names without routes (issue 15): year to date, per week or month, every record. */
  cumulativeReports: '/cumulative-reports',
  periodicReports: '/periodic-reports',
  detailedReports: '/detailed-reports',
  /** Scheduled reports (issue 15, ★): the schedules of the kinds the role may run, e-mailed as files. */
  scheduledReports: '/scheduled-reports',
  /** Closing a month for payroll (issue 15 ★): HR and administrators. */
  monthClosures: '/month-closures',
} as const;

export type AppPath = (typeof Paths)[keyof typeof Paths];

const administration: AccessRule = { kind: 'member', blockedRoles: [2, 4, 5, 6] };

export const ACCESS_RULES: Readonly<Record<AppPath, AccessRule>> = {
  [Paths.login]: { kind: 'login' },
  [Paths.register]: { kind: 'public' },
  [Paths.verifyEmail]: { kind: 'public' },
  [Paths.cookiePolicy]: { kind: 'public' },
  [Paths.unauthorized]: { kind: 'public' },
  [Paths.privacyPolicy]: { kind: 'signedIn' },
  [Paths.myPresence]: { kind: 'member', blockedRoles: [2] },
  [Paths.myCalendar]: { kind: 'member', blockedRoles: [2] },
  [Paths.calendar]: { kind: 'member', blockedRoles: [5] },
  [Paths.myProfile]: { kind: 'member' },
  [Paths.dashboard]: { kind: 'member', blockedRoles: [5] },
  [Paths.presence]: { kind: 'member', blockedRoles: [5] },
  [Paths.shiftReports]: { kind: 'member', blockedRoles: [5] },
  [Paths.calendarReports]: { kind: 'member', blockedRoles: [4, 5] },
  [Paths.presenceReports]: { kind: 'member', blockedRoles: [4, 5] },
  [Paths.nonRoundedPresenceReports]: { kind: 'member', allowedRoles: [1, 2], specialReports: true },
  [Paths.specialReports]: { kind: 'member', allowedRoles: [3], specialReports: true },
  [Paths.administratorReports]: { kind: 'member', blockedRoles: [4, 5, 6] },
  [Paths.users]: administration,
  [Paths.addUser]: administration,
  [Paths.editUser]: administration,
  [Paths.workRules]: administration,
  [Paths.departments]: administration,
  [Paths.nationalitiesReligions]: administration,
  [Paths.documentTemplates]: administration,
  [Paths.holidays]: administration,
  [Paths.teams]: { kind: 'member', blockedRoles: [2, 4, 5] },
  [Paths.companyDetails]: { kind: 'member', allowedRoles: [1] },
  [Paths.settings]: { kind: 'member', allowedRoles: [1, 7] },
  [Paths.gates]: { kind: 'member', allowedRoles: [1, 7] },
  // Every employee asks for days off (issue 11) but the general manager, who has no personal pages;
  // the absence service scopes what each one sees.
  [Paths.myAbsences]: { kind: 'member', blockedRoles: [2] },
  [Paths.absenceRequests]: { kind: 'member', allowedRoles: [1, 2, 3, 6, 7] },
  [Paths.absenceDetails]: { kind: 'member' },
  // The other presence reports read what the presence report reads, so they share its guard.
  [Paths.cumulativeReports]: { kind: 'member', blockedRoles: [4, 5] },
  [Paths.periodicReports]: { kind: 'member', blockedRoles: [4, 5] },
  [Paths.detailedReports]: { kind: 'member', blockedRoles: [4, 5] },
  // Every role with a report (the gateway and reports check each schedule's kind).
  [Paths.scheduledReports]: { kind: 'member', blockedRoles: [4, 5] },
  // HR closes the month it sent to payroll; administrators too. Nobody else closes or reopens one.
  [Paths.monthClosures]: { kind: 'member', allowedRoles: [1, 3] },
};

/**
 * What a screen offers beyond opening it, where roles differ: the web offers an action only to the
 * roles its rule admits, and the gateway guards the action's routes by the same rule (`@Action`).
 */
export const Actions = {
  /** Add, change and delete teams: administration. Team leads open /teams to see the teams only. */
  manageTeams: 'teams.manage',
  /**
   * Read the company's shifts: the work rules screen (administration), and whoever assigns shifts on
   * /presence's schedule (the general manager, the chairman and team leads are not administration).
   */
  readShifts: 'shifts.read',
} as const;

export type AppAction = (typeof Actions)[keyof typeof Actions];

export const ACTION_RULES: Readonly<Record<AppAction, AccessRule>> = {
  [Actions.manageTeams]: administration,
  // Who edits /presence's schedule (presence's EDITORS: 1, 2, 3, 6, 7, 8) or the work rules (1, 3, 7).
  [Actions.readShifts]: { kind: 'member', blockedRoles: [4, 5] },
};

/** Whether a role (and company flag) satisfies a member rule. The Chairman has role 2's access. */
export function roleSatisfies(rule: AccessRule, roleId: number, specialReports = false): boolean {
  if (rule.kind !== 'member') return true;
  if (!Number.isInteger(roleId) || roleId < 1 || roleId > 8) return false;
  const role = effectiveRoleId(roleId);
  if (rule.allowedRoles && !rule.allowedRoles.includes(role)) return false;
  if (rule.blockedRoles?.includes(role)) return false;
  if (rule.specialReports && !specialReports) return false;
  return true;
}
