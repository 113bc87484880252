import { RATE_LIMIT_KEY_PREFIX, accountKey } from '../../src/rate-limit/rate-limit.service';
import { GatewayHarness } from './support/gateway-harness';

const IP_LIMIT = 4;
const ACCOUNT_LIMIT = 3;

describe('gateway rate limits on login, two-factor, forgot and reset', () => {
  const gw = new GatewayHarness();
  const run = `${process.pid}-${Date.now()}`;
  const email = (label: string) => `rl-${label}-${run}@example.test`;

  beforeAll(() => gw.start({ RATE_LIMIT_IP_PER_MINUTE: String(IP_LIMIT), RATE_LIMIT_ACCOUNT_PER_15_MINUTES: String(ACCOUNT_LIMIT) }));

  afterAll(() => gw.stop());

  /** Remembers the keys a call will count against, so the suite removes them afterwards. */
  const attempt = (path: string, ip: string, body: Record<string, unknown>, family: string, accountField: string) => {
    gw.trackKey(`${RATE_LIMIT_KEY_PREFIX}:${family}:ip:${ip}`);
    const account = body[accountField];
    if (typeof account === 'string') gw.trackKey(`${RATE_LIMIT_KEY_PREFIX}:${family}:account:${accountKey(account)}`);
    return gw.http().post(path).set('X-Forwarded-For', ip).send(body);
  };
  const login = (ip: string, body: Record<string, unknown>) => attempt('/api/login', ip, body, 'login', 'email');

  it('limits one client IP per minute, whichever accounts it tries, counting every attempt', async () => {
    const ip = gw.ip();
    const statuses: number[] = [];
    for (let i = 0; i < IP_LIMIT; i++) {
      // Valid bodies go on to auth (down: 503); a malformed one counts as well.
      const body = i === 0 ? { email: 'not-an-email' } : { email: email(`ip${i}`), password: 'x' };
      statuses.push((await login(ip, body)).status);
    }
    expect(statuses).toEqual([422, ...Array(IP_LIMIT - 1).fill(503)]);
    const blocked = await login(ip, { email: email('ip-last'), password: 'x' });
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ error: 'too_many_requests' });
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // Another client is not affected.
    expect((await login(gw.ip(), { email: email('ip-other'), password: 'x' })).status).toBe(503);
  });

  it('counts the address the proxy appended, not the ones a client wrote before it', async () => {
    const ip = gw.ip();
    for (let i = 0; i < IP_LIMIT; i++) {
      const res = await gw.http().post('/api/login').set('X-Forwarded-For', `${gw.ip()}, ${ip}`).send({ email: email(`xff${i}`), password: 'x' });
      gw.trackKey(`${RATE_LIMIT_KEY_PREFIX}:login:account:${accountKey(email(`xff${i}`))}`);
      expect(res.status).toBe(503);
    }
    gw.trackKey(`${RATE_LIMIT_KEY_PREFIX}:login:ip:${ip}`);
    gw.trackAccountsOf({ email: email('xff-last') });
    expect((await gw.http().post('/api/login').set('X-Forwarded-For', `${gw.ip()}, ${ip}`).send({ email: email('xff-last'), password: 'x' })).status).toBe(429);
  });

  it('limits one account per 15 minutes from any number of IPs, whatever the case of the e-mail', async () => {
    const address = email('acct');
    const statuses: number[] = [];
    for (let i = 0; i < ACCOUNT_LIMIT; i++) statuses.push((await login(gw.ip(), { email: i % 2 ? address.toUpperCase() : ` ${address}`, password: 'x' })).status);
    expect(statuses).toEqual(Array(ACCOUNT_LIMIT).fill(503));
    const blocked = await login(gw.ip(), { email: address, password: 'x' });
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ error: 'too_many_requests' });
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    // Other accounts go on.
    expect((await login(gw.ip(), { email: email('acct-other'), password: 'x' })).status).toBe(503);
  });

  it('limits two-factor verification and resend per challenge', async () => {
    const challenge = `challenge-${run}`;
    const statuses: number[] = [];
    for (let i = 0; i < ACCOUNT_LIMIT; i++) {
      const res = i === 1
        ? await attempt('/api/login/two-factor/resend', gw.ip(), { challenge_id: challenge }, 'two-factor', 'challenge_id')
        : await attempt('/api/login/two-factor', gw.ip(), { challenge_id: challenge, code: '123456' }, 'two-factor', 'challenge_id');
      statuses.push(res.status);
    }
    expect(statuses).toEqual(Array(ACCOUNT_LIMIT).fill(503));
    const blocked = await attempt('/api/login/two-factor', gw.ip(), { challenge_id: challenge, code: '654321' }, 'two-factor', 'challenge_id');
    expect([blocked.status, blocked.body]).toEqual([429, { error: 'too_many_requests' }]);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('limits forgot and reset together per account and per IP', async () => {
    const address = email('pw');
    const strong = 'Str0ng!Pass';
    const reset = { email: address, code: '123456', password: strong, password_confirmation: strong };
    expect((await attempt('/api/password/forgot', gw.ip(), { email: address }, 'password', 'email')).status).toBe(503);
    for (let i = 1; i < ACCOUNT_LIMIT; i++) expect((await attempt('/api/password/reset', gw.ip(), reset, 'password', 'email')).status).toBe(503);
    expect((await attempt('/api/password/reset', gw.ip(), reset, 'password', 'email')).status).toBe(429);
    expect((await attempt('/api/password/forgot', gw.ip(), { email: address }, 'password', 'email')).status).toBe(429);

    const ip = gw.ip();
    for (let i = 0; i < IP_LIMIT; i++) expect((await attempt('/api/password/forgot', ip, { email: email(`pw-ip${i}`) }, 'password', 'email')).status).toBe(503);
    const blocked = await attempt('/api/password/forgot', ip, { email: email('pw-ip-last') }, 'password', 'email');
    expect(blocked.status).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
  });

  it('limits setting a password from an invitation per token, and per IP together with forgot and reset', async () => {
    const token = `invitation-${run}`;
    const body = { token, password: 'Str0ng!Pass', password_confirmation: 'Str0ng!Pass' };
    const set = (ip: string, b: Record<string, unknown> = body) => attempt('/api/password/set-with-token', ip, b, 'password', 'token');
    for (let i = 0; i < ACCOUNT_LIMIT; i++) expect((await set(gw.ip())).status).toBe(503);
    const blocked = await set(gw.ip());
    expect([blocked.status, blocked.body]).toEqual([429, { error: 'too_many_requests' }]);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(60);
    // Another invitation goes on; guessing tokens from one address runs out of the IP budget.
    expect((await set(gw.ip(), { ...body, token: `${token}-other` })).status).toBe(503);
    const ip = gw.ip();
    expect((await attempt('/api/password/forgot', ip, { email: email('inv-ip') }, 'password', 'email')).status).toBe(503);
    for (let i = 1; i < IP_LIMIT; i++) expect((await set(ip, { ...body, token: `${token}-guess-${i}` })).status).toBe(503);
    expect((await set(ip, { ...body, token: `${token}-guess-last` })).status).toBe(429);
  });

  it('keeps the families apart: a client out of login attempts can still ask for a reset code', async () => {
    const ip = gw.ip();
    for (let i = 0; i <= IP_LIMIT; i++) await login(ip, { email: email(`fam${i}`), password: 'x' });
    expect((await login(ip, { email: email('fam-x'), password: 'x' })).status).toBe(429);
    expect((await attempt('/api/password/forgot', ip, { email: email('fam-forgot') }, 'password', 'email')).status).toBe(503);
  });

  it('limits resending the verification e-mail per address', async () => {
    const address = email('verify');
    for (let i = 0; i < ACCOUNT_LIMIT; i++) expect((await attempt('/api/email/resend', gw.ip(), { email: address }, 'email', 'email')).status).toBe(503);
    expect((await attempt('/api/email/resend', gw.ip(), { email: address }, 'email', 'email')).status).toBe(429);
  });

  it('does not limit calls outside those flows', async () => {
    const ip = gw.ip();
    for (let i = 0; i < IP_LIMIT + 2; i++) await gw.http().get('/api/health/live').set('X-Forwarded-For', ip).expect(200);
    for (let i = 0; i < IP_LIMIT + 2; i++) expect((await gw.http().post('/api/token/refresh').set('X-Forwarded-For', ip).send({})).status).toBe(422);
  });

  it('keeps its counters under its own key prefix', async () => {
    const ip = gw.ip();
    await login(ip, { email: email('prefix'), password: 'x' });
    expect(await gw.redis.get(`${RATE_LIMIT_KEY_PREFIX}:login:ip:${ip}`)).toBe('1');
    expect(await gw.redis.get(`${RATE_LIMIT_KEY_PREFIX}:login:account:${accountKey(email('prefix'))}`)).toBe('1');
  });
});
