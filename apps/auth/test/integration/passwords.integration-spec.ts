import { AUTH_RPC, AUTH_EVENT, type AccountFlags } from '@presently/contracts';
import { AuthHarness, PASSWORD } from './support/auth-harness';

const h = new AuthHarness();
const NEW_PASSWORD = 'Changed99#';

beforeAll(() => h.start());
afterAll(() => h.stop());

describe('forgot and reset', () => {
  async function requestCode(email: string) {
    const before = h.capture.count(AUTH_EVENT.passwordResetCodeIssued, email);
    await expect(h.send(AUTH_RPC.passwordForgot, { email, lang: 'mk' })).resolves.toEqual({ ok: true, expires_in: 900 });
    return (await h.capture.next(AUTH_EVENT.passwordResetCodeIssued, email, before)).payload;
  }
  const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  it('answers the same for an unknown address and sends nothing', async () => {
    const email = h.email('ghost');
    await expect(h.send(AUTH_RPC.passwordForgot, { email })).resolves.toEqual({ ok: true, expires_in: 900 });
    await new Promise((r) => setTimeout(r, 300));
    expect(h.capture.count(AUTH_EVENT.passwordResetCodeIssued, email)).toBe(0);
  });

  it('sends nothing for a blocked account', async () => {
    const user = await h.provision({ email: h.email('resetblocked'), companyId: h.id(), password: PASSWORD });
    await h.sql(`UPDATE auth.accounts SET status = 'blocked' WHERE user_id = $1`, [user.userId]);
    await expect(h.send(AUTH_RPC.passwordForgot, { email: user.email })).resolves.toEqual({ ok: true, expires_in: 900 });
    await new Promise((r) => setTimeout(r, 300));
    expect(h.capture.count(AUTH_EVENT.passwordResetCodeIssued, user.email)).toBe(0);
  });

  it('resets with the e-mailed code, ending every session of the user', async () => {
    const user = await h.provision({ email: h.email('reset'), companyId: h.id(), password: PASSWORD });
    await h.sql('UPDATE auth.accounts SET must_change_password = true WHERE user_id = $1', [user.userId]);
    const a = await h.loginTokens(user.email);
    const b = await h.loginTokens(user.email);
    const payload = await requestCode(user.email);
    expect(payload).toMatchObject({ user_id: user.userId, lang: 'mk', code: expect.stringMatching(/^\d{6}$/) });
    const minutes = (Date.parse(payload.expires_at as string) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(14.5);
    expect(minutes).toBeLessThanOrEqual(15);
    const code = payload.code as string;

    const base = { email: user.email, code, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD };
    expect(await h.failure(AUTH_RPC.passwordReset, { ...base, code: wrong(code) })).toEqual({ status: 400, error: 'invalid_or_expired_reset_code' });
    expect(await h.failure(AUTH_RPC.passwordReset, { ...base, password: 'short', password_confirmation: 'other' })).toEqual({
      status: 422,
      errors: {
        password: ['password_too_short', 'password_uppercase_required', 'password_number_required', 'password_symbol_required'],
        password_confirmation: ['passwords_must_match'],
      },
    });
    await expect(h.send(AUTH_RPC.passwordReset, { ...base, email: user.email.toUpperCase() })).resolves.toEqual({ ok: true });

    expect(await h.record(a.sid)).toBeNull();
    expect(await h.record(b.sid)).toBeNull();
    expect(await h.failure(AUTH_RPC.refresh, { refresh_token: a.refresh_token })).toEqual({ status: 401, error: 'unauthenticated' });
    expect(await h.failure(AUTH_RPC.login, { email: user.email, password: PASSWORD })).toEqual({ status: 401, error: 'invalid_credentials' });
    const fresh = await h.loginTokens(user.email, NEW_PASSWORD);
    expect(await h.record(fresh.sid)).toMatchObject({ pcr: false });

    // Single use.
    expect(await h.failure(AUTH_RPC.passwordReset, { ...base, password: 'Another12!', password_confirmation: 'Another12!' })).toEqual({ status: 400, error: 'invalid_or_expired_reset_code' });
  });

  it('ends a code after five wrong tries, after its 15 minutes, and when a newer code is sent', async () => {
    const user = await h.provision({ email: h.email('resetlimits'), companyId: h.id(), password: PASSWORD });
    const base = { email: user.email, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD };

    const first = (await requestCode(user.email)).code as string;
    for (let i = 0; i < 5; i++) {
      expect(await h.failure(AUTH_RPC.passwordReset, { ...base, code: wrong(first) })).toEqual({ status: 400, error: 'invalid_or_expired_reset_code' });
    }
    expect(await h.failure(AUTH_RPC.passwordReset, { ...base, code: first })).toEqual({ status: 400, error: 'invalid_or_expired_reset_code' });

    const second = (await requestCode(user.email)).code as string;
    await h.sql(`UPDATE auth.password_reset_codes SET expires_at = now() - interval '1 second' WHERE user_id = $1`, [user.userId]);
    expect(await h.failure(AUTH_RPC.passwordReset, { ...base, code: second })).toEqual({ status: 400, error: 'invalid_or_expired_reset_code' });

    const third = (await requestCode(user.email)).code as string;
    const fourth = (await requestCode(user.email)).code as string;
    if (third !== fourth) {
      expect(await h.failure(AUTH_RPC.passwordReset, { ...base, code: third })).toEqual({ status: 400, error: 'invalid_or_expired_reset_code' });
    }
    await expect(h.send(AUTH_RPC.passwordReset, { ...base, code: fourth })).resolves.toEqual({ ok: true });
  });

  it('says nothing about unknown addresses at reset either', async () => {
    expect(
      await h.failure(AUTH_RPC.passwordReset, { email: h.email('ghost2'), code: '123456', password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD }),
    ).toEqual({ status: 400, error: 'invalid_or_expired_reset_code' });
  });
});

describe('password change (profile and modal)', () => {
  it('answers each rule with its key', async () => {
    const user = await h.provision({ email: h.email('changerules'), companyId: h.id(), password: PASSWORD });
    const { sid } = await h.loginTokens(user.email);
    const call = (payload: object) => h.failure(AUTH_RPC.passwordChange, { session_id: sid, ...payload }, user.actor);

    expect(await call({ password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD })).toEqual({ status: 422, errors: { old_password: ['old_password_required'] } });
    expect(await call({ old_password: PASSWORD })).toEqual({
      status: 422,
      errors: { password: ['new_password_required'], password_confirmation: ['repeat_password_required'] },
    });
    expect(await call({ old_password: PASSWORD, password: PASSWORD, password_confirmation: PASSWORD })).toEqual({ status: 422, errors: { password: ['passwords_must_differ'] } });
    expect(await call({ old_password: PASSWORD, password: NEW_PASSWORD, password_confirmation: 'Different1!' })).toEqual({
      status: 422,
      errors: { password_confirmation: ['passwords_must_match'] },
    });
    expect(await call({ old_password: 'Wrong1234!', password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD })).toEqual({
      status: 422,
      errors: { old_password: ['wrong_old_password'] },
    });
    expect(await call({ old_password: PASSWORD, password: 'alllowercase1!', password_confirmation: 'alllowercase1!' })).toEqual({
      status: 422,
      errors: { password: ['password_uppercase_required'] },
    });
    expect(await h.failure(AUTH_RPC.passwordChange, { old_password: PASSWORD, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD })).toEqual({
      status: 401,
      error: 'unauthenticated',
    });
  });

  it('changes the password, keeps the current session and ends the others', async () => {
    const user = await h.provision({ email: h.email('change'), companyId: h.id(), password: PASSWORD });
    const current = await h.loginTokens(user.email);
    const other = await h.loginTokens(user.email);
    const flags = await h.send<AccountFlags>(
      AUTH_RPC.passwordChange,
      { session_id: current.sid, old_password: PASSWORD, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
      user.actor,
    );
    expect(flags).toMatchObject({ change_password_required: false, password_expired: false });
    expect(await h.record(current.sid)).not.toBeNull();
    expect(await h.record(other.sid)).toBeNull();
    await expect(h.send(AUTH_RPC.refresh, { refresh_token: current.refresh_token })).resolves.toHaveProperty('access_token');
    await expect(h.loginTokens(user.email, NEW_PASSWORD)).resolves.toHaveProperty('access_token');
  });

  it('first change: only when required, no old password, and it clears the flag in the current record', async () => {
    const user = await h.provision({ email: h.email('first'), companyId: h.id(), password: PASSWORD });
    const { sid } = await h.loginTokens(user.email);
    expect(await h.failure(AUTH_RPC.passwordFirstChange, { session_id: sid, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD }, user.actor)).toEqual({
      status: 403,
      error: 'forbidden',
    });

    await h.sql('UPDATE auth.accounts SET must_change_password = true WHERE user_id = $1', [user.userId]);
    const forced = await h.loginTokens(user.email);
    expect(await h.record(forced.sid)).toMatchObject({ pcr: true });
    expect(await h.failure(AUTH_RPC.passwordFirstChange, { session_id: forced.sid, password: PASSWORD, password_confirmation: PASSWORD }, user.actor)).toEqual({
      status: 422,
      errors: { password: ['passwords_must_differ'] },
    });
    const flags = await h.send<AccountFlags>(AUTH_RPC.passwordFirstChange, { session_id: forced.sid, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD }, user.actor);
    expect(flags.change_password_required).toBe(false);
    expect(await h.record(forced.sid)).toMatchObject({ pcr: false });
    expect(await h.record(sid)).toBeNull(); // the other session ended
  });

  it('expired change: the old password is required and must differ; it clears the expired flag', async () => {
    const companyId = h.id();
    await h.companySettings(companyId, { password_reset_3_months: true });
    const user = await h.provision({ email: h.email('expired'), companyId, password: PASSWORD });
    await h.sql(`UPDATE auth.accounts SET password_changed_at = now() - interval '3 months 1 day' WHERE user_id = $1`, [user.userId]);
    const { sid } = await h.loginTokens(user.email);
    expect(await h.record(sid)).toMatchObject({ pexp: true });
    await expect(h.send(AUTH_RPC.accountFlags, {}, user.actor)).resolves.toMatchObject({ password_expired: true });

    expect(await h.failure(AUTH_RPC.passwordExpiredChange, { session_id: sid, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD }, user.actor)).toEqual({
      status: 422,
      errors: { old_password: ['old_password_required'] },
    });
    expect(await h.failure(AUTH_RPC.passwordExpiredChange, { session_id: sid, old_password: PASSWORD, password: PASSWORD, password_confirmation: PASSWORD }, user.actor)).toEqual({
      status: 422,
      errors: { password: ['passwords_must_differ'] },
    });
    const flags = await h.send<AccountFlags>(
      AUTH_RPC.passwordExpiredChange,
      { session_id: sid, old_password: PASSWORD, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
      user.actor,
    );
    expect(flags.password_expired).toBe(false);
    expect(await h.record(sid)).toMatchObject({ pexp: false });
  });
});
