import { randomUUID } from 'node:crypto';
import { type CompanySettingsChangedEvent, ORG_RPC, type RegisterCompanyResult } from '@presently/contracts';
import { waitFor } from '@presently/testing';
import { newCompanySettingsView } from './support/admin-fixtures';
import { bootOrg, type OrgHarness, rpcError, uniqueEmail, watchSettingsEvents } from './support/org-harness';

describe('org: company registration', () => {
  let org: OrgHarness;

  beforeAll(async () => {
    org = await bootOrg();
  });

  afterAll(async () => {
    await org.close();
  });

  it('creates the company with default settings, its fixed units, lists and first administrator, then announces the settings', async () => {
    const watch = await watchSettingsEvents();
    try {
      const email = uniqueEmail('ana.petrovska');
      const r = await org.register({ email: email.toUpperCase(), company_name: '  Acme Logistics ', account_type: 'public_institution' });
      expect(r).toEqual({ company_id: expect.any(Number), user_id: expect.any(Number), email: email.toUpperCase(), registration_id: r.registration_id });

      const [company] = await org.sql('SELECT * FROM org.companies WHERE id = $1', [r.company_id]);
      expect(company).toMatchObject({
        name: 'Acme Logistics',
        account_type: 'public_institution',
        language: 'en',
        timezone: 'Europe/Skopje',
        special_reports: false,
        two_factor_email: false,
        password_reset_3_months: false,
        show_qr_on_web: true,
        show_saturday: false,
        show_sunday: false,
        registration_id: r.registration_id,
      });

      const departments = await org.sql('SELECT id, name, is_default FROM org.departments WHERE company_id = $1', [r.company_id]);
      expect(departments).toEqual([{ id: expect.any(Number), name: 'Default', is_default: true }]);
      const teams = await org.sql('SELECT name, kind, department_id FROM org.teams WHERE company_id = $1 ORDER BY id', [r.company_id]);
      expect(teams).toEqual([
        { name: 'Default', kind: 'default', department_id: departments[0].id },
        { name: 'Deactivated', kind: 'deactivated', department_id: departments[0].id },
      ]);

      const users = await org.sql('SELECT * FROM org.users WHERE company_id = $1', [r.company_id]);
      expect(users).toHaveLength(1);
      expect(users[0]).toMatchObject({
        id: r.user_id,
        email,
        full_name: 'Ana Petrovska',
        role_id: 1,
        department_id: departments[0].id,
        status: 'active',
        survey: 0,
        user_color: expect.stringMatching(/^#[0-9a-f]{6}$/),
        qr_code: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
        avatar: null,
      });

      const [{ n: nationalities }] = await org.sql<{ n: number }>('SELECT count(*)::int AS n FROM org.nationalities WHERE company_id = $1', [r.company_id]);
      const [{ n: religions }] = await org.sql<{ n: number }>('SELECT count(*)::int AS n FROM org.religions WHERE company_id = $1', [r.company_id]);
      expect(nationalities).toBeGreaterThan(5);
      expect(religions).toBeGreaterThan(3);

      const event = await waitFor(() => watch.events.find((e) => (e.payload as CompanySettingsChangedEvent).company_id === r.company_id));
      expect(event.payload).toEqual({
        company_id: r.company_id,
        settings: newCompanySettingsView('en'),
        special_reports: false,
      });
    } finally {
      await watch.close();
    }
  });

  it('answers a retried registration with the same ids and creates nothing new, even when retries race', async () => {
    const first = await org.register();
    const request = { registration_id: first.registration_id, company_name: 'Whatever', account_type: 'company', email: first.email, lang: 'en' };
    const again = await org.call<RegisterCompanyResult>(ORG_RPC.registerCompany, request);
    expect(again).toEqual({ company_id: first.company_id, user_id: first.user_id });

    const fresh = { ...request, registration_id: randomUUID(), email: uniqueEmail('race') };
    const raced = await Promise.all([1, 2, 3, 4].map(() => org.call<RegisterCompanyResult>(ORG_RPC.registerCompany, fresh)));
    expect(new Set(raced.map((r) => JSON.stringify(r))).size).toBe(1);
    await org.sql('DELETE FROM org.companies WHERE id = $1', [raced[0].company_id]);

    const [{ n }] = await org.sql<{ n: number }>('SELECT count(*)::int AS n FROM org.companies WHERE registration_id = $1', [first.registration_id]);
    expect(n).toBe(1);
    const [{ u }] = await org.sql<{ u: number }>('SELECT count(*)::int AS u FROM org.users WHERE company_id = $1', [first.company_id]);
    expect(u).toBe(1);
  });

  it('refuses an e-mail some user already has, whatever its case', async () => {
    const first = await org.register();
    const body = await rpcError(
      org.call(ORG_RPC.registerCompany, { registration_id: randomUUID(), company_name: 'Other', account_type: 'company', email: first.email.toUpperCase(), lang: 'en' }),
    );
    expect(body).toEqual({ status: 422, errors: { email: ['email_taken'] } });
  });

  it('refuses a payload with missing or wrong fields, field by field', async () => {
    const body = await rpcError(org.call(ORG_RPC.registerCompany, { company_name: '', account_type: 'club', email: 'not-an-email', lang: 'de' }));
    expect(body).toEqual({
      status: 422,
      errors: {
        registration_id: ['field_required'],
        company_name: ['field_required'],
        account_type: ['invalid_option'],
        email: ['email_invalid'],
        lang: ['invalid_option'],
      },
    });
    expect(await rpcError(org.call(ORG_RPC.registerCompany, null))).toMatchObject({ status: 422 });
  });

  it('gives a company registered in Bulgarian Bulgarian lists and Sofia’s time zone', async () => {
    const r = await org.register({ lang: 'bg' });
    const [company] = await org.sql('SELECT language, timezone FROM org.companies WHERE id = $1', [r.company_id]);
    expect(company).toEqual({ language: 'bg', timezone: 'Europe/Sofia' });
    const names = (await org.sql<{ name: string }>('SELECT name FROM org.nationalities WHERE company_id = $1', [r.company_id])).map((n) => n.name);
    expect(names).toContain('Българска');
  });
});
