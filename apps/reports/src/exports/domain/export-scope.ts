import { ROLE } from '@presently/contracts';

const COMPANY_WIDE: readonly number[] = [ROLE.SYSADMIN, ROLE.GENERAL_MANAGER, ROLE.HUMAN_RESOURCES, ROLE.CHAIRMAN];

/**
 * The part of the company an export covers, as the actor's scope was when it was made: a team lead's
 * team, a department manager's department, the company for HR and management, and a team member's
 * own rows (the shift report) — readable by that person and the whole company only.
 */
export function scopeKey(roleId: number, me: { department_id: number | null; team_id: number | null }, userId: number): string {
  if (roleId === ROLE.DEPARTMENT_MANAGER) return `department:${me.department_id ?? 'none'}`;
  if (roleId === ROLE.TEAM_LEAD) return `team:${me.team_id ?? 'none'}`;
  return COMPANY_WIDE.includes(roleId) ? 'company' : `user:${userId}`;
}

/** A file is readable in the company and scope that made it: by a reader whose scope is that one, or the whole company. */
export const scopeCovers = (reader: string, made: string): boolean => reader === 'company' || reader === made;
