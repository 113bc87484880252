import { PRESENCE_ACTIONS, PRESENCE_ERRORS, type PresenceAction } from '@presently/contracts';
import { DomainError } from '@presently/messaging';

/** The clocking action of a payload { action }: one of the eight calls, else 'Invalid option' (400). */
export function readAction(payload: unknown): PresenceAction {
  const action = typeof payload === 'object' && payload !== null ? (payload as { action?: unknown }).action : undefined;
  if (typeof action !== 'string' || !(PRESENCE_ACTIONS as readonly string[]).includes(action)) {
    throw new DomainError(PRESENCE_ERRORS.invalidOption, 400);
  }
  return action as PresenceAction;
}
