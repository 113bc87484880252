import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { type CurrentPresence, type DeviceScanResult, PRESENCE_RPC } from '@presently/contracts';
import { OutboxRelay } from '@presently/service-runtime';
import { coveringStatement } from '../../src/records/records.repository';
import { bootPresence, freshId, meta, type PresenceHarness, sql, type TestCompany } from './support/presence-harness';

interface PgClientLike {
  query: (...args: unknown[]) => unknown;
  __counted?: boolean;
  __id?: number;
}

interface PoolLike {
  connect: (...args: unknown[]) => unknown;
  idleCount: number;
}

interface Trip {
  /** Which pooled connection sent it. */
  client: number;
  text: string;
}

/**
 * The hot paths' cost in PostgreSQL round trips (one `query` on a pooled connection = one message to
 * the server and its answer): a clock-in takes two (BEGIN with the user's copy, lock and open record;
 * the insert with COMMIT), an on-time device scan three (BEGIN with the scan id and the user; the lock
 * with the records around the scan's time; the writes with COMMIT), plus one on a connection's first
 * use, which prepares the statements they execute. Counted on the service's pool.
 * The live board's event rides in the batch that commits (presence.record.changed.v1 into the outbox),
 * so it adds no round trip; the outbox relay that publishes it afterwards is stopped here, since it
 * reads the outbox on its own connection, off the request's path.
 */
