import { waitForMail } from '../support/mailbox';
import { bearer, json, login, PASSWORD, readyAdmin, register, solveBotCheck, uniqueEmail, verifyFromEmail } from '../support/identity';
import { tinyPng } from '../support/images';
import { api } from '../support/stack';


function upload(token: string, name: string, type: string, bytes: Buffer): RequestInit {
  const form = new FormData();
  form.append('avatar', new Blob([new Uint8Array(bytes)], { type }), name);
  return bearer(token, { method: 'POST', body: form });
}

describe('registration and e-mail verification', () => {
  it('registers a company, refuses login until the e-mailed link is opened, then lets the administrator in', async () => {
    const reg = await register('reg');
    expect(await api('/api/login', json({ email: reg.email, password: reg.password }))).toMatchObject({ status: 403, body: { error: 'email_not_verified' } });

    const verified = await verifyFromEmail(reg.email);
    expect(verified).toMatchObject({ status: 200, body: { data: { status: 'verified' } } });

    const session = await login(reg.email, reg.password);
    expect(session.access_token).toEqual(expect.any(String));
    const info = await api('/api/user-info', bearer(session.access_token));
    expect(info.status).toBe(200);
    const user = (info.body.data as { user: Record<string, unknown> }).user;
    expect(user).toMatchObject({ id: reg.userId, company_id: reg.companyId, roles: [{ id: 1 }], terms_conds: false, survey: 0 });
    for (const field of ['full_name', 'department_id', 'team_id', 'user_color', 'qr_code']) expect(user).toHaveProperty(field);
  });

  it('answers a second use of the link with already verified, and a forged or expired link with its key', async () => {
    const reg = await register('link');
    const mail = await waitForMail(reg.email);
    const url = new URL(mail.links.find((l) => l.includes('/email/verify/')) as string);
    expect((await api(`/api${url.pathname}${url.search}`)).body).toEqual({ data: { status: 'verified' } });
    expect((await api(`/api${url.pathname}${url.search}`)).body).toEqual({ data: { status: 'already_verified' } });
    const forged = url.pathname.replace(/\/[^/]+$/, '/AAAAforgedAAAA');
    expect(await api(`/api${forged}${url.search}`)).toMatchObject({ status: 400, body: { error: 'verification_link_invalid' } });
    expect(await api(`/api${url.pathname}?expires=1`)).toMatchObject({ status: 400 });
  });

  it('resends the verification e-mail with a link that works', async () => {
    const reg = await register('resend');
    await waitForMail(reg.email); // the first one
    expect(await api('/api/email/resend', json({ email: reg.email }))).toMatchObject({ status: 200 });
    expect((await verifyFromEmail(reg.email)).body).toEqual({ data: { status: 'verified' } });
  });

  it('refuses a taken e-mail, a weak password, missing terms and a bad bot check with field keys', async () => {
    const reg = await register('taken');
    const taken = await api(
      '/api/register',
      json({ company_name: 'X', email: reg.email, password: PASSWORD, password_confirmation: PASSWORD, account_type: 'company', terms: true, bot_check: await solveBotCheck() }),
    );
    expect(taken).toMatchObject({ status: 422, body: { errors: { email: ['email_taken'] } } });

    const weak = await api(
      '/api/register',
      json({ company_name: 'X', email: uniqueEmail('weak'), password: 'short', password_confirmation: 'other', account_type: 'company', terms: false, bot_check: await solveBotCheck() }),
    );
    expect(weak.status).toBe(422);
    const errors = weak.body.errors as Record<string, string[]>;
    expect(errors.password).toContain('password_too_short');
    expect(errors.password_confirmation).toEqual(['passwords_must_match']);
    expect(errors.terms).toEqual(['terms_required']);

    const bot = await api(
      '/api/register',
      json({ company_name: 'X', email: uniqueEmail('bot'), password: PASSWORD, password_confirmation: PASSWORD, account_type: 'company', terms: true, bot_check: 'bm90IGEgc29sdXRpb24=' }),
    );
    expect(bot).toMatchObject({ status: 400, body: { error: 'bot_check_failed' } });
  });

  it('refuses a bot-check solution used twice', async () => {
    const botCheck = await solveBotCheck();
    const body = (tag: string) => ({ company_name: 'X', email: uniqueEmail(tag), password: PASSWORD, password_confirmation: PASSWORD, account_type: 'company', terms: true, bot_check: botCheck });
    expect((await api('/api/register', json(body('once')))).status).toBe(201);
    expect(await api('/api/register', json(body('twice')))).toMatchObject({ status: 400, body: { error: 'bot_check_failed' } });
  });
});

