import Redis from 'ioredis';
import { randomUUID } from 'node:crypto';
import { sessionKey, type SessionRecord } from '@presently/contracts';
import type { GatewayConfig } from '../../src/gateway-config';
import { SessionStore } from '../../src/session/session.store';

/**
 * The gateway's session cache against the real Redis: a session read once costs no Redis round trip
 * until Redis says its key changed, and every change — auth's logout (DEL), a role change (SET), the
 * key's own expiry — shows on the very next read once Redis has applied it.
 */
const url = process.env.REDIS_URL as string;
const prefix = process.env.REDIS_PREFIX as string;
let auth: Redis; // writes sessions, as the auth service does
let reads: Redis; // the gateway's own connection
let store: SessionStore;
let gets: jest.SpyInstance;

const record = (sid: string, rid: number): SessionRecord => ({ sid, uid: 7, cid: 3, rid, lang: 'en' }) as unknown as SessionRecord;
const write = (sid: string, rid: number, ...ttl: ['EX', number] | []) => auth.set(sessionKey(sid), JSON.stringify(record(sid, rid)), ...(ttl as []));

async function until(check: () => Promise<boolean>, timeoutMs = 3000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 20));
  }
}

beforeAll(async () => {
  auth = new Redis(url, { keyPrefix: prefix });
  reads = new Redis(url, { keyPrefix: prefix, enableAutoPipelining: true });
  store = new SessionStore(reads, { SESSION_CACHE: 'on', REDIS_URL: url, REDIS_PREFIX: prefix } as GatewayConfig);
  await store.onApplicationBootstrap();
  gets = jest.spyOn(reads, 'get');
  const probe = randomUUID();
  // Tracking comes on once both connections are ready: a second read of a session costs no GET.
  await write(probe, 5);
  await until(async () => {
    await store.find(probe);
    const before = gets.mock.calls.length;
    await store.find(probe);
    return gets.mock.calls.length === before;
  });
});

afterAll(async () => {
  await store.onApplicationShutdown();
  auth.disconnect();
  reads.disconnect();
});

beforeEach(() => gets.mockClear());

describe('sessions answered from the gateway\'s memory', () => {
  it('reads Redis once for many requests of one session', async () => {
    const sid = randomUUID();
    await write(sid, 5);
    for (let i = 0; i < 20; i += 1) expect(await store.find(sid)).toMatchObject({ uid: 7, rid: 5 });
    expect(gets).toHaveBeenCalledTimes(1);
  });

  it('sees a logout, a role change and an expiry as soon as Redis has applied them', async () => {
    const sid = randomUUID();
    await write(sid, 5);
    await store.find(sid);
    await write(sid, 3); // the role changed: auth rewrites the record
    await until(async () => (await store.find(sid))?.rid === 3);
    await auth.del(sessionKey(sid)); // logged out
    await until(async () => (await store.find(sid)) === null);

    const expiring = randomUUID();
    await write(expiring, 5, 'EX', 1);
    expect(await store.find(expiring)).not.toBeNull();
    await until(async () => (await store.find(expiring)) === null, 4000);
  });

  it('reads Redis on every request while it cannot be told of changes, and caches again once it can', async () => {
    const sid = randomUUID();
    await write(sid, 5);
    await store.find(sid);
    // Redis drops the gateway's invalidation subscriber (a restart, a network cut); only this store's.
    const name = (store as unknown as { tracking: { name: string } }).tracking.name;
    const list = String(await auth.call('CLIENT', 'LIST', 'TYPE', 'pubsub'));
    const id = list.split('\n').find((l) => l.includes(` name=${name} `))?.match(/(?:^|\s)id=(\d+)/)?.[1];
    expect(id).toBeDefined();
    await auth.call('CLIENT', 'KILL', 'ID', id as string);
    gets.mockClear();
    await auth.del(sessionKey(sid)); // a logout while the gateway is not told
    expect(await store.find(sid)).toBeNull(); // not answered from a cache that might be stale
    expect(gets).toHaveBeenCalledTimes(1);
    await write(sid, 4);
    await until(async () => {
      await store.find(sid);
      const before = gets.mock.calls.length;
      await store.find(sid);
      return gets.mock.calls.length === before;
    }, 5000);
    expect(await store.find(sid)).toMatchObject({ rid: 4 });
  });

  it('notices within seconds when changes stop reaching it on a connection that still looks up', async () => {
    const sid = randomUUID();
    await write(sid, 5);
    await store.find(sid);
    // The subscriber stops hearing invalidations while its socket stays open (as a half-open one would).
    const tracking = (store as unknown as { tracking: { subscriber: Redis } }).tracking;
    await tracking.subscriber.unsubscribe();
    await auth.del(sessionKey(sid));
    // Its heartbeat goes unanswered: the cache is dropped and the logout shows.
    await until(async () => (await store.find(sid)) === null, 6000);
  });
});
