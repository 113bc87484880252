import { effectiveRoleId } from '@presently/contracts';
import type { SessionUser } from './types';

/** Role ids as ARCHITECTURE.md maps them; route guards use the ids. */
export const Role = {
  SystemAdministrator: 1,
  GeneralManager: 2,
  HumanResources: 3,
  TeamMember: 4,
  Employee: 5,
  TeamLead: 6,
  DepartmentManager: 7,
  Chairman: 8,
} as const;

export type RoleId = (typeof Role)[keyof typeof Role];

export const ALL_ROLE_IDS: readonly RoleId[] = [1, 2, 3, 4, 5, 6, 7, 8];

const isRoleId = (value: unknown): value is RoleId =>
  typeof value === 'number' && (ALL_ROLE_IDS as readonly number[]).includes(value);

/** The user's role id (the first role, spec section 3), or null when it is missing or unknown. */
export function roleIdOf(user: Pick<SessionUser, 'roles'> | null | undefined): RoleId | null {
  const id = Number(user?.roles?.[0]?.id);
  return isRoleId(id) ? id : null;
}

/** The role whose access rules apply: the Chairman has exactly the General Manager's access. */
export function accessRoleOf(roleId: RoleId): RoleId {
  return effectiveRoleId(roleId) as RoleId;
}

/** General managers and chairmen have no personal presence pages. */
export function isManagement(user: Pick<SessionUser, 'roles'> | null | undefined): boolean {
  const roleId = roleIdOf(user);
  return roleId !== null && accessRoleOf(roleId) === Role.GeneralManager;
}
