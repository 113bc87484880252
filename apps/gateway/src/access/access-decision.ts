import { ACCESS_RULES, ACTION_RULES, type AppAction, AUTH_ERRORS, ERROR_KEYS, roleSatisfies, type AccessRule, type AppPath, type SessionRecord } from '@presently/contracts';

/**
 * Which sessions a signed-in route serves besides a member in good standing:
 * - `beforeTerms`: also before the terms are accepted, and with a password change or expiry pending
 *   (user-info, accept-privacy-policy, change-user-lang, vue-logout);
 * - `forcedPasswordChange`: only while a new password is required (first-password-change);
 * - `expiredPasswordChange`: only while the password has expired (password/expired-change).
 */
export type SessionStateRule = 'beforeTerms' | 'forcedPasswordChange' | 'expiredPasswordChange';

/** How a route is guarded, as the decorators on it declare. */
export type RouteAccess =
  | { kind: 'public' }
  /** A signed-in route for a particular session state: no role rule. */
  | { kind: 'state'; state: SessionStateRule }
  /** A member route (terms accepted, no password change pending) with the rule of the screen it serves (or the action it performs). */
  | { kind: 'member'; screen: AppPath | AppAction | null; rule: AccessRule }
  /** A route that declares nothing: denied to everyone, so a forgotten decorator fails closed. */
  | { kind: 'undeclared' };

export type SessionState = Pick<SessionRecord, 'terms' | 'pcr' | 'pexp'>;

export type DenialKey =
  | typeof AUTH_ERRORS.termsNotAccepted
  | typeof AUTH_ERRORS.passwordChangeRequired
  | typeof AUTH_ERRORS.passwordExpired
  | typeof ERROR_KEYS.forbidden;

/** The state gate alone: what a session in this state may call (null: it may). */
export function stateGate(state: SessionState, rule: SessionStateRule | null): DenialKey | null {
  if (rule === 'beforeTerms') return null;
  if (!state.terms) return AUTH_ERRORS.termsNotAccepted;
  if (state.pcr) return rule === 'forcedPasswordChange' ? null : AUTH_ERRORS.passwordChangeRequired;
  if (rule === 'forcedPasswordChange') return ERROR_KEYS.forbidden;
  if (state.pexp) return rule === 'expiredPasswordChange' ? null : AUTH_ERRORS.passwordExpired;
  if (rule === 'expiredPasswordChange') return ERROR_KEYS.forbidden;
  return null;
}

/** The whole decision for an authenticated request: the state gate first, then the role rule. */
export function accessDecision(access: RouteAccess, session: Pick<SessionRecord, 'terms' | 'pcr' | 'pexp' | 'rid' | 'sr'>): DenialKey | null {
  switch (access.kind) {
    case 'public':
      return null;
    case 'undeclared':
      return ERROR_KEYS.forbidden;
    case 'state':
      return stateGate(session, access.state);
    case 'member': {
      const gate = stateGate(session, null);
      if (gate) return gate;
      return roleSatisfies(access.rule, session.rid, session.sr === true) ? null : ERROR_KEYS.forbidden;
    }
  }
}

export interface AccessDeclarations {
  isPublic?: boolean;
  state?: SessionStateRule;
  screen?: AppPath;
  action?: AppAction;
  anyMember?: boolean;
}

/** Turns what the decorators declared into the route's access (the most permissive declaration names it). */
export function routeAccess(declared: AccessDeclarations): RouteAccess {
  if (declared.isPublic) return { kind: 'public' };
  if (declared.state) return { kind: 'state', state: declared.state };
  if (declared.action) {
    const rule = ACTION_RULES[declared.action];
    return rule ? { kind: 'member', screen: declared.action, rule } : { kind: 'undeclared' };
  }
  if (declared.screen) {
    const rule = ACCESS_RULES[declared.screen];
    return rule ? { kind: 'member', screen: declared.screen, rule } : { kind: 'undeclared' };
  }
  if (declared.anyMember) return { kind: 'member', screen: null, rule: { kind: 'member' } };
  return { kind: 'undeclared' };
}
