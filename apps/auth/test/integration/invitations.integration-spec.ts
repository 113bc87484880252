import { randomUUID } from 'node:crypto';
import * as amqplib from 'amqplib';
import { AUTH_RPC, AUTH_EVENT, ORG_EVENT, type EventEnvelope, type InvitationIssuedEvent, type UserChangedEvent } from '@presently/contracts';
import { EVENTS_EXCHANGE, type EventPublisher } from '@presently/messaging';
import { testMeta, testPublisher, waitFor } from '@presently/testing';
import { AuthHarness, PASSWORD } from './support/auth-harness';

const h = new AuthHarness();
const NEW_PASSWORD = 'Invited12#';
const PUBLIC_URL = (process.env.PUBLIC_URL ?? 'http://localhost:8080').replace(/\/+$/, '');

/** The invitations auth publishes, captured from the topic exchange through a temporary queue. */
class InvitationCapture {
  readonly events: EventEnvelope<InvitationIssuedEvent>[] = [];
  private connection: amqplib.ChannelModel | null = null;

  async start(): Promise<void> {
    this.connection = await amqplib.connect(process.env.RABBITMQ_URL as string);
    const ch = await this.connection.createChannel();
    await ch.assertExchange(EVENTS_EXCHANGE, 'topic', { durable: true });
    const { queue } = await ch.assertQueue('', { exclusive: true, autoDelete: true });
    await ch.bindQueue(queue, EVENTS_EXCHANGE, AUTH_EVENT.invitationIssued);
    await ch.consume(queue, (msg) => {
      if (msg) this.events.push(JSON.parse(msg.content.toString('utf8')) as EventEnvelope<InvitationIssuedEvent>);
    }, { noAck: true });
  }

  of(email: string): InvitationIssuedEvent[] {
    return this.events.filter((e) => e.payload.email === email).map((e) => e.payload);
  }

  /** The newest invitation to the address, waiting for one newer than the `after` first ones. */
  next(email: string, after = 0): Promise<InvitationIssuedEvent> {
    return waitFor(() => {
      const found = this.of(email);
      return found.length > after ? found[found.length - 1] : undefined;
    });
  }

  async stop(): Promise<void> {
    await this.connection?.close();
  }
}

const invitations = new InvitationCapture();
let publisher: EventPublisher;

beforeAll(async () => {
  await h.start();
  await invitations.start();
  publisher = testPublisher();
  await publisher.waitForConnect();
});
afterAll(async () => {
  await publisher?.close();
  await invitations.stop();
  await h.stop();
});

interface AccountRow {
  email: string;
  role_id: number;
  company_id: number;
  status: string;
  lang: string;
  password_hash: string | null;
  email_verified_at: Date | null;
  terms_accepted_at: Date | null;
  must_change_password: boolean;
  password_changed_at: Date | null;
}
const account = async (userId: number): Promise<AccountRow | undefined> =>
  (
    await h.sql<AccountRow>(
      `SELECT email, role_id, company_id, status, lang, password_hash, email_verified_at, terms_accepted_at, must_change_password, password_changed_at
       FROM auth.accounts WHERE user_id = $1`,
      [userId],
    )
  )[0];
const processed = (id: string) => waitFor(async () => (await h.sql('SELECT 1 FROM auth.processed_events WHERE event_id = $1', [id])).length > 0);
const tokenOf = (invitation: InvitationIssuedEvent) => new URL(invitation.set_password_url).searchParams.get('token') as string;
const setPassword = (token: string, password = NEW_PASSWORD) => h.send(AUTH_RPC.setPasswordWithToken, { token, password, password_confirmation: password });

/** Publishes org's user event and waits until auth has handled it. */
async function userChanged(payload: UserChangedEvent, id: string = randomUUID()): Promise<void> {
  await publisher.publish(ORG_EVENT.userChanged, payload, testMeta(), id);
  await processed(id);
}

