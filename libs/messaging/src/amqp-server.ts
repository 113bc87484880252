import { randomUUID } from 'node:crypto';
import { type CustomTransportStrategy, Server } from '@nestjs/microservices';
import { connectToBroker } from './connection';
import type { AmqpConnectionManager, ChannelWrapper } from 'amqp-connection-manager';
import type { ConfirmChannel, ConsumeMessage } from 'amqplib';
import { lastValueFrom } from 'rxjs';
import { ERROR_KEYS, type MessageEnvelope, type RpcReply } from '@presently/contracts';
import { type Logger, runWithContext } from '@presently/logger';
import { toErrorBody } from './errors';
import { assertServiceTopology, DEADLINE_HEADER, EVENTS_EXCHANGE, eventQueueName, rpcQueueName } from './topology';

export interface AmqpServerOptions {
  url: string;
  service: string;
  /** Unacknowledged messages in flight per consumer: the unit of back-pressure. */
  prefetch: number;
  logger: Logger;
  /** How long close() waits for in-flight handlers before giving up. */
  drainTimeoutMs?: number;
  /**
   * Event keys the service once took and no longer handles: unbound from its durable event queue at
   * every (re)connection. A binding outlives the code that made it, and would keep bringing those
   * events only to dead-letter them.
   */
  retiredEventPatterns?: readonly string[];
}

/** What a handler receives besides the envelope: the raw message, for the rare handler that needs it. */
export class AmqpContext {
  constructor(
    readonly message: ConsumeMessage,
    readonly pattern: string,
  ) {}
}

/**
 * Nest transport over RabbitMQ with the guarantees the default transport does not give:
 * manual ack only after the handler (and so its transaction) finished, persistent events on durable
 * queues bound to a topic exchange, unknown patterns answered or dead-lettered instead of stalling
 * the consumer, and a graceful close that stops consuming and drains in-flight work.
 */
export class AmqpServer extends Server implements CustomTransportStrategy {
  private connection: AmqpConnectionManager | null = null;
  private channel: ChannelWrapper | null = null;
  /**
   * Replies go out on a channel of their own without publisher confirms: a reply that does not arrive
   * is the caller's timeout anyway, and a confirm per reply cost the broker work and held the request's
   * ack (and so a prefetch slot) for one more round trip.
   */
  private replies: ChannelWrapper | null = null;
  private inFlight = 0;
  private closing = false;

  constructor(private readonly opts: AmqpServerOptions) {
    super();
  }

  on(): void {
    // Connection events are logged here; Nest's status stream is not used.
  }

  /**
   * Our patterns are plain names ('presence.clock'). Nest's default first tries `JSON.parse` on every
   * message's pattern, which for a plain name throws — a SyntaxError with its stack, twice per event
   * (5 % of reports' CPU under clock-in load). Only a JSON pattern goes that way here.
   */
  override getRouteFromPattern(pattern: string): string {
    return pattern.startsWith('{') || pattern.startsWith('"') ? super.getRouteFromPattern(pattern) : this.normalizePattern(pattern);
  }

  unwrap<T>(): T {
    return this.connection as T;
  }

  async listen(callback: (err?: unknown) => void): Promise<void> {
    try {
      await this.start();
      callback();
    } catch (err) {
      callback(err);
    }
  }

  private async start(): Promise<void> {
    const { service, prefetch, logger } = this.opts;
    const eventPatterns = [...this.messageHandlers.entries()].filter(([, h]) => h.isEventHandler).map(([p]) => p);

    this.connection = connectToBroker(this.opts.url, `${service}-server`);
    this.connection.on('disconnect', ({ err }) => logger.warn({ err: err?.message }, 'amqp disconnected'));
    this.connection.on('connect', () => logger.info('amqp connected'));

    this.channel = this.connection.createChannel({
      confirm: true,
      setup: async (ch: ConfirmChannel) => {
        await assertServiceTopology(ch, service);
        for (const pattern of eventPatterns) await ch.bindQueue(eventQueueName(service), EVENTS_EXCHANGE, pattern);
        const retired = (this.opts.retiredEventPatterns ?? []).filter((p) => !eventPatterns.includes(p));
        for (const pattern of retired) await ch.unbindQueue(eventQueueName(service), EVENTS_EXCHANGE, pattern);
      },
    });
    this.replies = this.connection.createChannel({ confirm: false });
    await Promise.all([this.channel.waitForConnect(), this.replies.waitForConnect()]);
    await this.channel.consume(rpcQueueName(service), (msg) => this.track(() => this.onRpc(msg)), {
      prefetch,
    });
    await this.channel.consume(eventQueueName(service), (msg) => this.track(() => this.onEvent(msg)), {
      prefetch,
    });
    logger.info({ rpcQueue: rpcQueueName(service), events: eventPatterns }, 'consuming');
  }

  private async track(work: () => Promise<void>): Promise<void> {
    this.inFlight++;
    try {
      await work();
    } finally {
      this.inFlight--;
    }
  }

