import { ROLE } from '@presently/contracts';

/** The part of the company an export covers, as the actor's scope was when it was made. */
export function scopeKey(roleId: number, me: { department_id: number | null; team_id: number | null }): string {
  if (roleId === ROLE.DEPARTMENT_MANAGER) return `department:${me.department_id ?? 'none'}`;
  if (roleId === ROLE.TEAM_LEAD) return `team:${me.team_id ?? 'none'}`;
  return 'company';
}

/** A file is readable in the company and scope that made it: by a reader whose scope is that one, or the whole company. */
export const scopeCovers = (reader: string, made: string): boolean => reader === 'company' || reader === made;
