import { randomUUID } from 'node:crypto';
import {
  ABANDON_REGISTRATION,
  type AbandonRegistrationResult,
  type CompanySettingsChangedEvent,
  ORG_EVENT,
  ORG_RPC,
  REGISTRATION_COMPLETED,
  type RegisterCompanyResult,
  type RegistrationCompletedEvent,
  type UserChangedEvent,
} from '@presently/contracts';
import { testMeta, testPublisher, waitFor } from '@presently/testing';
import { newCompanySettingsView } from './support/admin-fixtures';
import { bootOrg, type OrgHarness, rpcError, uniqueEmail, watchEvents, watchSettingsEvents } from './support/org-harness';

/** What auth announces once it has made the registrant's account (auth owns the registration). */
async function complete(r: { registration_id: string; company_id: number; user_id: number }): Promise<string> {
  const publisher = testPublisher();
  try {
    const payload: RegistrationCompletedEvent = { registration_id: r.registration_id, company_id: r.company_id, user_id: r.user_id };
    return (await publisher.publish(REGISTRATION_COMPLETED.key, payload, testMeta())).id;
  } finally {
    await publisher.close();
  }
}

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

      await complete(r);
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
    const raced = await Promise.all(Array.from({ length: 12 }, () => org.call<RegisterCompanyResult>(ORG_RPC.registerCompany, fresh)));
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

  describe('as org\'s step of the registration auth owns', () => {
    const made: number[] = [];
    /** org's step alone, as auth sends it, before auth's completion. */
    const registerPending = async (overrides: { email?: string; registration_id?: string } = {}) => {
      const request = { registration_id: randomUUID(), company_name: 'Pending Ltd', account_type: 'company', email: uniqueEmail('pending'), lang: 'en', ...overrides };
      const result = await org.call<RegisterCompanyResult>(ORG_RPC.registerCompany, request);
      made.push(result.company_id);
      return { ...result, email: request.email, registration_id: request.registration_id };
    };
    afterAll(async () => {
      await org.sql('DELETE FROM org.companies WHERE id = ANY($1)', [made]);
    });
    const count = async (table: string, companyId: number) =>
      (await org.sql<{ n: number }>(`SELECT count(*)::int AS n FROM org.${table} WHERE company_id = $1`, [companyId]))[0].n;

    it('announces nothing of the company until auth completes the registration, then its settings and first user once', async () => {
      const watch = await watchEvents(ORG_EVENT.companySettingsChanged, ORG_EVENT.userChanged);
      try {
        const r = await registerPending();
        await new Promise((resolve) => setTimeout(resolve, 500));
        const about = () => watch.events.filter((e) => (e.payload as { company_id: number }).company_id === r.company_id);
        expect(about()).toEqual([]);
        const [outbox] = await org.sql<{ n: number }>("SELECT count(*)::int AS n FROM org.outbox WHERE payload->>'company_id' = $1", [String(r.company_id)]);
        expect(outbox.n).toBe(0);

        const eventId = await complete(r);
        await waitFor(() => (about().length >= 2 ? true : undefined));
        const user = about().find((e) => e.name === ORG_EVENT.userChanged);
        expect(user?.payload as UserChangedEvent).toMatchObject({ user_id: r.user_id, company_id: r.company_id, role_id: 1, created: false });
        expect(await org.sql('SELECT 1 FROM org.processed_events WHERE event_id = $1', [eventId])).toHaveLength(1);
        await new Promise((resolve) => setTimeout(resolve, 300));
        expect(about()).toHaveLength(2);

        // Completed: no longer abandoned on anyone's word.
        expect(await rpcError(org.call(ABANDON_REGISTRATION.pattern, { registration_id: r.registration_id }))).toEqual({ status: 409, error: 'registration_completed' });
        expect(await count('users', r.company_id)).toBe(1);
      } finally {
        await watch.close();
      }
    });

    it('removes an abandoned registration\'s company with its units, lists and first user, and lets the address register again', async () => {
      const r = await registerPending();
      await expect(org.call<AbandonRegistrationResult>(ABANDON_REGISTRATION.pattern, { registration_id: r.registration_id })).resolves.toEqual({ abandoned: true });
      expect(await org.sql('SELECT 1 FROM org.companies WHERE id = $1', [r.company_id])).toEqual([]);
      for (const table of ['departments', 'teams', 'nationalities', 'religions', 'users']) expect(await count(table, r.company_id)).toBe(0);
      await expect(org.call<AbandonRegistrationResult>(ABANDON_REGISTRATION.pattern, { registration_id: r.registration_id })).resolves.toEqual({ abandoned: false });
      expect(await rpcError(org.call(ABANDON_REGISTRATION.pattern, {}))).toEqual({ status: 422, errors: { registration_id: ['field_required'] } });

      // A late completion of it announces nothing; the address is free for the retry.
      const watch = await watchSettingsEvents();
      try {
        await complete(r);
        const again = await registerPending({ email: r.email, registration_id: r.registration_id });
        expect(again.company_id).not.toBe(r.company_id);
        await new Promise((resolve) => setTimeout(resolve, 300));
        expect(watch.events.filter((e) => (e.payload as CompanySettingsChangedEvent).company_id === r.company_id)).toEqual([]);
      } finally {
        await watch.close();
      }
    });
  });
});
