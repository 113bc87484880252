import type { PresenceKind, ReportKind } from '@presently/contracts';
import { canAccess, canRunReport, hasAcceptedTerms, Paths } from '../session/access';
import { accessRoleOf, isManagement, Role, roleIdOf } from '../session/roles';
import type { SessionUser } from '../session/types';

/**
 * The navigation of spec section 2 ("Navigation by role") as data. Every link is also filtered through
 * the route rules, so a menu never offers a page its guard would refuse.
 */
export interface NavLink {
  key: string;
  labelKey: string;
  path: string;
  /** Whether the link lights up on its page. */
  highlight?: boolean;
  /** A report's page: offered only to roles that may run the report, not only open its page. */
  reportKind?: ReportKind;
}

/** A presence button in the menu (spec section 2): pressing it starts or ends its kind, like on /my-presence. */
export interface NavAction {
  key: string;
  labelKey: string;
  presenceKind: PresenceKind;
}

export interface NavGroup {
  key: string;
  labelKey: string;
  children: NavEntry[];
}

export type NavEntry = NavLink | NavGroup | NavAction;

export const isNavGroup = (entry: NavEntry): entry is NavGroup => 'children' in entry;
export const isNavAction = (entry: NavEntry): entry is NavAction => 'presenceKind' in entry;

const link = (labelKey: string, path: string, highlight = true): NavLink => ({ key: labelKey, labelKey, path, highlight });

const reportLink = (labelKey: string, path: string, reportKind: ReportKind): NavLink => ({ ...link(labelKey, path), reportKind });

const action = (labelKey: string, presenceKind: PresenceKind): NavAction => ({ key: labelKey, labelKey, presenceKind });

/** Clock in/out, break, private exit and field work start/stop: the presence buttons, in the menu. */
const presenceActions = (): NavAction[] => [
  action('clockInOut', 'work'),
  action('breakStartStop', 'break'),
  action('privateExitStartStop', 'private_exit'),
  action('fieldWorkStartStop', 'field_work'),
];

/** The absence request form with one's own requests, and the approvals (issue 11), filtered by the route rules. */
const absenceLinks = (): NavLink[] => [link('myAbsences', Paths.myAbsences), link('absenceRequests', Paths.absenceRequests)];

const reports = (): NavGroup => ({
  key: 'reports',
  labelKey: 'reports',
  children: [
    reportLink('presenceReports', Paths.presenceReports, 'presence'),
    reportLink('nonRoundedPresenceReports', Paths.nonRoundedPresenceReports, 'non-rounded-presence'),
    reportLink('calendarReports', Paths.calendarReports, 'calendar'),
    reportLink('shiftReports', Paths.shiftReports, 'shift'),
    reportLink('administratorReports', Paths.administratorReports, 'administrators'),
    reportLink('specialReports', Paths.specialReports, 'special'),
    reportLink('cumulativeReports', Paths.cumulativeReports, 'cumulative'),
    reportLink('periodicReports', Paths.periodicReports, 'periodic'),
    reportLink('detailedReports', Paths.detailedReports, 'detailed'),
    link('scheduledReports', Paths.scheduledReports),
    // Closing a month for payroll sits with the reports payroll gets (HR and administrators only).
    link('monthClosures', Paths.monthClosures),
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
    link('nationalityReligion', Paths.nationalitiesReligions),
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
    // Whoever may open /my-presence may press its buttons (not roles 2 and 8).
    if (isNavAction(entry)) return canAccess(Paths.myPresence, user) ? [entry] : [];
    if (!isNavGroup(entry)) return canAccess(entry.path, user) && (entry.reportKind === undefined || canRunReport(entry.reportKind, user)) ? [entry] : [];
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
    const presence: NavGroup = { key: 'presence', labelKey: 'presence', children: [...absenceLinks(), ...presenceActions()] };
    return onlyAccessible([link('myCalendar', Paths.myCalendar), link('myProfile', Paths.myProfile), presence], user);
  }

  // The general manager has a plain presence item (spec section 2), so their absence requests sit beside it.
  const presence: NavEntry[] = isManagement(user)
    ? [link('presence', Paths.presence), link('absenceRequests', Paths.absenceRequests)]
    : [{ key: 'presence', labelKey: 'presence', children: [link('presenceOverview', Paths.presence), ...absenceLinks(), ...presenceActions()] }];

  return onlyAccessible([link('home', Paths.dashboard), link('calendar', Paths.calendar), ...presence, reports(), settings()], user);
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
    if (isNavAction(entry)) return [];
    return entry.highlight !== false && entry.path === pathname ? [entry.key] : [];
  });
}
