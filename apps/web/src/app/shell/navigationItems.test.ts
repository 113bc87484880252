import type { SessionUser } from '../session/types';
import { isNavGroup, logoPathFor, navigationFor, selectedKeysFor, type NavEntry } from './navigationItems';

function userWith(roleId: number, overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: roleId,
    full_name: 'Ana Petrova',
    terms_conds: 1,
    roles: [{ id: roleId, name: 'role' }],
    company: { name: 'Acme', special_reports: false },
    ...overrides,
  };
}

/** A readable outline: links as their label, groups as `label[children]`. */
function outline(entries: NavEntry[]): string[] {
  return entries.map((e) => (isNavGroup(e) ? `${e.labelKey}[${outline(e.children).join(',')}]` : e.labelKey));
}

const presenceActions = 'clockInOut,breakStartStop,privateExitStartStop,fieldWorkStartStop';
/** The absence request form for everyone with a presence submenu, the approvals for approvers (issue 11). */
const absences = 'myAbsences,absenceRequests';

describe('navigationFor', () => {
  it('is empty for visitors, before the terms are accepted and for an unknown role', () => {
    expect(navigationFor(null)).toEqual([]);
    expect(navigationFor(userWith(1, { terms_conds: 0 }))).toEqual([]);
    expect(navigationFor(userWith(1, { roles: [] }))).toEqual([]);
  });

  it('gives role 5 My Calendar, My Profile and the presence actions', () => {
    expect(outline(navigationFor(userWith(5)))).toEqual(['myCalendar', 'myProfile', `presence[myAbsences,${presenceActions}]`]);
  });

  it('gives role 2 (and role 8) Home, Calendar, a plain presence item and the reports it may open', () => {
    const expected = [
      'home',
      'calendar',
      'presence',
      'absenceRequests',
      'reports[presenceReports,calendarReports,shiftReports,administratorReports,cumulativeReports,periodicReports,detailedReports,scheduledReports]',
    ];
    expect(outline(navigationFor(userWith(2)))).toEqual(expected);
    expect(outline(navigationFor(userWith(8)))).toEqual(expected);
  });

  it('gives role 1 everything but the special report, with the company submenu', () => {
    expect(outline(navigationFor(userWith(1)))).toEqual([
      'home',
      'calendar',
      `presence[presenceOverview,${absences},${presenceActions}]`,
      'reports[presenceReports,calendarReports,shiftReports,administratorReports,cumulativeReports,periodicReports,detailedReports,scheduledReports,monthClosures]',
      'settings[users,departments,teams,holidays,nationalityReligion,workRules,company[companyDetails,companySettings,gates,documentTemplates]]',
    ]);
  });

  it('gives role 3 the settings submenu without company details, settings and gates', () => {
    const settings = outline(navigationFor(userWith(3))).find((e) => e.startsWith('settings'));
    expect(settings).toBe('settings[users,departments,teams,holidays,nationalityReligion,workRules,company[documentTemplates]]');
    // HR closes the month payroll got: the last entry of the reports.
    expect(outline(navigationFor(userWith(3))).find((e) => e.startsWith('reports'))).toMatch(/,monthClosures\]$/);
  });

  it('gives role 7 the settings submenu with company settings and gates but not company details', () => {
    const settings = outline(navigationFor(userWith(7))).find((e) => e.startsWith('settings'));
    expect(settings).toBe(
      'settings[users,departments,teams,holidays,nationalityReligion,workRules,company[companySettings,gates,documentTemplates]]',
    );
  });

  it('gives role 6 only Teams under settings and no administrators report', () => {
    expect(outline(navigationFor(userWith(6)))).toEqual([
      'home',
      'calendar',
      `presence[presenceOverview,${absences},${presenceActions}]`,
      'reports[presenceReports,calendarReports,shiftReports,cumulativeReports,periodicReports,detailedReports,scheduledReports]',
      'settings[teams]',
    ]);
  });

  it('gives role 4 its own shift report as its only report, and no settings', () => {
    expect(outline(navigationFor(userWith(4)))).toEqual(['home', 'calendar', `presence[presenceOverview,myAbsences,${presenceActions}]`, 'reports[shiftReports]']);
  });

  it('adds the company 1 reports to the roles that may open them', () => {
    const special = { name: 'Demo', special_reports: true };
    const reportsOf = (roleId: number) =>
      outline(navigationFor(userWith(roleId, { company: special }))).find((e) => e.startsWith('reports'));
    expect(reportsOf(1)).toContain('nonRoundedPresenceReports');
    expect(reportsOf(2)).toContain('nonRoundedPresenceReports');
    expect(reportsOf(3)).toContain('specialReports');
    expect(reportsOf(3)).not.toContain('nonRoundedPresenceReports');
    expect(reportsOf(7)).not.toContain('specialReports');
  });
});

describe('logoPathFor', () => {
  it('leads role 2 and 8 to the dashboard, others to my presence and visitors to login', () => {
    expect(logoPathFor(userWith(2))).toBe('/dashboard');
    expect(logoPathFor(userWith(8))).toBe('/dashboard');
    expect(logoPathFor(userWith(5))).toBe('/my-presence');
    expect(logoPathFor(null)).toBe('/');
  });
});

describe('selectedKeysFor', () => {
  it('highlights the link of the current page but not the shared presence actions', () => {
    const entries = navigationFor(userWith(1));
    expect(selectedKeysFor(entries, '/users')).toEqual(['users']);
    expect(selectedKeysFor(entries, '/gates')).toEqual(['gates']);
    expect(selectedKeysFor(entries, '/my-presence')).toEqual([]);
  });
});
