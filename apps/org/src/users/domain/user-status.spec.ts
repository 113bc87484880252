import { USER_STATUS_ACTIONS, USER_STATUSES, type UserStatus, type UserStatusAction } from '@presently/contracts';
import { nextStatus, teamMoveFor } from './user-status';

describe('user status transitions', () => {
  it.each<[UserStatus, UserStatusAction, UserStatus]>([
    ['deactivated', 'activate', 'active'],
    ['active', 'deactivate', 'deactivated'],
    ['blocked', 'deactivate', 'deactivated'],
    ['active', 'block', 'blocked'],
    ['blocked', 'unblock', 'active'],
  ])('%s --%s--> %s', (from, action, to) => expect(nextStatus(from, action)).toBe(to));

  it('allows nothing else (blocking a deactivated user, activating an active one, …)', () => {
    const allowed = new Set(['deactivated:activate', 'active:deactivate', 'blocked:deactivate', 'active:block', 'blocked:unblock']);
    for (const from of USER_STATUSES) {
      for (const action of USER_STATUS_ACTIONS) {
        if (!allowed.has(`${from}:${action}`)) expect(nextStatus(from, action)).toBeNull();
      }
    }
  });

  it('moves teams on deactivation and reactivation only', () => {
    expect(teamMoveFor('deactivate')).toBe('deactivated');
    expect(teamMoveFor('activate')).toBe('default');
    expect(teamMoveFor('block')).toBeNull();
    expect(teamMoveFor('unblock')).toBeNull();
  });
});
