import { type CompanySettings, type CompanySettingsChangedEvent, EVENT, ORG_RPC } from '@presently/contracts';
import { waitFor } from '@presently/testing';
import { adminOf, bootOrg, type OrgHarness, rpcError, watchSettingsEvents } from './support/org-harness';

describe('org: company settings', () => {
  let org: OrgHarness;

  beforeAll(async () => {
    org = await bootOrg();
  });

  afterAll(async () => {
    await org.close();
  });

  it('answers the company’s settings', async () => {
    const a = await org.register({ lang: 'mk' });
    await expect(org.call<CompanySettings>(ORG_RPC.getSettings, {}, adminOf(a))).resolves.toEqual({
      language: 'mk',
      timezone: 'Europe/Skopje',
      two_factor_email: false,
      password_reset_3_months: false,
    });
  });

  it('stores a change and announces it after the commit', async () => {
    const a = await org.register();
    const watch = await watchSettingsEvents();
    try {
      const m = adminOf(a);
      const updated = await org.call<CompanySettings>(ORG_RPC.updateSettings, { two_factor_email: true, timezone: 'europe/sofia', language: 'en' }, m);
      expect(updated).toEqual({ language: 'en', timezone: 'Europe/Sofia', two_factor_email: true, password_reset_3_months: false });
      await expect(org.call(ORG_RPC.getSettings, {}, m)).resolves.toEqual(updated);

      const event = await waitFor(() => watch.events.find((e) => e.meta.requestId === m.requestId));
      expect(event.name).toBe(EVENT.companySettingsChanged);
      expect(event.meta.actor).toEqual(m.actor);
      expect(event.payload as CompanySettingsChangedEvent).toEqual({ company_id: a.company_id, settings: updated, special_reports: false });
      // Published after the commit: what the event says is what is stored.
      const [row] = await org.sql('SELECT two_factor_email, timezone FROM org.companies WHERE id = $1', [a.company_id]);
      expect(row).toEqual({ two_factor_email: true, timezone: 'Europe/Sofia' });
    } finally {
      await watch.close();
    }
  });

  it('refuses a save that changes nothing, and announces nothing', async () => {
    const a = await org.register();
    const watch = await watchSettingsEvents();
    try {
      const m = adminOf(a);
      expect(await rpcError(org.call(ORG_RPC.updateSettings, { language: 'en', two_factor_email: false }, m))).toEqual({ status: 422, error: 'no_changes_to_save' });
      expect(await rpcError(org.call(ORG_RPC.updateSettings, {}, m))).toEqual({ status: 422, error: 'no_changes_to_save' });
      await new Promise((r) => setTimeout(r, 300));
      expect(watch.events.filter((e) => e.meta.requestId === m.requestId)).toEqual([]);
    } finally {
      await watch.close();
    }
  });

  it('refuses wrong values field by field', async () => {
    const a = await org.register();
    const body = await rpcError(
      org.call(ORG_RPC.updateSettings, { language: 'de', timezone: 'Europe/Atlantis', two_factor_email: 'true', password_reset_3_months: 1 }, adminOf(a)),
    );
    expect(body).toEqual({
      status: 422,
      errors: {
        language: ['invalid_option'],
        timezone: ['invalid_option'],
        two_factor_email: ['invalid_option'],
        password_reset_3_months: ['invalid_option'],
      },
    });
    const [row] = await org.sql('SELECT language, timezone FROM org.companies WHERE id = $1', [a.company_id]);
    expect(row).toEqual({ language: 'en', timezone: 'Europe/Skopje' });
  });
});
