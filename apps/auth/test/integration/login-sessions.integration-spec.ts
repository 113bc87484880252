import {
  ACCESS_TOKEN_TTL_SECONDS,
  AUTH_RPC,
  AUTH_EVENT,
  REMEMBER_ME_SESSION_TTL_SECONDS,
  SESSION_TTL_SECONDS,
  type LoginResult,
  type TokenPair,
} from '@presently/contracts';
import { AuthHarness, PASSWORD } from './support/auth-harness';

const h = new AuthHarness();

beforeAll(() => h.start());
afterAll(() => h.stop());

describe('login', () => {
  it('answers a token pair and writes the session record the gateway reads', async () => {
    const companyId = h.id();
    const user = await h.provision({ email: h.email('ana'), companyId, password: PASSWORD, roleId: 3, lang: 'mk' });
    const result = await h.login('  ' + user.email.toUpperCase() + ' ');
    if (result.two_factor_required) throw new Error('no two-factor expected');
    expect(result.expires_in).toBe(ACCESS_TOKEN_TTL_SECONDS);
    expect(result.refresh_token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const claims = h.claims(result.access_token);
    expect(claims).toMatchObject({ sub: user.userId, cid: companyId, rid: 3 });
    expect(claims.exp - claims.iat).toBe(ACCESS_TOKEN_TTL_SECONDS);

    expect(await h.record(claims.sid)).toEqual({ sid: claims.sid, uid: user.userId, cid: companyId, rid: 3, lang: 'mk', terms: true, pcr: false, pexp: false, sr: false });
    const ttl = await h.ttl(claims.sid);
    expect(ttl).toBeGreaterThan(SESSION_TTL_SECONDS - 30);
    expect(ttl).toBeLessThanOrEqual(SESSION_TTL_SECONDS);

    const [row] = await h.sql<{ refresh_token_hash: string; remember_me: boolean }>('SELECT refresh_token_hash, remember_me FROM auth.sessions WHERE id = $1', [claims.sid]);
    expect(row.remember_me).toBe(false);
    expect(row.refresh_token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.refresh_token_hash).not.toContain(result.refresh_token);
  });

  it('keeps a remembered session for 30 days', async () => {
    const user = await h.provision({ email: h.email('remember'), companyId: h.id(), password: PASSWORD });
    const { sid } = await h.loginTokens(user.email, PASSWORD, true);
    expect(await h.ttl(sid)).toBeGreaterThan(REMEMBER_ME_SESSION_TTL_SECONDS - 30);
  });

  it('answers a wrong password and an unknown e-mail alike', async () => {
    const user = await h.provision({ email: h.email('wrongpw'), companyId: h.id(), password: PASSWORD });
    expect(await h.failure(AUTH_RPC.login, { email: user.email, password: 'Wrong1234!' })).toEqual({ status: 401, error: 'invalid_credentials' });
    expect(await h.failure(AUTH_RPC.login, { email: h.email('nobody'), password: PASSWORD })).toEqual({ status: 401, error: 'invalid_credentials' });
  });

  it('refuses an account without a password (invited, not set up) as invalid credentials', async () => {
    const user = await h.provision({ email: h.email('nopw'), companyId: h.id() });
    expect(await h.failure(AUTH_RPC.login, { email: user.email, password: PASSWORD })).toEqual({ status: 401, error: 'invalid_credentials' });
    const [row] = await h.sql<{ must_change_password: boolean; password_hash: string | null }>('SELECT must_change_password, password_hash FROM auth.accounts WHERE user_id = $1', [user.userId]);
    expect(row).toEqual({ must_change_password: true, password_hash: null });
  });

  it('validates the payload: 422 with field keys', async () => {
    // The contract schema the gateway checks the body with: a password that is not text is invalid_option there and here.
    expect(await h.failure(AUTH_RPC.login, { email: 'not-an-email', password: 42, remember_me: 'yes' })).toEqual({
      status: 422,
      errors: { email: ['email_invalid'], password: ['invalid_option'], remember_me: ['invalid_option'] },
    });
    expect(await h.failure(AUTH_RPC.login, null)).toEqual({ status: 422, errors: { email: ['field_required'], password: ['field_required'] } });
    expect(await h.failure(AUTH_RPC.login, { email: h.email('long'), password: `Aa1!${'x'.repeat(27)}` })).toEqual({ status: 422, errors: { password: ['password_too_long'] } });
  });

  it('refuses blocked, deactivated, unverified and company-less accounts after a right password', async () => {
    const blocked = await h.provision({ email: h.email('blocked'), companyId: h.id(), password: PASSWORD });
    const deactivated = await h.provision({ email: h.email('deact'), companyId: h.id(), password: PASSWORD });
    const unverified = await h.provision({ email: h.email('unverified'), companyId: h.id(), password: PASSWORD, verified: false });
    const homeless = await h.provision({ email: h.email('homeless'), companyId: h.id(), password: PASSWORD });
    await h.sql(`UPDATE auth.accounts SET status = 'blocked' WHERE user_id = $1`, [blocked.userId]);
    await h.sql(`UPDATE auth.accounts SET status = 'deactivated' WHERE user_id = $1`, [deactivated.userId]);
    await h.sql('UPDATE auth.accounts SET company_id = NULL WHERE user_id = $1', [homeless.userId]);

    expect(await h.failure(AUTH_RPC.login, { email: blocked.email, password: PASSWORD })).toEqual({ status: 403, error: 'user_blocked' });
    expect(await h.failure(AUTH_RPC.login, { email: deactivated.email, password: PASSWORD })).toEqual({ status: 403, error: 'user_deactivated' });
    expect(await h.failure(AUTH_RPC.login, { email: unverified.email, password: PASSWORD })).toEqual({ status: 403, error: 'email_not_verified' });
    expect(await h.failure(AUTH_RPC.login, { email: homeless.email, password: PASSWORD })).toEqual({ status: 403, error: 'no_company_account' });
    // A wrong password still says only that.
    expect(await h.failure(AUTH_RPC.login, { email: blocked.email, password: 'Wrong1234!' })).toEqual({ status: 401, error: 'invalid_credentials' });
  });
});

describe('two-factor login', () => {
  let companyId: number;

  beforeAll(async () => {
    companyId = h.id();
    await h.companySettings(companyId, { two_factor_email: true });
  });

  async function startTwoFactor(name: string) {
    const user = await h.provision({ email: h.email(name), companyId, password: PASSWORD, lang: 'bg' });
    const before = h.capture.count(AUTH_EVENT.twoFactorCodeIssued, user.email);
    const result = await h.login(user.email, PASSWORD, true);
    if (!result.two_factor_required) throw new Error('two-factor expected');
    const event = await h.capture.next(AUTH_EVENT.twoFactorCodeIssued, user.email, before);
    return { user, challengeId: result.challenge_id, expiresAt: result.expires_at, code: event.payload.code as string, event };
  }

  const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  it('sends a code as an event and starts the session with it', async () => {
    const { user, challengeId, expiresAt, code, event } = await startTwoFactor('tfa');
    expect(code).toMatch(/^\d{6}$/);
    expect(event.payload).toEqual({ user_id: user.userId, email: user.email, lang: 'bg', code, expires_at: expiresAt });
    const minutes = (Date.parse(expiresAt) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(9.5);
    expect(minutes).toBeLessThanOrEqual(10);

    expect(await h.failure(AUTH_RPC.twoFactorVerify, { challenge_id: challengeId, code: wrong(code) })).toEqual({ status: 401, error: 'invalid_2fa_code' });
    const pair = await h.send<TokenPair>(AUTH_RPC.twoFactorVerify, { challenge_id: challengeId, code });
    const claims = h.claims(pair.access_token);
    expect(claims.sub).toBe(user.userId);
    expect(await h.ttl(claims.sid)).toBeGreaterThan(REMEMBER_ME_SESSION_TTL_SECONDS - 30); // remember me kept

    // Used once.
    expect(await h.failure(AUTH_RPC.twoFactorVerify, { challenge_id: challengeId, code })).toEqual({ status: 401, error: 'invalid_or_expired_2fa_code' });
  });

  it('locks the challenge at the fifth wrong code', async () => {
    const { challengeId, code } = await startTwoFactor('tfalock');
    for (let i = 0; i < 5; i++) {
      expect(await h.failure(AUTH_RPC.twoFactorVerify, { challenge_id: challengeId, code: wrong(code) })).toEqual({ status: 401, error: 'invalid_2fa_code' });
    }
    expect(await h.failure(AUTH_RPC.twoFactorVerify, { challenge_id: challengeId, code })).toEqual({ status: 401, error: 'invalid_or_expired_2fa_code' });
    expect(await h.failure(AUTH_RPC.twoFactorResend, { challenge_id: challengeId })).toEqual({ status: 401, error: 'invalid_or_expired_2fa_code' });
  });

  it('counts concurrent wrong codes one by one', async () => {
    const { challengeId, code } = await startTwoFactor('tfaconcurrent');
    const answers = await Promise.all(Array.from({ length: 8 }, () => h.failure(AUTH_RPC.twoFactorVerify, { challenge_id: challengeId, code: wrong(code) })));
    expect(answers.filter((a) => a.error === 'invalid_2fa_code')).toHaveLength(5);
    expect(answers.filter((a) => a.error === 'invalid_or_expired_2fa_code')).toHaveLength(3);
  });

  it('resends a new code, after which the old one no longer works; five resends at most', async () => {
    const { user, challengeId, code: first } = await startTwoFactor('tfaresend');
    const before = h.capture.count(AUTH_EVENT.twoFactorCodeIssued, user.email);
    const resent = await h.send<LoginResult>(AUTH_RPC.twoFactorResend, { challenge_id: challengeId });
    expect(resent).toMatchObject({ two_factor_required: true, challenge_id: challengeId });
    const second = (await h.capture.next(AUTH_EVENT.twoFactorCodeIssued, user.email, before)).payload.code as string;

    if (second !== first) {
      expect(await h.failure(AUTH_RPC.twoFactorVerify, { challenge_id: challengeId, code: first })).toEqual({ status: 401, error: 'invalid_2fa_code' });
    }
    for (let i = 2; i <= 5; i++) await h.send(AUTH_RPC.twoFactorResend, { challenge_id: challengeId });
    expect(await h.failure(AUTH_RPC.twoFactorResend, { challenge_id: challengeId })).toEqual({ status: 400, error: 'resend_code_failed' });
    const last = (await h.capture.next(AUTH_EVENT.twoFactorCodeIssued, user.email, before + 4)).payload.code as string;
    await expect(h.send(AUTH_RPC.twoFactorVerify, { challenge_id: challengeId, code: last })).resolves.toHaveProperty('access_token');
  });

  it('refuses an expired or unknown challenge', async () => {
    const { challengeId, code } = await startTwoFactor('tfaexpired');
    await h.sql(`UPDATE auth.two_factor_challenges SET expires_at = now() - interval '1 second' WHERE id = $1`, [challengeId]);
    expect(await h.failure(AUTH_RPC.twoFactorVerify, { challenge_id: challengeId, code })).toEqual({ status: 401, error: 'invalid_or_expired_2fa_code' });
    expect(await h.failure(AUTH_RPC.twoFactorResend, { challenge_id: challengeId })).toEqual({ status: 401, error: 'invalid_or_expired_2fa_code' });
    expect(await h.failure(AUTH_RPC.twoFactorVerify, { challenge_id: '00000000-0000-4000-8000-000000000000', code })).toEqual({ status: 401, error: 'invalid_or_expired_2fa_code' });
    expect(await h.failure(AUTH_RPC.twoFactorVerify, { challenge_id: 'garbage', code })).toEqual({ status: 401, error: 'invalid_or_expired_2fa_code' });
    expect(await h.failure(AUTH_RPC.twoFactorVerify, { challenge_id: challengeId })).toEqual({ status: 422, errors: { code: ['field_required'] } });
  });
});

describe('refresh and logout', () => {
  it('rotates the refresh token: the old one stops working', async () => {
    const user = await h.provision({ email: h.email('refresh'), companyId: h.id(), password: PASSWORD });
    const first = await h.loginTokens(user.email);
    const second = await h.send<TokenPair>(AUTH_RPC.refresh, { refresh_token: first.refresh_token });
    expect(second.refresh_token).not.toBe(first.refresh_token);
    expect(h.claims(second.access_token)).toMatchObject({ sub: user.userId, sid: first.sid });

    expect(await h.failure(AUTH_RPC.refresh, { refresh_token: first.refresh_token })).toEqual({ status: 401, error: 'unauthenticated' });
    await expect(h.send(AUTH_RPC.refresh, { refresh_token: second.refresh_token })).resolves.toHaveProperty('access_token');
    expect(await h.failure(AUTH_RPC.refresh, { refresh_token: 'made-up' })).toEqual({ status: 401, error: 'unauthenticated' });
    expect(await h.failure(AUTH_RPC.refresh, {})).toEqual({ status: 422, errors: { refresh_token: ['field_required'] } });
  });

  it('lets only one of two simultaneous refreshes with the same token win', async () => {
    const user = await h.provision({ email: h.email('refreshrace'), companyId: h.id(), password: PASSWORD });
    const { refresh_token } = await h.loginTokens(user.email);
    const results = await Promise.allSettled([1, 2, 3].map(() => h.send<TokenPair>(AUTH_RPC.refresh, { refresh_token })));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
  });

  it('refreshes the record from the database, and ends the session of a blocked account', async () => {
    const user = await h.provision({ email: h.email('refreshflags'), companyId: h.id(), password: PASSWORD });
    const { sid, refresh_token } = await h.loginTokens(user.email);
    await h.sql('UPDATE auth.accounts SET must_change_password = true, role_id = 6 WHERE user_id = $1', [user.userId]);
    const next = await h.send<TokenPair>(AUTH_RPC.refresh, { refresh_token });
    expect(await h.record(sid)).toMatchObject({ pcr: true, rid: 6 });
    expect(h.claims(next.access_token).rid).toBe(6);

    await h.sql(`UPDATE auth.accounts SET status = 'blocked' WHERE user_id = $1`, [user.userId]);
    expect(await h.failure(AUTH_RPC.refresh, { refresh_token: next.refresh_token })).toEqual({ status: 401, error: 'unauthenticated' });
    expect(await h.record(sid)).toBeNull();
  });

  it('refuses to refresh an expired session', async () => {
    const user = await h.provision({ email: h.email('refreshexpired'), companyId: h.id(), password: PASSWORD });
    const { sid, refresh_token } = await h.loginTokens(user.email);
    await h.sql(`UPDATE auth.sessions SET expires_at = now() - interval '1 second' WHERE id = $1`, [sid]);
    expect(await h.failure(AUTH_RPC.refresh, { refresh_token })).toEqual({ status: 401, error: 'unauthenticated' });
  });

  it('logs out: the record is gone, the refresh token dead, and a second logout is fine', async () => {
    const user = await h.provision({ email: h.email('logout'), companyId: h.id(), password: PASSWORD });
    const { sid, refresh_token } = await h.loginTokens(user.email);
    const other = await h.loginTokens(user.email);
    expect(await h.record(sid)).not.toBeNull();

    await expect(h.send(AUTH_RPC.logout, { session_id: sid }, user.actor)).resolves.toEqual({ ok: true });
    expect(await h.record(sid)).toBeNull();
    expect(await h.failure(AUTH_RPC.refresh, { refresh_token })).toEqual({ status: 401, error: 'unauthenticated' });
    await expect(h.send(AUTH_RPC.logout, { session_id: sid }, user.actor)).resolves.toEqual({ ok: true });
    expect(await h.record(other.sid)).not.toBeNull(); // the user's other session goes on

    // Someone else's session id ends nothing.
    const stranger = await h.provision({ email: h.email('stranger'), companyId: h.id(), password: PASSWORD });
    await expect(h.send(AUTH_RPC.logout, { session_id: other.sid }, stranger.actor)).resolves.toEqual({ ok: true });
    expect(await h.record(other.sid)).not.toBeNull();

    // With the refresh token alone.
    await expect(h.send(AUTH_RPC.logout, { refresh_token: other.refresh_token })).resolves.toEqual({ ok: true });
    expect(await h.record(other.sid)).toBeNull();

    expect(await h.failure(AUTH_RPC.logout, { session_id: sid })).toEqual({ status: 401, error: 'unauthenticated' });
    expect(await h.failure(AUTH_RPC.logout, {}, user.actor)).toEqual({ status: 422, errors: { session_id: ['field_required'] } });
  });
});
