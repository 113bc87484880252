import { ACCESS_RULES, Actions, canAccess, canDo, homePathFor, Paths, resolveAccess, ruleFor } from './access';
import { ALL_ROLE_IDS, type RoleId } from './roles';
import type { SessionUser } from './types';

function userWith(roleId: number, overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: 10 + roleId,
    full_name: `User ${roleId}`,
    terms_conds: 1,
    roles: [{ id: roleId, name: `role ${roleId}` }],
    company: { name: 'Acme', special_reports: false },
    ...overrides,
  };
}

const specialCompany = { name: 'Demo', special_reports: true };

/**
 * The spec's section 2 table written out independently of ACCESS_RULES: the roles that may open each
 * member route (role 8 has role 2's access), in an ordinary company and in "company 1".
 */
const everyone: RoleId[] = [1, 2, 3, 4, 5, 6, 7, 8];
const without = (...blocked: number[]): RoleId[] => everyone.filter((r) => !blocked.includes(r));
const EXPECTED: Record<string, { ordinary: RoleId[]; special?: RoleId[] }> = {
  '/my-presence': { ordinary: without(2, 8) },
  '/my-calendar': { ordinary: without(2, 8) },
  '/calendar': { ordinary: without(5) },
  '/my-profile': { ordinary: everyone },
  '/dashboard': { ordinary: without(5) },
  '/presence': { ordinary: without(5) },
  '/shift-reports': { ordinary: without(5) },
  '/calendar-reports': { ordinary: without(4, 5) },
  '/presence-reports': { ordinary: without(4, 5) },
  '/non-rounded-presence-reports': { ordinary: [], special: [1, 2, 8] },
  '/sentice-reports': { ordinary: [], special: [3] },
  '/administrator-reports': { ordinary: without(4, 5, 6) },
  '/users': { ordinary: [1, 3, 7] },
  '/add-user': { ordinary: [1, 3, 7] },
  '/edit-user': { ordinary: [1, 3, 7] },
  '/work-rules': { ordinary: [1, 3, 7] },
  '/departments': { ordinary: [1, 3, 7] },
  '/nationality-religion-view': { ordinary: [1, 3, 7] },
  '/document-templates': { ordinary: [1, 3, 7] },
  '/holiday': { ordinary: [1, 3, 7] },
  '/teams': { ordinary: [1, 3, 6, 7] },
  '/company-details': { ordinary: [1] },
  '/settings': { ordinary: [1, 7] },
  '/gates': { ordinary: [1, 7] },
  // Absences (issue 11): asking is everyone's but the general manager's (and the chairman's, who has
  // role 2's access); one request's page is any member's (approvers open it), the service scopes it.
  '/my-absences': { ordinary: without(2, 8) },
  '/absence-requests': { ordinary: without(4, 5) },
  '/absences/:id': { ordinary: everyone },
  // Reports (issue 15): the other presence reports as the presence report; schedules for HR and administrators.
  '/cumulative-reports': { ordinary: without(4, 5) },
  '/periodic-reports': { ordinary: without(4, 5) },
  '/detailed-reports': { ordinary: without(4, 5) },
  '/scheduled-reports': { ordinary: without(4, 5) },
  // Closing a month for payroll: HR and administrators only.
  '/month-closures': { ordinary: [1, 3] },
};

const PUBLIC_PATHS = ['/register', '/email/verify/12/abc123', '/cookie-policy', '/unauthorized'];

describe('the rule table', () => {
  it('covers every route of the spec and nothing else', () => {
    const memberPaths = Object.entries(ACCESS_RULES)
      .filter(([, rule]) => rule.kind === 'member')
      .map(([path]) => path)
      .sort();
    expect(memberPaths).toEqual(Object.keys(EXPECTED).sort());
    expect(Object.keys(ACCESS_RULES)).toHaveLength(Object.keys(EXPECTED).length + 6);
  });

  it('matches parameters and ignores unknown paths', () => {
    expect(ruleFor('/email/verify/5/f00d')).toEqual({ kind: 'public' });
    expect(ruleFor('/email/verify/5')).toBeNull();
    expect(ruleFor('/users/7')).toBeNull();
    expect(ruleFor('/no-such-page')).toBeNull();
    expect(ruleFor('/users/')).toEqual(ACCESS_RULES['/users']);
  });
});

describe.each(Object.entries(EXPECTED))('%s', (path, expected) => {
  it.each(ALL_ROLE_IDS)('role %i in an ordinary company', (roleId) => {
    const user = userWith(roleId);
    const allowed = expected.ordinary.includes(roleId);
    expect(resolveAccess(path, '', user)).toEqual(allowed ? { type: 'allow' } : { type: 'redirect', to: '/unauthorized' });
    expect(canAccess(path, user)).toBe(allowed);
  });

  it.each(ALL_ROLE_IDS)('role %i in company 1 (special reports)', (roleId) => {
    const user = userWith(roleId, { company: specialCompany });
    const allowed = (expected.special ?? expected.ordinary).includes(roleId);
    expect(canAccess(path, user)).toBe(allowed);
  });

  it('sends a visitor who is not logged in to the login page', () => {
    expect(resolveAccess(path, '', null)).toEqual({ type: 'redirect', to: '/' });
    expect(canAccess(path, null)).toBe(false);
  });

  it('sends a user who has not accepted the terms to the privacy policy', () => {
    for (const terms of [0, null, false, '0', undefined]) {
      expect(resolveAccess(path, '', userWith(1, { terms_conds: terms }))).toEqual({
        type: 'redirect',
        to: '/privacy-policy',
      });
    }
  });
});

