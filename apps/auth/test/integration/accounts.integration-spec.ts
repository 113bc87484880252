import { randomUUID } from 'node:crypto';
import { AUTH_RPC, type AccountFlags, GET_AUTH_DOCUMENT_CONTEXT, ORG_EVENT } from '@presently/contracts';
import { testMeta, testPublisher, waitFor } from '@presently/testing';
import { AuthHarness, PASSWORD } from './support/auth-harness';

const h = new AuthHarness();

beforeAll(() => h.start());
afterAll(() => h.stop());

describe('terms, language and flags of the acting user', () => {
  it('accepts the terms: the account and every live session record', async () => {
    const user = await h.provision({ email: h.email('terms'), companyId: h.id(), password: PASSWORD, terms: false });
    const a = await h.loginTokens(user.email);
    const b = await h.loginTokens(user.email);
    expect(await h.record(a.sid)).toMatchObject({ terms: false });
    await expect(h.send(AUTH_RPC.accountFlags, {}, user.actor)).resolves.toEqual({
      terms_conds: false,
      change_password_required: false,
      password_expired: false,
      email_verified: true,
      lang: 'en',
    });

    const flags = await h.send<AccountFlags>(AUTH_RPC.acceptTerms, {}, user.actor);
    expect(flags.terms_conds).toBe(true);
    expect(await h.record(a.sid)).toMatchObject({ terms: true });
    expect(await h.record(b.sid)).toMatchObject({ terms: true });
    const ttl = await h.ttl(a.sid);
    expect(ttl).toBeGreaterThan(60); // the record kept its TTL

    const [{ terms_accepted_at: first }] = await h.sql<{ terms_accepted_at: Date }>('SELECT terms_accepted_at FROM auth.accounts WHERE user_id = $1', [user.userId]);
    await h.send(AUTH_RPC.acceptTerms, {}, user.actor);
    const [{ terms_accepted_at: again }] = await h.sql<{ terms_accepted_at: Date }>('SELECT terms_accepted_at FROM auth.accounts WHERE user_id = $1', [user.userId]);
    expect(again.getTime()).toBe(first.getTime()); // the first acceptance counts
  });

  it('changes the language in the account and the session records', async () => {
    const user = await h.provision({ email: h.email('lang'), companyId: h.id(), password: PASSWORD });
    const { sid } = await h.loginTokens(user.email);
    await expect(h.send(AUTH_RPC.changeLanguage, { user_lang: 'mk' }, user.actor)).resolves.toMatchObject({ lang: 'mk' });
    expect(await h.record(sid)).toMatchObject({ lang: 'mk' });
    expect(await h.failure(AUTH_RPC.changeLanguage, { user_lang: 'de' }, user.actor)).toEqual({ status: 422, errors: { user_lang: ['invalid_option'] } });
    expect(await h.failure(AUTH_RPC.changeLanguage, { user_lang: 7 }, user.actor)).toEqual({ status: 422, errors: { user_lang: ['invalid_option'] } });
    expect(await h.failure(AUTH_RPC.changeLanguage, { user_lang: 'bg' })).toEqual({ status: 401, error: 'unauthenticated' });
  });

  it('tells documents the language the user chose, within their company only (service to service)', async () => {
    const companyId = h.id();
    const user = await h.provision({ email: h.email('doclang'), companyId, password: PASSWORD });
    await h.send(AUTH_RPC.changeLanguage, { user_lang: 'bg' }, user.actor);
    await expect(h.send(GET_AUTH_DOCUMENT_CONTEXT.pattern, { company_id: companyId, user_id: user.userId })).resolves.toEqual({ language: 'bg' });
    // Another company, or nobody: null, and documents writes in the company's language.
    await expect(h.send(GET_AUTH_DOCUMENT_CONTEXT.pattern, { company_id: h.id(), user_id: user.userId })).resolves.toBeNull();
    expect(await h.failure(GET_AUTH_DOCUMENT_CONTEXT.pattern, { company_id: companyId })).toEqual({ status: 422, errors: { user_id: ['field_required'] } });
  });

  it('needs an actor for the flags', async () => {
    expect(await h.failure(AUTH_RPC.accountFlags, {})).toEqual({ status: 401, error: 'unauthenticated' });
  });
});

