import { randomUUID } from 'node:crypto';
import { Logger } from '@nestjs/common';
import Redis from 'ioredis';
import { sessionKey } from '@presently/contracts';
import { SessionCache } from './session-cache';

const INVALIDATE = '__redis__:invalidate';
/** The tracker touches a key of its own this often; its invalidation proves the path still works. */
const HEARTBEAT_MS = 1_000;
/** Without its heartbeat's invalidation for this long, the path is presumed broken (a half-open socket). */
const SILENCE_MS = 3_000;

/**
 * Redis's own client-side caching protocol (CLIENT TRACKING, broadcast mode, RESP2 redirect) tells
 * the gateway of every change to a session key — written, deleted or expired, by auth or anyone —
 * over a subscriber connection of its own. While both connections are up and tracking is on, the
 * gateway answers sessions from its cache; the moment either connection drops, the cache is emptied
 * and bypassed until tracking is on again, so a revocation is never missed, only delayed by the
 * invalidation's own trip (the same Redis push that a GET would have raced anyway).
 */
export class SessionTracking {
  private readonly logger = new Logger('SessionTracking');
  private readonly name = `gateway-sessions-${randomUUID()}`;
  private readonly tracker: Redis;
  private readonly subscriber: Redis;
  /** Full Redis keys of sessions start with this (ioredis adds the prefix to the keys it sends). */
  private readonly keyPrefix: string;
  private attempt = 0;
  private on = false;
  private closed = false;
  private readonly heartbeatKey: string;
  private lastHeard = 0;
  private heartbeat: NodeJS.Timeout | null = null;

  constructor(
    url: string,
    redisPrefix: string,
    readonly cache = new SessionCache(100_000, 60_000),
  ) {
    this.keyPrefix = `${redisPrefix}${sessionKey('')}`;
    // Under the tracked prefix, so Redis reports its changes like a session's; never a valid session record.
    this.heartbeatKey = `${this.keyPrefix}heartbeat-${this.name}`;
    // Neither connection queues commands while down: a failed (re-)enable simply waits for 'ready'.
    const options = { maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: true } as const;
    this.tracker = new Redis(url, options);
    this.subscriber = new Redis(url, { ...options, connectionName: this.name });
    this.subscriber.on('messageBuffer', (channel: Buffer, message: unknown) => {
      if (channel.toString() !== INVALIDATE) return;
      // A null message: Redis flushed its data set (FLUSHALL) — every session may be gone.
      if (!Array.isArray(message)) return this.cache.clear();
      const keys = (message as Buffer[]).map((k) => k.toString());
      if (keys.includes(this.heartbeatKey)) this.lastHeard = Date.now();
      this.cache.invalidate(keys.filter((k) => k.startsWith(this.keyPrefix)).map((k) => k.slice(this.keyPrefix.length)));
    });
    for (const connection of [this.tracker, this.subscriber]) {
      connection.on('ready', () => void this.enable());
      for (const event of ['close', 'reconnecting', 'end'] as const) connection.on(event, () => this.off());
      connection.on('error', () => this.off());
    }
  }

  /** Whether the cache may answer: both connections up and Redis tracking session keys for us. */
  get active(): boolean {
    return this.on;
  }

  async start(): Promise<void> {
    await Promise.allSettled([this.tracker.connect(), this.subscriber.connect()]);
    this.heartbeat = setInterval(() => this.beat(), HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  async stop(): Promise<void> {
    this.closed = true;
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.off();
    this.tracker.disconnect();
    this.subscriber.disconnect();
  }

  /**
   * A dropped connection is usually seen at once ('close'), but a half-open one is not: while it looks
   * up and Redis's invalidations go nowhere, the heartbeat's own invalidation stops arriving, and the
   * cache goes off within SILENCE_MS (then tracking is set up again from scratch).
   */
  private beat(): void {
    if (!this.on) return;
    if (Date.now() - this.lastHeard > SILENCE_MS) {
      this.off();
      void this.enable();
      return;
    }
    // The key is written raw (no ioredis prefix on this connection) and expires on its own.
    this.tracker.set(this.heartbeatKey, String(Date.now()), 'EX', 60).catch(() => this.off());
  }

  private off(): void {
    this.attempt += 1;
    if (this.on) this.logger.warn('session tracking off: sessions are read from Redis on every request until it is back');
    this.on = false;
    this.cache.clear();
  }

  private async enable(): Promise<void> {
    if (this.closed || this.tracker.status !== 'ready' || this.subscriber.status !== 'ready') return;
    const attempt = ++this.attempt;
    this.on = false;
    this.cache.clear();
    try {
      await this.subscriber.subscribe(INVALIDATE);
      // The subscriber cannot ask its own id once subscribed: the tracker finds it by its name.
      const list = String(await this.tracker.call('CLIENT', 'LIST', 'TYPE', 'pubsub'));
      const line = list.split('\n').find((l) => l.includes(` name=${this.name} `));
      const id = line?.match(/(?:^|\s)id=(\d+)/)?.[1];
      if (!id) throw new Error('the invalidation subscriber is not connected');
      await this.tracker.call('CLIENT', 'TRACKING', 'OFF');
      await this.tracker.call('CLIENT', 'TRACKING', 'ON', 'REDIRECT', id, 'BCAST', 'PREFIX', this.keyPrefix);
      if (attempt === this.attempt && !this.closed) {
        this.lastHeard = Date.now();
        this.on = true;
        this.logger.log('session tracking on: sessions are answered from the cache until Redis says they changed');
      }
    } catch (err) {
      this.logger.warn(`session tracking not enabled: ${(err as Error).message}`);
      // Both connections may look ready while one is not quite (a resubscription in flight): try again.
      if (attempt === this.attempt) setTimeout(() => void this.enable(), 1_000).unref();
    }
  }
}
