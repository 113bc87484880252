import { randomUUID } from 'node:crypto';
import * as amqplib from 'amqplib';
import type { EventEnvelope, MessageMeta } from '@presently/contracts';
import { createOutboxMigration, createServiceDataSource, enqueueEvents, migrateSchema } from '@presently/database';
import { createLogger, runWithContext } from '@presently/logger';
import { EVENTS_EXCHANGE, EventPublisher } from '@presently/messaging';
import { lateCommitGuard, OutboxRelay } from '@presently/service-runtime';
import { applyTestEnv, sql, waitFor } from '@presently/testing';
import type { DataSource } from 'typeorm';

/*
 * The transactional outbox: an event exists exactly when the change that made it committed, and is
 * published after the commit even when the process that committed it stopped before publishing.
 */

const schema = `outbox_${randomUUID().slice(0, 8)}`;
const eventName = `${schema}.thing.happened.v1`;
const meta: MessageMeta = { requestId: 'test', actor: null };

let dataSource: DataSource;
let publisher: EventPublisher;
let connection: amqplib.ChannelModel;
let channel: amqplib.Channel;
const received: EventEnvelope<{ n: number }>[] = [];
const relays: OutboxRelay[] = [];

const newRelay = (pollMs = 60_000) => {
  const relay = new OutboxRelay({ schema, dataSource, publisher, logger: createLogger('test', 'silent'), pollMs });
  relays.push(relay);
  return relay;
};

const commit = (...ns: number[]) =>
  dataSource.transaction((manager) =>
    enqueueEvents(
      manager,
      schema,
      ns.map((n) => ({ name: eventName, payload: { n }, meta, aggregate: `thing:${n}` })),
    ),
  );

beforeAll(async () => {
  applyTestEnv();
  dataSource = createServiceDataSource({ url: process.env.DATABASE_URL as string, schema, entities: [], migrations: [createOutboxMigration(schema)] });
  await migrateSchema(dataSource, schema);
  await dataSource.initialize();
  publisher = new EventPublisher(process.env.RABBITMQ_URL as string, schema);
  await publisher.waitForConnect();
  connection = await amqplib.connect(process.env.RABBITMQ_URL as string);
  channel = await connection.createChannel();
  await channel.assertExchange(EVENTS_EXCHANGE, 'topic', { durable: true });
  const { queue } = await channel.assertQueue('', { exclusive: true });
  await channel.bindQueue(queue, EVENTS_EXCHANGE, eventName);
  await channel.consume(queue, (msg) => {
    if (msg) received.push(JSON.parse(msg.content.toString()) as EventEnvelope<{ n: number }>);
  }, { noAck: true });
});

afterEach(async () => {
  await Promise.all(relays.splice(0).map((r) => r.stop()));
});

