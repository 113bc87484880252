import type { Actor } from '@presently/contracts';
import { ForbiddenError } from '@presently/messaging';
import { mayAdministerEntitlements } from './domain/entitlement-access';

/** 403 forbidden unless the actor's role keeps vacation days (domain/entitlement-access). */
export function assertMayAdminister(actor: Actor): void {
  if (!mayAdministerEntitlements(actor.roleId)) throw new ForbiddenError();
}
