import { roleIdOf, type SessionUser } from '../../app/session';

/** Team members and employees (roles 4 and 5): their own history is shown only when the company allows it. */
const TEAM_MEMBER_ROLES: readonly number[] = [4, 5];

/**
 * Whether the user sees presence history (spec section 3, "show presence history to team members"):
 * team members and employees only when the company's flag is on; every other role always (they look
 * after others' presence, or at least their own). The one rule for /my-presence's history and
 * /presence's History tab; the server answers the history either way (docs/presence.md).
 */
export function showsHistory(user: SessionUser | null | undefined): boolean {
  if (!user) return false;
  if (user.company?.show_user_history === true) return true;
  const roleId = roleIdOf(user);
  return roleId !== null && !TEAM_MEMBER_ROLES.includes(roleId);
}
