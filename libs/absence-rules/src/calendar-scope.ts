import type { CalendarScopeKind } from '@presently/contracts';

/** Roles that see the whole company on /calendar (8, the Chairman, has the general manager's access). */
const COMPANY_ROLES: readonly number[] = [1, 2, 3, 8];
const TEAM_LEAD = 6;
const DEPARTMENT_MANAGER = 7;
const TEAM_MEMBER = 4;

/** Who a viewer's calendar covers: the whole company, or some teams, departments and people. */
export type CalendarScope =
  | { kind: 'company' }
  | { kind: Exclude<CalendarScopeKind, 'company'>; teamIds: number[]; departmentIds: number[]; userIds: number[] };

export interface CalendarViewer {
  userId: number;
  roleId: number;
  teamId: number | null;
  ledTeamIds: readonly number[];
  managedDepartmentIds: readonly number[];
}

/**
 * The /calendar scope of issue 12: HR, general manager, chairman and administrators → the company;
 * department manager → the departments they manage (and any team they lead); team lead → the teams
 * they lead; team member → their own team (who of the team is out, to plan their own leave). Each
 * always sees themselves. Role 5 has no /calendar (the guard refuses it): themselves only here.
 */
export function calendarScope(viewer: CalendarViewer): CalendarScope {
  if (COMPANY_ROLES.includes(viewer.roleId)) return { kind: 'company' };
  const own = { userIds: [viewer.userId] };
  if (viewer.roleId === DEPARTMENT_MANAGER)
    return { kind: 'department', teamIds: [...viewer.ledTeamIds], departmentIds: [...viewer.managedDepartmentIds], ...own };
  if (viewer.roleId === TEAM_LEAD) return { kind: 'team', teamIds: [...viewer.ledTeamIds], departmentIds: [], ...own };
  if (viewer.roleId === TEAM_MEMBER && viewer.teamId !== null) return { kind: 'team', teamIds: [viewer.teamId], departmentIds: [], ...own };
  return { kind: 'self', teamIds: [], departmentIds: [], ...own };
}

/** Whether a person falls in a scope (by their team, department or themselves). */
export function inCalendarScope(scope: CalendarScope, person: { userId: number; teamId: number | null; departmentId: number | null }): boolean {
  if (scope.kind === 'company') return true;
  return (
    scope.userIds.includes(person.userId) ||
    (person.teamId !== null && scope.teamIds.includes(person.teamId)) ||
    (person.departmentId !== null && scope.departmentIds.includes(person.departmentId))
  );
}