describe('provisioning', () => {
  it('is idempotent by e-mail and keeps what the user chose', async () => {
    const companyId = h.id();
    const user = await h.provision({ email: h.email('prov'), companyId, password: PASSWORD, roleId: 5 });
    await h.send(AUTH_RPC.changeLanguage, { user_lang: 'bg' }, user.actor);
    const [before] = await h.sql<{ password_hash: string }>('SELECT password_hash FROM auth.accounts WHERE user_id = $1', [user.userId]);

    const again = await h.send<{ accounts: Array<{ created: boolean }> }>(AUTH_RPC.provisionAccounts, {
      accounts: [{ user_id: user.userId, company_id: companyId, email: user.email.toUpperCase(), role_id: 6, lang: 'en', password: PASSWORD, terms_accepted: true, email_verified: true }],
    });
    expect(again.accounts).toEqual([{ user_id: user.userId, email: user.email, created: false }]);
    const [after] = await h.sql<{ password_hash: string; lang: string; role_id: number }>('SELECT password_hash, lang, role_id FROM auth.accounts WHERE user_id = $1', [user.userId]);
    expect(after).toEqual({ password_hash: before.password_hash, lang: 'bg', role_id: 6 });
    expect(before.password_hash.startsWith('$argon2id$')).toBe(true);
  });

  it('refuses an e-mail that belongs to another user, and bad entries', async () => {
    const companyId = h.id();
    const user = await h.provision({ email: h.email('taken'), companyId, password: PASSWORD });
    expect(
      await h.failure(AUTH_RPC.provisionAccounts, { accounts: [{ user_id: h.id(), company_id: companyId, email: user.email, role_id: 4, lang: 'en' }] }),
    ).toEqual({ status: 422, errors: { 'accounts.0.email': ['email_taken'] } });
    expect(
      await h.failure(AUTH_RPC.provisionAccounts, { accounts: [{ user_id: 'x', company_id: companyId, email: 'bad', role_id: 99, lang: 'fr', password: 'weak' }] }),
    ).toEqual({
      status: 422,
      errors: {
        'accounts.0.user_id': ['invalid_option'],
        'accounts.0.email': ['email_invalid'],
        'accounts.0.role_id': ['invalid_option'],
        'accounts.0.lang': ['invalid_option'],
        'accounts.0.password': ['password_too_short', 'password_uppercase_required', 'password_number_required', 'password_symbol_required'],
      },
    });
    expect(await h.failure(AUTH_RPC.provisionAccounts, { accounts: [] })).toEqual({ status: 422, errors: { accounts: ['field_required'] } });
  });
});

describe('company security from org events', () => {
  it('keeps the settings once per event, newest wins, and live sessions get the flags', async () => {
    const companyId = h.id();
    const user = await h.provision({ email: h.email('security'), companyId, password: PASSWORD });
    const { sid } = await h.loginTokens(user.email);
    expect(await h.record(sid)).toMatchObject({ sr: false, pexp: false });

    await h.companySettings(companyId, { two_factor_email: false, password_reset_3_months: true, special_reports: true });
    const [row] = await h.sql('SELECT two_factor_email, password_reset_3_months, special_reports FROM auth.company_security WHERE company_id = $1', [companyId]);
    expect(row).toEqual({ two_factor_email: false, password_reset_3_months: true, special_reports: true });
    await waitFor(async () => (await h.record(sid))?.sr === true);

    // An older event arriving late changes nothing.
    const publisher = testPublisher();
    const settings = { language: 'en' as const, timezone: 'UTC', two_factor_email: true, password_reset_3_months: false };
    const applied = async (id: string) => waitFor(async () => (await h.sql('SELECT 1 FROM auth.processed_events WHERE event_id = $1', [id])).length > 0);
    const stored = async () => (await h.sql('SELECT two_factor_email, special_reports FROM auth.company_security WHERE company_id = $1', [companyId]))[0];
    try {
      await h.sql(`UPDATE auth.company_security SET settings_changed_at = now() + interval '1 hour' WHERE company_id = $1`, [companyId]);
      const late = await publisher.publish(ORG_EVENT.companySettingsChanged, { company_id: companyId, settings, special_reports: false }, testMeta());
      await applied(late.id);
      expect(await stored()).toEqual({ two_factor_email: false, special_reports: true });

      // The same event delivered twice is applied once.
      await h.sql(`UPDATE auth.company_security SET settings_changed_at = now() - interval '1 hour' WHERE company_id = $1`, [companyId]);
      const id = randomUUID();
      await publisher.publish(ORG_EVENT.companySettingsChanged, { company_id: companyId, settings, special_reports: true }, testMeta(), id);
      await applied(id);
      expect(await stored()).toEqual({ two_factor_email: true, special_reports: true });
      await publisher.publish(ORG_EVENT.companySettingsChanged, { company_id: companyId, settings: { ...settings, two_factor_email: false }, special_reports: true }, testMeta(), id);
      await new Promise((r) => setTimeout(r, 300));
      expect(await stored()).toEqual({ two_factor_email: true, special_reports: true });
    } finally {
      await publisher.close();
    }
  });
});
