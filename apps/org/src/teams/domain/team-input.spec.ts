import { parseTeamInput, planMembership } from './team-input';

describe('team membership', () => {
  it('moves in who is listed and not yet a member, and out (to Default) who is no longer listed', () => {
    expect(planMembership([1, 2, 3], [2, 3, 4, 5], false)).toEqual({ join: [4, 5], leave: [1] });
    expect(planMembership([1, 2], [], false)).toEqual({ join: [], leave: [1, 2] });
    expect(planMembership([1, 2], [2, 1], false)).toEqual({ join: [], leave: [] });
  });

  it('never moves anybody out of the Default team by leaving them off the list', () => {
    expect(planMembership([1, 2, 3], [4], true)).toEqual({ join: [4], leave: [] });
  });
});

describe('the team form', () => {
  it('needs a name and a lead to create; an update takes any field', () => {
    expect(parseTeamInput({}, 'create')).toEqual({ ok: false, errors: { name: ['field_required'], team_lead_user_id: ['field_required'] } });
    expect(parseTeamInput({ name: 'A  team ', team_lead_user_id: 5, department_id: null, member_ids: [5, 6] }, 'create')).toEqual({
      ok: true,
      value: { name: 'A team', team_lead_user_id: 5, department_id: null, member_ids: [5, 6] },
    });
    expect(parseTeamInput({ member_ids: [] }, 'update')).toEqual({ ok: true, value: { member_ids: [] } });
    expect(parseTeamInput({ team_lead_user_id: null }, 'update')).toEqual({ ok: false, errors: { team_lead_user_id: ['field_required'] } });
  });
});
