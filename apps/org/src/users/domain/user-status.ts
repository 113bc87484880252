import type { UserStatus, UserStatusAction } from '@presently/contracts';

/**
 * What each status action does, and from where (spec: active, deactivated, blocked; activate, block
 * and unblock are possible): activate brings a deactivated user back; deactivate ends an active or
 * blocked user's membership (it moves them to the Deactivated team); block suspends an active user,
 * unblock lifts it. Anything else (blocking a deactivated user, activating an active one) is null.
 */
const TRANSITIONS: Record<UserStatusAction, { from: readonly UserStatus[]; to: UserStatus }> = {
  activate: { from: ['deactivated'], to: 'active' },
  deactivate: { from: ['active', 'blocked'], to: 'deactivated' },
  block: { from: ['active'], to: 'blocked' },
  unblock: { from: ['blocked'], to: 'active' },
};

export function nextStatus(current: UserStatus, action: UserStatusAction): UserStatus | null {
  const t = TRANSITIONS[action];
  return t.from.includes(current) ? t.to : null;
}

/** Deactivation and reactivation change the team (Deactivated, and back to Default); blocking does not. */
export function teamMoveFor(action: UserStatusAction): 'deactivated' | 'default' | null {
  if (action === 'deactivate') return 'deactivated';
  if (action === 'activate') return 'default';
  return null;
}
