import { randomUUID } from 'node:crypto';
import type { INestMicroservice } from '@nestjs/common';
import { solveChallenge } from 'altcha-lib';
import { AUTH_RPC, AUTH_EVENT, ORG_EVENT, type BotCheckChallenge, type EmailVerifyResult, type RegisterResult, type UserChangedEvent } from '@presently/contracts';
import { testMeta, testPublisher, waitFor } from '@presently/testing';
import { AUTH_CONFIG, type AuthConfig } from '../../src/common/auth.config';
import { signVerification } from '../../src/registration/domain/verification-link';
import { SweepStaleRegistrationsUseCase } from '../../src/registration/usecases/sweep-stale-registrations/sweep-stale-registrations.usecase';
import { DEMO_PASSWORD, seedDemo } from '../../src/seed/demo-seed.command';
import { AuthHarness, PASSWORD } from './support/auth-harness';
import { orgStub, startOrgStub } from './support/org-stub';

const h = new AuthHarness();
let org: INestMicroservice;

beforeAll(async () => {
  await h.start();
  org = await startOrgStub(h.id() + 1_000_000);
});
afterAll(async () => {
  await org?.close();
  await h.stop();
});

async function solvedBotCheck(): Promise<string> {
  const challenge = await h.send<BotCheckChallenge>(AUTH_RPC.botCheckChallenge, {});
  const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber).promise;
  if (!solution) throw new Error('bot check not solved');
  const { algorithm, salt, signature } = challenge;
  return Buffer.from(JSON.stringify({ algorithm, challenge: challenge.challenge, number: solution.number, salt, signature })).toString('base64');
}

const form = (email: string, botCheck: string) => ({
  company_name: '  Acme Ltd ',
  email,
  password: PASSWORD,
  password_confirmation: PASSWORD,
  account_type: 'company',
  terms: true,
  bot_check: botCheck,
});

describe('bot check', () => {
  it('hands out ALTCHA challenges that expire in 10 minutes', async () => {
    const challenge = await h.send<BotCheckChallenge>(AUTH_RPC.botCheckChallenge, {});
    expect(challenge).toMatchObject({ algorithm: 'SHA-256', maxnumber: 1000 });
    const expires = Number(new URLSearchParams(challenge.salt.split('?')[1]).get('expires'));
    expect(expires * 1000 - Date.now()).toBeGreaterThan(9.5 * 60_000);
    expect(expires * 1000 - Date.now()).toBeLessThanOrEqual(10 * 60_000);
  });
});

