import type { Team as TeamDto } from '@presently/contracts';
import type { Team } from './entities/team.entity';

/** A team as the screens see it; `names` holds at least the lead's and the members' names (id → full name). */
export const toTeamDto = (t: Team, memberIds: number[], names: ReadonlyMap<number, string>): TeamDto => {
  const ids = t.teamLeadUserId !== null && !memberIds.includes(t.teamLeadUserId) ? [t.teamLeadUserId, ...memberIds] : memberIds;
  return {
    id: t.id,
    name: t.name,
    department_id: t.departmentId,
    team_lead_user_id: t.teamLeadUserId,
    kind: t.kind,
    member_ids: memberIds,
    people: ids.filter((id) => names.has(id)).map((id) => ({ id, full_name: names.get(id) as string })),
  };
};

/** Every user id a list of teams names: leads and members. */
export const peopleOf = (teams: Array<Pick<Team, 'teamLeadUserId'> & { memberIds: number[] }>): number[] => [
  ...new Set(teams.flatMap((t) => (t.teamLeadUserId !== null ? [t.teamLeadUserId, ...t.memberIds] : t.memberIds))),
];
