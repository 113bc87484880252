import { matchPath } from 'react-router-dom';
import { accessRoleOf, isManagement, roleIdOf, type RoleId } from './roles';
import type { SessionUser } from './types';

/**
 * Who may open which route (spec section 2, role ids per ARCHITECTURE.md). Pure: the router guard,
 * the navigation menus and the tests all read this one table.
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
      blockedRoles?: readonly RoleId[];
      allowedRoles?: readonly RoleId[];
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
  nationalityReligion: '/nationality-religion-view',
  documentTemplates: '/document-templates',
  holidays: '/holiday',
  teams: '/teams',
  companyDetails: '/company-details',
  settings: '/settings',
  gates: '/gates',
  unauthorized: '/unauthorized',
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
  [Paths.nationalityReligion]: administration,
  [Paths.documentTemplates]: administration,
  [Paths.holidays]: administration,
  [Paths.teams]: { kind: 'member', blockedRoles: [2, 4, 5] },
  [Paths.companyDetails]: { kind: 'member', allowedRoles: [1] },
  [Paths.settings]: { kind: 'member', allowedRoles: [1, 7] },
  [Paths.gates]: { kind: 'member', allowedRoles: [1, 7] },
};

export type AccessDecision = { type: 'allow' } | { type: 'redirect'; to: string };

const ALLOW: AccessDecision = { type: 'allow' };
const redirect = (to: string): AccessDecision => ({ type: 'redirect', to });

/** The rule of the route `pathname` belongs to, or null for a path that is no route (not found). */
export function ruleFor(pathname: string): AccessRule | null {
  for (const [pattern, rule] of Object.entries(ACCESS_RULES)) {
    if (matchPath({ path: pattern, end: true }, pathname)) return rule;
  }
  return null;
}

export function hasAcceptedTerms(user: Pick<SessionUser, 'terms_conds'>): boolean {
  const value = user.terms_conds;
  return Boolean(value) && value !== '0' && value !== 'false';
}

/**
 * Where a logged-in user belongs: the privacy policy until the terms are accepted, then the
 * dashboard for general managers and chairmen (who have no personal presence page, spec section 2
 * sends them there from the logo) and their own presence for everyone else.
 */
export function homePathFor(user: SessionUser): string {
  if (!hasAcceptedTerms(user)) return Paths.privacyPolicy;
  return isManagement(user) ? Paths.dashboard : Paths.myPresence;
}

function roleMayOpen(rule: Extract<AccessRule, { kind: 'member' }>, user: SessionUser): boolean {
  const roleId = roleIdOf(user);
  if (roleId === null) return false; // an unknown role gets nothing rather than everything
  const role = accessRoleOf(roleId);
  if (rule.allowedRoles && !rule.allowedRoles.includes(role)) return false;
  if (rule.blockedRoles?.includes(role)) return false;
  if (rule.specialReports && user.company?.special_reports !== true) return false;
  return true;
}

/**
 * The guard's decision for opening `pathname` (with its `search` string): allow, or where to go.
 * `user` is null for a visitor who is not logged in. Unknown paths are allowed (they render not-found).
 */
export function resolveAccess(pathname: string, search: string, user: SessionUser | null): AccessDecision {
  const rule = ruleFor(pathname);
  if (rule === null) return ALLOW;
  switch (rule.kind) {
    case 'public':
      return ALLOW;
    case 'login': {
      // The `token` query (e.g. a password-reset link) keeps a logged-in user on the login page.
      const hasToken = new URLSearchParams(search).has('token');
      return user && !hasToken ? redirect(homePathFor(user)) : ALLOW;
    }
    case 'signedIn':
      return user ? ALLOW : redirect(Paths.login);
    case 'member':
      if (!user) return redirect(Paths.login);
      if (!hasAcceptedTerms(user)) return redirect(Paths.privacyPolicy);
      return roleMayOpen(rule, user) ? ALLOW : redirect(Paths.unauthorized);
  }
}

/** Whether the user may see the page at `path` (used to build menus). The login page counts as visible. */
export function canAccess(path: string, user: SessionUser | null): boolean {
  const rule = ruleFor(path);
  if (rule?.kind === 'login') return true;
  return resolveAccess(path, '', user).type === 'allow';
}