describe('registration and e-mail verification', () => {
  it('registers a company: org creates it, auth the first account, and a verification link goes out', async () => {
    const email = h.email('founder');
    const result = await h.send<RegisterResult>(AUTH_RPC.register, { ...form(email.toUpperCase(), await solvedBotCheck()), lang: 'mk' });
    const request = orgStub.registrations.at(-1);
    expect(request).toMatchObject({ company_name: 'Acme Ltd', account_type: 'company', email, lang: 'mk', registration_id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect(result).toEqual({ company_id: expect.any(Number), user_id: expect.any(Number) });

    const [account] = await h.sql('SELECT role_id, status, lang, email_verified_at, terms_accepted_at, must_change_password, password_changed_at FROM auth.accounts WHERE user_id = $1', [result.user_id]);
    expect(account).toMatchObject({ role_id: 1, status: 'active', lang: 'mk', email_verified_at: null, must_change_password: false });
    expect(account.terms_accepted_at).toBeNull(); // accepted in the terms step after the first login
    expect(account.password_changed_at).toBeInstanceOf(Date);

    const event = await h.capture.next(AUTH_EVENT.emailVerificationRequested, email);
    expect(event.payload).toMatchObject({ user_id: result.user_id, email, lang: 'mk' });
    const url = new URL(event.payload.verify_url as string);
    const [, , , id, hash] = url.pathname.split('/');
    const expires = Number(url.searchParams.get('expires'));
    expect(url.pathname.startsWith(`/email/verify/${result.user_id}/`)).toBe(true);
    expect(expires * 1000 - Date.now()).toBeGreaterThan(23.9 * 3600_000);

    expect(await h.failure(AUTH_RPC.login, { email, password: PASSWORD })).toEqual({ status: 403, error: 'email_not_verified' });
    expect(await h.failure(AUTH_RPC.emailVerify, { id, hash: `${hash.slice(0, -2)}xx`, expires })).toEqual({ status: 400, error: 'verification_link_invalid' });
    expect(await h.failure(AUTH_RPC.emailVerify, { id, hash, expires: expires + 1 })).toEqual({ status: 400, error: 'verification_link_invalid' });
    await expect(h.send<EmailVerifyResult>(AUTH_RPC.emailVerify, { id, hash, expires: String(expires) })).resolves.toEqual({ status: 'verified' });
    await expect(h.send<EmailVerifyResult>(AUTH_RPC.emailVerify, { id: Number(id), hash, expires })).resolves.toEqual({ status: 'already_verified' });

    const { sid } = await h.loginTokens(email);
    expect(await h.record(sid)).toMatchObject({ uid: result.user_id, cid: result.company_id, rid: 1, terms: false, lang: 'mk' });
  });

  it('refuses a replayed bot check, a taken e-mail and a form with errors', async () => {
    const botCheck = await solvedBotCheck();
    const email = h.email('replay');
    await h.send(AUTH_RPC.register, form(email, botCheck));
    expect(await h.failure(AUTH_RPC.register, form(h.email('replay2'), botCheck))).toEqual({ status: 400, error: 'bot_check_failed' });
    expect(await h.failure(AUTH_RPC.register, form(email, await solvedBotCheck()))).toEqual({ status: 422, errors: { email: ['email_taken'] } });
    expect(await h.failure(AUTH_RPC.register, form(h.email('forged'), Buffer.from('{"nope":1}').toString('base64')))).toEqual({ status: 400, error: 'bot_check_failed' });

    const before = orgStub.registrations.length;
    expect(
      await h.failure(AUTH_RPC.register, {
        company_name: 'x'.repeat(256),
        email: 'nope',
        password: 'weak',
        password_confirmation: 'weaker',
        account_type: 'club',
        terms: false,
      }),
    ).toEqual({
      status: 422,
      errors: {
        company_name: ['max_255_characters'],
        email: ['email_invalid'],
        password: ['password_too_short', 'password_uppercase_required', 'password_number_required', 'password_symbol_required'],
        password_confirmation: ['passwords_must_match'],
        account_type: ['invalid_option'],
        terms: ['terms_required'],
        // As the gateway answers a form without the widget's payload (the same contract schema).
        bot_check: ['bot_check_failed'],
      },
    });
    expect(orgStub.registrations.length).toBe(before); // nothing reached org
  });

  it('keeps a solved bot check usable after a 422 for a taken e-mail', async () => {
    const taken = await h.provision({ email: h.email('takenfirst'), companyId: h.id(), password: PASSWORD });
    const botCheck = await solvedBotCheck();
    expect(await h.failure(AUTH_RPC.register, form(taken.email, botCheck))).toEqual({ status: 422, errors: { email: ['email_taken'] } });
    await expect(h.send(AUTH_RPC.register, form(h.email('corrected'), botCheck))).resolves.toHaveProperty('user_id');
  });

  it('says an expired link has expired, unless the address is verified already', async () => {
    const email = h.email('lateclick');
    const { user_id } = await h.send<RegisterResult>(AUTH_RPC.register, form(email, await solvedBotCheck()));
    const config = h.service.app.get<AuthConfig>(AUTH_CONFIG);
    const expires = Math.floor(Date.now() / 1000) - 60;
    const hash = signVerification(config.linkKey, user_id, email, expires);
    expect(await h.failure(AUTH_RPC.emailVerify, { id: user_id, hash, expires })).toEqual({ status: 400, error: 'verification_link_expired' });
    await h.sql('UPDATE auth.accounts SET email_verified_at = now() WHERE user_id = $1', [user_id]);
    await expect(h.send(AUTH_RPC.emailVerify, { id: user_id, hash, expires })).resolves.toEqual({ status: 'already_verified' });
    expect(await h.failure(AUTH_RPC.emailVerify, { id: 'abc', expires: -1 })).toEqual({
      status: 422,
      errors: { id: ['invalid_option'], hash: ['field_required'], expires: ['invalid_option'] },
    });
    expect(await h.failure(AUTH_RPC.emailVerify, { id: h.id(), hash, expires })).toEqual({ status: 400, error: 'verification_link_invalid' });
  });

  it('resends a link only to an unverified address, answering the same for any address', async () => {
    const email = h.email('resend');
    await h.send<RegisterResult>(AUTH_RPC.register, form(email, await solvedBotCheck()));
    await h.capture.next(AUTH_EVENT.emailVerificationRequested, email);
    await expect(h.send(AUTH_RPC.emailResend, { email })).resolves.toEqual({ ok: true });
    await h.capture.next(AUTH_EVENT.emailVerificationRequested, email, 1);

    const verified = await h.provision({ email: h.email('alreadyverified'), companyId: h.id(), password: PASSWORD });
    await expect(h.send(AUTH_RPC.emailResend, { email: verified.email })).resolves.toEqual({ ok: true });
    await expect(h.send(AUTH_RPC.emailResend, { email: h.email('nobody') })).resolves.toEqual({ ok: true });
    await new Promise((r) => setTimeout(r, 300));
    expect(h.capture.count(AUTH_EVENT.emailVerificationRequested, verified.email)).toBe(0);
  });
});

describe('registration racing org\'s user event', () => {
  it('completes the account the event made first: the password stays the registrant\'s, the invitation stops working', async () => {
    const email = h.email('raced');
    let invitationToken = '';
    orgStub.beforeRegisterReply = async (request, created) => {
      const publisher = testPublisher();
      try {
        const event: UserChangedEvent = {
          user_id: created.user_id,
          company_id: created.company_id,
          email: request.email,
          full_name: 'Raced Founder',
          role_id: 1,
          status: 'active',
          lang: request.lang,
          created: true,
          team_id: null,
          department_id: null,
          nationality_id: null,
          religion_id: null,
          qr_code: 'qr-itest',
          work_settings: { working_hours: 8, max_paid_break_minutes: 30, flexible_regular_hours: false, automatic_presence_stop: false, saving_images: false, disable_overtime: false, disable_presence_logging: false, use_web: true, use_mobile_app: true },
        };
        const envelope = await publisher.publish(ORG_EVENT.userChanged, event, testMeta());
        await waitFor(async () => (await h.sql('SELECT 1 FROM auth.processed_events WHERE event_id = $1', [envelope.id])).length > 0);
        const [row] = await h.sql<{ token_hash: string }>('SELECT token_hash FROM auth.invitations WHERE user_id = $1', [created.user_id]);
        invitationToken = row.token_hash;
      } finally {
        await publisher.close();
      }
    };
    try {
      const result = await h.send<RegisterResult>(AUTH_RPC.register, form(email, await solvedBotCheck()));
      expect(invitationToken).toMatch(/^[0-9a-f]{64}$/); // the event was applied before the registration's insert
      const [account] = await h.sql<{ password_hash: string | null; role_id: number }>('SELECT password_hash, role_id FROM auth.accounts WHERE user_id = $1', [result.user_id]);
      expect(account.password_hash?.startsWith('$argon2id$')).toBe(true);
      expect(account.role_id).toBe(1);
      expect(await h.sql('SELECT 1 FROM auth.invitations WHERE user_id = $1', [result.user_id])).toEqual([]);
      expect(await h.failure(AUTH_RPC.login, { email, password: PASSWORD })).toEqual({ status: 403, error: 'email_not_verified' });
      await h.capture.next(AUTH_EVENT.emailVerificationRequested, email);
    } finally {
      orgStub.beforeRegisterReply = null;
    }
  });
});

describe('registration as one saga owned by auth', () => {
  const completions = (registrationId: string) =>
    h.sql<{ payload: { registration_id: string; company_id: number; user_id: number } }>(
      "SELECT payload FROM auth.outbox WHERE name = 'auth.registration.completed.v1' AND payload->>'registration_id' = $1",
      [registrationId],
    );

  it('answers a retried registration (the same form again) with the same company, sequentially and racing', async () => {
    const email = h.email('retried');
    const request = form(email, await solvedBotCheck());
    const first = await h.send<RegisterResult>(AUTH_RPC.register, request);
    const again = await h.send<RegisterResult>(AUTH_RPC.register, request);
    expect(again).toEqual(first);
    const ids = new Set(orgStub.registrations.filter((r) => r.email === email).map((r) => r.registration_id));
    expect(ids.size).toBe(1); // org was asked for the same registration both times: one company
    const [registrationId] = [...ids];
    expect(await h.sql('SELECT user_id FROM auth.accounts WHERE email = $1', [email])).toEqual([{ user_id: first.user_id }]);
    expect((await completions(registrationId)).map((r) => r.payload)).toEqual([{ registration_id: registrationId, ...first }]);

    // The same form with another password is not the same registration.
    expect(await h.failure(AUTH_RPC.register, { ...request, password: 'Other1234!', password_confirmation: 'Other1234!' })).toEqual({
      status: 422,
      errors: { email: ['email_taken'] },
    });

    const racedEmail = h.email('raceretry');
    const raced = form(racedEmail, await solvedBotCheck());
    const answers = await Promise.all([1, 2, 3].map(() => h.send<RegisterResult>(AUTH_RPC.register, raced)));
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(new Set(orgStub.registrations.filter((r) => r.email === racedEmail).map((r) => r.registration_id)).size).toBe(1);
    expect(await h.sql('SELECT user_id FROM auth.accounts WHERE email = $1', [racedEmail])).toEqual([{ user_id: answers[0].user_id }]);
  });

  it('abandons org\'s company when its own step is refused, and a retry of the same form completes it', async () => {
    const email = h.email('refused');
    // auth's database refuses this registrant's account (as a failing disk or a lost connection would).
    await h.sql(`CREATE OR REPLACE FUNCTION auth.itest_refuse_account() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.email = '${email}' THEN RAISE EXCEPTION 'itest: account refused'; END IF; RETURN NEW; END $$`);
    await h.sql('CREATE TRIGGER itest_refuse_account BEFORE INSERT ON auth.accounts FOR EACH ROW EXECUTE FUNCTION auth.itest_refuse_account()');
    const request = form(email, await solvedBotCheck());
    try {
      expect(await h.failure(AUTH_RPC.register, request)).toMatchObject({ status: 500 });
    } finally {
      await h.sql('DROP TRIGGER itest_refuse_account ON auth.accounts');
    }
    const [asked] = orgStub.registrations.filter((r) => r.email === email);
    expect(orgStub.abandoned).toContain(asked.registration_id);
    expect(orgStub.companies.has(asked.registration_id)).toBe(false); // org holds nothing of it
    expect(await h.sql('SELECT 1 FROM auth.accounts WHERE email = $1', [email])).toEqual([]);
    expect(await completions(asked.registration_id)).toEqual([]);
    expect(h.capture.count(AUTH_EVENT.emailVerificationRequested, email)).toBe(0);
    expect(await h.failure(AUTH_RPC.login, { email, password: PASSWORD })).toMatchObject({ status: 401 });

    // The client's retry (the same form, the same solved bot check) makes it whole.
    const result = await h.send<RegisterResult>(AUTH_RPC.register, request);
    expect(orgStub.companies.get(asked.registration_id)).toEqual(result);
    expect(await h.sql('SELECT role_id FROM auth.accounts WHERE user_id = $1', [result.user_id])).toEqual([{ role_id: 1 }]);
    expect((await completions(asked.registration_id)).map((r) => r.payload)).toEqual([{ registration_id: asked.registration_id, ...result }]);
  });

  it('abandons org\'s company when the address was taken while org made it', async () => {
    const email = h.email('snatched');
    orgStub.beforeRegisterReply = async () => {
      await h.provision({ email, companyId: h.id(), password: PASSWORD });
    };
    try {
      expect(await h.failure(AUTH_RPC.register, form(email, await solvedBotCheck()))).toEqual({ status: 422, errors: { email: ['email_taken'] } });
    } finally {
      orgStub.beforeRegisterReply = null;
    }
    const [asked] = orgStub.registrations.filter((r) => r.email === email);
    expect(orgStub.abandoned).toContain(asked.registration_id);
    expect(orgStub.companies.has(asked.registration_id)).toBe(false);
    expect(await completions(asked.registration_id)).toEqual([]);
  });
});

describe('unfinished registrations (auth died between org\'s step and its own)', () => {
  /** Sweeps until nothing due is left (the shared test database may hold other runs' rows before ours). */
  async function sweep(): Promise<void> {
    const usecase = h.service.app.get(SweepStaleRegistrationsUseCase);
    for (let round = 0; round < 20; round += 1) {
      const { abandoned, completed, left } = await usecase.execute();
      if (abandoned + completed + left === 0) return;
    }
  }
  /** What auth's record of a registration says. */
  const record = async (registrationId: string) =>
    (await h.sql<{ state: string }>('SELECT state FROM auth.registrations WHERE registration_id = $1', [registrationId]))[0]?.state;
  /** As if auth had died after org's step: org made the company, auth wrote only its start, long ago. */
  async function diedAfterOrgsStep(minutesAgo: number): Promise<string> {
    const registrationId = randomUUID();
    const id = h.id();
    orgStub.companies.set(registrationId, { company_id: id, user_id: id + 1 });
    await h.sql(
      `INSERT INTO auth.registrations (registration_id, company_id, user_id, started_at, sweep_after)
       VALUES ($1, $2, $3, now() - make_interval(mins => $4::int), now() - make_interval(mins => $4::int) + interval '15 minutes')`,
      [registrationId, id, id + 1, minutesAgo],
    );
    return registrationId;
  }

  it('records each registration as started and then completed with the account', async () => {
    const email = h.email('recorded');
    await h.send<RegisterResult>(AUTH_RPC.register, form(email, await solvedBotCheck()));
    const [asked] = orgStub.registrations.filter((r) => r.email === email);
    expect(await record(asked.registration_id)).toBe('completed');
  });

  it('abandons in org a registration left unfinished once no retry can complete it, and only then', async () => {
    const stale = await diedAfterOrgsStep(20);
    const recent = await diedAfterOrgsStep(5); // its client may still retry with the same bot check
    await sweep();
    expect(orgStub.abandoned).toContain(stale);
    expect(orgStub.companies.has(stale)).toBe(false); // the company is gone and its address free again
    expect(await record(stale)).toBe('abandoned');
    expect(orgStub.abandoned).not.toContain(recent);
    expect(orgStub.companies.has(recent)).toBe(true);
    expect(await record(recent)).toBe('started');
    // A second sweep has nothing left to do with it.
    const before = orgStub.abandoned.filter((r) => r === stale).length;
    await sweep();
    expect(orgStub.abandoned.filter((r) => r === stale).length).toBe(before);
  });

  it('never abandons a registration whose account exists', async () => {
    const registrationId = await diedAfterOrgsStep(30);
    const [{ user_id: userId, company_id: companyId }] = await h.sql<{ user_id: number; company_id: number }>(
      'SELECT user_id, company_id FROM auth.registrations WHERE registration_id = $1',
      [registrationId],
    );
    await h.provision({ email: h.email('kept'), companyId, userId, password: PASSWORD });
    await sweep();
    expect(orgStub.abandoned).not.toContain(registrationId);
    expect(await record(registrationId)).toBe('completed');
  });
});

describe('demo seed (node main.js seed)', () => {
  it('gives every demo user a verified account with the demo password, idempotently', async () => {
    const companyId = h.id();
    orgStub.demo = {
      company_id: companyId,
      users: [
        { user_id: h.id(), email: h.email('Demo.Admin'), role_id: 1, full_name: 'Demo Admin' },
        { user_id: h.id(), email: h.email('demo.employee'), role_id: 5, full_name: 'Demo Employee' },
      ],
      // No staff: the activity step (absences, presence) has nobody to write for.
      people: [],
      shifts: [],
      timezone: 'Europe/Skopje',
      holiday_dates: [],
    };
    const first = await seedDemo();
    const second = await seedDemo();
    expect(second).toEqual(first);
    expect(first).toEqual([
      { email: h.email('demo.admin'), password: DEMO_PASSWORD, role_id: 1 },
      { email: h.email('demo.employee'), password: DEMO_PASSWORD, role_id: 5 },
    ]);
    const { sid } = await h.loginTokens(first[1].email, DEMO_PASSWORD);
    expect(await h.record(sid)).toMatchObject({ cid: companyId, rid: 5, terms: true, pcr: false });
  });
});
