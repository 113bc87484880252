import { ACCESS_RULES, Actions, Paths, type SessionRecord } from '@presently/contracts';
import { accessDecision, routeAccess, stateGate, type RouteAccess, type SessionStateRule } from './access-decision';

const good = { terms: true, pcr: false, pexp: false };

describe('stateGate', () => {
  const rules: Array<SessionStateRule | null> = [null, 'beforeTerms', 'forcedPasswordChange', 'expiredPasswordChange'];
  const decide = (state: Partial<typeof good>) => rules.map((rule) => stateGate({ ...good, ...state }, rule));

  it('lets a member in good standing call member routes, but not the forced or expired password changes', () => {
    expect(decide({})).toEqual([null, null, 'forbidden', 'forbidden']);
  });

  it('before the terms are accepted, opens only the calls allowed before terms', () => {
    expect(decide({ terms: false })).toEqual(['terms_not_accepted', null, 'terms_not_accepted', 'terms_not_accepted']);
    expect(decide({ terms: false, pcr: true, pexp: true })).toEqual(['terms_not_accepted', null, 'terms_not_accepted', 'terms_not_accepted']);
  });

  it('with a new password required, adds only the forced change', () => {
    expect(decide({ pcr: true })).toEqual(['password_change_required', null, null, 'password_change_required']);
    // A required new password comes before an expired one.
    expect(decide({ pcr: true, pexp: true })).toEqual(['password_change_required', null, null, 'password_change_required']);
  });

  it('with an expired password, adds only the expired change', () => {
    expect(decide({ pexp: true })).toEqual(['password_expired', null, 'forbidden', null]);
  });
});

describe('accessDecision', () => {
  const session = (s: Partial<SessionRecord>) => ({ ...good, rid: 4, sr: false, ...s });
  const screen = (path: keyof typeof ACCESS_RULES): RouteAccess => routeAccess({ screen: path });

  it('checks the state before the role', () => {
    expect(accessDecision(screen(Paths.settings), session({ rid: 5, terms: false }))).toBe('terms_not_accepted');
    expect(accessDecision(screen(Paths.settings), session({ rid: 5 }))).toBe('forbidden');
    expect(accessDecision(screen(Paths.settings), session({ rid: 7 }))).toBeNull();
  });

  it('applies the special reports flag from the session', () => {
    expect(accessDecision(screen(Paths.specialReports), session({ rid: 3 }))).toBe('forbidden');
    expect(accessDecision(screen(Paths.specialReports), session({ rid: 3, sr: true }))).toBeNull();
    expect(accessDecision(screen(Paths.nonRoundedPresenceReports), session({ rid: 8, sr: true }))).toBeNull();
  });

  it('fails closed for a route that declares nothing, and never checks a public one', () => {
    expect(accessDecision({ kind: 'undeclared' }, session({ rid: 1 }))).toBe('forbidden');
    expect(accessDecision({ kind: 'public' }, session({ terms: false }))).toBeNull();
  });

  it('gives a state route no role rule', () => {
    for (const rid of [1, 2, 3, 4, 5, 6, 7, 8]) expect(accessDecision({ kind: 'state', state: 'beforeTerms' }, session({ rid, terms: false }))).toBeNull();
  });
});

describe('routeAccess', () => {
  it('reads the declarations, most permissive first', () => {
    expect(routeAccess({ isPublic: true, screen: Paths.settings })).toEqual({ kind: 'public' });
    expect(routeAccess({ state: 'beforeTerms', anyMember: true })).toEqual({ kind: 'state', state: 'beforeTerms' });
    expect(routeAccess({ screen: Paths.myProfile })).toEqual({ kind: 'member', screen: '/my-profile', rule: { kind: 'member' } });
    expect(routeAccess({ anyMember: true })).toEqual({ kind: 'member', screen: null, rule: { kind: 'member' } });
    expect(routeAccess({})).toEqual({ kind: 'undeclared' });
    expect(routeAccess({ screen: '/nowhere' as never })).toEqual({ kind: 'undeclared' });
  });

  it('lets an action on a route override the screen of its controller', () => {
    const access = routeAccess({ screen: Paths.teams, action: Actions.manageTeams });
    expect(access).toEqual({ kind: 'member', screen: 'teams.manage', rule: { kind: 'member', blockedRoles: [2, 4, 5, 6] } });
    // The team lead opens the screen but may not take the action.
    expect(accessDecision(routeAccess({ screen: Paths.teams }), { ...good, rid: 6, sr: false })).toBeNull();
    expect(accessDecision(access, { ...good, rid: 6, sr: false })).toBe('forbidden');
    expect(accessDecision(access, { ...good, rid: 3, sr: false })).toBeNull();
    expect(routeAccess({ action: 'nothing' as never })).toEqual({ kind: 'undeclared' });
  });
});
