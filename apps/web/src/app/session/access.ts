import { ACCESS_RULES, ACTION_RULES, mayRunReport, Paths, roleSatisfies, type AccessRule, type AppAction, type ReportKind } from '@presently/contracts';
import { matchPath } from 'react-router-dom';
import { isManagement, roleIdOf } from './roles';
import type { SessionUser } from './types';

/**
 * Who may open which route (spec section 2, role ids per ARCHITECTURE.md). The table itself is shared
 * with the gateway (`@presently/contracts`, access-rules.ts), so web guards, menus and server guards
 * cannot drift apart. What is web-only lives here: path matching, redirects and each user's home page.
 */
export { ACCESS_RULES, Actions, Paths, type AccessRule, type AppAction, type AppPath } from '@presently/contracts';

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

function roleMayOpen(rule: AccessRule, user: SessionUser): boolean {
  const roleId = roleIdOf(user);
  if (roleId === null) return false; // an unknown role gets nothing rather than everything
  return roleSatisfies(rule, roleId, user.company?.special_reports === true);
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

/**
 * Whether the user may take an action of a screen (`ACTION_RULES`, the table the gateway guards the
 * action's routes with): pages offer a button only when this holds.
 */
export function canDo(action: AppAction, user: SessionUser | null): boolean {
  if (!user || !hasAcceptedTerms(user)) return false;
  return roleMayOpen(ACTION_RULES[action], user);
}

/**
 * Whether the user may run a report kind (`REPORT_ACCESS`, the table the gateway and the reports
 * service check). Narrower than the report's screen for the shift report: its screen admits team
 * members (spec section 2), its data does not, so the menu leaves it out and the page says so.
 */
export function canRunReport(kind: ReportKind, user: SessionUser | null): boolean {
  if (!user || !hasAcceptedTerms(user)) return false;
  const roleId = roleIdOf(user);
  return roleId !== null && mayRunReport(kind, roleId, user.company?.special_reports === true);
}
