import { Inject, Injectable, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import * as amqp from 'amqp-connection-manager';
import type { AmqpConnectionManager, ChannelWrapper } from 'amqp-connection-manager';
import type { ConfirmChannel, ConsumeMessage } from 'amqplib';
import type { Logger } from 'pino';
import { PRESENCE_RECORD_CHANGED, type PresenceRecordChangedEvent } from '@presently/contracts';
import { EVENTS_EXCHANGE } from '@presently/messaging';
import { LOGGER } from '../../common/tokens';
import { GATEWAY_CONFIG, type GatewayConfig } from '../../gateway-config';
import { isRecordChanged } from '../domain/live-scope';

/** A change to pass on, or a resync: the feed was away (broker restart) and may have missed changes. */
export type FeedMessage = { type: 'change'; event: PresenceRecordChangedEvent; seq: number } | { type: 'resync' };
export type FeedListener = (message: FeedMessage) => void;

/**
 * The presence changes this gateway replica hears, for its live boards. Each replica binds its OWN
 * exclusive, auto-deleted, server-named queue to presence.record.changed.v1 on the events exchange, so
 * every replica receives every change (a shared queue would hand each change to one replica only), and
 * the queue disappears with the replica. No acks (noAck): a board that misses a change while the
 * broker is away resyncs when it reconnects, which is cheaper than persisting a live feed.
 */
@Injectable()
export class PresenceFeed implements OnModuleInit, OnApplicationShutdown {
  private connection: AmqpConnectionManager | null = null;
  private channel: ChannelWrapper | null = null;
  private readonly listeners = new Set<FeedListener>();
  /** Ids of this replica's deliveries, for the stream's `id:` lines (per replica; boards resync on reconnect). */
  private seq = 0;
  /** Each (re)connection of the feed's channel: after the first, boards are told to resync. */
  private generation = 0;

  constructor(
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onModuleInit(): void {
    this.connection = amqp.connect([this.config.RABBITMQ_URL], {
      heartbeatIntervalInSeconds: 10,
      reconnectTimeInSeconds: 1,
      connectionOptions: { clientProperties: { connection_name: 'gateway-live' } },
    });
    this.channel = this.connection.createChannel({
      json: false,
      setup: async (ch: ConfirmChannel) => {
        await ch.assertExchange(EVENTS_EXCHANGE, 'topic', { durable: true });
        const { queue } = await ch.assertQueue('', { exclusive: true, autoDelete: true, durable: false });
        await ch.bindQueue(queue, EVENTS_EXCHANGE, PRESENCE_RECORD_CHANGED.key);
        await ch.prefetch(500);
        await ch.consume(queue, (msg) => this.onMessage(msg), { noAck: true });
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
   * Resolves once the queue is bound (the channel's setup ran), or after `timeoutMs`: a board told
   * `ready` before the binding could miss a change; after a broker outage it is told `resync`.
   */
  async ready(timeoutMs = 5_000): Promise<void> {
    if (!this.channel) return;
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([this.channel.waitForConnect(), new Promise((r) => (timer = setTimeout(r, timeoutMs)))]);
    clearTimeout(timer);
  }

  subscribe(listener: FeedListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  get subscribers(): number {
    return this.listeners.size;
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
    await this.channel?.close().catch(() => undefined);
    await this.connection?.close().catch(() => undefined);
  }
}
