import { AUTH_RPC, ORG_RPC, type AccountFlags, type MessageEnvelope, type UserInfo } from '@presently/contracts';
import { GatewayHarness, type TestSession } from './support/gateway-harness';
import { StubServices } from './support/stub-services';

const STRONG = 'Str0ng!Pass';

const userInfoFor = (userId: number, companyId: number): UserInfo => ({
  id: userId,
  full_name: 'Ana Petrova',
  email: 'ana@acme.test',
  department_id: 3,
  roles: [{ id: 3, name: 'Human Resources' }],
  company_id: companyId,
  team_id: 4,
  user_color: '#123456',
  qr_code: null,
  survey: 0,
  avatar_url: null,
  company: {
    id: companyId,
    name: 'Acme',
    created_at: '2026-01-01T00:00:00.000Z',
    show_qr_on_web: false,
    TL_shift_action: false,
    show_saturday: false,
    show_sunday: false,
    show_user_history: true,
    special_reports: false,
    language: 'en',
    timezone: 'Europe/Skopje',
  },
});

const flags: AccountFlags = { terms_conds: true, change_password_required: false, password_expired: false, email_verified: true, lang: 'bg' };

/**
 * The gateway's side of its conversations with auth and org, against stand-ins on the real broker:
 * what it sends (payloads, the actor from the session, the request id) and how it composes answers.
 */
