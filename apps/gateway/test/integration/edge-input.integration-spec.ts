import { RATE_LIMIT_KEY_PREFIX } from '../../src/rate-limit/rate-limit.service';
import { GatewayHarness } from './support/gateway-harness';

/*
 * One normalisation step at the edge (issue 16): what no service could store or check is refused
 * with a 422 key before validation recursion or PostgreSQL sees it, and the client address comes
 * from X-Forwarded-For only when a proxy the configuration names stands in front.
 */

const deep = (levels: number): unknown => {
  let value: unknown = 'x';
  for (let i = 0; i < levels; i++) value = [value];
  return value;
};

describe('gateway edge input', () => {
  const gw = new GatewayHarness();
  beforeAll(() => gw.start());
  afterAll(() => gw.stop());

  it('refuses a NUL character or a lone surrogate in a body field with invalid_characters', async () => {
    const nul = await gw.http().post('/api/login').send({ email: 'ana\u0000@example.com', password: 'x' });
    expect(nul.status).toBe(422);
    expect(nul.body).toEqual({ errors: { email: ['invalid_characters'] } });
    const surrogate = await gw.http().post('/api/password/forgot').set('Content-Type', 'application/json').send('{"email":"a\\ud800@example.com"}');
    expect(surrogate.status).toBe(422);
    expect(surrogate.body).toEqual({ errors: { email: ['invalid_characters'] } });
  });

  it('refuses a NUL character in a query parameter', async () => {
    const { token } = await gw.session({ rid: 1 });
    const res = await gw.http().get('/api/users?q=%00').set('Authorization', `Bearer ${token}`);
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ errors: { q: ['invalid_characters'] } });
  });

  it('refuses a body nested thousands of levels deep with nesting_too_deep, never a 500', async () => {
    const res = await gw.http().post('/api/login').set('Content-Type', 'application/json').send(JSON.stringify({ email: deep(2_500), password: 'x' }));
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ errors: { email: ['nesting_too_deep'] } });
  });
});

describe('gateway with no proxy in front', () => {
  const gw = new GatewayHarness();
  beforeAll(() => gw.start({ TRUST_PROXY_HOPS: '0', RATE_LIMIT_IP_PER_MINUTE: '2' }));
  afterAll(async () => {
    await gw.redis.del(`${RATE_LIMIT_KEY_PREFIX}:login:ip:::ffff:127.0.0.1`, `${RATE_LIMIT_KEY_PREFIX}:login:ip:127.0.0.1`, `${RATE_LIMIT_KEY_PREFIX}:login:ip:::1`);
    await gw.stop();
  });

  it('ignores X-Forwarded-For: a client cannot choose the address its login limit counts', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await gw.http().post('/api/login').set('X-Forwarded-For', `203.0.113.${i + 1}`).send({ email: `xff-${i}-${process.pid}@example.test`, password: 'x' });
      statuses.push(res.status);
    }
    // Three "different" addresses, one real client: the third attempt is over the limit of two.
    expect(statuses[2]).toBe(429);
  });
});
