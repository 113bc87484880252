import { PRESENCE_ERRORS, type UserStatus, type WorkSettings } from '@presently/contracts';
import { DomainError, ForbiddenError, NotFoundError } from '@presently/domain';
import { mayUsePersonalPresence } from './scope';

/** Own presence (clocking and the my-presence views): not for the general manager and the chairman (2). */
export function assertPersonalPresence(roleId: number): void {
  if (!mayUsePersonalPresence(roleId)) throw new ForbiddenError(PRESENCE_ERRORS.noPermission);
}

/** A deactivated or blocked user is not there for presence (404 user_not_found). */
export function assertActive(user: { status: UserStatus }): void {
  if (user.status !== 'active') throw new NotFoundError(PRESENCE_ERRORS.userNotFound);
}

/** "management disabled your logging" (403). */
export const loggingDisabled = (): DomainError => new DomainError(PRESENCE_ERRORS.loggingDisabled, 403);

/**
 * A user whose logging is disabled may not start anything; ending what is on stays possible (a
 * presence open when logging was disabled can still be closed).
 */
export function assertMayStart(user: { workSettings: Pick<WorkSettings, 'disable_presence_logging'> }): void {
  if (user.workSettings.disable_presence_logging) throw loggingDisabled();
}

/**
 * Clocking in the browser or the mobile app is for users whose work settings allow "use via web or
 * mobile app"; without it they clock at the gates only (403), ending what is on included: a gate's
 * scan ends work, and nothing else can be on without the app.
 */
export function assertMayUseWeb(user: { workSettings: Pick<WorkSettings, 'use_web'> }): void {
  if (!user.workSettings.use_web) throw new DomainError(PRESENCE_ERRORS.webUseDisabled, 403);
}