function orgUser(name: string, over: Partial<UserChangedEvent> = {}): UserChangedEvent {
  return {
    user_id: h.id(),
    company_id: h.id(),
    email: h.email(name),
    full_name: 'Ана Петровска',
    role_id: 4,
    status: 'active',
    lang: 'mk',
    created: true,
    team_id: null,
    department_id: null,
    nationality_id: null,
    religion_id: null,
    qr_code: 'qr-itest',
    work_settings: { working_hours: 8, max_paid_break_minutes: 30, flexible_regular_hours: false, automatic_presence_stop: false, saving_images: false, disable_overtime: false, disable_presence_logging: false, use_web: true, use_mobile_app: true },
    ...over,
  };
}

/** A user invited and set up through the link, logged in once. */
async function invitedUser(name: string, over: Partial<UserChangedEvent> = {}) {
  const user = orgUser(name, over);
  await userChanged(user);
  await setPassword(tokenOf(await invitations.next(user.email)));
  return user;
}

describe('users created in org', () => {
  it('get an account without a password and an invitation, which sets the password and lets them log in', async () => {
    const user = orgUser('invited', { email: h.email('Invited').toUpperCase() });
    const email = user.email.toLowerCase();
    await userChanged(user);

    expect(await account(user.user_id)).toEqual({
      email,
      role_id: 4,
      company_id: user.company_id,
      status: 'active',
      lang: 'mk',
      password_hash: null,
      email_verified_at: null,
      terms_accepted_at: null,
      must_change_password: false,
      password_changed_at: null,
    });
    expect(await h.failure(AUTH_RPC.login, { email, password: PASSWORD })).toEqual({ status: 401, error: 'invalid_credentials' });

    const invitation = await invitations.next(email);
    expect(invitation).toEqual({
      user_id: user.user_id,
      email,
      lang: 'mk',
      full_name: 'Ана Петровска',
      company_name: null,
      set_password_url: expect.stringMatching(/\/\?token=[A-Za-z0-9_-]{43}$/),
      expires_at: expect.any(String),
    });
    expect(invitation.set_password_url.startsWith(`${PUBLIC_URL}/?token=`)).toBe(true);
    const days = (Date.parse(invitation.expires_at) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);
    const token = tokenOf(invitation);
    const [stored] = await h.sql<{ token_hash: string }>('SELECT token_hash FROM auth.invitations WHERE user_id = $1', [user.user_id]);
    expect(stored.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.token_hash).not.toContain(token);

    await expect(setPassword(token)).resolves.toEqual({ ok: true, email });
    const after = await account(user.user_id);
    expect(after?.password_hash?.startsWith('$argon2id$')).toBe(true);
    expect(after?.email_verified_at).toBeInstanceOf(Date);
    expect(after?.password_changed_at).toBeInstanceOf(Date);
    expect(after?.terms_accepted_at).toBeNull();

    const { sid } = await h.loginTokens(email, NEW_PASSWORD);
    expect(await h.record(sid)).toMatchObject({ uid: user.user_id, cid: user.company_id, rid: 4, lang: 'mk', terms: false, pcr: false, pexp: false });
  });

  it('use the token once; a wrong, malformed or expired token is refused, and the fields come first', async () => {
    const user = orgUser('once');
    await userChanged(user);
    const token = tokenOf(await invitations.next(user.email));
    const invalid = { status: 400, error: 'invalid_or_expired_token' };

    expect(await h.failure(AUTH_RPC.setPasswordWithToken, { token, password: 'short', password_confirmation: 'other' })).toEqual({
      status: 422,
      errors: {
        password: ['password_too_short', 'password_uppercase_required', 'password_number_required', 'password_symbol_required'],
        password_confirmation: ['passwords_must_match'],
      },
    });
    expect(await h.failure(AUTH_RPC.setPasswordWithToken, { password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD })).toEqual({
      status: 422,
      errors: { token: ['field_required'] },
    });
    expect(await h.failure(AUTH_RPC.setPasswordWithToken, { token: 'not-a-token', password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD })).toEqual(invalid);
    const flipped = (token[0] === 'A' ? 'B' : 'A') + token.slice(1);
    expect(await h.failure(AUTH_RPC.setPasswordWithToken, { token: flipped, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD })).toEqual(invalid);

    await expect(setPassword(token)).resolves.toEqual({ ok: true, email: user.email });
    expect(await h.failure(AUTH_RPC.setPasswordWithToken, { token, password: 'Another12!', password_confirmation: 'Another12!' })).toEqual(invalid);
    await h.loginTokens(user.email, NEW_PASSWORD);

    const late = orgUser('expired');
    await userChanged(late);
    const lateToken = tokenOf(await invitations.next(late.email));
    await h.sql(`UPDATE auth.invitations SET expires_at = now() - interval '1 second' WHERE user_id = $1`, [late.user_id]);
    expect(await h.failure(AUTH_RPC.setPasswordWithToken, { token: lateToken, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD })).toEqual(invalid);
    expect((await account(late.user_id))?.password_hash).toBeNull();
  });

  it('get a new invitation that replaces the older one when org says so again', async () => {
    const user = orgUser('again');
    await userChanged(user);
    const first = tokenOf(await invitations.next(user.email));
    await userChanged(user);
    const second = tokenOf(await invitations.next(user.email, 1));
    expect(second).not.toBe(first);
    expect(await h.failure(AUTH_RPC.setPasswordWithToken, { token: first, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD })).toEqual({
      status: 400,
      error: 'invalid_or_expired_token',
    });
    await expect(setPassword(second)).resolves.toEqual({ ok: true, email: user.email });

    // Once the password is set, "created" again sends nothing.
    await userChanged(user);
    await new Promise((r) => setTimeout(r, 300));
    expect(invitations.of(user.email)).toHaveLength(2);
  });

  it('are not invited when created blocked, and an address change re-sends a pending invitation to the new address', async () => {
    const blocked = orgUser('bornblocked', { status: 'blocked' });
    await userChanged(blocked);
    expect(await account(blocked.user_id)).toMatchObject({ status: 'blocked', password_hash: null });

    const user = orgUser('moved');
    await userChanged(user);
    const old = tokenOf(await invitations.next(user.email));
    const moved = { ...user, email: h.email('moved2'), created: false };
    await userChanged(moved);
    const fresh = tokenOf(await invitations.next(moved.email));
    expect(await h.failure(AUTH_RPC.setPasswordWithToken, { token: old, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD })).toEqual({
      status: 400,
      error: 'invalid_or_expired_token',
    });
    await expect(setPassword(fresh)).resolves.toEqual({ ok: true, email: moved.email });
    await new Promise((r) => setTimeout(r, 300));
    expect(invitations.of(blocked.email)).toHaveLength(0);
  });

  it('still get their invitation when a newer change overtook the "created" event, once', async () => {
    const user = orgUser('overtaken');
    // The newer change arrives first and makes the account (no invitation: org did not say "created").
    await userChanged({ ...user, role_id: 5, created: false });
    await new Promise((r) => setTimeout(r, 300));
    expect(invitations.of(user.email)).toHaveLength(0);

    // Then the older "created" event: it changes no data, but the invitation goes out.
    await h.sql(`UPDATE auth.accounts SET user_changed_at = now() + interval '1 hour' WHERE user_id = $1`, [user.user_id]);
    await userChanged(user);
    const token = tokenOf(await invitations.next(user.email));
    expect(await account(user.user_id)).toMatchObject({ role_id: 5 });
    await userChanged(user);
    await new Promise((r) => setTimeout(r, 300));
    expect(invitations.of(user.email)).toHaveLength(1);
    await expect(setPassword(token)).resolves.toEqual({ ok: true, email: user.email });
  });
});

