import {
  ABSENCE_GUARD_RPC,
  ORG_EVENT,
  ORG_ADMIN_RPC,
  type Page,
  type UserChangedEvent,
  type UserDetails,
  type UserSummary,
  type WorkSettings,
} from '@presently/contracts';
import { waitFor } from '@presently/testing';
import { type AbsenceStub, startAbsenceStub } from './support/absence-stub';
import { actorOf, type CompanyRefs, createUser, refsOf, userForm } from './support/admin-fixtures';
import { adminOf, bootOrg, type OrgHarness, rpcError, uniqueEmail, watchEvents } from './support/org-harness';

describe('org: user administration', () => {
  let org: OrgHarness;
  let absence: AbsenceStub;
  let a: Awaited<ReturnType<OrgHarness['register']>>;
  let b: Awaited<ReturnType<OrgHarness['register']>>;
  let refsA: CompanyRefs;
  let refsB: CompanyRefs;

  beforeAll(async () => {
    org = await bootOrg();
    absence = await startAbsenceStub();
    a = await org.register({ lang: 'mk' });
    b = await org.register();
    refsA = await refsOf(org, a.company_id);
    refsB = await refsOf(org, b.company_id);
  });

  afterEach(() => absence.reset());

  afterAll(async () => {
    await absence.close();
    await org.close();
  });

  describe('creating', () => {
    it('adds a person with a QR code and work settings from the work rules, and announces it after the commit', async () => {
      await org.call(ORG_ADMIN_RPC.updateWorkRules, { daily_hours: 7.5, default_max_paid_break_minutes: 45 }, adminOf(a));
      const watch = await watchEvents(ORG_EVENT.userChanged);
      try {
        const m = adminOf(a);
        const form = userForm(refsA, { email: uniqueEmail('Ana.New').toUpperCase(), user_color: undefined });
        const created = await org.call<UserDetails>(ORG_ADMIN_RPC.createUser, form, m);
        expect(created).toEqual({
          ...form,
          id: expect.any(Number),
          email: form.email.toLowerCase(),
          status: 'active',
          user_color: expect.stringMatching(/^#[0-9a-f]{6}$/),
          qr_code: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
          avatar_url: null,
        });
        await expect(org.call(ORG_ADMIN_RPC.getUser, { user_id: created.id }, adminOf(a))).resolves.toEqual(created);
        await expect(org.call<WorkSettings>(ORG_ADMIN_RPC.getWorkSettings, { user_id: created.id }, adminOf(a))).resolves.toEqual({
          working_hours: 7.5,
          max_paid_break_minutes: 45,
          flexible_regular_hours: false,
          automatic_presence_stop: false,
          saving_images: false,
          disable_overtime: false,
          disable_presence_logging: false,
          use_web: true,
          use_mobile_app: true,
        });

        const event = await waitFor(() => watch.events.find((e) => e.meta.requestId === m.requestId));
        expect(event.name).toBe(ORG_EVENT.userChanged);
        expect(event.payload as UserChangedEvent).toEqual({
          user_id: created.id,
          company_id: a.company_id,
          email: created.email,
          full_name: form.full_name,
          role_id: 4,
          status: 'active',
          lang: 'mk',
          created: true,
          team_id: form.team_id,
          department_id: form.department_id,
          nationality_id: form.nationality_id,
          religion_id: form.religion_id,
          qr_code: created.qr_code,
          work_settings: {
            working_hours: 7.5,
            max_paid_break_minutes: 45,
            flexible_regular_hours: false,
            automatic_presence_stop: false,
            saving_images: false,
            disable_overtime: false,
            disable_presence_logging: false,
            use_web: true,
            use_mobile_app: true,
          },
        });
      } finally {
        await watch.close();
      }
    });

    it('names every missing or wrong field', async () => {
      expect(await rpcError(org.call(ORG_ADMIN_RPC.createUser, { email: 'nope', role_id: 42 }, adminOf(a)))).toEqual({
        status: 422,
        errors: {
          email: ['email_invalid'],
          full_name: ['field_required'],
          full_name_in_documents: ['field_required'],
          job_position: ['field_required'],
          job_position_in_documents: ['field_required'],
          birthday: ['field_required'],
          country_code: ['field_required'],
          employment_start_date: ['field_required'],
          role_id: ['invalid_option'],
          department_id: ['field_required'],
          team_id: ['field_required'],
          nationality_id: ['field_required'],
          religion_id: ['field_required'],
        },
      });
      expect(await rpcError(org.call(ORG_ADMIN_RPC.createUser, userForm(refsA, { full_name: 'x'.repeat(256), employment_end_date: '2020-01-01' }), adminOf(a)))).toEqual({
        status: 422,
        errors: { full_name: ['max_255_characters'], employment_end_date: ['end_before_start'] },
      });
    });

    it('keeps e-mails unique on the whole platform, whatever their case', async () => {
      const other = await createUser(org, adminOf(b), userForm(refsB));
      expect(await rpcError(org.call(ORG_ADMIN_RPC.createUser, userForm(refsA, { email: other.email.toUpperCase() }), adminOf(a)))).toEqual({
        status: 422,
        errors: { email: ['email_taken'] },
      });
      expect(await rpcError(org.call(ORG_ADMIN_RPC.createUser, userForm(refsA, { email: a.email }), adminOf(a)))).toEqual({
        status: 422,
        errors: { email: ['email_taken'] },
      });
    });

    it('takes only the company’s own department, team, nationality and religion, guessed ids included', async () => {
      const body = await rpcError(
        org.call(
          ORG_ADMIN_RPC.createUser,
          userForm(refsA, {
            department_id: refsB.defaultDepartmentId,
            team_id: refsB.defaultTeamId,
            nationality_id: refsB.nationalityId,
            religion_id: refsB.religionId,
          }),
          adminOf(a),
        ),
      );
      expect(body).toEqual({
        status: 422,
        errors: { department_id: ['invalid_option'], team_id: ['invalid_option'], nationality_id: ['invalid_option'], religion_id: ['invalid_option'] },
      });
      expect(await rpcError(org.call(ORG_ADMIN_RPC.createUser, userForm(refsA, { team_id: refsA.deactivatedTeamId }), adminOf(a)))).toEqual({
        status: 422,
        errors: { team_id: ['invalid_option'] },
      });
    });

    it('lets only a system administrator make a system administrator', async () => {
      const hr = await createUser(org, adminOf(a), userForm(refsA, { role_id: 3 }));
      expect(await rpcError(org.call(ORG_ADMIN_RPC.createUser, userForm(refsA, { role_id: 1 }), actorOf({ user_id: hr.id, company_id: a.company_id }, 3)))).toEqual({
        status: 422,
        errors: { role_id: ['role_not_allowed'] },
      });
      await expect(createUser(org, actorOf({ user_id: hr.id, company_id: a.company_id }, 3), userForm(refsA, { role_id: 6 }))).resolves.toMatchObject({ role_id: 6 });
      const admin = await createUser(org, adminOf(a), userForm(refsA, { role_id: 1 }));
      expect(admin.role_id).toBe(1);

      // Nor changes one: an administrator's e-mail in HR's hands would be the administrator's account.
      const asHr = () => actorOf({ user_id: hr.id, company_id: a.company_id }, 3);
      const takeover = { ...userForm(refsA, { role_id: 1, email: uniqueEmail('hr-mailbox') }), user_id: admin.id };
      expect(await rpcError(org.call(ORG_ADMIN_RPC.updateUser, takeover, asHr()))).toEqual({ status: 403, error: 'forbidden' });
      expect(await rpcError(org.call(ORG_ADMIN_RPC.changeUserStatus, { user_id: admin.id, action: 'block' }, asHr()))).toEqual({ status: 403, error: 'forbidden' });
      await expect(org.call(ORG_ADMIN_RPC.getUser, { user_id: admin.id }, asHr())).resolves.toMatchObject({ email: admin.email, status: 'active' });
    });
  });

  describe('listing and reading', () => {
    let c: Awaited<ReturnType<OrgHarness['register']>>;
    let refsC: CompanyRefs;
    let people: UserDetails[];

    beforeAll(async () => {
      c = await org.register();
      refsC = await refsOf(org, c.company_id);
      const team = await org.call<{ id: number }>(ORG_ADMIN_RPC.createTeam, { name: 'Night crew', team_lead_user_id: c.user_id }, adminOf(c));
      people = [];
      for (const [i, name] of ['Zoran Zafirov', 'Ana Angelova', 'Marija Mitrova', 'Boris Bojanov', 'Petar Petrov'].entries()) {
        people.push(
          await createUser(
            org,
            adminOf(c),
            userForm(refsC, { full_name: name, email: uniqueEmail(name.split(' ')[0].toLowerCase()), role_id: i % 2 === 0 ? 4 : 5, team_id: i < 2 ? team.id : refsC.defaultTeamId }),
          ),
        );
      }
      await org.call(ORG_ADMIN_RPC.changeUserStatus, { user_id: people[3].id, action: 'block' }, adminOf(c));
      await org.call(ORG_ADMIN_RPC.changeUserStatus, { user_id: people[4].id, action: 'deactivate' }, adminOf(c));
    });

    const list = (payload: unknown) => org.call<Page<UserSummary>>(ORG_ADMIN_RPC.listUsers, payload, adminOf(c));

    it('pages through the company’s users by name, with the total', async () => {
      const first = await list({ per_page: 2 });
      expect(first.total).toBe(6); // the registrant and five people
      expect(first.items.map((u) => u.full_name)).toEqual(['Ana Angelova', 'Boris Bojanov']);
      const third = await list({ per_page: '2', page: '3' });
      expect(third).toMatchObject({ page: 3, per_page: 2, total: 6 });
      expect(third.items.map((u) => u.full_name)).toEqual(['Petar Petrov', 'Zoran Zafirov']);
      expect((await list({ page: 9 })).items).toEqual([]);
      expect((await list({ sort: 'full_name', order: 'desc', per_page: 1 })).items[0].full_name).toBe('Zoran Zafirov');
    });

    it('filters by status, team, department and role, and searches names and e-mails', async () => {
      expect((await list({ status: 'blocked' })).items.map((u) => u.id)).toEqual([people[3].id]);
      expect((await list({ status: 'deactivated' })).items.map((u) => [u.id, u.team_id])).toEqual([[people[4].id, refsC.deactivatedTeamId]]);
      expect((await list({ status: 'active' })).total).toBe(4);
      expect((await list({ team_id: people[0].team_id })).items.map((u) => u.full_name)).toEqual(['Ana Angelova', 'Zoran Zafirov']);
      expect((await list({ department_id: refsC.defaultDepartmentId })).total).toBe(6);
      expect((await list({ role_id: 5 })).items.map((u) => u.full_name)).toEqual(['Ana Angelova', 'Boris Bojanov']);
      expect((await list({ q: 'MARIJA' })).items.map((u) => u.id)).toEqual([people[2].id]);
      expect((await list({ q: 'petar+' })).items.map((u) => u.id)).toEqual([people[4].id]);
      expect((await list({ q: '%' })).total).toBe(0);
    });

    it('never shows another company’s users, whatever the filter', async () => {
      const other = await list({ department_id: refsA.defaultDepartmentId });
      expect(other.total).toBe(0);
      const all = await org.call<Page<UserSummary>>(ORG_ADMIN_RPC.listUsers, { per_page: 100 }, adminOf(a));
      expect(all.items.some((u) => people.some((p) => p.id === u.id))).toBe(false);
    });

    it('refuses wrong filters and page bounds', async () => {
      expect(await rpcError(list({ status: 'retired', per_page: 101, role_id: 9, sort: 'password' }))).toEqual({
        status: 422,
        errors: { per_page: ['between_1_and_100'], sort: ['invalid_option'], status: ['invalid_option'], role_id: ['invalid_option'] },
      });
    });

    it('reads one user; another company’s user is not found', async () => {
      await expect(org.call(ORG_ADMIN_RPC.getUser, { user_id: people[0].id }, adminOf(c))).resolves.toMatchObject({ id: people[0].id });
      expect(await rpcError(org.call(ORG_ADMIN_RPC.getUser, { user_id: people[0].id }, adminOf(a)))).toEqual({ status: 404, error: 'not_found' });
      expect(await rpcError(org.call(ORG_ADMIN_RPC.getUser, { user_id: 2_000_000_000 }, adminOf(a)))).toEqual({ status: 404, error: 'not_found' });
      expect(await rpcError(org.call(ORG_ADMIN_RPC.getUser, { user_id: 'x' }, adminOf(a)))).toEqual({ status: 422, errors: { user_id: ['invalid_option'] } });
    });

    it('lists the QR codes of active people for a printable sheet', async () => {
      const sheet = await org.call<Array<{ id: number; full_name: string; qr_code: string }>>(ORG_ADMIN_RPC.listQrCodes, {}, adminOf(c));
      expect(sheet.map((s) => s.full_name)).toEqual(['Ana Angelova', 'Marija Mitrova', 'Owner', 'Zoran Zafirov']);
      expect(sheet[0]).toEqual({ id: people[1].id, full_name: 'Ana Angelova', qr_code: people[1].qr_code });
      const team = await org.call<typeof sheet>(ORG_ADMIN_RPC.listQrCodes, { team_id: people[0].team_id }, adminOf(c));
      expect(team.map((s) => s.id)).toEqual([people[1].id, people[0].id]);
    });
  });

  describe('updating', () => {
    it('saves the form and announces changes of what auth and presence copy, but not of the rest', async () => {
      const person = await createUser(org, adminOf(a), userForm(refsA));
      const watch = await watchEvents(ORG_EVENT.userChanged);
      try {
        const quiet = adminOf(a);
        const base = { ...userForm(refsA), email: person.email, full_name: person.full_name, user_id: person.id };
        const moved = await org.call<UserDetails>(ORG_ADMIN_RPC.updateUser, { ...base, job_position: 'Foreman', phone: null, user_color: undefined }, quiet);
        expect(moved).toMatchObject({ job_position: 'Foreman', phone: null, user_color: person.user_color, qr_code: person.qr_code });

        const loud = adminOf(a);
        const email = uniqueEmail('renamed');
        await org.call(ORG_ADMIN_RPC.updateUser, { ...base, job_position: 'Foreman', phone: null, email, role_id: 6 }, loud);
        const event = await waitFor(() => watch.events.find((e) => e.meta.requestId === loud.requestId));
        expect(event.payload).toMatchObject({ user_id: person.id, email, role_id: 6, status: 'active', created: false });
        await new Promise((r) => setTimeout(r, 200));
        expect(watch.events.some((e) => e.meta.requestId === quiet.requestId)).toBe(false);
        expect(absence.calls).toEqual([]);
      } finally {
        await watch.close();
      }
    });

    it('refuses a save that changes nothing', async () => {
      const form = userForm(refsA);
      const person = await createUser(org, adminOf(a), form);
      expect(await rpcError(org.call(ORG_ADMIN_RPC.updateUser, { ...form, user_id: person.id }, adminOf(a)))).toEqual({ status: 422, error: 'no_changes_to_save' });
    });

    it('changes the employment start date only while absence knows of no open absences', async () => {
      const form = userForm(refsA);
      const person = await createUser(org, adminOf(a), form);
      absence.answer(ABSENCE_GUARD_RPC.openAbsences, 2, person.id);
      const m = adminOf(a);
      expect(await rpcError(org.call(ORG_ADMIN_RPC.updateUser, { ...form, user_id: person.id, employment_start_date: '2024-04-01' }, m))).toEqual({
        status: 422,
        errors: { employment_start_date: ['delete_user_absences_first'] },
      });
      expect(absence.calls).toEqual([{ pattern: ABSENCE_GUARD_RPC.openAbsences, payload: { user_id: person.id }, meta: m }]);
      absence.answer(ABSENCE_GUARD_RPC.openAbsences, 0, person.id);
      await expect(org.call(ORG_ADMIN_RPC.updateUser, { ...form, user_id: person.id, employment_start_date: '2024-04-01' }, adminOf(a))).resolves.toMatchObject({
        employment_start_date: '2024-04-01',
      });
    });

    it('finds no other company’s user to update, and keeps its references to the company', async () => {
      const other = await createUser(org, adminOf(b), userForm(refsB));
      expect(await rpcError(org.call(ORG_ADMIN_RPC.updateUser, { ...userForm(refsA), user_id: other.id }, adminOf(a)))).toEqual({ status: 404, error: 'not_found' });
      const mine = await createUser(org, adminOf(a), userForm(refsA));
      expect(await rpcError(org.call(ORG_ADMIN_RPC.updateUser, { ...userForm(refsA), user_id: mine.id, team_id: refsB.defaultTeamId, email: other.email }, adminOf(a)))).toEqual({
        status: 422,
        errors: { team_id: ['invalid_option'], email: ['email_taken'] },
      });
      await expect(org.call(ORG_ADMIN_RPC.getUser, { user_id: other.id }, adminOf(b))).resolves.toMatchObject({ email: other.email, team_id: refsB.defaultTeamId });
    });

    it('lets nobody change their own role', async () => {
      const [me] = await org.sql<{ email: string }>('SELECT email FROM org.users WHERE id = $1', [a.user_id]);
      expect(await rpcError(org.call(ORG_ADMIN_RPC.updateUser, { ...userForm(refsA, { email: me.email, role_id: 3 }), user_id: a.user_id }, adminOf(a)))).toEqual({
        status: 422,
        errors: { role_id: ['cannot_change_own_role'] },
      });
    });
  });

  describe('status', () => {
    const change = (userId: number, action: string, m = adminOf(a)) => org.call<UserDetails>(ORG_ADMIN_RPC.changeUserStatus, { user_id: userId, action }, m);

    it('blocks, unblocks, deactivates (to the Deactivated team) and activates (to the Default team), announcing each', async () => {
      const teamId = (await org.call<{ id: number }>(ORG_ADMIN_RPC.createTeam, { name: `Team ${Date.now()}`, team_lead_user_id: a.user_id }, adminOf(a))).id;
      const person = await createUser(org, adminOf(a), userForm(refsA, { team_id: teamId }));
      const watch = await watchEvents(ORG_EVENT.userChanged);
      try {
        const steps: Array<[string, string, number]> = [
          ['block', 'blocked', teamId],
          ['unblock', 'active', teamId],
          ['block', 'blocked', teamId],
          ['deactivate', 'deactivated', refsA.deactivatedTeamId],
          ['activate', 'active', refsA.defaultTeamId],
        ];
        for (const [action, status, team] of steps) {
          const m = adminOf(a);
          await expect(change(person.id, action, m)).resolves.toMatchObject({ status, team_id: team });
          const event = await waitFor(() => watch.events.find((e) => e.meta.requestId === m.requestId));
          expect(event.payload).toMatchObject({ user_id: person.id, status, created: false });
        }
      } finally {
        await watch.close();
      }
    });

    it('refuses other transitions, unknown actions, one’s own status and other companies’ users', async () => {
      const person = await createUser(org, adminOf(a), userForm(refsA));
      expect(await rpcError(change(person.id, 'activate'))).toEqual({ status: 422, errors: { action: ['invalid_option'] } });
      expect(await rpcError(change(person.id, 'unblock'))).toEqual({ status: 422, errors: { action: ['invalid_option'] } });
      expect(await rpcError(change(person.id, 'fire'))).toEqual({ status: 422, errors: { action: ['invalid_option'] } });
      await change(person.id, 'deactivate');
      expect(await rpcError(change(person.id, 'block'))).toEqual({ status: 422, errors: { action: ['invalid_option'] } });
      expect(await rpcError(change(a.user_id, 'block'))).toEqual({ status: 422, errors: { action: ['cannot_change_own_status'] } });
      expect(await rpcError(change(b.user_id, 'block'))).toEqual({ status: 404, error: 'not_found' });
      const [row] = await org.sql('SELECT status FROM org.users WHERE id = $1', [b.user_id]);
      expect(row).toEqual({ status: 'active' });
    });

    it('deactivates a lead only once no request waits for them, and then ends what they lead; never the general manager', async () => {
      const lead = await createUser(org, adminOf(a), userForm(refsA, { role_id: 6 }));
      const team = await org.call<{ id: number }>(ORG_ADMIN_RPC.createTeam, { name: `Led ${Date.now()}`, team_lead_user_id: lead.id }, adminOf(a));
      absence.answer(ABSENCE_GUARD_RPC.pendingApprovals, 3, lead.id);
      expect(await rpcError(change(lead.id, 'deactivate'))).toEqual({ status: 422, errors: { action: ['pending_requests_first'] } });
      absence.answer(ABSENCE_GUARD_RPC.pendingApprovals, 0, lead.id);
      await change(lead.id, 'deactivate');
      const [row] = await org.sql('SELECT team_lead_user_id FROM org.teams WHERE id = $1', [team.id]);
      expect(row).toEqual({ team_lead_user_id: null });

      const manager = await createUser(org, adminOf(a), userForm(refsA, { role_id: 2 }));
      await org.call(ORG_ADMIN_RPC.updateCompanyDetails, { name: 'A', address: 'B', city: 'C', country: 'MK', general_manager_user_id: manager.id }, adminOf(a));
      expect(await rpcError(change(manager.id, 'deactivate'))).toEqual({ status: 422, errors: { action: ['replace_general_manager_first'] } });
      await expect(change(manager.id, 'block')).resolves.toMatchObject({ status: 'blocked' });
    });
  });

  describe('work settings', () => {
    it('changes some of a user’s work settings', async () => {
      const person = await createUser(org, adminOf(a), userForm(refsA));
      const saved = await org.call<WorkSettings>(ORG_ADMIN_RPC.updateWorkSettings, { user_id: person.id, working_hours: 6, disable_presence_logging: true }, adminOf(a));
      expect(saved).toMatchObject({ working_hours: 6, disable_presence_logging: true, use_web: true });
      await expect(org.call(ORG_ADMIN_RPC.getWorkSettings, { user_id: person.id }, adminOf(a))).resolves.toEqual(saved);
      expect(await rpcError(org.call(ORG_ADMIN_RPC.updateWorkSettings, { user_id: person.id, working_hours: 6 }, adminOf(a)))).toEqual({
        status: 422,
        error: 'no_changes_to_save',
      });
      expect(await rpcError(org.call(ORG_ADMIN_RPC.updateWorkSettings, { user_id: person.id, working_hours: 25, max_paid_break_minutes: 241 }, adminOf(a)))).toEqual({
        status: 422,
        errors: { working_hours: ['between_1_and_24'], max_paid_break_minutes: ['between_0_and_240'] },
      });
    });

    it('exist for the registrant too, and are another company’s secret', async () => {
      await expect(org.call(ORG_ADMIN_RPC.getWorkSettings, { user_id: b.user_id }, adminOf(b))).resolves.toMatchObject({ working_hours: 8, max_paid_break_minutes: 30 });
      expect(await rpcError(org.call(ORG_ADMIN_RPC.getWorkSettings, { user_id: b.user_id }, adminOf(a)))).toEqual({ status: 404, error: 'not_found' });
      expect(await rpcError(org.call(ORG_ADMIN_RPC.updateWorkSettings, { user_id: b.user_id, working_hours: 4 }, adminOf(a)))).toEqual({ status: 404, error: 'not_found' });
    });
  });
});
