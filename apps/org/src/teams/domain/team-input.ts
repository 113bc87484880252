import { checkId, FieldChecker, idList, optionalId } from '@presently/validation';
import type { Parsed } from '@presently/domain';
import { unitName } from '../../common/domain/units';

export interface TeamInput {
  name?: string;
  /** null: the team belongs to no department. */
  department_id?: number | null;
  team_lead_user_id?: number;
  member_ids?: number[];
}

/**
 * A team form (spec section 5: team name and team lead are required; the department is optional).
 * Creating needs name and lead; an update takes any of them (absent fields stay). member_ids lists
 * the people who should be in the team.
 */
export function parseTeamInput(payload: unknown, mode: 'create' | 'update'): Parsed<TeamInput> {
  const c = new FieldChecker(payload);
  const value: TeamInput = {};
  if (mode === 'create' || 'name' in c.source) value.name = unitName(c);
  if ('department_id' in c.source) value.department_id = optionalId(c, 'department_id');
  if (mode === 'create' || 'team_lead_user_id' in c.source) value.team_lead_user_id = checkId(c, 'team_lead_user_id');
  if ('member_ids' in c.source && c.source.member_ids !== null) value.member_ids = idList(c, 'member_ids');
  return c.ok ? { ok: true, value } : { ok: false, errors: c.result };
}

/**
 * Who moves when a team's member list is saved: the people listed who are not in the team join it;
 * the members not listed leave it, for the Default team — except when the team is the Default team
 * itself, whose members can only leave by joining another team.
 */
export function planMembership(currentIds: readonly number[], wantedIds: readonly number[], isDefaultTeam: boolean): { join: number[]; leave: number[] } {
  const current = new Set(currentIds);
  const wanted = new Set(wantedIds);
  return {
    join: wantedIds.filter((id) => !current.has(id)),
    leave: isDefaultTeam ? [] : currentIds.filter((id) => !wanted.has(id)),
  };
}
