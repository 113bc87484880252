import * as amqplib from 'amqplib';
import type { MessageEnvelope, RpcReply } from '@presently/contracts';
import { rpcQueueName } from '@presently/messaging';

export interface ReceivedCall {
  service: string;
  pattern: string;
  envelope: MessageEnvelope<Record<string, unknown>>;
}

export type StubAnswer = { data: unknown } | { status: number; error?: string; errors?: Record<string, string[]> };
export type StubHandler = (envelope: MessageEnvelope<Record<string, unknown>>) => StubAnswer | Promise<StubAnswer>;

/**
 * Stand-ins for auth and org on the real broker: they consume the services' RPC queues and answer the
 * patterns a test programs, so the gateway's side of a conversation (payloads, actor, composition of
 * answers) can be checked without the services. Unprogrammed patterns answer 501 unknown_pattern.
 */
export class StubServices {
  readonly calls: ReceivedCall[] = [];
  private readonly handlers = new Map<string, StubHandler>();
  private connection?: amqplib.ChannelModel;
  private channel?: amqplib.Channel;
  private readonly tags: string[] = [];

  constructor(private readonly services: readonly string[]) {}

  on(pattern: string, handler: StubHandler): this {
    this.handlers.set(pattern, handler);
    return this;
  }

  async start(): Promise<void> {
    this.connection = await amqplib.connect(process.env.RABBITMQ_URL as string);
    const ch = await this.connection.createChannel();
    this.channel = ch;
    for (const service of this.services) {
      const queue = rpcQueueName(service);
      await ch.assertQueue(queue, { durable: true });
      await ch.purgeQueue(queue);
      const { consumerTag } = await ch.consume(queue, (msg) => void this.answer(service, msg));
      this.tags.push(consumerTag);
    }
  }

  private async answer(service: string, msg: amqplib.ConsumeMessage | null): Promise<void> {
    const ch = this.channel;
    if (!msg || !ch) return;
    const pattern = String(msg.properties.type);
    const envelope = JSON.parse(msg.content.toString('utf8')) as MessageEnvelope<Record<string, unknown>>;
    this.calls.push({ service, pattern, envelope });
    const handler = this.handlers.get(pattern);
    const answer = handler ? await handler(envelope) : { status: 501, error: 'unknown_pattern' };
    const reply: RpcReply = 'data' in answer ? { ok: true, data: answer.data } : { ok: false, ...answer };
    ch.sendToQueue(msg.properties.replyTo as string, Buffer.from(JSON.stringify(reply)), { correlationId: msg.properties.correlationId as string, contentType: 'application/json' });
    ch.ack(msg);
  }

  callsOf(pattern: string): ReceivedCall[] {
    return this.calls.filter((c) => c.pattern === pattern);
  }

  async stop(): Promise<void> {
    const ch = this.channel;
    if (ch) {
      for (const tag of this.tags) await ch.cancel(tag);
      for (const service of this.services) await ch.deleteQueue(rpcQueueName(service));
    }
    await this.connection?.close();
  }
}