  private parse(msg: ConsumeMessage): MessageEnvelope | null {
    try {
      const body = JSON.parse(msg.content.toString('utf8')) as MessageEnvelope;
      if (!body || typeof body !== 'object' || typeof body.meta?.requestId !== 'string') return null;
      return body;
    } catch {
      return null;
    }
  }

  /** `deadline`: when an RPC's caller stops waiting (none for events). */
  private async invoke(pattern: string, envelope: MessageEnvelope, msg: ConsumeMessage, deadline?: number): Promise<unknown> {
    const handler = this.getHandlerByPattern(pattern);
    if (!handler) throw { status: 501, error: 'unknown_pattern' };
    const ctx = { requestId: envelope.meta.requestId, userId: envelope.meta.actor?.userId, companyId: envelope.meta.actor?.companyId, deadline };
    return runWithContext(ctx, async () => {
      const result = await handler(envelope, new AmqpContext(msg, pattern));
      return lastValueFrom(this.transformToObservable(result), { defaultValue: null });
    });
  }

  private async onRpc(msg: ConsumeMessage): Promise<void> {
    const channel = this.channel;
    if (!channel) return;
    const pattern = msg.properties.type as string | undefined;
    const header = Number(msg.properties.headers?.[DEADLINE_HEADER]);
    const deadline = Number.isFinite(header) ? header : undefined;
    if (deadline !== undefined && Date.now() >= deadline) {
      // Taken before the broker expired it (a consumer's prefetch, a slow start), but its caller has
      // already answered 503: doing it now would be a change the caller believes failed.
      this.opts.logger.warn({ pattern, lateMs: Date.now() - deadline }, 'rpc request dropped: its caller stopped waiting');
      channel.ack(msg);
      return;
    }
    if (msg.fields.redelivered) {
      // Its first delivery went to a consumer that died or lost its connection before the ack — maybe
      // after committing and even after answering. Doing it again could repeat a change (a clock-out
      // closing the record the caller has just opened since). Its outcome is unknown, as after a
      // timeout: answered 503 now, and the caller decides whether to retry.
      this.opts.logger.warn({ pattern }, 'rpc request redelivered: not done again, answered 503');
      await this.answer(msg, pattern, { ok: false, status: 503, error: ERROR_KEYS.serviceUnavailable });
      channel.ack(msg);
      return;
    }
    const envelope = this.parse(msg);
    let reply: RpcReply;
    if (!pattern || !envelope) {
      reply = { ok: false, status: 400, error: 'malformed_message' };
    } else {
      try {
        reply = { ok: true, data: await this.invoke(pattern, envelope, msg, deadline) };
      } catch (err) {
        // Handler failures were logged with their stack by the service's error filter.
        reply = { ok: false, ...toErrorBody(err) };
      }
    }
    await this.answer(msg, pattern, reply);
    // The work is done (and committed) before the request leaves the queue.
    channel.ack(msg);
  }

  private async answer(msg: ConsumeMessage, pattern: string | undefined, reply: RpcReply): Promise<void> {
    const replyTo = msg.properties.replyTo as string | undefined;
    if (!replyTo || !this.replies) return;
    await this.replies
      .sendToQueue(replyTo, Buffer.from(JSON.stringify(reply)), {
        correlationId: msg.properties.correlationId,
        contentType: 'application/json',
      })
      .catch((err: unknown) => this.opts.logger.warn({ err, pattern }, 'rpc reply not sent'));
  }

  private async onEvent(msg: ConsumeMessage): Promise<void> {
    const channel = this.channel;
    if (!channel) return;
    const pattern = msg.fields.routingKey;
    const envelope = this.parse(msg);
    if (!envelope || !this.getHandlerByPattern(pattern)) {
      // Never requeue what no handler can take: it would block the queue. The dead-letter queue keeps it.
      this.opts.logger.error({ pattern }, 'event dead-lettered: malformed or unhandled');
      channel.nack(msg, false, false);
      return;
    }
    try {
      await this.invoke(pattern, envelope, msg);
      channel.ack(msg);
    } catch (err) {
      // One redelivery for transient failures (handlers are idempotent), then the dead-letter queue.
      const retry = !msg.fields.redelivered;
      this.opts.logger.warn({ pattern, retry }, retry ? 'event handler failed; redelivering once' : 'event dead-lettered after retry');
      channel.nack(msg, false, retry);
    }
  }

  /** Stops consuming, lets in-flight handlers finish and ack, then closes the connection. */
  async close(): Promise<void> {
    if (this.closing) return;
    this.closing = true;
    const deadline = Date.now() + (this.opts.drainTimeoutMs ?? 15_000);
    await this.channel?.cancelAll().catch(() => undefined);
    while (this.inFlight > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    if (this.inFlight > 0) this.opts.logger.warn({ inFlight: this.inFlight }, 'closing with unfinished work; it will be redelivered');
    await this.channel?.close().catch(() => undefined);
    await this.replies?.close().catch(() => undefined);
    await this.connection?.close().catch(() => undefined);
    this.channel = null;
    this.replies = null;
    this.connection = null;
  }
}

export const newRequestId = (): string => randomUUID();
