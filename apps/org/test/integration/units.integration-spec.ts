import { ABSENCE_GUARD_RPC, type Department, ORG_ADMIN_RPC, type Page, type Team } from '@presently/contracts';
import { type AbsenceStub, startAbsenceStub } from './support/absence-stub';
import { type CompanyRefs, createUser, refsOf, userForm } from './support/admin-fixtures';
import { adminOf, bootOrg, type OrgHarness, rpcError } from './support/org-harness';

describe('org: departments and teams', () => {
  let org: OrgHarness;
  let absence: AbsenceStub;
  let a: Awaited<ReturnType<OrgHarness['register']>>;
  let b: Awaited<ReturnType<OrgHarness['register']>>;
  let refsA: CompanyRefs;
  let refsB: CompanyRefs;

  beforeAll(async () => {
    org = await bootOrg();
    absence = await startAbsenceStub();
    a = await org.register();
    b = await org.register();
    refsA = await refsOf(org, a.company_id);
    refsB = await refsOf(org, b.company_id);
  });

  afterEach(() => absence.reset());

  afterAll(async () => {
    await absence.close();
    await org.close();
  });

  describe('departments', () => {
    it('creates, lists with member counts, renames and deletes', async () => {
      const created = await org.call<Department>(ORG_ADMIN_RPC.createDepartment, { name: '  Sales   East ', manager_user_id: a.user_id }, adminOf(a));
      expect(created).toEqual({ id: expect.any(Number), name: 'Sales East', manager_user_id: a.user_id, is_default: false, member_count: 0 });
      await createUser(org, adminOf(a), userForm(refsA, { department_id: created.id }));

      const page = await org.call<Page<Department>>(ORG_ADMIN_RPC.listDepartments, {}, adminOf(a));
      expect(page.total).toBe(2);
      expect(page.items).toEqual([
        { id: refsA.defaultDepartmentId, name: 'Default', manager_user_id: null, is_default: true, member_count: 1 },
        { ...created, member_count: 1 },
      ]);
      expect((await org.call<Page<Department>>(ORG_ADMIN_RPC.listDepartments, { q: 'east' }, adminOf(a))).items.map((d) => d.id)).toEqual([created.id]);

      await expect(org.call(ORG_ADMIN_RPC.updateDepartment, { department_id: created.id, name: 'Sales' }, adminOf(a))).resolves.toMatchObject({ name: 'Sales', member_count: 1 });
      expect(await rpcError(org.call(ORG_ADMIN_RPC.updateDepartment, { department_id: created.id, name: 'Sales' }, adminOf(a)))).toEqual({
        status: 422,
        error: 'no_changes_to_save',
      });
      expect(await rpcError(org.call(ORG_ADMIN_RPC.deleteDepartment, { department_id: created.id }, adminOf(a)))).toEqual({ status: 409, error: 'has_members' });
    });

    it('keeps names unique in the company (any case), but not across companies', async () => {
      await org.call(ORG_ADMIN_RPC.createDepartment, { name: 'Logistics', manager_user_id: a.user_id }, adminOf(a));
      expect(await rpcError(org.call(ORG_ADMIN_RPC.createDepartment, { name: 'LOGISTICS', manager_user_id: a.user_id }, adminOf(a)))).toEqual({
        status: 422,
        errors: { name: ['name_taken'] },
      });
      expect(await rpcError(org.call(ORG_ADMIN_RPC.createDepartment, { name: 'default', manager_user_id: a.user_id }, adminOf(a)))).toEqual({
        status: 422,
        errors: { name: ['name_taken'] },
      });
      await expect(org.call(ORG_ADMIN_RPC.createDepartment, { name: 'Logistics', manager_user_id: b.user_id }, adminOf(b))).resolves.toMatchObject({ name: 'Logistics' });
    });

    it('needs a name and an active manager of the company', async () => {
      expect(await rpcError(org.call(ORG_ADMIN_RPC.createDepartment, {}, adminOf(a)))).toEqual({
        status: 422,
        errors: { name: ['field_required'], manager_user_id: ['field_required'] },
      });
      expect(await rpcError(org.call(ORG_ADMIN_RPC.createDepartment, { name: 'X'.repeat(256), manager_user_id: b.user_id }, adminOf(a)))).toEqual({
        status: 422,
        errors: { name: ['max_255_characters'] },
      });
      expect(await rpcError(org.call(ORG_ADMIN_RPC.createDepartment, { name: 'Guessing', manager_user_id: b.user_id }, adminOf(a)))).toEqual({
        status: 422,
        errors: { manager_user_id: ['invalid_option'] },
      });
    });

    it('keeps the Default department’s name and refuses to delete it', async () => {
      expect(await rpcError(org.call(ORG_ADMIN_RPC.updateDepartment, { department_id: refsA.defaultDepartmentId, name: 'Main' }, adminOf(a)))).toEqual({
        status: 422,
        errors: { name: ['default_cannot_change'] },
      });
      await expect(org.call(ORG_ADMIN_RPC.updateDepartment, { department_id: refsA.defaultDepartmentId, manager_user_id: a.user_id }, adminOf(a))).resolves.toMatchObject({
        name: 'Default',
        manager_user_id: a.user_id,
      });
      expect(await rpcError(org.call(ORG_ADMIN_RPC.deleteDepartment, { department_id: refsA.defaultDepartmentId }, adminOf(a)))).toEqual({
        status: 409,
        error: 'default_cannot_change',
      });
    });

    it('replaces a manager only once no request waits for the current one (absence answers)', async () => {
      const first = await createUser(org, adminOf(a), userForm(refsA, { role_id: 7 }));
      const second = await createUser(org, adminOf(a), userForm(refsA, { role_id: 7 }));
      const dept = await org.call<Department>(ORG_ADMIN_RPC.createDepartment, { name: 'Production', manager_user_id: first.id }, adminOf(a));
      absence.answer(ABSENCE_GUARD_RPC.pendingApprovals, 4, first.id);
      const m = adminOf(a);
      expect(await rpcError(org.call(ORG_ADMIN_RPC.updateDepartment, { department_id: dept.id, manager_user_id: second.id }, m))).toEqual({
        status: 422,
        errors: { manager_user_id: ['pending_requests_first'] },
      });
      expect(absence.calls).toEqual([{ pattern: ABSENCE_GUARD_RPC.pendingApprovals, payload: { user_id: first.id }, meta: m }]);
      // Renaming alone asks nothing.
      await org.call(ORG_ADMIN_RPC.updateDepartment, { department_id: dept.id, name: 'Production 2', manager_user_id: first.id }, adminOf(a));
      expect(absence.calls).toHaveLength(1);
      absence.answer(ABSENCE_GUARD_RPC.pendingApprovals, 0, first.id);
      await expect(org.call(ORG_ADMIN_RPC.updateDepartment, { department_id: dept.id, manager_user_id: second.id }, adminOf(a))).resolves.toMatchObject({
        manager_user_id: second.id,
      });
    });

    it('deletes an empty department, but not one with teams; another company’s is not found', async () => {
      const dept = await org.call<Department>(ORG_ADMIN_RPC.createDepartment, { name: 'Temporary', manager_user_id: a.user_id }, adminOf(a));
      const team = await org.call<Team>(ORG_ADMIN_RPC.createTeam, { name: 'Temp team', team_lead_user_id: a.user_id, department_id: dept.id }, adminOf(a));
      expect(await rpcError(org.call(ORG_ADMIN_RPC.deleteDepartment, { department_id: dept.id }, adminOf(b)))).toEqual({ status: 404, error: 'not_found' });
      expect(await rpcError(org.call(ORG_ADMIN_RPC.updateDepartment, { department_id: dept.id, name: 'Mine now' }, adminOf(b)))).toEqual({ status: 404, error: 'not_found' });
      expect(await rpcError(org.call(ORG_ADMIN_RPC.deleteDepartment, { department_id: dept.id }, adminOf(a)))).toEqual({ status: 409, error: 'has_teams' });
      await org.call(ORG_ADMIN_RPC.deleteTeam, { team_id: team.id }, adminOf(a));
      await expect(org.call(ORG_ADMIN_RPC.deleteDepartment, { department_id: dept.id }, adminOf(a))).resolves.toEqual({ deleted: true });
      expect(await rpcError(org.call(ORG_ADMIN_RPC.deleteDepartment, { department_id: dept.id }, adminOf(a)))).toEqual({ status: 404, error: 'not_found' });
    });
  });

  describe('teams', () => {
    it('creates a team with members, who leave their old team', async () => {
      const p1 = await createUser(org, adminOf(a), userForm(refsA));
      const p2 = await createUser(org, adminOf(a), userForm(refsA));
      const team = await org.call<Team>(ORG_ADMIN_RPC.createTeam, { name: 'Packers', team_lead_user_id: p1.id, member_ids: [p1.id, p2.id] }, adminOf(a));
      expect(team).toEqual({
        id: expect.any(Number),
        name: 'Packers',
        department_id: null,
        team_lead_user_id: p1.id,
        kind: 'regular',
        member_ids: [p1.id, p2.id],
        people: [
          { id: p1.id, full_name: p1.full_name },
          { id: p2.id, full_name: p2.full_name },
        ],
        department: null,
      });
      const listed = await org.call<Page<Team>>(ORG_ADMIN_RPC.listTeams, { q: 'pack' }, adminOf(a));
      expect(listed.items).toEqual([team]);
      const kinds = await org.call<Page<Team>>(ORG_ADMIN_RPC.listTeams, { kind: 'deactivated' }, adminOf(a));
      expect(kinds.items.map((t) => t.id)).toEqual([refsA.deactivatedTeamId]);
    });

    it('names the department of each team (team leads list no departments), the built-in one marked as such', async () => {
      const lead = await createUser(org, adminOf(a), userForm(refsA));
      const manager = await createUser(org, adminOf(a), userForm(refsA));
      const dept = await org.call<Department>(ORG_ADMIN_RPC.createDepartment, { name: 'Dispatch', manager_user_id: manager.id }, adminOf(a));
      const team = await org.call<Team>(ORG_ADMIN_RPC.createTeam, { name: 'Loaders', team_lead_user_id: lead.id, department_id: dept.id }, adminOf(a));
      expect(team.department).toEqual({ id: dept.id, name: 'Dispatch', is_default: false });
      const moved = await org.call<Team>(ORG_ADMIN_RPC.updateTeam, { team_id: team.id, department_id: refsA.defaultDepartmentId }, adminOf(a));
      expect(moved.department).toEqual({ id: refsA.defaultDepartmentId, name: expect.any(String), is_default: true });
      const listed = await org.call<Page<Team>>(ORG_ADMIN_RPC.listTeams, { q: 'Loaders' }, adminOf(a));
      expect(listed.items.map((t) => t.department)).toEqual([moved.department]);
    });

    it('saves the member list as the team should be: those left off go to the Default team', async () => {
      const [p1, p2, p3] = [
        await createUser(org, adminOf(a), userForm(refsA)),
        await createUser(org, adminOf(a), userForm(refsA)),
        await createUser(org, adminOf(a), userForm(refsA)),
      ];
      const team = await org.call<Team>(ORG_ADMIN_RPC.createTeam, { name: 'Drivers', team_lead_user_id: p1.id, member_ids: [p1.id, p2.id] }, adminOf(a));
      const saved = await org.call<Team>(ORG_ADMIN_RPC.updateTeam, { team_id: team.id, member_ids: [p1.id, p3.id] }, adminOf(a));
      expect(saved.member_ids).toEqual([p1.id, p3.id]);
      const [row] = await org.sql<{ team_id: number }>('SELECT team_id FROM org.users WHERE id = $1', [p2.id]);
      expect(row.team_id).toBe(refsA.defaultTeamId);
      expect(await rpcError(org.call(ORG_ADMIN_RPC.updateTeam, { team_id: team.id, member_ids: [p3.id, p1.id] }, adminOf(a)))).toEqual({
        status: 422,
        error: 'no_changes_to_save',
      });
    });

    it('takes as members and lead only the company’s people, and not deactivated ones', async () => {
      const team = await org.call<Team>(ORG_ADMIN_RPC.createTeam, { name: 'Guards', team_lead_user_id: a.user_id }, adminOf(a));
      const gone = await createUser(org, adminOf(a), userForm(refsA));
      await org.call(ORG_ADMIN_RPC.changeUserStatus, { user_id: gone.id, action: 'deactivate' }, adminOf(a));
      expect(await rpcError(org.call(ORG_ADMIN_RPC.updateTeam, { team_id: team.id, member_ids: [b.user_id] }, adminOf(a)))).toEqual({
        status: 422,
        errors: { member_ids: ['invalid_option'] },
      });
      expect(await rpcError(org.call(ORG_ADMIN_RPC.updateTeam, { team_id: team.id, member_ids: [gone.id] }, adminOf(a)))).toEqual({
        status: 422,
        errors: { member_ids: ['invalid_option'] },
      });
      expect(
        await rpcError(org.call(ORG_ADMIN_RPC.updateTeam, { team_id: team.id, team_lead_user_id: b.user_id, department_id: refsB.defaultDepartmentId }, adminOf(a))),
      ).toEqual({ status: 422, errors: { team_lead_user_id: ['invalid_option'], department_id: ['invalid_option'] } });
      const [row] = await org.sql('SELECT team_id FROM org.users WHERE id = $1', [b.user_id]);
      expect(row).toEqual({ team_id: refsB.defaultTeamId });
    });

    it('keeps the Default and Deactivated teams’ names, the Deactivated team’s members, and both teams', async () => {
      for (const teamId of [refsA.defaultTeamId, refsA.deactivatedTeamId]) {
        expect(await rpcError(org.call(ORG_ADMIN_RPC.updateTeam, { team_id: teamId, name: 'Renamed' }, adminOf(a)))).toEqual({
          status: 422,
          errors: { name: ['default_cannot_change'] },
        });
        expect(await rpcError(org.call(ORG_ADMIN_RPC.deleteTeam, { team_id: teamId }, adminOf(a)))).toEqual({ status: 409, error: 'default_cannot_change' });
      }
      const person = await createUser(org, adminOf(a), userForm(refsA));
      expect(await rpcError(org.call(ORG_ADMIN_RPC.updateTeam, { team_id: refsA.deactivatedTeamId, member_ids: [person.id] }, adminOf(a)))).toEqual({
        status: 422,
        errors: { member_ids: ['default_cannot_change'] },
      });
      // The Default team takes people in, and nobody leaves it by being left off its list.
      const team = await org.call<Team>(ORG_ADMIN_RPC.createTeam, { name: 'Elsewhere', team_lead_user_id: a.user_id, member_ids: [person.id] }, adminOf(a));
      const defaultTeam = await org.call<Team>(ORG_ADMIN_RPC.updateTeam, { team_id: refsA.defaultTeamId, member_ids: [person.id] }, adminOf(a));
      expect(defaultTeam.member_ids).toContain(person.id);
      expect(defaultTeam.member_ids).toContain(a.user_id);
      await expect(org.call(ORG_ADMIN_RPC.deleteTeam, { team_id: team.id }, adminOf(a))).resolves.toEqual({ deleted: true });
    });

    it('replaces a lead only once no request waits for the current one, and refuses deleting a team with members', async () => {
      const lead = await createUser(org, adminOf(a), userForm(refsA, { role_id: 6 }));
      const next = await createUser(org, adminOf(a), userForm(refsA, { role_id: 6 }));
      const team = await org.call<Team>(ORG_ADMIN_RPC.createTeam, { name: 'Pickers', team_lead_user_id: lead.id, member_ids: [lead.id] }, adminOf(a));
      absence.answer(ABSENCE_GUARD_RPC.pendingApprovals, 1, lead.id);
      expect(await rpcError(org.call(ORG_ADMIN_RPC.updateTeam, { team_id: team.id, team_lead_user_id: next.id }, adminOf(a)))).toEqual({
        status: 422,
        errors: { team_lead_user_id: ['pending_requests_first'] },
      });
      absence.answer(ABSENCE_GUARD_RPC.pendingApprovals, 0, lead.id);
      await expect(org.call(ORG_ADMIN_RPC.updateTeam, { team_id: team.id, team_lead_user_id: next.id, name: 'Pickers 2' }, adminOf(a))).resolves.toMatchObject({
        team_lead_user_id: next.id,
        name: 'Pickers 2',
      });
      expect(await rpcError(org.call(ORG_ADMIN_RPC.deleteTeam, { team_id: team.id }, adminOf(a)))).toEqual({ status: 409, error: 'has_members' });
    });

    it('finds no other company’s team, by id guessing included', async () => {
      const team = await org.call<Team>(ORG_ADMIN_RPC.createTeam, { name: 'Secret', team_lead_user_id: b.user_id }, adminOf(b));
      expect(await rpcError(org.call(ORG_ADMIN_RPC.updateTeam, { team_id: team.id, name: 'Mine' }, adminOf(a)))).toEqual({ status: 404, error: 'not_found' });
      expect(await rpcError(org.call(ORG_ADMIN_RPC.deleteTeam, { team_id: team.id }, adminOf(a)))).toEqual({ status: 404, error: 'not_found' });
      const listA = await org.call<Page<Team>>(ORG_ADMIN_RPC.listTeams, { per_page: 100 }, adminOf(a));
      expect(listA.items.some((t) => t.id === team.id)).toBe(false);
      await expect(org.call<Page<Team>>(ORG_ADMIN_RPC.listTeams, { q: 'secret' }, adminOf(b))).resolves.toMatchObject({ total: 1 });
    });
  });
});
