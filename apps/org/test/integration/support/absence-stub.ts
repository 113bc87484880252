import * as amqplib from 'amqplib';
import { ABSENCE_GUARD_RPC, type MessageEnvelope, type MessageMeta } from '@presently/contracts';
import { rpcQueueName } from '@presently/messaging';

type GuardPattern = (typeof ABSENCE_GUARD_RPC)[keyof typeof ABSENCE_GUARD_RPC];

export interface GuardCall {
  pattern: string;
  payload: unknown;
  meta: MessageMeta;
}

/**
 * A peer double of the absence service's guard RPCs (absence does not run in org's integration
 * tests): it consumes absence's RPC queue and answers { count } with what the test chose (0 unless
 * told), per pattern and per user id or date, and records every question it was asked.
 */
export interface AbsenceStub {
  calls: GuardCall[];
  /** The count answered for a pattern; `key` narrows it to one user_id or date. */
  answer: (pattern: GuardPattern, count: number, key?: number | string) => void;
  reset: () => void;
  close: () => Promise<void>;
}

export async function startAbsenceStub(): Promise<AbsenceStub> {
  const conn = await amqplib.connect(process.env.RABBITMQ_URL as string);
  const ch = await conn.createChannel();
  const queue = rpcQueueName('absence');
  await ch.assertQueue(queue, { durable: true });
  // Whatever an earlier run left behind has expired for its callers anyway.
  await ch.purgeQueue(queue);
  const calls: GuardCall[] = [];
  const counts = new Map<string, number>();
  const keyOf = (payload: unknown): string => {
    const p = (payload ?? {}) as { user_id?: unknown; date?: unknown };
    return String(p.user_id ?? p.date ?? '');
  };

  const { consumerTag } = await ch.consume(queue, (msg) => {
    if (!msg) return;
    const pattern = msg.properties.type as string;
    const envelope = JSON.parse(msg.content.toString('utf8')) as MessageEnvelope;
    calls.push({ pattern, payload: envelope.payload, meta: envelope.meta });
    const known = (Object.values(ABSENCE_GUARD_RPC) as string[]).includes(pattern);
    const count = counts.get(`${pattern}|${keyOf(envelope.payload)}`) ?? counts.get(`${pattern}|`) ?? 0;
    const reply = known ? { ok: true, data: { count } } : { ok: false, status: 501, error: 'unknown_pattern' };
    ch.sendToQueue(msg.properties.replyTo as string, Buffer.from(JSON.stringify(reply)), {
      correlationId: msg.properties.correlationId as string,
      contentType: 'application/json',
    });
    ch.ack(msg);
  });

  return {
    calls,
    answer: (pattern, count, key) => counts.set(`${pattern}|${key ?? ''}`, count),
    reset: () => {
      counts.clear();
      calls.length = 0;
    },
    close: async () => {
      await ch.cancel(consumerTag);
      await conn.close();
    },
  };
}
