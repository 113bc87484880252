import { Inject, Injectable, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import type { AmqpConnectionManager, ChannelWrapper } from 'amqp-connection-manager';
import type { ConfirmChannel, ConsumeMessage } from 'amqplib';
import type { Logger } from 'pino';
import { PRESENCE_RECORD_CHANGED, type PresenceRecordChangedEvent } from '@presently/contracts';
import { connectToBroker, EVENTS_EXCHANGE } from '@presently/messaging';
import { LOGGER } from '../../common/tokens';
import { GATEWAY_CONFIG, type GatewayConfig } from '../../gateway-config';
import { isRecordChanged } from '../domain/live-scope';

/** A change to pass on, or a resync: the feed was away (broker restart) and may have missed changes. */
export type FeedMessage = { type: 'change'; event: PresenceRecordChangedEvent; seq: number } | { type: 'resync' };
export type FeedListener = (message: FeedMessage) => void;

/** How long a `ready()` keeps the queue bound for the board it readied, should no subscribe follow. */
export const READY_LEASE_MS = 30_000;

/** This connection's queue (server-named, gone with the connection) on the channel that declared it. */
interface Link {
  channel: ConfirmChannel;
  queue: string;
  bound: boolean;
}

/**
 * The presence changes this gateway replica hears, for its live boards. Each replica has its OWN
 * exclusive, auto-deleted, server-named queue on the events exchange, so every replica receives every
 * change (a shared queue would hand each change to one replica only), and the queue disappears with
 * the replica. No acks (noAck): a board that misses a change while the broker is away resyncs when it
 * reconnects, which is cheaper than persisting a live feed.
 *
 * The queue is bound to presence.record.changed.v1 only while a board of this replica listens (or has
 * just been told to get ready): every clock-in publishes that event, and a replica no one watches would
 * otherwise take each one off the broker for nothing. Bound on the first board, unbound when the last
 * leaves; after a reconnection the new queue is bound again if boards listen (and they resync).
 */
@Injectable()
export class PresenceFeed implements OnModuleInit, OnApplicationShutdown {
  private connection: AmqpConnectionManager | null = null;
  private channel: ChannelWrapper | null = null;
  private readonly listeners = new Set<FeedListener>();
  private link: Link | null = null;
  /** Boards told ready that have not subscribed yet, each with the timer that gives its binding up. */
  /** The bindings ready() holds for boards about to subscribe: each lease ends itself when it runs out. */
  private readonly leases = new Set<NodeJS.Timeout>();
  /** Binds and unbinds, one at a time, in the order asked. */
  private binding: Promise<void> = Promise.resolve();
  /** Ids of this replica's deliveries, for the stream's `id:` lines (per replica; boards resync on reconnect). */
  private seq = 0;
  /** Each (re)connection of the feed's channel: after the first, boards are told to resync. */
  private generation = 0;

  constructor(
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onModuleInit(): void {
    this.connection = connectToBroker(this.config.RABBITMQ_URL, 'gateway-live');
    this.channel = this.connection.createChannel({
      json: false,
      setup: async (ch: ConfirmChannel) => {
        await ch.assertExchange(EVENTS_EXCHANGE, 'topic', { durable: true });
        const { queue } = await ch.assertQueue('', { exclusive: true, autoDelete: true, durable: false });
        await ch.prefetch(500);
        await ch.consume(queue, (msg) => this.onMessage(msg), { noAck: true });
        this.link = { channel: ch, queue, bound: false };
        await this.sync(); // bound again if boards listen
        this.generation += 1;
        if (this.generation > 1) this.emit({ type: 'resync' });
      },
    });
    // A setup that fails (the channel closed under it: a broker restart, a vhost going away at
    // shutdown) is retried by the manager on its next connection; unheard, the wrapper's 'error'
    // event would end the process.
    this.channel.on('error', (err: unknown) => this.logger.warn({ err }, 'live presence feed: channel setup failed; retrying on reconnect'));
  }

  /**
   * Binds the queue for a board about to subscribe and resolves once it is bound (or after
   * `timeoutMs`): a board told `ready` before the binding could miss a change; after a broker outage it
   * is told `resync`. The binding is held for the subscribe that follows (READY_LEASE_MS at most).
   */
  async ready(timeoutMs = 5_000): Promise<void> {
    const channel = this.channel;
    if (!channel) return;
    const lease: NodeJS.Timeout = setTimeout(() => this.release(lease), READY_LEASE_MS).unref();
    this.leases.add(lease);
    let timer: NodeJS.Timeout | undefined;
    const bound = channel.waitForConnect().then(() => this.sync());
    await Promise.race([bound, new Promise((r) => (timer = setTimeout(r, timeoutMs)))]);
    clearTimeout(timer);
  }

  subscribe(listener: FeedListener): () => void {
    this.listeners.add(listener);
    // The lease of the ready() that came before passes to the listener.
    const [lease] = this.leases;
    if (lease) {
      clearTimeout(lease);
      this.leases.delete(lease);
    }
    void this.sync();
    return () => {
      this.listeners.delete(listener);
      void this.sync();
    };
  }

  get subscribers(): number {
    return this.listeners.size;
  }

  /** Whether this replica's queue is bound to the changes now (false with no board listening). */
  get bound(): boolean {
    return this.link?.bound ?? false;
  }

  /** Resolves when the binds and unbinds asked so far are done (for tests and `ready`). */
  settled(): Promise<void> {
    return this.binding;
  }

  private release(lease: NodeJS.Timeout): void {
    this.leases.delete(lease);
    void this.sync();
  }

  /** Brings the binding in line with whether anyone listens; chained so that binds and unbinds never cross. */
  private sync(): Promise<void> {
    this.binding = this.binding.then(async () => {
      const link = this.link;
      const wanted = this.listeners.size > 0 || this.leases.size > 0;
      if (!link || link.bound === wanted) return;
      try {
        if (wanted) await link.channel.bindQueue(link.queue, EVENTS_EXCHANGE, PRESENCE_RECORD_CHANGED.key);
        else await link.channel.unbindQueue(link.queue, EVENTS_EXCHANGE, PRESENCE_RECORD_CHANGED.key);
        link.bound = wanted;
      } catch (err) {
        // The channel went away under it: the next connection's setup binds its new queue as needed.
        this.logger.warn({ err }, `live presence feed: ${wanted ? 'bind' : 'unbind'} failed`);
      }
    });
    return this.binding;
  }

  private onMessage(msg: ConsumeMessage | null): void {
    if (!msg) return;
    let payload: unknown;
    try {
      payload = (JSON.parse(msg.content.toString('utf8')) as { payload?: unknown }).payload;
    } catch {
      this.logger.warn('live feed: an unreadable message was dropped');
      return;
    }
    if (!isRecordChanged(payload)) return;
    this.seq += 1;
    this.emit({ type: 'change', event: payload, seq: this.seq });
  }

  private emit(message: FeedMessage): void {
    for (const listener of this.listeners) {
      try {
        listener(message);
      } catch (err) {
        this.logger.warn({ err }, 'live feed: a board failed to take a change');
      }
    }
  }

  async onApplicationShutdown(): Promise<void> {
    for (const lease of this.leases) clearTimeout(lease);
    this.leases.clear();
    await this.channel?.close().catch(() => undefined);
    await this.connection?.close().catch(() => undefined);
  }
}
