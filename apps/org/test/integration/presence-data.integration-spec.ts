import {
  DEFAULT_WORK_SETTINGS,
  ORG_EVENT,
  type EventEnvelope,
  type Holiday,
  ORG_ADMIN_RPC,
  ORG_PRESENCE_RPC,
  type PresenceCompany,
  type PresenceProfile,
  type Shift,
  type Team,
  type UserChangedEvent,
  type UserDetails,
} from '@presently/contracts';
import { waitFor } from '@presently/testing';
import { type AbsenceStub, startAbsenceStub } from './support/absence-stub';
import { type CompanyRefs, createUser, newCompanySettingsView, refsOf, userForm } from './support/admin-fixtures';
import { adminOf, bootOrg, meta, type OrgHarness, rpcError, watchEvents } from './support/org-harness';

describe('org: what presence copies and asks', () => {
  let org: OrgHarness;
  let absence: AbsenceStub;
  let a: Awaited<ReturnType<OrgHarness['register']>>;
  let b: Awaited<ReturnType<OrgHarness['register']>>;
  let refsA: CompanyRefs;

  /** Service to service: no actor. */
  const ask = <T>(pattern: string, payload: unknown) => org.call<T>(pattern, payload, meta());

  /** The userChanged events of these users published meanwhile, by request id. */
  const changesOf = (events: EventEnvelope[], requestId: string) =>
    events.filter((e) => e.meta.requestId === requestId).map((e) => e.payload as UserChangedEvent);

  beforeAll(async () => {
    org = await bootOrg();
    absence = await startAbsenceStub();
    a = await org.register();
    b = await org.register({ lang: 'bg' });
    refsA = await refsOf(org, a.company_id);
  });

  afterAll(async () => {
    await absence.close();
    await org.close();
  });

  describe('the userChanged event', () => {
    it('carries team, department, nationality, religion, QR code and work settings, and follows a work-settings update', async () => {
      const watch = await watchEvents(ORG_EVENT.userChanged);
      try {
        const person = await createUser(org, adminOf(a), userForm(refsA));
        const m = adminOf(a);
        await org.call(ORG_ADMIN_RPC.updateWorkSettings, { user_id: person.id, working_hours: 6.5, automatic_presence_stop: true, disable_overtime: true }, m);
        const event = await waitFor(() => watch.events.find((e) => e.meta.requestId === m.requestId));
        expect(event.name).toBe(ORG_EVENT.userChanged);
        expect(event.payload as UserChangedEvent).toEqual({
          user_id: person.id,
          company_id: a.company_id,
          email: person.email,
          full_name: person.full_name,
          role_id: 4,
          status: 'active',
          lang: 'en',
          created: false,
          team_id: refsA.defaultTeamId,
          department_id: refsA.defaultDepartmentId,
          nationality_id: refsA.nationalityId,
          religion_id: refsA.religionId,
          qr_code: person.qr_code,
          work_settings: { ...DEFAULT_WORK_SETTINGS, working_hours: 6.5, automatic_presence_stop: true, disable_overtime: true },
        });
      } finally {
        await watch.close();
      }
    });

    it('announces a move to another team, department, nationality or religion', async () => {
      const person = await createUser(org, adminOf(a), userForm(refsA));
      const department = await org.call<{ id: number }>(ORG_ADMIN_RPC.createDepartment, { name: `Dept ${person.id}`, manager_user_id: a.user_id }, adminOf(a));
      const team = await org.call<Team>(ORG_ADMIN_RPC.createTeam, { name: `Team ${person.id}`, team_lead_user_id: a.user_id, department_id: department.id }, adminOf(a));
      const watch = await watchEvents(ORG_EVENT.userChanged);
      try {
        const m = adminOf(a);
        const form = { ...userForm(refsA), email: person.email, full_name: person.full_name, user_id: person.id };
        await org.call(ORG_ADMIN_RPC.updateUser, { ...form, team_id: team.id, department_id: department.id }, m);
        const event = await waitFor(() => watch.events.find((e) => e.meta.requestId === m.requestId));
        expect(event.payload).toMatchObject({ user_id: person.id, team_id: team.id, department_id: department.id, created: false });
      } finally {
        await watch.close();
      }
    });

    it('announces everyone a team change moves in or out, after the commit', async () => {
      // Created side by side, so their ids come in any order: named by id from here on.
      const [x, y, z] = (await Promise.all([1, 2, 3].map(() => createUser(org, adminOf(a), userForm(refsA))))).sort((p, q) => p.id - q.id);
      const watch = await watchEvents(ORG_EVENT.userChanged);
      try {
        const created = adminOf(a);
        const team = await org.call<Team>(ORG_ADMIN_RPC.createTeam, { name: `Movers ${x.id}`, team_lead_user_id: a.user_id, member_ids: [x.id, y.id] }, created);
        const first = await waitFor(() => {
          const found = changesOf(watch.events, created.requestId);
          return found.length === 2 && found;
        });
        expect([...first].sort((p, q) => p.user_id - q.user_id).map((e) => [e.user_id, e.team_id])).toEqual([
          [x.id, team.id],
          [y.id, team.id],
        ]);

        const updated = adminOf(a);
        await org.call<Team>(ORG_ADMIN_RPC.updateTeam, { team_id: team.id, member_ids: [y.id, z.id] }, updated);
        const second = await waitFor(() => {
          const found = changesOf(watch.events, updated.requestId);
          return found.length === 2 && found;
        });
        expect([...second].sort((p, q) => p.user_id - q.user_id).map((e) => [e.user_id, e.team_id])).toEqual([
          [x.id, refsA.defaultTeamId],
          [z.id, team.id],
        ]);
      } finally {
        await watch.close();
      }
    });

    it('revokes a QR code by issuing a new one, announced; the old code finds nobody; another company cannot', async () => {
      const person = await createUser(org, adminOf(a), userForm(refsA));
      const watch = await watchEvents(ORG_EVENT.userChanged);
      try {
        const m = adminOf(a);
        const renewed = await org.call<UserDetails>(ORG_ADMIN_RPC.regenerateQrCode, { user_id: person.id }, m);
        expect(renewed.qr_code).toEqual(expect.any(String));
        expect(renewed.qr_code).not.toBe(person.qr_code);
        const event = await waitFor(() => watch.events.find((e) => e.meta.requestId === m.requestId));
        expect(event.payload).toMatchObject({ user_id: person.id, qr_code: renewed.qr_code });
        await expect(ask(ORG_PRESENCE_RPC.profile, { company_id: a.company_id, qr_code: person.qr_code })).resolves.toBeNull();
        await expect(ask(ORG_PRESENCE_RPC.profile, { company_id: a.company_id, qr_code: renewed.qr_code })).resolves.toMatchObject({ user_id: person.id });
        expect(await rpcError(org.call(ORG_ADMIN_RPC.regenerateQrCode, { user_id: person.id }, adminOf(b)))).toEqual({ status: 404, error: 'not_found' });
      } finally {
        await watch.close();
      }
    });

    it('announces a deactivation with the move to the Deactivated team', async () => {
      const person = await createUser(org, adminOf(a), userForm(refsA));
      const watch = await watchEvents(ORG_EVENT.userChanged);
      try {
        const m = adminOf(a);
        await org.call<UserDetails>(ORG_ADMIN_RPC.changeUserStatus, { user_id: person.id, action: 'deactivate' }, m);
        const event = await waitFor(() => watch.events.find((e) => e.meta.requestId === m.requestId));
        expect(event.payload).toMatchObject({ user_id: person.id, status: 'deactivated', team_id: refsA.deactivatedTeamId });
      } finally {
        await watch.close();
      }
    });

    it('announces the registrant of a new company, not as "created" (auth gives them the password they chose)', async () => {
      const watch = await watchEvents(ORG_EVENT.userChanged);
      try {
        const c = await org.register();
        const event = await waitFor(() => watch.events.find((e) => (e.payload as UserChangedEvent).user_id === c.user_id));
        expect(event.payload).toMatchObject({ user_id: c.user_id, company_id: c.company_id, email: c.email, role_id: 1, created: false, work_settings: DEFAULT_WORK_SETTINGS });
      } finally {
        await watch.close();
      }
    });
  });

  describe('ORG_PRESENCE_RPC', () => {
    it('profile: a user of the company by id or by QR code; another company’s user or nobody is null', async () => {
      const person = await createUser(org, adminOf(a), userForm(refsA, { role_id: 6 }));
      await org.call(ORG_ADMIN_RPC.updateWorkSettings, { user_id: person.id, saving_images: true }, adminOf(a));
      const expected: PresenceProfile = {
        user_id: person.id,
        company_id: a.company_id,
        full_name: person.full_name,
        role_id: 6,
        status: 'active',
        team_id: refsA.defaultTeamId,
        department_id: refsA.defaultDepartmentId,
        nationality_id: refsA.nationalityId,
        religion_id: refsA.religionId,
        qr_code: person.qr_code as string,
        work_settings: { ...DEFAULT_WORK_SETTINGS, saving_images: true },
      };
      await expect(ask(ORG_PRESENCE_RPC.profile, { company_id: a.company_id, user_id: person.id })).resolves.toEqual(expected);
      await expect(ask(ORG_PRESENCE_RPC.profile, { company_id: a.company_id, qr_code: person.qr_code })).resolves.toEqual(expected);

      await expect(ask(ORG_PRESENCE_RPC.profile, { company_id: b.company_id, user_id: person.id })).resolves.toBeNull();
      await expect(ask(ORG_PRESENCE_RPC.profile, { company_id: b.company_id, qr_code: person.qr_code })).resolves.toBeNull();
      await expect(ask(ORG_PRESENCE_RPC.profile, { company_id: a.company_id, user_id: b.user_id })).resolves.toBeNull();
      await expect(ask(ORG_PRESENCE_RPC.profile, { company_id: a.company_id, user_id: 2_000_000_000 })).resolves.toBeNull();
      await expect(ask(ORG_PRESENCE_RPC.profile, { company_id: a.company_id, qr_code: 'not-a-code' })).resolves.toBeNull();
      await expect(ask(ORG_PRESENCE_RPC.profile, { company_id: a.company_id, qr_code: 'x'.repeat(5000) })).resolves.toBeNull();
    });

    it('profile: a blocked user is still answered, with the status', async () => {
      const person = await createUser(org, adminOf(a), userForm(refsA));
      await org.call(ORG_ADMIN_RPC.changeUserStatus, { user_id: person.id, action: 'block' }, adminOf(a));
      await expect(ask(ORG_PRESENCE_RPC.profile, { company_id: a.company_id, qr_code: person.qr_code })).resolves.toMatchObject({ user_id: person.id, status: 'blocked' });
    });

    it('company: the settings presence needs; null for a company that does not exist', async () => {
      await expect(ask<PresenceCompany>(ORG_PRESENCE_RPC.company, { company_id: b.company_id })).resolves.toEqual({
        company_id: b.company_id,
        settings: newCompanySettingsView('bg'),
      });
      await expect(ask(ORG_PRESENCE_RPC.company, { company_id: 2_000_000_000 })).resolves.toBeNull();
    });

    it('holidays: every holiday of the company in the period, both ends included, by date', async () => {
      const create = (payload: unknown, r = a) => org.call<Holiday>(ORG_ADMIN_RPC.createHoliday, payload, adminOf(r));
      const before = await create({ date: '2032-04-30', description: 'Before', type: 'public', for_all: true });
      const first = await create({ date: '2032-05-01', description: 'Labour Day', type: 'public', for_all: true });
      const religious = await create({ date: '2032-05-06', description: 'St George', type: 'religious', for_all: false, religion_id: refsA.religionId });
      const last = await create({ date: '2032-05-24', description: 'Saints Cyril and Methodius', type: 'public', for_all: true });
      await create({ date: '2032-05-25', description: 'After', type: 'public', for_all: true });
      await create({ date: '2032-05-02', description: 'Other company', type: 'public', for_all: true }, b);

      // Typed by an administrator: no built-in names (the official list's are in official-holidays.integration-spec).
      const typed = (h: Holiday) => ({ ...h, names: null });
      const holidays = await ask<Holiday[]>(ORG_PRESENCE_RPC.holidays, { company_id: a.company_id, from: '2032-05-01', to: '2032-05-24' });
      expect(holidays).toEqual([first, religious, last].map(typed));
      await expect(ask(ORG_PRESENCE_RPC.holidays, { company_id: a.company_id, from: '2032-04-30', to: '2032-04-30' })).resolves.toEqual([typed(before)]);
      await expect(ask(ORG_PRESENCE_RPC.holidays, { company_id: 2_000_000_000, from: '2032-01-01', to: '2032-12-31' })).resolves.toEqual([]);
    });

    it('shift: one shift of the company; another company’s shift is null', async () => {
      const night = await org.call<Shift>(ORG_ADMIN_RPC.saveShift, { name: 'Night', type: 'sliding', start: '22:00', end: '06:00' }, adminOf(a));
      await expect(ask(ORG_PRESENCE_RPC.shift, { company_id: a.company_id, shift_id: night.id })).resolves.toEqual({
        id: night.id,
        name: 'Night',
        type: 'sliding',
        start: '22:00',
        end: '06:00',
        total_minutes: 480,
      });
      await expect(ask(ORG_PRESENCE_RPC.shift, { company_id: b.company_id, shift_id: night.id })).resolves.toBeNull();
    });

    it('answers bad payloads with 422 keyed by the field', async () => {
      expect(await rpcError(ask(ORG_PRESENCE_RPC.profile, { company_id: a.company_id }))).toEqual({ status: 422, errors: { user_id: ['field_required'] } });
      expect(await rpcError(ask(ORG_PRESENCE_RPC.profile, { company_id: a.company_id, user_id: 1, qr_code: 'x' }))).toEqual({
        status: 422,
        errors: { qr_code: ['invalid_option'] },
      });
      expect(await rpcError(ask(ORG_PRESENCE_RPC.profile, { user_id: '5' }))).toEqual({
        status: 422,
        errors: { company_id: ['field_required'], user_id: ['invalid_option'] },
      });
      expect(await rpcError(ask(ORG_PRESENCE_RPC.company, null))).toEqual({ status: 422, errors: { company_id: ['field_required'] } });
      expect(await rpcError(ask(ORG_PRESENCE_RPC.holidays, { company_id: a.company_id, from: '2032-05-02', to: '2032-05-01' }))).toEqual({
        status: 422,
        errors: { to: ['end_before_start'] },
      });
      expect(await rpcError(ask(ORG_PRESENCE_RPC.holidays, { company_id: a.company_id, from: '2030-01-01', to: '2032-01-01' }))).toEqual({
        status: 422,
        errors: { to: ['period_too_long'] },
      });
      expect(await rpcError(ask(ORG_PRESENCE_RPC.holidays, { company_id: a.company_id, from: '2032-02-30', to: 'soon' }))).toEqual({
        status: 422,
        errors: { from: ['date_invalid'], to: ['date_invalid'] },
      });
      expect(await rpcError(ask(ORG_PRESENCE_RPC.shift, { company_id: a.company_id, shift_id: 0 }))).toEqual({ status: 422, errors: { shift_id: ['invalid_option'] } });
    });
  });
});