describe('login, sessions and terms', () => {
  it('answers wrong credentials the same for an unknown e-mail and a wrong password', async () => {
    const admin = await readyAdmin('creds');
    expect(await api('/api/login', json({ email: admin.email, password: 'Wrong1!pass' }))).toMatchObject({ status: 401, body: { error: 'invalid_credentials' } });
    expect(await api('/api/login', json({ email: uniqueEmail('nobody'), password: 'Wrong1!pass' }))).toMatchObject({ status: 401, body: { error: 'invalid_credentials' } });
  });

  it('lets a user who has not accepted the terms call only user-info, terms, language and logout', async () => {
    const reg = await register('terms');
    await verifyFromEmail(reg.email);
    const { access_token: token } = await login(reg.email, reg.password);
    expect(await api('/api/profile', bearer(token))).toMatchObject({ status: 403, body: { error: 'terms_not_accepted' } });
    expect((await api('/api/user-info', bearer(token))).status).toBe(200);
    expect((await api('/api/change-user-lang', json({ user_lang: 'mk' }, token))).status).toBe(200);
    expect((await api('/api/accept-privacy-policy', json({}, token))).status).toBe(200);
    expect((await api('/api/profile', bearer(token))).status).toBe(200);
    const info = await api('/api/user-info', bearer(token));
    expect((info.body.data as { user: Record<string, unknown> }).user).toMatchObject({ terms_conds: true, lang: 'mk' });
  });

  it('revokes the session at logout and rotates refresh tokens', async () => {
    const admin = await readyAdmin('session');
    const { access_token, refresh_token } = admin.session;
    const refreshed = await api('/api/token/refresh', json({ refresh_token }));
    expect(refreshed.status).toBe(200);
    const next = refreshed.body.data as { access_token: string; refresh_token: string };
    expect(next.refresh_token).not.toBe(refresh_token);
    expect(await api('/api/token/refresh', json({ refresh_token }))).toMatchObject({ status: 401 });

    expect((await api('/api/vue-logout', json({}, next.access_token))).status).toBe(200);
    expect(await api('/api/user-info', bearer(next.access_token))).toMatchObject({ status: 401, body: { error: 'unauthenticated' } });
    expect(await api('/api/user-info', bearer(access_token))).toMatchObject({ status: 401 });
    expect(await api('/api/token/refresh', json({ refresh_token: next.refresh_token }))).toMatchObject({ status: 401 });
  });
});

