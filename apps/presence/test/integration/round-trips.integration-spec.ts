import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { type CurrentPresence, type DeviceScanResult, PRESENCE_RPC } from '@presently/contracts';
import { OutboxRelay } from '@presently/service-runtime';
import { bootPresence, freshId, meta, type PresenceHarness, type TestCompany } from './support/presence-harness';

interface PgClientLike {
  query: (...args: unknown[]) => unknown;
  __counted?: boolean;
}

interface PoolLike {
  connect: (...args: unknown[]) => unknown;
}

/**
 * The hot paths' cost in PostgreSQL round trips (one `query` on a pooled connection = one message to
 * the server and its answer): a clock-in takes two (BEGIN with the user's copy, lock and open record;
 * the insert with COMMIT), an on-time device scan three (BEGIN with the scan id and the user; the lock
 * with the records around the scan's time; the writes with COMMIT). Counted on the service's pool.
 * The live board's event rides in the batch that commits (presence.record.changed.v1 into the outbox),
 * so it adds no round trip; the outbox relay that publishes it afterwards is stopped here, since it
 * reads the outbox on its own connection, off the request's path.
 */
describe('presence: round trips of the hot paths', () => {
  let h: PresenceHarness;
  let company: TestCompany;
  const statements: string[] = [];
  let counting = false;

  beforeAll(async () => {
    h = await bootPresence();
    company = await h.company();
    await h.service.app.get(OutboxRelay).stop();
    const dataSource = h.service.app.get(DataSource);
    const pool = (dataSource.driver as unknown as { master: PoolLike }).master;
    const connect = pool.connect.bind(pool);
    const wrap = (client: PgClientLike | undefined) => {
      if (!client || client.__counted) return;
      client.__counted = true;
      const query = client.query.bind(client);
      client.query = (...args: unknown[]) => {
        const first = args[0];
        const text = typeof first === 'string' ? first : typeof first === 'object' && first !== null ? String((first as { text?: unknown }).text) : '';
        if (counting) statements.push(text);
        return query(...args);
      };
    };
    pool.connect = (...args: unknown[]) => {
      const callback = args[0];
      if (typeof callback === 'function') {
        return connect((err: unknown, client: PgClientLike | undefined, release: unknown) => {
          wrap(client);
          (callback as (e: unknown, c: unknown, r: unknown) => void)(err, client, release);
        });
      }
      return (connect() as Promise<PgClientLike>).then((client) => {
        wrap(client);
        return client;
      });
    };
  });

  afterAll(async () => {
    await h.close();
  });

  const count = async (work: () => Promise<unknown>): Promise<string[]> => {
    statements.length = 0;
    counting = true;
    try {
      await work();
    } finally {
      counting = false;
    }
    return [...statements];
  };

  it('clocks in with two round trips', async () => {
    const ana = await h.user(company);
    const trips = await count(() => h.call<CurrentPresence>(PRESENCE_RPC.clock, { action: 'start-clock-in' }, ana.meta()));
    expect(trips).toHaveLength(2);
    expect(trips[0]).toMatch(/^BEGIN/);
    expect(trips[1]).toMatch(/COMMIT$/);
    expect(trips[1]).toContain('presence.record.changed.v1');
  });

  it('takes an on-time scan with three round trips', async () => {
    const bob = await h.user(company);
    const scan = () =>
      h.call<DeviceScanResult>(
        PRESENCE_RPC.deviceScan,
        { company_id: company.id, device_id: freshId(), gate_id: freshId(), qr_code: bob.qr_code, scan_id: randomUUID(), scanned_at: new Date().toISOString() },
        meta(),
      );
    const clockIn = await count(scan);
    expect(clockIn).toHaveLength(3);
    expect(clockIn[0]).toMatch(/^BEGIN/);
    expect(clockIn[2]).toMatch(/COMMIT$/);
    const clockOut = await count(scan);
    expect(clockOut).toHaveLength(3);
  });
});
