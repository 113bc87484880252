import { type Actor, ROLE } from '@presently/contracts';
import { ForbiddenError } from '@presently/domain';

/**
 * Who keeps users' vacation days: the System Administrator, Human Resources and the Department
 * Manager (the roles of the user administration screens that edit people). General managers,
 * chairmen, team leads and members see figures elsewhere but change none.
 */
export const ENTITLEMENT_ADMIN_ROLES: readonly number[] = [ROLE.SYSADMIN, ROLE.HUMAN_RESOURCES, ROLE.DEPARTMENT_MANAGER];

export const mayAdministerEntitlements = (roleId: number): boolean => ENTITLEMENT_ADMIN_ROLES.includes(roleId);

/** 403 forbidden unless the actor's role keeps vacation days. */
export function assertMayAdminister(actor: Actor): void {
  if (!mayAdministerEntitlements(actor.roleId)) throw new ForbiddenError();
}
