import { ClockRequest, PRESENCE_ERRORS, type PresenceAction } from '@presently/contracts';
import { DomainError, parseWith } from '@presently/domain';

/** The clocking action of a payload { action } (the contract's ClockRequest): one of the eight calls, else 'Invalid option' (400). */
export function readAction(payload: unknown): PresenceAction {
  const parsed = parseWith(ClockRequest, payload);
  if (!parsed.ok) throw new DomainError(PRESENCE_ERRORS.invalidOption, 400);
  return parsed.value.action;
}
