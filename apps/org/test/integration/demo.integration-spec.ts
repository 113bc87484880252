import { type CompanySettingsChangedEvent, ORG_EVENT, ORG_RPC, type Profile, ROLES, type SeedDemoResult, type UserChangedEvent, type UserInfo } from '@presently/contracts';
import { waitFor } from '@presently/testing';
import { bootOrg, meta, type OrgHarness, watchEvents, watchSettingsEvents } from './support/org-harness';

const counts = async (org: OrgHarness, companyId: number) =>
  (
    await org.sql(
      `SELECT (SELECT count(*) FROM org.users WHERE company_id = $1)::int AS users,
              (SELECT count(*) FROM org.departments WHERE company_id = $1)::int AS departments,
              (SELECT count(*) FROM org.teams WHERE company_id = $1)::int AS teams,
              (SELECT count(*) FROM org.nationalities WHERE company_id = $1)::int AS nationalities,
              (SELECT count(*) FROM org.religions WHERE company_id = $1)::int AS religions,
              (SELECT count(*) FROM org.companies WHERE name = 'Presently Demo')::int AS companies`,
      [companyId],
    )
  )[0];

describe('org: the demo company', () => {
  let org: OrgHarness;

  beforeAll(async () => {
    org = await bootOrg();
  });

  afterAll(async () => {
    await org.close();
  });

  // First, so that on a fresh database (CI) the racing seeds are the ones that create the company.
  it('is safe to seed concurrently', async () => {
    const results = await Promise.all([1, 2, 3].map(() => org.call<SeedDemoResult>(ORG_RPC.seedDemo, {})));
    expect(new Set(results.map((r) => JSON.stringify(r))).size).toBe(1);
    expect(results[0].users).toHaveLength(8);
  });

  it('seeds one person per role, and a second seed changes nothing and answers the same', async () => {
    const watch = await watchSettingsEvents();
    try {
      const first = await org.call<SeedDemoResult>(ORG_RPC.seedDemo, {});
      expect(first.users.map((u) => [u.email, u.role_id])).toEqual([
        ['sysadmin@demo.presently.local', 1],
        ['manager@demo.presently.local', 2],
        ['hr@demo.presently.local', 3],
        ['teammember@demo.presently.local', 4],
        ['employee@demo.presently.local', 5],
        ['teamlead@demo.presently.local', 6],
        ['deplead@demo.presently.local', 7],
        ['owner@demo.presently.local', 8],
      ]);
      expect(new Set(first.users.map((u) => u.role_id))).toEqual(new Set(ROLES.map((r) => r.id)));
      for (const u of first.users) expect(u.full_name).toMatch(/^[A-Z][a-z]+ [A-Z][a-z]+$/);

      const [company] = await org.sql('SELECT name, special_reports, two_factor_email, timezone, general_manager_user_id FROM org.companies WHERE id = $1', [first.company_id]);
      expect(company).toEqual({
        name: 'Presently Demo',
        special_reports: true,
        two_factor_email: false,
        timezone: 'Europe/Skopje',
        general_manager_user_id: first.users[1].user_id,
      });
      const before = await counts(org, first.company_id);
      expect(before).toMatchObject({ companies: 1 });
      // At least the eight seeded people: the end-to-end suites add users to the demo company of the
      // shared test database, and a re-seed must leave them alone.
      expect(before.users).toBeGreaterThanOrEqual(8);

      const second = await org.call<SeedDemoResult>(ORG_RPC.seedDemo, {});
      expect(second).toEqual(first);
      expect(await counts(org, first.company_id)).toEqual(before);

      const event = await waitFor(() => watch.events.find((e) => (e.payload as CompanySettingsChangedEvent).company_id === first.company_id));
      expect(event.payload).toMatchObject({ special_reports: true, settings: { two_factor_email: false, timezone: 'Europe/Skopje' } });

      // Demo people are real users: the team lead sees the company flags the guards need.
      const teamLead = first.users.find((u) => u.role_id === 6);
      const info = await org.call<UserInfo>(ORG_RPC.userInfo, {}, meta({ userId: teamLead!.user_id, companyId: first.company_id, roleId: 6 }));
      expect(info).toMatchObject({ roles: [{ id: 6, name: 'Team Lead' }], company: { special_reports: true, name: 'Presently Demo' } });
      const [ops] = await org.sql<{ lead: number; manager: number }>(
        `SELECT t.team_lead_user_id AS lead, d.manager_user_id AS manager FROM org.teams t JOIN org.departments d ON d.id = t.department_id WHERE t.id = $1`,
        [info.team_id],
      );
      expect(ops).toEqual({ lead: teamLead!.user_id, manager: first.users[6].user_id });

      const profile = await org.call<Profile>(ORG_RPC.profile, {}, meta({ userId: teamLead!.user_id, companyId: first.company_id, roleId: 6 }));
      expect(profile).toMatchObject({
        full_name: teamLead!.full_name,
        employment_start_date: '2023-03-01',
        country_code: 'MK',
        nationality_id: expect.any(Number),
        religion_id: expect.any(Number),
        department: { name: 'Operations' },
        team: { name: 'Operations Team' },
        role: { id: 6, name: 'Team Lead' },
      });
    } finally {
      await watch.close();
    }
  });

  it('seeds a company that looks real: forty people in three departments and six teams with their leads, shifts, a gate with its reader, and North Macedonia’s holidays', async () => {
    const seeded = await org.call<SeedDemoResult>(ORG_RPC.seedDemo, {});
    expect(seeded.people).toHaveLength(40);
    expect(seeded.people.filter((p) => p.login).map((p) => p.email)).toEqual(seeded.users.map((u) => u.email));
    const units = await org.sql<{ department: string; team: string; lead: string | null; manager: string | null; members: number }>(
      `SELECT d.name AS department, t.name AS team, tl.email AS lead, dm.email AS manager, (SELECT count(*) FROM org.users u WHERE u.team_id = t.id)::int AS members
         FROM org.teams t JOIN org.departments d ON d.id = t.department_id
         LEFT JOIN org.users tl ON tl.id = t.team_lead_user_id LEFT JOIN org.users dm ON dm.id = d.manager_user_id
        WHERE t.company_id = $1 AND t.kind = 'regular' ORDER BY t.id`,
      [seeded.company_id],
    );
    expect(units.map((u) => [u.department, u.team])).toEqual([
      ['Operations', 'Operations Team'],
      ['Operations', 'Warehouse'],
      ['Operations', 'Field Service'],
      ['Sales', 'Sales Skopje'],
      ['Sales', 'Key Accounts'],
      ['Finance and Administration', 'Accounting'],
    ]);
    for (const unit of units) {
      expect(unit.lead).toEqual(expect.stringContaining('@demo.presently.local'));
      expect(unit.manager).toEqual(expect.stringContaining('@demo.presently.local'));
      expect(unit.members).toBeGreaterThanOrEqual(4);
    }
    const [documents] = await org.sql<{ cyrillic: number }>(`SELECT count(*)::int AS cyrillic FROM org.users WHERE company_id = $1 AND full_name_in_documents ~ '[А-Ша-ш]'`, [seeded.company_id]);
    expect(documents.cyrillic).toBeGreaterThanOrEqual(32);
    expect(seeded.shifts.map((s) => [s.name, s.start_time, s.end_time])).toEqual([
      ['Morning 08–16', '08:00', '16:00'],
      ['Office 09–17', '09:00', '17:00'],
      ['Afternoon 14–22', '14:00', '22:00'],
    ]);
    const [gate] = await org.sql<{ name: string; devices: number }>(
      `SELECT g.name, (SELECT count(*) FROM org.devices d WHERE d.gate_id = g.id AND d.revoked_at IS NULL)::int AS devices FROM org.gates g WHERE g.company_id = $1`,
      [seeded.company_id],
    );
    expect(gate).toEqual({ name: 'Main entrance', devices: 1 });
    const year = new Date().getFullYear();
    // Ilinden and Independence Day of this year and next, for all citizens, as the law gives them.
    expect(seeded.holiday_dates).toEqual(expect.arrayContaining([`${year}-08-02`, `${year}-09-08`, `${year + 1}-08-02`, `${year + 1}-09-08`]));
    const [settings] = await org.sql<{ past_vacation_roles: number[]; address: string; city: string; tax_number: string }>(
      'SELECT past_vacation_roles, address, city, tax_number FROM org.companies WHERE id = $1',
      [seeded.company_id],
    );
    expect([...settings.past_vacation_roles].sort()).toEqual([1, 3]);
    // Its documents name the employer with an address and a tax number.
    expect(settings).toMatchObject({ address: 'ul. Makedonija 12', city: 'Skopje', tax_number: expect.stringMatching(/^\d{13}$/) });
    const again = await org.call<SeedDemoResult>(ORG_RPC.seedDemo, {});
    expect(again).toEqual(seeded);
  });

  it('announces every seeded person on each seed (not as "created": nobody is invited), for the copies of auth and presence', async () => {
    const watch = await watchEvents(ORG_EVENT.userChanged);
    try {
      const m = meta();
      const seeded = await org.call<SeedDemoResult>(ORG_RPC.seedDemo, {}, m);
      const events = await waitFor(() => {
        const found = watch.events.filter((e) => e.meta.requestId === m.requestId);
        return found.length === seeded.people.length && found;
      });
      const payloads = events.map((e) => e.payload as UserChangedEvent);
      expect(payloads.map((p) => p.user_id).sort((x, y) => x - y)).toEqual(seeded.people.map((u) => u.user_id).sort((x, y) => x - y));
      for (const p of payloads) {
        expect(p).toMatchObject({ company_id: seeded.company_id, created: false, status: expect.any(String), qr_code: expect.any(String) });
        expect(p.work_settings).toMatchObject({ use_web: true });
      }
    } finally {
      await watch.close();
    }
  });
});
