import type { PresenceRecordChangedEvent } from '@presently/contracts';
import { type FeedMessage, PresenceFeed, READY_LEASE_MS } from './presence-feed.service';

/*
 * A mockBroker in miniature for the feed: each connection declares a queue, a change published to the
 * exchange reaches the queue only while it is bound (as RabbitMQ routes a topic exchange), and a
 * reconnection brings a new channel and a new queue, the old one gone.
 */
const mockBroker = makeBroker();

function makeBroker() {
  let n = 0;
  const state = {
    bindings: new Set<string>(),
    consumers: new Map<string, (msg: { content: Buffer } | null) => void>(),
    setup: null as null | ((ch: unknown) => Promise<void>),
    connectedWaiters: [] as Array<() => void>,
    connected: false,
    bindCalls: 0,
  };
  const channel = () => {
    let open = true;
    const live = async () => {
      if (!open) throw new Error('channel closed');
    };
    return {
      close: () => (open = false),
      assertExchange: live,
      assertQueue: async () => {
        await live();
        return { queue: `q${++n}` };
      },
      prefetch: live,
      consume: async (queue: string, cb: (msg: { content: Buffer } | null) => void) => {
        await live();
        state.consumers.set(queue, cb);
      },
      bindQueue: async (queue: string, _ex: string, key: string) => {
        await live();
        state.bindCalls++;
        state.bindings.add(`${queue}|${key}`);
      },
      unbindQueue: async (queue: string, _ex: string, key: string) => {
        await live();
        state.bindings.delete(`${queue}|${key}`);
      },
    };
  };
  let current: ReturnType<typeof channel> | null = null;
  return {
    state,
    /** The connection (re)established: a new channel, its setup run, then 'connect'. */
    async connect() {
      current?.close();
      state.bindings.clear(); // the old exclusive queue is gone with its connection
      state.consumers.clear();
      current = channel();
      state.connected = false;
      await state.setup?.(current);
      state.connected = true;
      for (const w of state.connectedWaiters.splice(0)) w();
    },
    publish(key: string, payload: unknown) {
      for (const [queue, cb] of state.consumers) {
        if (state.bindings.has(`${queue}|${key}`)) cb({ content: Buffer.from(JSON.stringify({ payload })) });
      }
    },
  };
}

jest.mock('amqp-connection-manager', () => ({
  connect: () => ({
    createChannel: (opts: { setup: (ch: unknown) => Promise<void> }) => {
      mockBroker.state.setup = opts.setup;
      return {
        on: () => undefined,
        waitForConnect: () => (mockBroker.state.connected ? Promise.resolve() : new Promise<void>((r) => mockBroker.state.connectedWaiters.push(r))),
        close: async () => undefined,
      };
    },
    close: async () => undefined,
  }),
}));

const KEY = 'presence.record.changed.v1';
const change = (userId: number): PresenceRecordChangedEvent => ({
  company_id: 1,
  user_id: userId,
  team_id: null,
  department_id: null,
  kind: 'work',
  since: '2026-11-25T08:00:00.000Z',
  at: '2026-11-25T08:00:00.000Z',
  source: 'web',
});
const logger = { warn: jest.fn() };

/** The controller's order: ready, then subscribe (a board). */
async function openBoard(feed: PresenceFeed): Promise<{ got: FeedMessage[]; close: () => void }> {
  await feed.ready();
  const got: FeedMessage[] = [];
  const close = feed.subscribe((m) => got.push(m));
  return { got, close };
}

describe('PresenceFeed: bound to the changes only while a board listens', () => {
  let feed: PresenceFeed;

  beforeEach(async () => {
    feed = new PresenceFeed({ RABBITMQ_URL: 'amqp://fake' } as never, logger as never);
    feed.onModuleInit();
    await mockBroker.connect();
  });

  afterEach(async () => {
    await feed.onApplicationShutdown();
  });

  it('takes no change off the broker while no board is open', async () => {
    expect(feed.bound).toBe(false);
    expect(mockBroker.state.bindings.size).toBe(0);
  });

  it('is bound before ready() answers, passes changes on, and unbinds when the last board leaves', async () => {
    const a = await openBoard(feed);
    expect(feed.bound).toBe(true); // told ready: every change after it is heard
    mockBroker.publish(KEY, change(1));
    const b = await openBoard(feed);
    mockBroker.publish(KEY, change(2));
    a.close();
    await feed.settled();
    expect(feed.bound).toBe(true); // one board still listens
    mockBroker.publish(KEY, change(3));
    b.close();
    await feed.settled();
    expect(feed.bound).toBe(false);
    expect(mockBroker.state.bindings.size).toBe(0);
    expect(a.got.map((m) => m.type === 'change' && m.event.user_id)).toEqual([1, 2]);
    expect(b.got.map((m) => m.type === 'change' && m.event.user_id)).toEqual([2, 3]);
  });

  it('a board opened after changes nobody watched gets the changes after it', async () => {
    mockBroker.publish(KEY, change(1)); // unbound: the mockBroker keeps it from this replica
    const a = await openBoard(feed);
    mockBroker.publish(KEY, change(2));
    expect(a.got).toEqual([{ type: 'change', event: change(2), seq: 1 }]);
    a.close();
    await feed.settled();
    const again = await openBoard(feed);
    mockBroker.publish(KEY, change(3));
    expect(again.got).toEqual([{ type: 'change', event: change(3), seq: 2 }]);
    again.close();
  });

  it('after a reconnection binds the new queue only if boards listen, and tells them to resync', async () => {
    await mockBroker.connect();
    expect(feed.bound).toBe(false);
    expect(mockBroker.state.bindings.size).toBe(0);
    const a = await openBoard(feed);
    await mockBroker.connect();
    expect(feed.bound).toBe(true);
    mockBroker.publish(KEY, change(4));
    expect(a.got).toEqual([{ type: 'resync' }, { type: 'change', event: change(4), seq: 1 }]);
    a.close();
    await feed.settled();
    expect(mockBroker.state.bindings.size).toBe(0);
  });

  it('a board told ready while the broker is away is bound when it comes back', async () => {
    mockBroker.state.connected = false; // the connection dropped; the manager reconnects later
    const readied = feed.ready(50);
    await readied; // answered after its time-out: the board will be told resync
    const got: FeedMessage[] = [];
    const close = feed.subscribe((m) => got.push(m));
    await mockBroker.connect();
    mockBroker.publish(KEY, change(5));
    expect(got).toEqual([{ type: 'resync' }, { type: 'change', event: change(5), seq: 1 }]);
    close();
  });

  it('gives up the binding of a ready() that no board followed', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
    try {
      await feed.ready();
      expect(feed.bound).toBe(true);
      jest.advanceTimersByTime(READY_LEASE_MS);
      await feed.settled();
      expect(feed.bound).toBe(false);
    } finally {
      jest.useRealTimers();
    }
  });
});