describe('two-factor login by e-mailed code', () => {
  async function adminWithTwoFactor(tag: string) {
    const admin = await readyAdmin(tag);
    const put = await api('/api/settings', { ...json({ two_factor_email: true }, admin.session.access_token), method: 'PUT' });
    expect(put.status).toBe(200);
    return admin;
  }

  async function challenge(email: string): Promise<string> {
    // The settings event reaches auth asynchronously: retry until login asks for a code.
    for (let i = 0; i < 50; i++) {
      const res = await api('/api/login', json({ email, password: PASSWORD }));
      const data = res.body.data as { two_factor_required?: boolean; challenge_id?: string };
      if (data?.two_factor_required) return data.challenge_id as string;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error('login never asked for a two-factor code');
  }

  it('logs in with the e-mailed code; a wrong code and a resent-away code are refused', async () => {
    const admin = await adminWithTwoFactor('tfa');
    const challengeId = await challenge(admin.email);
    const first = await waitForMail(admin.email, /./);
    expect(first.code).toMatch(/^\d{6}$/);

    const wrong = String((Number(first.code) + 1) % 1_000_000).padStart(6, '0');
    expect(await api('/api/login/two-factor', json({ challenge_id: challengeId, code: wrong }))).toMatchObject({ status: 401, body: { error: 'invalid_2fa_code' } });

    expect((await api('/api/login/two-factor/resend', json({ challenge_id: challengeId }))).status).toBe(200);
    const second = await waitForMail(admin.email, /./);
    expect(await api('/api/login/two-factor', json({ challenge_id: challengeId, code: first.code }))).toMatchObject({ status: 401 });

    const ok = await api('/api/login/two-factor', json({ challenge_id: challengeId, code: second.code }));
    expect(ok.status).toBe(200);
    const data = ok.body.data as { access_token: string; user: { id: number } };
    expect(data.user.id).toBe(admin.userId);
    expect((await api('/api/user-info', bearer(data.access_token))).status).toBe(200);
    // Single use.
    expect(await api('/api/login/two-factor', json({ challenge_id: challengeId, code: second.code }))).toMatchObject({ status: 401, body: { error: 'invalid_or_expired_2fa_code' } });
  });

  it('locks a challenge after five wrong codes', async () => {
    const admin = await adminWithTwoFactor('lock');
    const challengeId = await challenge(admin.email);
    const mail = await waitForMail(admin.email, /./);
    const wrong = String((Number(mail.code) + 7) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < 5; i++) await api('/api/login/two-factor', json({ challenge_id: challengeId, code: wrong }));
    expect(await api('/api/login/two-factor', json({ challenge_id: challengeId, code: mail.code }))).toMatchObject({ status: 401, body: { error: 'invalid_or_expired_2fa_code' } });
  });
});

describe('password reset by e-mailed code and password changes', () => {
  it('answers forgot the same for unknown and known e-mails, resets with the code and revokes old sessions', async () => {
    const admin = await readyAdmin('reset');
    const unknown = await api('/api/password/forgot', json({ email: uniqueEmail('ghost') }));
    const known = await api('/api/password/forgot', json({ email: admin.email }));
    expect(unknown.status).toBe(200);
    expect(known.body).toEqual(unknown.body);

    const mail = await waitForMail(admin.email, /./);
    expect(mail.code).toMatch(/^\d{6}$/);
    const newPassword = 'Changed2@pass';
    expect(await api('/api/password/reset', json({ email: admin.email, code: '000000', password: newPassword, password_confirmation: newPassword }))).toMatchObject({
      status: 400,
      body: { error: 'invalid_or_expired_reset_code' },
    });
    expect((await api('/api/password/reset', json({ email: admin.email, code: mail.code, password: newPassword, password_confirmation: newPassword }))).status).toBe(200);
    // Single use, old session gone, old password refused, new one works.
    expect((await api('/api/password/reset', json({ email: admin.email, code: mail.code, password: newPassword, password_confirmation: newPassword }))).status).toBe(400);
    expect(await api('/api/user-info', bearer(admin.session.access_token))).toMatchObject({ status: 401 });
    expect(await api('/api/login', json({ email: admin.email, password: PASSWORD }))).toMatchObject({ status: 401, body: { error: 'invalid_credentials' } });
    expect((await login(admin.email, newPassword)).access_token).toEqual(expect.any(String));
  });

  it('changes the password from the profile with the spec’s messages', async () => {
    const admin = await readyAdmin('change');
    const token = admin.session.access_token;
    const change = (body: object) => api('/api/profile/updateUserPassword', json(body, token));
    expect(await change({ old_password: 'Nope1!nope', password: 'Next1!pass', password_confirmation: 'Next1!pass' })).toMatchObject({
      status: 422,
      body: { errors: { old_password: ['wrong_old_password'] } },
    });
    expect(await change({ old_password: PASSWORD, password: PASSWORD, password_confirmation: PASSWORD })).toMatchObject({ status: 422, body: { errors: { password: ['passwords_must_differ'] } } });
    expect((await change({ old_password: PASSWORD, password: 'Next1!pass', password_confirmation: 'Next2!pass' })).body).toEqual({ errors: { password_confirmation: ['passwords_must_match'] } });
    expect((await change({ old_password: PASSWORD, password: 'Next1!pass', password_confirmation: 'Next1!pass' })).status).toBe(200);
    expect((await login(admin.email, 'Next1!pass')).access_token).toEqual(expect.any(String));
  });
});

describe('profile, avatar and survey', () => {
  it('serves the profile lists in the user’s language', async () => {
    const admin = await readyAdmin('lists');
    const token = admin.session.access_token;
    await api('/api/change-user-lang', json({ user_lang: 'bg' }, token));
    for (const path of ['/api/profile', '/api/profile-religions', '/api/profile-nationalities', '/api/profile-countries']) {
      expect((await api(path, bearer(token))).status).toBe(200);
    }
    const countries = (await api('/api/profile-countries', bearer(token))).body.data as Array<{ code: string; name: string }>;
    expect(countries.find((c) => c.code === 'DE')?.name).toBe('Германия');
  });

  it('accepts a PNG avatar by its content, refuses a disguised text file and a big file, and keeps it within the company', async () => {
    const admin = await readyAdmin('avatar');
    const other = await readyAdmin('avatar-other');
    const token = admin.session.access_token;
    const ok = await api('/api/avatar/upload', upload(token, 'me.png', 'image/png', tinyPng()));
    expect(ok.status).toBe(200);
    expect(await api('/api/avatar/upload', upload(token, 'me.png', 'image/png', Buffer.from('not an image at all')))).toMatchObject({
      status: 422,
      body: { errors: { avatar: ['file_must_be_image'] } },
    });
    const big = Buffer.concat([tinyPng(), Buffer.alloc(1_100_000)]);
    expect(await api('/api/avatar/upload', upload(token, 'big.png', 'image/png', big))).toMatchObject({ status: 422, body: { errors: { avatar: ['file_too_large_1mb'] } } });

    const own = await fetch(`${process.env.E2E_BASE_URL ?? 'http://127.0.0.1:18080'}/api/users/${admin.userId}/avatar`, bearer(token));
    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toContain('image/png');
    expect(await api(`/api/users/${admin.userId}/avatar`, bearer(other.session.access_token))).toMatchObject({ status: 404 });
  });

  it('records the nine-question survey once', async () => {
    const admin = await readyAdmin('survey');
    const token = admin.session.access_token;
    const answers = {
      user_id: admin.userId,
      role_id: 1,
      first_answer: 'Clocking in',
      second_answer: 'Reports',
      third_answer: 'Nothing',
      fourth_answer: 'Yes',
      fifth_answer: 'Faster exports',
      sixth_answer: 'yes',
      seventh_answer: 'no',
      eighth_answer: 'yes',
      ninth_answer: 'no',
    };
    expect(await api('/api/submit-survey', json({ ...answers, first_answer: 'x'.repeat(251) }, token))).toMatchObject({ status: 422 });
    expect((await api('/api/submit-survey', json(answers, token))).status).toBe(200);
    expect(((await api('/api/user-info', bearer(token))).body.data as { user: { survey: number } }).user.survey).toBe(1);
  });
});

describe('roles and limits', () => {
  it('applies the spec’s route guards to the demo users (settings only for roles 1 and 7)', async () => {
    const expectations: Array<[string, number]> = [
      ['sysadmin', 200],
      ['deplead', 200],
      ['hr', 403],
      ['employee', 403],
      ['manager', 403],
    ];
    for (const [who, status] of expectations) {
      const session = await login(`${who}@demo.presently.local`, 'Presently1!');
      expect([who, (await api('/api/settings', bearer(session.access_token))).status]).toEqual([who, status]);
    }
  });

  it('limits login attempts per account with 429 and a key', async () => {
    const email = uniqueEmail('flood');
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await api('/api/login', json({ email, password: 'Wrong1!pass' }))).status);
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    const last = await api('/api/login', json({ email, password: 'Wrong1!pass' }));
    expect(last).toMatchObject({ status: 429, body: { error: 'too_many_requests' } });
  });

  it('never answers malformed bodies with a 5xx', async () => {
    const bodies: unknown[] = [{}, { email: 42, password: [] }, { email: 'x'.repeat(10_000), password: { a: 1 } }, [], 'null', { challenge_id: 5, code: true }];
    const paths = ['/api/login', '/api/login/two-factor', '/api/login/two-factor/resend', '/api/password/forgot', '/api/password/reset', '/api/register', '/api/email/resend', '/api/token/refresh'];
    for (const path of paths) {
      for (const body of bodies) {
        const res = await api(path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: typeof body === 'string' ? body : JSON.stringify(body) });
        expect([path, res.status < 500]).toEqual([path, true]);
      }
      const broken = await api(path, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"email":' });
      expect([path, broken.status]).toEqual([path, 400]);
    }
  });
});
