import { PRESENCE_ERRORS } from '@presently/contracts';
import { DomainError, ForbiddenError, NotFoundError } from '@presently/messaging';
import type { PresenceUser } from '../../copies/entities/presence-user.entity';
import { mayUsePersonalPresence } from './scope';

/** Own presence (clocking and the my-presence views): not for the general manager and the chairman (2). */
export function assertPersonalPresence(roleId: number): void {
  if (!mayUsePersonalPresence(roleId)) throw new ForbiddenError(PRESENCE_ERRORS.noPermission);
}

/** A deactivated or blocked user is not there for presence (404 user_not_found). */
export function assertActive(user: PresenceUser): void {
  if (user.status !== 'active') throw new NotFoundError(PRESENCE_ERRORS.userNotFound);
}

/**
 * "management disabled your logging" (403) when a user whose logging is disabled starts something;
 * ending what is on stays possible (a presence open when logging was disabled can still be closed).
 */
export function assertMayStart(user: PresenceUser): void {
  if (user.workSettings.disable_presence_logging) throw new DomainError(PRESENCE_ERRORS.loggingDisabled, 403);
}
