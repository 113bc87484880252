import { ERROR_KEYS, type Actor, type MessageMeta } from '@presently/contracts';
import { DomainError } from '@presently/messaging';

/**
 * The acting user of a request. Handlers that act for a user need one; the gateway sets it from
 * the verified token, so its absence means the call did not come through an authenticated route (401).
 */
export function requireActor(meta: MessageMeta | undefined): Actor {
  const actor = meta?.actor;
  if (!actor || !Number.isSafeInteger(actor.userId) || !Number.isSafeInteger(actor.companyId) || !Number.isSafeInteger(actor.roleId)) {
    throw new DomainError(ERROR_KEYS.unauthenticated, 401);
  }
  return actor;
}