describe('presence: round trips of the hot paths', () => {
  let h: PresenceHarness;
  let company: TestCompany;
  const statements: Trip[] = [];
  let counting = false;
  let pool: PoolLike;
  let clients = 0;

  beforeAll(async () => {
    h = await bootPresence();
    company = await h.company();
    await h.service.app.get(OutboxRelay).stop();
    const dataSource = h.service.app.get(DataSource);
    pool = (dataSource.driver as unknown as { master: PoolLike }).master;
    const connect = pool.connect.bind(pool);
    const wrap = (client: PgClientLike | undefined) => {
      if (!client || client.__counted) return;
      client.__counted = true;
      client.__id = ++clients;
      const query = client.query.bind(client);
      client.query = (...args: unknown[]) => {
        const first = args[0];
        const text = typeof first === 'string' ? first : typeof first === 'object' && first !== null ? String((first as { text?: unknown }).text) : '';
        if (counting) statements.push({ client: client.__id as number, text });
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

  /** The round trips `work` took, with the connection that sent each. */
  const countOn = async (work: () => Promise<unknown>): Promise<Trip[]> => {
    statements.length = 0;
    counting = true;
    try {
      await work();
    } finally {
      counting = false;
    }
    return [...statements];
  };
  const isPrepare = (text: string) => text.startsWith('PREPARE ');
  /** The round trips of `work` on connections that already held the hot paths' statements. */
  const count = async (work: () => Promise<unknown>): Promise<string[]> => (await countOn(work)).map((t) => t.text).filter((text) => !isPrepare(text));

  it('clocks in with two round trips', async () => {
    const ana = await h.user(company);
    const trips = await count(() => h.call<CurrentPresence>(PRESENCE_RPC.clock, { action: 'start-clock-in' }, ana.meta()));
    expect(trips).toHaveLength(2);
    expect(trips[0]).toMatch(/^BEGIN/);
    expect(trips[1]).toMatch(/COMMIT$/);
    expect(trips[1]).toContain('presence.record.changed.v1');
    // Executed, not parsed and planned again: the statements were prepared on the connection.
    expect(trips[0]).toContain('EXECUTE presence_held_user(');
    expect(trips[1]).toContain('EXECUTE presence_insert_registered(');
  });

  it('prepares the statements once per connection, on its first use', async () => {
    const people = await Promise.all(Array.from({ length: 12 }, () => h.user(company)));
    const trips = await countOn(() => Promise.all(people.map((p) => h.call<CurrentPresence>(PRESENCE_RPC.clock, { action: 'start-clock-in' }, p.meta()))));
    const prepared = trips.filter((t) => isPrepare(t.text)).map((t) => t.client);
    expect(new Set(prepared).size).toBe(prepared.length);
    const again = await countOn(() => Promise.all(people.map((p) => h.call<CurrentPresence>(PRESENCE_RPC.clock, { action: 'start-break' }, p.meta()))));
    const preparedAgain = again.filter((t) => isPrepare(t.text)).map((t) => t.client);
    expect(preparedAgain.filter((c) => prepared.includes(c))).toEqual([]);
    expect(again.filter((t) => !isPrepare(t.text))).toHaveLength(2 * people.length);
  });

  it('drops a connection whose prepared statements are gone and clocks in on another', async () => {
    // Every idle connection of the pool loses its statements (a DISCARD ALL from outside would do the same).
    const idle = await Promise.all(Array.from({ length: pool.idleCount }, () => (pool.connect() as Promise<PgClientLike & { release: () => void }>)));
    for (const client of idle) await client.query('DEALLOCATE ALL');
    for (const client of idle) client.release();
    const dana = await h.user(company);
    const trips = await countOn(() => h.call<CurrentPresence>(PRESENCE_RPC.clock, { action: 'start-clock-in' }, dana.meta()));
    const [open] = await sql<{ kind: string }>(`SELECT kind FROM presence.presence_records WHERE user_id = $1 AND ended_at IS NULL`, [dana.user_id]);
    expect(open?.kind).toBe('work');
    expect(idle.length).toBeGreaterThan(0);
    // A BEGIN met a connection without them (each such one is dropped); the call began again until it
    // had one that prepared them.
    const begins = trips.filter((t) => t.text.startsWith('BEGIN'));
    const last = begins[begins.length - 1];
    expect(begins.length).toBeGreaterThan(1);
    expect(new Set(begins.map((b) => b.client)).size).toBe(begins.length);
    expect(trips.some((t) => isPrepare(t.text) && t.client === last.client)).toBe(true);
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

  describe('a user with a long history', () => {
    interface PlanNode {
      'Relation Name'?: string;
      'Actual Rows'?: number;
      'Rows Removed by Filter'?: number;
      Plans?: PlanNode[];
    }
    /** Rows the plan's scans of presence_records produced or threw away: what the query read of the table. */
    const rowsRead = (node: PlanNode): number =>
      (node['Relation Name'] === 'presence_records' ? (node['Actual Rows'] ?? 0) + (node['Rows Removed by Filter'] ?? 0) : 0) + (node.Plans ?? []).reduce((n, p) => n + rowsRead(p), 0);

    it('finds the record a scan falls in, or none, reading a few of the user’s records, not their history', async () => {
      const cleo = await h.user(company);
      // 400 days of closed work, 07:00–15:00 UTC, ending yesterday.
      await sql(
        `INSERT INTO presence.presence_records (company_id, user_id, kind, started_at, ended_at, source)
         SELECT $1, $2, 'work', d + interval '7 hours', d + interval '15 hours', 'web'
           FROM generate_series(current_date - 400, current_date - 1, interval '1 day') AS d`,
        [company.id, cleo.user_id],
      );
      await sql('ANALYZE presence.presence_records');
      const explain = async (at: Date) => {
        const [row] = await sql<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> }>(`EXPLAIN (ANALYZE, FORMAT JSON) ${coveringStatement('$1', '$2::timestamptz')}`, [cleo.user_id, at]);
        return rowsRead(row['QUERY PLAN'][0].Plan);
      };
      const found = async (at: Date) => (await sql<{ started_at: Date }>(coveringStatement('$1', '$2::timestamptz'), [cleo.user_id, at]))[0]?.started_at ?? null;

      const now = new Date();
      expect(await found(now)).toBeNull(); // nothing covers now: a clock-in scan
      expect(await explain(now)).toBeLessThanOrEqual(5);
      const tenDaysAgoNoon = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - 10, 12));
      expect(await found(tenDaysAgoNoon)).toEqual(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - 10, 7)));
      expect(await explain(tenDaysAgoNoon)).toBeLessThanOrEqual(5);
    });
  });
});
