import { canAccess, hasAcceptedTerms, Paths } from '../auth/access';
import { accessRoleOf, isManagement, Role, roleIdOf } from '../auth/roles';
import type { SessionUser } from '../auth/types';

/**
 * The navigation of spec section 2 ("Navigation by role") as data. Every link is also filtered through
 * the route rules, so a menu never offers a page its guard would refuse.
 */
export interface NavLink {
  key: string;
  labelKey: string;
  path: string;
  /** Several presence actions share /my-presence for now; they must not all light up there. */
  highlight?: boolean;
}

export interface NavGroup {
  key: string;
  labelKey: string;
  children: NavEntry[];
}

export type NavEntry = NavLink | NavGroup;

export const isNavGroup = (entry: NavEntry): entry is NavGroup => 'children' in entry;

const link = (labelKey: string, path: string, highlight = true): NavLink => ({ key: labelKey, labelKey, path, highlight });

// Presence actions open the presence page until the presence issue wires the buttons themselves.
const presenceActions = (): NavLink[] => [
  link('clockInOut', Paths.myPresence, false),
  link('breakStartStop', Paths.myPresence, false),
  link('privateExitStartStop', Paths.myPresence, false),
  link('fieldWorkStartStop', Paths.myPresence, false),
];

const reports = (): NavGroup => ({
  key: 'reports',
  labelKey: 'reports',
  children: [
    link('presenceReports', Paths.presenceReports),
    link('nonRoundedPresenceReports', Paths.nonRoundedPresenceReports),
    link('calendarReports', Paths.calendarReports),
    link('shiftReports', Paths.shiftReports),
    link('administratorReports', Paths.administratorReports),
    link('specialReports', Paths.specialReports),
  ],
});

const settings = (): NavGroup => ({
  key: 'settings',
  labelKey: 'settings',
  children: [
    link('users', Paths.users),
    link('departments', Paths.departments),
    link('teams', Paths.teams),
    link('holidays', Paths.holidays),
    link('nationalityReligion', Paths.nationalityReligion),
    link('workRules', Paths.workRules),
    {
      key: 'company',
      labelKey: 'company',
      children: [
        link('companyDetails', Paths.companyDetails),
        link('companySettings', Paths.settings),
        link('gates', Paths.gates),
        link('documentTemplates', Paths.documentTemplates),
      ],
    },
  ],
});

function onlyAccessible(entries: NavEntry[], user: SessionUser): NavEntry[] {
  return entries.flatMap((entry): NavEntry[] => {
    if (!isNavGroup(entry)) return canAccess(entry.path, user) ? [entry] : [];
    const children = onlyAccessible(entry.children, user);
    return children.length > 0 ? [{ ...entry, children }] : [];
  });
}

/** The top or side navigation for a user; empty for visitors and until the terms are accepted. */
export function navigationFor(user: SessionUser | null): NavEntry[] {
  if (!user || !hasAcceptedTerms(user)) return [];
  const roleId = roleIdOf(user);
  if (roleId === null) return [];

  if (accessRoleOf(roleId) === Role.Employee) {
    const presence: NavGroup = { key: 'presence', labelKey: 'presence', children: presenceActions() };
    return onlyAccessible([link('myCalendar', Paths.myCalendar), link('myProfile', Paths.myProfile), presence], user);
  }

  const presence: NavEntry = isManagement(user)
    ? link('presence', Paths.presence)
    : { key: 'presence', labelKey: 'presence', children: [link('presenceOverview', Paths.presence), ...presenceActions()] };

  return onlyAccessible([link('home', Paths.dashboard), link('calendar', Paths.calendar), presence, reports(), settings()], user);
}

/** Where the logo leads (spec section 2). */
export function logoPathFor(user: SessionUser | null): string {
  if (!user) return Paths.login;
  return isManagement(user) ? Paths.dashboard : Paths.myPresence;
}

/** Menu keys to highlight for the current path. */
export function selectedKeysFor(entries: NavEntry[], pathname: string): string[] {
  return entries.flatMap((entry) => {
    if (isNavGroup(entry)) return selectedKeysFor(entry.children, pathname);
    return entry.highlight !== false && entry.path === pathname ? [entry.key] : [];
  });
}
