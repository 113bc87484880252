import { PRESENCE_ACTION_KIND, type PresenceAction, type PresenceKind } from '@presently/contracts';
import type { Transition } from './types';

/**
 * The clocking state machine (spec section 4). A user has at most one kind on at a time.
 *
 * - start X while X is on → noop (idempotent retry: nothing changes);
 * - start X otherwise → close the current record (if any) and open X;
 * - end X while X is on: work → close and open nothing (off);
 *   break / private_exit / field_work → close and open work (back to work);
 * - end X while X is not on → error `presence_not_started`.
 */
export function transition(current: PresenceKind | null, action: PresenceAction): Transition {
  const { kind, op } = PRESENCE_ACTION_KIND[action];
  if (op === 'start') {
    if (current === kind) return { type: 'noop' };
    return { type: 'change', close: current !== null, open: kind };
  }
  if (current !== kind) return { type: 'error', key: 'presence_not_started' };
  return { type: 'change', close: true, open: kind === 'work' ? null : 'work' };
}
