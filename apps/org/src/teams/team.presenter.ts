import type { Team as TeamDto } from '@presently/contracts';
import type { Department } from '../departments/entities/department.entity';
import type { Team } from './entities/team.entity';

/** What a team shows of its department, by id. */
export type TeamDepartments = ReadonlyMap<number, Pick<Department, 'id' | 'name' | 'isDefault'>>;

export const departmentsById = (rows: Array<Pick<Department, 'id' | 'name' | 'isDefault'>>): TeamDepartments => new Map(rows.map((d) => [d.id, d]));

/**
 * A team as the screens see it; `names` holds at least the lead's and the members' names (id → full
 * name), `departments` its department: team leads read both here, since they may list neither.
 */
export const toTeamDto = (t: Team, memberIds: number[], names: ReadonlyMap<number, string>, departments: TeamDepartments): TeamDto => {
  const department = t.departmentId === null ? undefined : departments.get(t.departmentId);
  const ids = t.teamLeadUserId !== null && !memberIds.includes(t.teamLeadUserId) ? [t.teamLeadUserId, ...memberIds] : memberIds;
  return {
    id: t.id,
    name: t.name,
    department_id: t.departmentId,
    team_lead_user_id: t.teamLeadUserId,
    kind: t.kind,
    member_ids: memberIds,
    people: ids.filter((id) => names.has(id)).map((id) => ({ id, full_name: names.get(id) as string })),
    department: department ? { id: department.id, name: department.name, is_default: department.isDefault } : null,
  };
};

/** Every user id a list of teams names: leads and members. */
export const peopleOf = (teams: Array<Pick<Team, 'teamLeadUserId'> & { memberIds: number[] }>): number[] => [
  ...new Set(teams.flatMap((t) => (t.teamLeadUserId !== null ? [t.teamLeadUserId, ...t.memberIds] : t.memberIds))),
];
