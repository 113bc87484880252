import { RouteRegistry } from '../../src/access/route-registry';
import { GatewayHarness, type TestSession } from './support/gateway-harness';
import { EMPTY_BODY_OK, requestFor, routeName } from './support/route-table';

const STRONG = 'Str0ng!Pass';
const huge = 'x'.repeat(20_000);

/** A session that passes the state gate of each kind of route. */
type Kind = 'public' | 'member' | 'forced' | 'expired';

describe('gateway auth API: bodies are validated into keys, never a 500', () => {
  const gw = new GatewayHarness();
  const sessions = {} as Record<Kind, TestSession | undefined>;

  beforeAll(async () => {
    // Generous limits: this suite is about bodies, not about rate limits.
    await gw.start({ RATE_LIMIT_IP_PER_MINUTE: '100000', RATE_LIMIT_ACCOUNT_PER_15_MINUTES: '100000' });
    sessions.public = undefined;
    sessions.member = await gw.session({ rid: 1 });
    sessions.forced = await gw.session({ rid: 1, pcr: true });
    sessions.expired = await gw.session({ rid: 1, pexp: true });
  });

  afterAll(() => gw.stop());

  const post = (path: string, kind: Kind = 'public', method: 'post' | 'put' = 'post') => {
    let req = gw.http()[method](path).set('X-Forwarded-For', gw.ip());
    const s = sessions[kind];
    if (s) req = req.set('Authorization', `Bearer ${s.token}`);
    return req;
  };

  const expect422 = async (path: string, body: unknown, errors: Record<string, string[]>, kind: Kind = 'public', method: 'post' | 'put' = 'post') => {
    gw.trackAccountsOf(body);
    const res = await post(path, kind, method).send(body as object);
    expect({ path, body, status: res.status, response: res.body }).toEqual({ path, body, status: 422, response: { errors } });
  };

  it('names every missing field of the sign-in calls', async () => {
    await expect422('/api/login', {}, { email: ['field_required'], password: ['field_required'] });
    await expect422('/api/login/two-factor', {}, { challenge_id: ['field_required'], code: ['field_required'] });
    await expect422('/api/login/two-factor/resend', {}, { challenge_id: ['field_required'] });
    await expect422('/api/token/refresh', {}, { refresh_token: ['field_required'] });
    await expect422('/api/password/forgot', {}, { email: ['field_required'] });
    await expect422('/api/password/reset', {}, {
      email: ['field_required'],
      code: ['field_required'],
      password: ['new_password_required'],
      password_confirmation: ['repeat_password_required'],
    });
    await expect422('/api/email/resend', {}, { email: ['field_required'] });
  });

  it('answers wrong types, arrays and objects for strings with keys', async () => {
    await expect422('/api/login', { email: 'not-an-email', password: 5, remember_me: 'yes' }, { email: ['email_invalid'], password: ['invalid_option'], remember_me: ['invalid_option'] });
    await expect422('/api/login', { email: ['a@b.co'], password: ['x'] }, { email: ['email_invalid'], password: ['invalid_option'] });
    await expect422('/api/login', { email: { $ne: '' }, password: { $gt: '' } }, { email: ['email_invalid'], password: ['invalid_option'] });
    await expect422('/api/login', { email: null, password: '' }, { email: ['field_required'], password: ['field_required'] });
    await expect422('/api/login/two-factor', { challenge_id: 12, code: true }, { challenge_id: ['invalid_option'], code: ['invalid_option'] });
    await expect422('/api/password/forgot', { email: 'a@b.co', lang: 'fr' }, { lang: ['invalid_option'] });
  });

  it('answers oversized strings with a length key', async () => {
    await expect422('/api/login', { email: `${huge}@example.com`, password: huge }, { email: ['email_invalid', 'max_250_characters'], password: ['max_250_characters'] });
    await expect422('/api/login/two-factor', { challenge_id: huge, code: huge }, { challenge_id: ['invalid_option'], code: ['invalid_2fa_code'] });
    await expect422('/api/token/refresh', { refresh_token: huge }, { refresh_token: ['invalid_option'] });
  });

  it('checks registration: password policy, account type, terms and bot check', async () => {
    await expect422('/api/register', {}, {
      company_name: ['field_required'],
      email: ['field_required'],
      password: ['new_password_required'],
      password_confirmation: ['repeat_password_required'],
      account_type: ['field_required'],
      terms: ['terms_required'],
      bot_check: ['bot_check_failed'],
    });
    await expect422(
      '/api/register',
      { company_name: 'Acme', email: 'ana@acme.test', password: 'short', password_confirmation: 'other', account_type: 'club', terms: false, bot_check: 'abc' },
      {
        password: ['password_too_short', 'password_uppercase_required', 'password_number_required', 'password_symbol_required'],
        password_confirmation: ['passwords_must_match'],
        account_type: ['invalid_option'],
        terms: ['terms_required'],
      },
    );
    gw.trackAccountsOf({ email: 'ana@acme.test' });
    const ok = await post('/api/register').send({ company_name: ' Acme ', email: 'ana@acme.test', password: STRONG, password_confirmation: STRONG, account_type: 'non_profit', terms: true, bot_check: 'abc' });
    expect(ok.status).toBe(503);
  });

  it('checks the password changes of a signed-in user with the shared policy', async () => {
    await expect422('/api/profile/updateUserPassword', {}, { old_password: ['old_password_required'], password: ['new_password_required'], password_confirmation: ['repeat_password_required'] }, 'member');
    await expect422('/api/password/change', { old_password: STRONG, password: STRONG, password_confirmation: STRONG }, { password: ['passwords_must_differ'] }, 'member');
    await expect422('/api/first-password-change', { password: 'abcdefgh', password_confirmation: 'abcdefgh' }, { password: ['password_uppercase_required', 'password_number_required', 'password_symbol_required'] }, 'forced');
    await expect422('/api/password/expired-change', { old_password: 'x', password: STRONG, password_confirmation: `${STRONG}x` }, { password_confirmation: ['passwords_must_match'] }, 'expired');
  });

  it('checks language, survey and settings', async () => {
    await expect422('/api/change-user-lang', { user_lang: 'fr' }, { user_lang: ['invalid_option'] }, 'member');
    await expect422('/api/change-user-lang', {}, { user_lang: ['field_required'] }, 'member');
    const survey = await post('/api/submit-survey', 'member').send({ first_answer: huge, second_answer: 3, sixth_answer: 'maybe', user_id: 'me' });
    expect(survey.status).toBe(422);
    expect(survey.body.errors).toEqual({
      user_id: ['invalid_option'],
      first_answer: ['max_250_characters'],
      second_answer: ['invalid_option'],
      third_answer: ['field_required'],
      fourth_answer: ['field_required'],
      fifth_answer: ['field_required'],
      sixth_answer: ['invalid_option'],
      seventh_answer: ['field_required'],
      eighth_answer: ['field_required'],
      ninth_answer: ['field_required'],
    });
    await expect422('/api/settings', { language: 'xx', timezone: 'Mars/Olympus', two_factor_email: 'on' }, { language: ['invalid_option'], timezone: ['invalid_option'], two_factor_email: ['invalid_option'] }, 'member', 'put');
    expect((await post('/api/settings', 'member', 'put').send({ timezone: 'Europe/Skopje', password_reset_3_months: true })).status).toBe(503);
  });

  it('answers bodies that are not a JSON object with 400 or 422, never 5xx', async () => {
    gw.trackAccountsOf({ email: 'a@b.co' });
    const bad = await post('/api/login').set('Content-Type', 'application/json').send('{"email": ');
    expect([bad.status, bad.body]).toEqual([400, { error: 'malformed_body' }]);
    const array = await post('/api/login').set('Content-Type', 'application/json').send('[{"email":"a@b.co","password":"x"}]');
    expect([array.status, array.body]).toEqual([400, { error: 'malformed_body' }]);
    const scalar = await post('/api/login').set('Content-Type', 'application/json').send('"a@b.co"');
    expect(scalar.status).toBe(400);
    const text = await post('/api/login').set('Content-Type', 'text/plain').send('email=a@b.co');
    expect([text.status, text.body]).toEqual([422, { errors: { email: ['field_required'], password: ['field_required'] } }]);
    const form = await post('/api/login').type('form').send({ email: 'a@b.co', password: 'x', remember_me: 'true' });
    expect([form.status, form.body]).toEqual([422, { errors: { remember_me: ['invalid_option'] } }]);
    const none = await post('/api/password/forgot');
    expect([none.status, none.body]).toEqual([422, { errors: { email: ['field_required'] } }]);
  });

  it('answers every body route of the registry with a 4xx for garbage (or reaches a service when the body may be empty)', async () => {
    const routes = gw.app.get(RouteRegistry).routes().filter((r) => r.method !== 'GET');
    const kindOf = (path: string, access: string): Kind =>
      access === 'public' ? 'public' : path === '/api/first-password-change' ? 'forced' : path === '/api/password/expired-change' ? 'expired' : 'member';
    const garbage: Array<{ type: string; body: string }> = [
      { type: 'application/json', body: '{}' },
      { type: 'application/json', body: '[]' },
      { type: 'application/json', body: '{"email":[1,2],"password":{"a":1},"user_lang":7,"old_password":null,"name":[],"action":{},"year":"x","approval_steps":[true]}' },
      { type: 'application/json', body: JSON.stringify(Object.fromEntries(['email', 'password', 'code', 'challenge_id', 'refresh_token', 'company_name', 'first_answer', 'timezone', 'token', 'name', 'full_name', 'description'].map((k) => [k, 'x'.repeat(100_000)]))) },
      { type: 'application/json', body: '{"__proto__":{"admin":true},"constructor":{"prototype":{"x":1}}}' },
      { type: 'application/json', body: '{not json' },
      { type: 'text/plain', body: 'hello' },
      { type: 'application/xml', body: '<a/>' },
    ];
    const failures: unknown[] = [];
    for (const r of routes) {
      const route = routeName(r);
      // The garbage of one route at once: a call that reaches the stopped service waits for its timeout.
      const results = await Promise.all(
        garbage.map(async (g) => {
          try {
            gw.trackAccountsOf(JSON.parse(g.body));
          } catch {
            // Not JSON: no account named.
          }
          const req = requestFor(gw, route, sessions[kindOf(r.path, r.access.kind)]).set('X-Forwarded-For', gw.ip()).set('Content-Type', g.type);
          return { g, res: await req.send(g.body) };
        }),
      );
      for (const { g, res } of results) {
        const fine = res.status >= 400 && res.status < 500 ? true : EMPTY_BODY_OK.has(route) && res.status === 503;
        if (!fine || res.status === 500 || JSON.stringify(res.body).includes('at ')) failures.push({ route, garbage: g.body.slice(0, 40), status: res.status, body: res.body });
      }
    }
    expect(failures).toEqual([]);
  });

  describe('avatar upload', () => {
    const upload = (field: string, bytes: Buffer | null) => {
      const req = post('/api/avatar/upload', 'member');
      return bytes ? req.attach(field, bytes, 'me.png') : req;
    };

    it('requires a file in the avatar field', async () => {
      expect((await upload('avatar', null).expect(422)).body).toEqual({ errors: { avatar: ['file_required'] } });
      expect((await upload('picture', Buffer.from('png')).expect(422)).body).toEqual({ errors: { avatar: ['file_required'] } });
      expect((await post('/api/avatar/upload', 'member').send({ avatar: 'data:image/png;base64,AAAA' }).expect(422)).body).toEqual({ errors: { avatar: ['file_required'] } });
      expect((await upload('avatar', Buffer.alloc(0)).expect(422)).body).toEqual({ errors: { avatar: ['file_required'] } });
    });

    it('refuses more than 1 MB with 422 file_too_large_1mb, and forwards 1 MB exactly', async () => {
      const mb = 1024 * 1024;
      expect((await upload('avatar', Buffer.alloc(mb + 1, 1)).expect(422)).body).toEqual({ errors: { avatar: ['file_too_large_1mb'] } });
      expect((await upload('avatar', Buffer.alloc(5 * mb, 1)).expect(422)).body).toEqual({ errors: { avatar: ['file_too_large_1mb'] } });
      expect((await upload('avatar', Buffer.alloc(mb, 1))).status).toBe(503);
    });

    it('answers a broken multipart body with 400', async () => {
      const res = await post('/api/avatar/upload', 'member').set('Content-Type', 'multipart/form-data; boundary=XYZ').send('--XYZ\r\nContent-Disposition: form-data; name="avatar"; filename="a.png"\r\n\r\nabc');
      expect([res.status, res.body]).toEqual([400, { error: 'malformed_body' }]);
      const two = await post('/api/avatar/upload', 'member').attach('avatar', Buffer.from('a'), 'a.png').attach('other', Buffer.from('b'), 'b.png');
      expect(two.status).toBe(400);
    });
  });

  it('answers a user avatar for a malformed id with 404, and a well-formed one from org (503 while it is down)', async () => {
    const auth = `Bearer ${sessions.member!.token}`;
    expect((await gw.http().get('/api/users/abc/avatar').set('Authorization', auth).expect(404)).body).toEqual({ error: 'not_found' });
    await gw.http().get('/api/users/0/avatar').set('Authorization', auth).expect(404);
    await gw.http().get('/api/users/99999999999/avatar').set('Authorization', auth).expect(404);
    await gw.http().get('/api/users/12/avatar').set('Authorization', auth).expect(503);
  });

  it('answers a malformed verification link with 400 verification_link_invalid', async () => {
    expect((await gw.http().get('/api/email/verify/abc/def?expires=1').expect(400)).body).toEqual({ error: 'verification_link_invalid' });
    await gw.http().get('/api/email/verify/1/abc').expect(400);
    await gw.http().get('/api/email/verify/1/abc?expires=soon').expect(400);
    await gw.http().get('/api/email/verify/1/abc?expires=1&expires=2').expect(400);
    await gw.http().get('/api/email/verify/1/abc%20def?expires=1').expect(400);
    await gw.http().get('/api/email/verify/1/0123abcdef?expires=1893456000').expect(503);
  });
});