describe('users changed in org', () => {
  it('blocked: every session ends at once and login is refused; active again: login works', async () => {
    const user = await invitedUser('block');
    const a = await h.loginTokens(user.email, NEW_PASSWORD);
    const b = await h.loginTokens(user.email, NEW_PASSWORD, true);
    expect(await h.record(a.sid)).not.toBeNull();

    await userChanged({ ...user, status: 'blocked', created: false });
    await waitFor(async () => (await h.record(a.sid)) === null && (await h.record(b.sid)) === null);
    const live = await h.sql('SELECT id FROM auth.sessions WHERE user_id = $1 AND revoked_at IS NULL', [user.user_id]);
    expect(live).toEqual([]);
    expect(await h.failure(AUTH_RPC.refresh, { refresh_token: b.refresh_token })).toEqual({ status: 401, error: 'unauthenticated' });
    expect(await h.failure(AUTH_RPC.login, { email: user.email, password: NEW_PASSWORD })).toEqual({ status: 403, error: 'user_blocked' });

    await userChanged({ ...user, status: 'deactivated', created: false });
    expect(await h.failure(AUTH_RPC.login, { email: user.email, password: NEW_PASSWORD })).toEqual({ status: 403, error: 'user_deactivated' });

    await userChanged({ ...user, status: 'active', created: false });
    const again = await h.loginTokens(user.email, NEW_PASSWORD);
    expect(await h.record(again.sid)).toMatchObject({ uid: user.user_id });
    expect(await h.record(a.sid)).toBeNull(); // the old sessions stay ended
  });

  it('role, company and address changes reach the live session records', async () => {
    const user = await invitedUser('role');
    const { sid } = await h.loginTokens(user.email, NEW_PASSWORD);
    expect(await h.record(sid)).toMatchObject({ rid: 4 });

    await userChanged({ ...user, role_id: 6, created: false });
    await waitFor(async () => (await h.record(sid))?.rid === 6);
    expect(await account(user.user_id)).toMatchObject({ role_id: 6 });

    const email = h.email('role-new');
    const companyId = h.id();
    await userChanged({ ...user, role_id: 6, email, company_id: companyId, created: false });
    await waitFor(async () => (await h.record(sid))?.cid === companyId);
    expect(await h.record(sid)).toMatchObject({ rid: 6, cid: companyId });
    expect(await h.failure(AUTH_RPC.login, { email: user.email, password: NEW_PASSWORD })).toEqual({ status: 401, error: 'invalid_credentials' });
    await h.loginTokens(email, NEW_PASSWORD); // the address was verified before; the new one is org's
    await new Promise((r) => setTimeout(r, 300));
    expect(invitations.of(email)).toHaveLength(0); // a user with a password is not invited again
  });

  it('ignores an event older than the one applied, and applies each event once', async () => {
    const user = await invitedUser('older');
    const { sid } = await h.loginTokens(user.email, NEW_PASSWORD);

    // A newer event was applied (an hour from now); this one, published now, is older.
    await h.sql(`UPDATE auth.accounts SET user_changed_at = now() + interval '1 hour' WHERE user_id = $1`, [user.user_id]);
    await userChanged({ ...user, role_id: 2, status: 'blocked', email: h.email('older-new'), created: false });
    expect(await account(user.user_id)).toMatchObject({ role_id: 4, status: 'active', email: user.email });
    expect(await h.record(sid)).toMatchObject({ rid: 4 });
    await h.loginTokens(user.email, NEW_PASSWORD);

    // The same event delivered twice is applied once.
    await h.sql(`UPDATE auth.accounts SET user_changed_at = now() - interval '1 hour' WHERE user_id = $1`, [user.user_id]);
    const id = randomUUID();
    await userChanged({ ...user, role_id: 5, created: false }, id);
    expect(await account(user.user_id)).toMatchObject({ role_id: 5 });
    await h.sql(`UPDATE auth.accounts SET user_changed_at = NULL WHERE user_id = $1`, [user.user_id]);
    await publisher.publish(ORG_EVENT.userChanged, { ...user, role_id: 3, created: false }, testMeta(), id);
    await new Promise((r) => setTimeout(r, 300));
    expect(await account(user.user_id)).toMatchObject({ role_id: 5 });
  });

  it('leaves accounts alone for a malformed event', async () => {
    const user = await invitedUser('malformed');
    const id = randomUUID();
    await publisher.publish(ORG_EVENT.userChanged, { ...user, role_id: 99, status: 'gone', created: false }, testMeta(), id);
    await new Promise((r) => setTimeout(r, 500));
    expect(await h.sql('SELECT 1 FROM auth.processed_events WHERE event_id = $1', [id])).toEqual([]);
    expect(await account(user.user_id)).toMatchObject({ role_id: 4, status: 'active' });
  });
});