describe('gateway auth API: conversations with auth and org', () => {
  const gw = new GatewayHarness();
  const stubs = new StubServices(['auth', 'org']);
  /** The session auth's stand-in "opens" at login. */
  let granted: TestSession;

  beforeAll(async () => {
    await gw.start({ RPC_TIMEOUT_MS: '3000', RATE_LIMIT_IP_PER_MINUTE: '100000', RATE_LIMIT_ACCOUNT_PER_15_MINUTES: '100000' });
    granted = await gw.session({ uid: 501, cid: 61, rid: 3, lang: 'bg' });
    stubs
      .on(AUTH_RPC.login, ({ payload }) =>
        payload.email === 'two@acme.test'
          ? { data: { two_factor_required: true, challenge_id: 'ch-1', expires_at: '2026-11-22T05:00:00.000Z' } }
          : payload.password === 'wrong'
            ? { status: 401, error: 'invalid_credentials' }
            : { data: { access_token: granted.token, refresh_token: 'r-1', expires_in: 900 } },
      )
      .on(AUTH_RPC.twoFactorVerify, () => ({ data: { access_token: granted.token, refresh_token: 'r-2', expires_in: 900 } }))
      .on(AUTH_RPC.accountFlags, () => ({ data: flags }))
      .on(ORG_RPC.userInfo, ({ meta }) => ({ data: userInfoFor(meta.actor!.userId, meta.actor!.companyId) }))
      .on(AUTH_RPC.logout, () => ({ data: { ok: true } }))
      .on(AUTH_RPC.passwordChange, () => ({ data: flags }))
      .on(ORG_RPC.submitSurvey, () => ({ data: { ok: true } }))
      .on(ORG_RPC.setAvatar, () => ({ data: { avatar_url: '/api/users/501/avatar' } }))
      .on(ORG_RPC.getAvatar, ({ payload }) =>
        payload.user_id === 7 ? { data: { mime: 'image/png', content_base64: Buffer.from('PNG-BYTES').toString('base64') } } : { status: 404, error: 'not_found' },
      )
      .on(ORG_RPC.updateSettings, ({ payload }) => ({ data: { language: 'en', timezone: 'UTC', two_factor_email: false, password_reset_3_months: false, ...payload } }));
    await stubs.start();
    for (const email of ['ana@acme.test', 'two@acme.test']) gw.trackAccountsOf({ email, challenge_id: 'ch-1' });
  });

  afterAll(async () => {
    await stubs.stop();
    await gw.stop();
  });

  const last = (pattern: string): MessageEnvelope<Record<string, unknown>> => {
    const calls = stubs.callsOf(pattern);
    expect(calls.length).toBeGreaterThan(0);
    return calls[calls.length - 1].envelope;
  };

  it('logs in: forwards the client address, answers the tokens and the user of the new session', async () => {
    const ip = gw.ip();
    const res = await gw.http().post('/api/login').set('X-Forwarded-For', ip).set('X-Request-Id', 'req-login-1').send({ email: 'ana@acme.test', password: 'secret' }).expect(200);
    expect(res.body).toEqual({
      data: {
        access_token: granted.token,
        refresh_token: 'r-1',
        expires_in: 900,
        user: { ...userInfoFor(501, 61), terms_conds: true, change_password_required: false, password_expired: false, lang: 'bg' },
      },
    });
    const login = last(AUTH_RPC.login);
    expect(login.payload).toEqual({ email: 'ana@acme.test', password: 'secret', remember_me: false, ip });
    expect(login.meta).toEqual({ requestId: 'req-login-1', actor: null });
    // user-info of the new session ran as its user, taken from the session record.
    expect(last(ORG_RPC.userInfo).meta).toEqual({ requestId: 'req-login-1', actor: { userId: 501, companyId: 61, roleId: 3, lang: 'bg' } });
    expect(last(AUTH_RPC.accountFlags).meta.actor).toEqual({ userId: 501, companyId: 61, roleId: 3, lang: 'bg' });
  });

  it('answers a two-factor challenge as it is, and completes it like a login', async () => {
    const res = await gw.http().post('/api/login').set('X-Forwarded-For', gw.ip()).send({ email: 'two@acme.test', password: 'secret', remember_me: true }).expect(200);
    expect(res.body).toEqual({ data: { two_factor_required: true, challenge_id: 'ch-1', expires_at: '2026-11-22T05:00:00.000Z' } });
    const ip = gw.ip();
    const done = await gw.http().post('/api/login/two-factor').set('X-Forwarded-For', ip).send({ challenge_id: 'ch-1', code: '123456' }).expect(200);
    expect(done.body.data).toMatchObject({ access_token: granted.token, refresh_token: 'r-2', user: { id: 501, lang: 'bg' } });
    expect(last(AUTH_RPC.twoFactorVerify).payload).toEqual({ challenge_id: 'ch-1', code: '123456', ip });
  });

  it('passes a service’s error on unchanged', async () => {
    expect((await gw.http().post('/api/login').set('X-Forwarded-For', gw.ip()).send({ email: 'ana@acme.test', password: 'wrong' }).expect(401)).body).toEqual({ error: 'invalid_credentials' });
  });

  it('answers user-info with org’s user and auth’s flags, as the session’s user (not the token’s claims)', async () => {
    const s = await gw.session({ uid: 502, cid: 62, rid: 5, lang: 'mk', terms: false }, { rid: 1, cid: 1 });
    const res = await gw.http().get('/api/user-info').set('Authorization', `Bearer ${s.token}`).expect(200);
    expect(res.body).toEqual({ data: { user: { ...userInfoFor(502, 62), terms_conds: true, change_password_required: false, password_expired: false, lang: 'bg' } } });
    expect(last(ORG_RPC.userInfo).meta.actor).toEqual({ userId: 502, companyId: 62, roleId: 5, lang: 'mk' });
  });

  it('names the session in logout and password changes', async () => {
    const s = await gw.session({ uid: 503 });
    await gw.http().post('/api/vue-logout').set('Authorization', `Bearer ${s.token}`).expect(200);
    expect(last(AUTH_RPC.logout).payload).toEqual({ session_id: s.sid });
    const body = { old_password: 'Old!Pass1', password: STRONG, password_confirmation: STRONG };
    await gw.http().post('/api/password/change').set('Authorization', `Bearer ${s.token}`).send({ ...body, session_id: 'someone-else' }).expect(200);
    expect(last(AUTH_RPC.passwordChange).payload).toEqual({ ...body, session_id: s.sid });
  });

  it('submits the survey as the session’s user and role, whatever the body says', async () => {
    const s = await gw.session({ uid: 504, rid: 6 });
    const answers = { first_answer: 'a', second_answer: 'b', third_answer: 'c', fourth_answer: 'd', fifth_answer: 'e', sixth_answer: 'yes', seventh_answer: 'no', eighth_answer: 'yes', ninth_answer: 'no' };
    await gw.http().post('/api/submit-survey').set('Authorization', `Bearer ${s.token}`).send({ ...answers, user_id: 1, role_id: 1 }).expect(200);
    expect(last(ORG_RPC.submitSurvey).payload).toEqual({ ...answers, user_id: 504, role_id: 6 });
  });

  it('forwards an uploaded avatar as base64, and serves avatars as images', async () => {
    const s = await gw.session({ uid: 505 });
    const bytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3, 4]);
    const up = await gw.http().post('/api/avatar/upload').set('Authorization', `Bearer ${s.token}`).attach('avatar', bytes, 'me.png').expect(200);
    expect(up.body).toEqual({ data: { avatar_url: '/api/users/501/avatar' } });
    expect(last(ORG_RPC.setAvatar).payload).toEqual({ content_base64: bytes.toString('base64') });

    const img = await gw.http().get('/api/users/7/avatar').set('Authorization', `Bearer ${s.token}`).buffer(true).expect(200);
    expect(img.headers['content-type']).toBe('image/png');
    expect(img.headers['x-content-type-options']).toBe('nosniff');
    expect(Buffer.from(img.body as Buffer).toString()).toBe('PNG-BYTES');
    expect((await gw.http().get('/api/users/8/avatar').set('Authorization', `Bearer ${s.token}`).expect(404)).body).toEqual({ error: 'not_found' });
  });

  it('forwards only the settings that were sent', async () => {
    const s = await gw.session({ uid: 506, rid: 7 });
    const res = await gw.http().put('/api/settings').set('Authorization', `Bearer ${s.token}`).send({ two_factor_email: true, unknown: 1 }).expect(200);
    expect(last(ORG_RPC.updateSettings).payload).toEqual({ two_factor_email: true });
    expect(res.body.data.two_factor_email).toBe(true);
  });
});
