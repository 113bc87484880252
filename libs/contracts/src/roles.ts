/** Roles by numeric id, as ARCHITECTURE.md maps them (the spec leaves the mapping open). */
export const ROLES = [
  { id: 1, code: 'sysadmin', name: 'System Administrator' },
  { id: 2, code: 'manager', name: 'General Manager' },
  { id: 3, code: 'administration', name: 'Human Resources' },
  { id: 4, code: 'teammember', name: 'Team Member' },
  { id: 5, code: 'employee', name: 'Employee' },
  { id: 6, code: 'teamlead', name: 'Team Lead' },
  { id: 7, code: 'deplead', name: 'Department Manager' },
  { id: 8, code: 'owner', name: 'Chairman' },
] as const;

export type RoleId = (typeof ROLES)[number]['id'];
export type RoleCode = (typeof ROLES)[number]['code'];

export const ROLE = {
  SYSADMIN: 1,
  GENERAL_MANAGER: 2,
  HUMAN_RESOURCES: 3,
  TEAM_MEMBER: 4,
  EMPLOYEE: 5,
  TEAM_LEAD: 6,
  DEPARTMENT_MANAGER: 7,
  CHAIRMAN: 8,
} as const satisfies Record<string, RoleId>;

/** The chairman has the general manager's access everywhere a guard names role 2. */
export function effectiveRoleId(roleId: number): number {
  return roleId === ROLE.CHAIRMAN ? ROLE.GENERAL_MANAGER : roleId;
}