describe('public pages', () => {
  it.each(PUBLIC_PATHS)('%s is open to visitors and to every role', (path) => {
    expect(resolveAccess(path, '', null)).toEqual({ type: 'allow' });
    for (const roleId of ALL_ROLE_IDS) expect(canAccess(path, userWith(roleId))).toBe(true);
    expect(canAccess(path, userWith(4, { terms_conds: 0 }))).toBe(true);
  });

  it('shows unknown paths to everyone (the router renders not-found)', () => {
    expect(resolveAccess('/nope', '', null)).toEqual({ type: 'allow' });
    expect(resolveAccess('/nope', '', userWith(5))).toEqual({ type: 'allow' });
  });
});

describe('/privacy-policy', () => {
  it('needs a login but not the terms', () => {
    expect(resolveAccess('/privacy-policy', '', null)).toEqual({ type: 'redirect', to: '/' });
    expect(resolveAccess('/privacy-policy', '', userWith(5, { terms_conds: 0 }))).toEqual({ type: 'allow' });
    for (const roleId of ALL_ROLE_IDS) expect(canAccess('/privacy-policy', userWith(roleId))).toBe(true);
  });
});

describe('the login page', () => {
  it('is shown to visitors', () => {
    expect(resolveAccess('/', '', null)).toEqual({ type: 'allow' });
    expect(resolveAccess('/', '?token=abc', null)).toEqual({ type: 'allow' });
  });

  it('sends a logged-in user without a token query to /my-presence', () => {
    for (const roleId of [1, 3, 4, 5, 6, 7]) {
      expect(resolveAccess('/', '', userWith(roleId))).toEqual({ type: 'redirect', to: '/my-presence' });
    }
  });

  it('sends general managers and chairmen to the dashboard (they have no personal presence page)', () => {
    expect(resolveAccess('/', '', userWith(2))).toEqual({ type: 'redirect', to: '/dashboard' });
    expect(resolveAccess('/', '', userWith(8))).toEqual({ type: 'redirect', to: '/dashboard' });
  });

  it('sends a logged-in user who has not accepted the terms to /privacy-policy', () => {
    expect(resolveAccess('/', '', userWith(4, { terms_conds: 0 }))).toEqual({ type: 'redirect', to: '/privacy-policy' });
  });

  it('keeps a logged-in user on the page when a token query is present', () => {
    expect(resolveAccess('/', '?token=reset-123', userWith(4))).toEqual({ type: 'allow' });
    expect(canAccess('/', userWith(4))).toBe(true);
  });
});

describe('odd users', () => {
  it('gives a user without a known role no member page', () => {
    for (const roles of [[], [{ id: 9, name: 'x' }]]) {
      const user = userWith(1, { roles });
      expect(resolveAccess('/my-profile', '', user)).toEqual({ type: 'redirect', to: '/unauthorized' });
      expect(canAccess('/privacy-policy', user)).toBe(true);
    }
  });

  it('reads the role id even when the server sends it as a string', () => {
    const user = userWith(1, { roles: [{ id: '5' as unknown as number, name: 'employee' }] });
    expect(canAccess('/calendar', user)).toBe(false);
    expect(canAccess('/my-calendar', user)).toBe(true);
  });

  it('treats a missing company as an ordinary company', () => {
    expect(canAccess('/sentice-reports', userWith(3, { company: null }))).toBe(false);
  });
});

describe('homePathFor', () => {
  it('is the privacy policy before terms, the dashboard for roles 2 and 8 and my presence otherwise', () => {
    expect(homePathFor(userWith(1, { terms_conds: null }))).toBe(Paths.privacyPolicy);
    expect(homePathFor(userWith(2))).toBe(Paths.dashboard);
    expect(homePathFor(userWith(8))).toBe(Paths.dashboard);
    expect(homePathFor(userWith(6))).toBe(Paths.myPresence);
    expect(homePathFor(userWith(1, { terms_conds: '2020-01-01 10:00:00' }))).toBe(Paths.myPresence);
  });
});

describe('actions of a screen (canDo)', () => {
  it('lets team leads open /teams but only administration (and the chairman never) change teams', () => {
    const managing = ALL_ROLE_IDS.filter((roleId) => canDo(Actions.manageTeams, userWith(roleId)));
    expect(managing).toEqual([1, 3, 7]);
    expect(canAccess(Paths.teams, userWith(6))).toBe(true);
    expect(canDo(Actions.manageTeams, null)).toBe(false);
    expect(canDo(Actions.manageTeams, userWith(1, { terms_conds: 0 }))).toBe(false);
  });
});
