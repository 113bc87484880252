import { randomUUID } from 'node:crypto';
import { connectToBroker } from './connection';
import type { AmqpConnectionManager, ChannelWrapper } from 'amqp-connection-manager';
import type { ConsumeMessage } from 'amqplib';
import type { MessageMeta, RequestOf, ResponseOf, RpcMessage, RpcReply } from '@presently/contracts';
import type { ZodType } from 'zod';
import { RpcError, ServiceUnavailableError } from './errors';
import { DEADLINE_HEADER, rpcQueueName } from './topology';

/** RabbitMQ's pseudo-queue for replies on the sending channel: no reply queue to declare or clean up. */
const DIRECT_REPLY_TO = 'amq.rabbitmq.reply-to';

interface Pending {
  resolve: (value: unknown) => void;
  reject: (err: Error) => void;
  timer: NodeJS.Timeout;
}

export interface RpcClientOptions {
  url: string;
  name: string;
  timeoutMs: number;
  /**
   * A ceiling on every call's wait, the slow calls' own limits included (a report's preview, a PDF
   * conversion): how long a caller may hold a request to a service that does not answer.
   */
  maxTimeoutMs?: number;
}

/**
 * Request/reply over RabbitMQ. Every request expires in the queue when its caller stops waiting,
 * so a service that was down does not wake up to a backlog of answers nobody reads.
 */
export class RpcClient {
  private readonly connection: AmqpConnectionManager;
  private readonly channel: ChannelWrapper;
  private readonly pending = new Map<string, Pending>();

  constructor(private readonly opts: RpcClientOptions) {
    this.connection = connectToBroker(opts.url, `${opts.name}-rpc`);
    this.channel = this.connection.createChannel({ confirm: false });
    void this.channel.consume(DIRECT_REPLY_TO, (msg) => this.onReply(msg), { noAck: true });
  }

  /** While disconnected, requests wait for the connection; the timeout still bounds every call. */
  get connected(): boolean {
    return this.connection.isConnected();
  }

  async waitForConnect(): Promise<void> {
    await this.channel.waitForConnect();
  }

  /**
   * Sends a contract message to the service its pattern names (`presence.clock` → presence), typed by
   * the contract: the payload is the request schema's input, the answer its response type.
   */
  call<M extends RpcMessage<string, ZodType, unknown>>(message: M, payload: RequestOf<M>, meta: MessageMeta, timeoutMs = this.opts.timeoutMs): Promise<ResponseOf<M>> {
    return this.send<ResponseOf<M>>(message.pattern.slice(0, message.pattern.indexOf('.')), message.pattern, payload, meta, timeoutMs);
  }

  send<T>(service: string, pattern: string, payload: unknown, meta: MessageMeta, requestedMs = this.opts.timeoutMs): Promise<T> {
    const timeoutMs = Math.min(requestedMs, this.opts.maxTimeoutMs ?? requestedMs);
    const correlationId = randomUUID();
    return new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(correlationId);
        reject(new ServiceUnavailableError(service));
      }, timeoutMs);
      this.pending.set(correlationId, { resolve: resolve as (v: unknown) => void, reject, timer });
      this.channel
        .sendToQueue(rpcQueueName(service), Buffer.from(JSON.stringify({ meta, payload })), {
          correlationId,
          replyTo: DIRECT_REPLY_TO,
          type: pattern,
          contentType: 'application/json',
          expiration: String(timeoutMs),
          // The broker drops it unread after `expiration`; a service that took it and is still at work
          // then learns from this when its caller stopped waiting (AmqpServer, callerGaveUp).
          headers: { [DEADLINE_HEADER]: Date.now() + timeoutMs },
          persistent: false,
        })
        .catch(() => this.settle(correlationId, new ServiceUnavailableError(service)));
    });
  }

  private settle(correlationId: string, err: Error): void {
    const p = this.pending.get(correlationId);
    if (!p) return;
    clearTimeout(p.timer);
    this.pending.delete(correlationId);
    p.reject(err);
  }

  private onReply(msg: ConsumeMessage | null): void {
    if (!msg) return;
    const id = msg.properties.correlationId as string;
    const p = this.pending.get(id);
    if (!p) return; // answered after its caller gave up
    clearTimeout(p.timer);
    this.pending.delete(id);
    let reply: RpcReply;
    try {
      reply = JSON.parse(msg.content.toString('utf8')) as RpcReply;
    } catch {
      p.reject(new RpcError({ status: 502, error: 'bad_gateway' }));
      return;
    }
    if (reply.ok) p.resolve(reply.data);
    else p.reject(new RpcError({ status: reply.status, error: reply.error, errors: reply.errors }));
  }

  async close(): Promise<void> {
    for (const id of [...this.pending.keys()]) this.settle(id, new ServiceUnavailableError('shutdown'));
    await this.channel.close().catch(() => undefined);
    await this.connection.close().catch(() => undefined);
  }
}
