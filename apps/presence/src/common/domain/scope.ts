import { ACCESS_RULES, Paths, ROLE, roleSatisfies } from '@presently/contracts';

/**
 * Whose presence a person may see and change on the managers' screens (/presence):
 * roles 1, 2, 3 and 8 the whole company; a department manager (7) the users of their department; a
 * team lead (6) the users of their team; a team member (4) only themselves. An employee (5) does not
 * open /presence at all. Everyone is in their own scope.
 */
export type Scope =
  | { kind: 'company' }
  | { kind: 'department'; departmentId: number | null }
  | { kind: 'team'; teamId: number | null }
  | { kind: 'self' };

export interface ScopedPerson {
  userId: number;
  teamId: number | null;
  departmentId: number | null;
}

const COMPANY_WIDE: readonly number[] = [ROLE.SYSADMIN, ROLE.GENERAL_MANAGER, ROLE.HUMAN_RESOURCES, ROLE.CHAIRMAN];
/** Who edits records and schedules (within their scope). */
const EDITORS: readonly number[] = [...COMPANY_WIDE, ROLE.TEAM_LEAD, ROLE.DEPARTMENT_MANAGER];
const LEADS: readonly number[] = [ROLE.TEAM_LEAD, ROLE.DEPARTMENT_MANAGER];

export function scopeOf(roleId: number, actor: Pick<ScopedPerson, 'teamId' | 'departmentId'>): Scope {
  if (COMPANY_WIDE.includes(roleId)) return { kind: 'company' };
  if (roleId === ROLE.DEPARTMENT_MANAGER) return { kind: 'department', departmentId: actor.departmentId };
  if (roleId === ROLE.TEAM_LEAD) return { kind: 'team', teamId: actor.teamId };
  return { kind: 'self' };
}

export function inScope(scope: Scope, actorUserId: number, target: ScopedPerson): boolean {
  if (target.userId === actorUserId) return true;
  switch (scope.kind) {
    case 'company':
      return true;
    case 'department':
      return scope.departmentId !== null && target.departmentId === scope.departmentId;
    case 'team':
      return scope.teamId !== null && target.teamId === scope.teamId;
    case 'self':
      return false;
  }
}

/** The filters a scope puts on a list of users (null: nobody beyond the actor). */
export function scopeFilter(scope: Scope): { teamId?: number; departmentId?: number } | null {
  switch (scope.kind) {
    case 'company':
      return {};
    case 'department':
      return scope.departmentId === null ? null : { departmentId: scope.departmentId };
    case 'team':
      return scope.teamId === null ? null : { teamId: scope.teamId };
    case 'self':
      return null;
  }
}

/** /presence (managers' screens): every role but the employee (5). */
export const mayOpenTeamScreens = (roleId: number): boolean => roleSatisfies(ACCESS_RULES[Paths.presence], roleId);

/** /my-presence (own clocking and views): every role but the general manager (2, and the chairman with role 2's access). */
export const mayUsePersonalPresence = (roleId: number): boolean => roleSatisfies(ACCESS_RULES[Paths.myPresence], roleId);

export const mayEdit = (roleId: number): boolean => EDITORS.includes(roleId);

/**
 * Whether an editor may change their own records or schedule their own work time: roles 1, 2, 3 and 8
 * may; team leads and department managers only when the company lets leads schedule their own work time.
 */
export const mayEditOwn = (roleId: number, leadsScheduleOwnWorkTime: boolean): boolean => !LEADS.includes(roleId) || leadsScheduleOwnWorkTime;
