import * as amqplib from 'amqplib';
import { ATTACH_FILES, type MessageEnvelope } from '@presently/contracts';
import { rpcQueueName } from '@presently/messaging';

/**
 * A peer double of documents (it does not run in absence's integration tests): it attaches whatever
 * it is asked to, except file ids from `refuse`, which answer 409 file_already_attached as documents would.
 */
export interface DocumentsStub {
  attached: Array<{ file_ids: number[]; owner: string }>;
  refuse: Set<number>;
  close: () => Promise<void>;
}

export async function startDocumentsStub(): Promise<DocumentsStub> {
  const conn = await amqplib.connect(process.env.RABBITMQ_URL as string);
  const ch = await conn.createChannel();
  const queue = rpcQueueName('documents');
  await ch.assertQueue(queue, { durable: true });
  const attached: DocumentsStub['attached'] = [];
  const refuse = new Set<number>();
  const { consumerTag } = await ch.consume(queue, (msg) => {
    if (!msg) return;
    const envelope = JSON.parse(msg.content.toString('utf8')) as MessageEnvelope<{ file_ids: number[]; owner: string }>;
    let reply: unknown;
    if (msg.properties.type === ATTACH_FILES.pattern) {
      if (envelope.payload.file_ids.some((id) => refuse.has(id))) reply = { ok: false, status: 409, error: 'file_already_attached' };
      else {
        attached.push(envelope.payload);
        reply = { ok: true, data: { attached: envelope.payload.file_ids.length } };
      }
    } else {
      reply = { ok: false, status: 501, error: 'unknown_pattern' };
    }
    ch.sendToQueue(msg.properties.replyTo as string, Buffer.from(JSON.stringify(reply)), { correlationId: msg.properties.correlationId as string, contentType: 'application/json' });
    ch.ack(msg);
  });
  return {
    attached,
    refuse,
    close: async () => {
      await ch.cancel(consumerTag);
      await conn.close();
    },
  };
}