afterAll(async () => {
  await connection.close();
  await publisher.close();
  await dataSource.destroy();
  await sql(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
});

describe('transactional outbox', () => {
  it('publishes a committed event once, with the id the outbox gave it, woken by the commit', async () => {
    received.length = 0;
    await newRelay().start(); // polls once a minute: only the commit can wake it in time
    const [id] = await commit(1);
    await waitFor(() => received.length === 1, 5000);
    expect(received[0]).toMatchObject({ id, name: eventName, payload: { n: 1 }, meta });
    const [row] = await sql<{ published_at: Date | null }>(`SELECT published_at FROM "${schema}"."outbox" WHERE event_id = $1`, [id]);
    expect(row.published_at).not.toBeNull();
  });

  it('is woken by the outer commit, not by a savepoint released inside the transaction', async () => {
    received.length = 0;
    await newRelay().start();
    let seenBeforeCommit = -1;
    await dataSource.transaction(async (manager) => {
      await manager.transaction((inner) => enqueueEvents(inner, schema, [{ name: eventName, payload: { n: 3 }, meta }]));
      await new Promise((r) => setTimeout(r, 300));
      seenBeforeCommit = received.length;
    });
    expect(seenBeforeCommit).toBe(0);
    await waitFor(() => received.length === 1, 5000);
    expect(received[0].payload).toEqual({ n: 3 });
  });

  it('looks again soon when another replica held the outbox while the commit happened', async () => {
    received.length = 0;
    await newRelay().start();
    // Another replica's relay in the middle of a batch: it read the outbox before this commit.
    const other = await dataSource.createQueryRunner();
    await other.connect();
    await other.startTransaction();
    await other.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`presently.outbox.${schema}`]);
    await commit(4);
    await new Promise((r) => setTimeout(r, 200));
    expect(received).toEqual([]);
    await other.commitTransaction();
    await other.release();
    // Published well before the relay's next poll (a minute away).
    await waitFor(() => received.length === 1, 3000);
    expect(received[0].payload).toEqual({ n: 4 });
  });

  it('never publishes what a rolled-back transaction wrote', async () => {
    received.length = 0;
    const relay = newRelay();
    await relay.start();
    await expect(
      dataSource.transaction(async (manager) => {
        await enqueueEvents(manager, schema, [{ name: eventName, payload: { n: 2 }, meta }]);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    await relay.wake();
    const [{ count }] = await sql<{ count: string }>(`SELECT count(*) FROM "${schema}"."outbox" WHERE payload->>'n' = '2'`);
    expect(count).toBe('0');
    expect(received).toEqual([]);
  });

  it('publishes, in order, what was committed while no relay ran (a service that died after its commit)', async () => {
    received.length = 0;
    await commit(10, 11, 12);
    await commit(13);
    expect(received).toEqual([]);
    await newRelay().start();
    await waitFor(() => received.length === 4, 5000);
    expect(received.map((e) => e.payload.n)).toEqual([10, 11, 12, 13]);
  });

  it('publishes each event once when every replica runs a relay', async () => {
    received.length = 0;
    await Promise.all([newRelay(50).start(), newRelay(50).start(), newRelay(50).start()]);
    const batches = Array.from({ length: 20 }, (_, i) => Array.from({ length: 5 }, (_, j) => 100 + i * 5 + j));
    for (const batch of batches) await commit(...batch);
    await waitFor(() => received.length >= 100, 10_000);
    await new Promise((r) => setTimeout(r, 300)); // room for a duplicate to show up
    expect(received.map((e) => e.payload.n)).toEqual(batches.flat());
  });

  it('publishes commits that come close together in a few transactions, not one each (the linger)', async () => {
    received.length = 0;
    let drains = 0;
    // The relay's own transactions, counted on a view of the DataSource (the same pool and subscribers).
    const counted = Object.create(dataSource) as DataSource;
    counted.transaction = ((...args: Parameters<DataSource['transaction']>) => {
      drains++;
      return (dataSource.transaction as (...a: unknown[]) => Promise<unknown>)(...args);
    }) as DataSource['transaction'];
    const relay = new OutboxRelay({ schema, dataSource: counted, publisher, logger: createLogger('test', 'silent'), pollMs: 60_000, lingerMs: 60 });
    relays.push(relay);
    await relay.start();
    await relay.wake();
    const before = drains;
    // Twenty commits, one every 5 ms: each woke its own drain before (a drain takes a few ms here).
    for (let n = 300; n < 320; n++) {
      await commit(n);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    await waitFor(() => received.filter((e) => e.payload.n >= 300).length === 20, 5000);
    expect(received.map((e) => e.payload.n)).toEqual(Array.from({ length: 20 }, (_, i) => 300 + i));
    expect(drains - before).toBeLessThanOrEqual(6);
  });

  it('refuses to write outside a transaction (the event would not belong to any change)', async () => {
    await expect(enqueueEvents(dataSource.manager, schema, [{ name: eventName, payload: { n: 0 }, meta }])).rejects.toThrow(/transaction/);
  });
});

/** Runs fn as the work of an RPC request whose caller stops waiting in `ms`. */
const asRequestWithDeadlineIn = <T>(ms: number, fn: () => Promise<T>) => runWithContext({ requestId: randomUUID(), deadline: Date.now() + ms }, fn);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('a request whose caller stopped waiting (lateCommitGuard)', () => {
  beforeAll(() => void dataSource.subscribers.push(lateCommitGuard));
  afterAll(() => void dataSource.subscribers.splice(dataSource.subscribers.indexOf(lateCommitGuard), 1));

  it('rolls back a transaction still open at its deadline (503): its change and its event are not kept', async () => {
    received.length = 0;
    await newRelay().start();
    const late = asRequestWithDeadlineIn(150, () =>
      dataSource.transaction(async (manager) => {
        await enqueueEvents(manager, schema, [{ name: eventName, payload: { n: 501 }, meta }]);
        await sleep(300); // slower than its caller waited
      }),
    );
    await expect(late).rejects.toMatchObject({ key: 'service_unavailable', status: 503 });
    // One that commits in time is kept, through the same guard.
    await asRequestWithDeadlineIn(5000, () => commit(502));
    await waitFor(() => received.length === 1, 5000);
    expect(received.map((e) => e.payload.n)).toEqual([502]);
    const [{ count }] = await sql<{ count: string }>(`SELECT count(*) FROM "${schema}"."outbox" WHERE payload->>'n' = '501'`);
    expect(count).toBe('0');
  });

  it('does not hold the relay its commit woke to that deadline: the event goes out once, and is marked sent', async () => {
    received.length = 0;
    await newRelay().start(); // polls once a minute: only the commit's wake (and its retries) publish in time
    // Another replica holds the outbox, so the relay woken by the commit below has to look again later
    // — after the request's deadline has passed.
    const other = await dataSource.createQueryRunner();
    await other.connect();
    await other.startTransaction();
    await other.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`presently.outbox.${schema}`]);
    const [id] = await asRequestWithDeadlineIn(200, () => commit(503));
    await sleep(400);
    await other.commitTransaction();
    await other.release();
    const sent = async () => (await sql<{ published_at: Date | null }>(`SELECT published_at FROM "${schema}"."outbox" WHERE event_id = $1`, [id]))[0].published_at;
    await waitFor(async () => (await sent()) !== null, 3000).catch(() => undefined);
    expect(await sent()).not.toBeNull();
    expect(received.map((e) => e.payload.n)).toEqual([503]);
  });
});

describe('outbox event times', () => {
  it('stamps an event when it is written, not when its transaction began', async () => {
    let written = '';
    await dataSource.transaction(async (manager) => {
      await manager.query('SELECT pg_sleep(0.2)');
      const before = new Date();
      const [id] = await enqueueEvents(manager, schema, [{ name: eventName, payload: { n: 999 }, meta }]);
      const [row] = (await manager.query(`SELECT occurred_at FROM "${schema}"."outbox" WHERE event_id = $1`, [id])) as Array<{ occurred_at: Date }>;
      expect(row.occurred_at.getTime()).toBeGreaterThanOrEqual(before.getTime() - 5);
      written = id;
    });
    expect(written).not.toBe('');
  });
});
