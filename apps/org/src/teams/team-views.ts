import type { Team as TeamDto } from '@presently/contracts';
import type { Team } from '../companies/entities/team.entity';

export const toTeamDto = (t: Team, memberIds: number[]): TeamDto => ({
  id: t.id,
  name: t.name,
  department_id: t.departmentId,
  team_lead_user_id: t.teamLeadUserId,
  kind: t.kind,
  member_ids: memberIds,
});
