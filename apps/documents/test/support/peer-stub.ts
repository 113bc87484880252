import * as amqplib from 'amqplib';
import {
  type AbsenceDocumentContext,
  GET_ABSENCE_DOCUMENT_CONTEXT,
  GET_AUTH_DOCUMENT_CONTEXT,
  GET_ORG_DOCUMENT_CONTEXT,
  type Lang,
  type MessageEnvelope,
  type OrgDocumentContext,
} from '@presently/contracts';
import { rpcQueueName } from '@presently/messaging';

/**
 * Peer doubles of what documents asks org, absence and auth (they do not run in documents'
 * integration tests): they consume those services' RPC queues and answer the document context of the
 * people the test placed in a company — auth the language of their account, when the test gave one
 * (else null: no account); a person marked failing gets 503 from org until cleared. Other patterns: 501.
 */
export interface PeerStub {
  addEmployee: (companyId: number, userId: number, context: OrgDocumentContext, daysLeft?: number, ownLanguage?: Lang) => void;
  failFor: (companyId: number, userId: number, failing: boolean) => void;
  calls: () => number;
  close: () => Promise<void>;
}

export async function startPeerStub(): Promise<PeerStub> {
  const conn = await amqplib.connect(process.env.RABBITMQ_URL as string);
  const ch = await conn.createChannel();
  const employees = new Map<string, { context: OrgDocumentContext; daysLeft: number | null; ownLanguage: Lang | null }>();
  const failing = new Set<string>();
  const absenceUser = new Map<string, number>();
  let calls = 0;
  const tags: string[] = [];

  const answer = (msg: amqplib.ConsumeMessage): unknown => {
    const pattern = msg.properties.type as string;
    const envelope = JSON.parse(msg.content.toString('utf8')) as MessageEnvelope;
    calls += 1;
    if (pattern === GET_ORG_DOCUMENT_CONTEXT.pattern) {
      const p = envelope.payload as { company_id: number; user_id: number };
      const key = `${p.company_id}|${p.user_id}`;
      if (failing.has(key)) return { ok: false, status: 503, error: 'service_unavailable' };
      return { ok: true, data: employees.get(key)?.context ?? null };
    }
    if (pattern === GET_AUTH_DOCUMENT_CONTEXT.pattern) {
      const p = envelope.payload as { company_id: number; user_id: number };
      const own = employees.get(`${p.company_id}|${p.user_id}`)?.ownLanguage ?? null;
      return { ok: true, data: own ? { language: own } : null };
    }
    if (pattern === GET_ABSENCE_DOCUMENT_CONTEXT.pattern) {
      const p = envelope.payload as { company_id: number; absence_request_id: number };
      const userId = absenceUser.get(`${p.company_id}|${p.absence_request_id}`) ?? 0;
      const found = [...employees.entries()].find(([k]) => k.startsWith(`${p.company_id}|`));
      const data: AbsenceDocumentContext = { user_id: userId, absence_type_id: 1, days_left: found?.[1].daysLeft ?? null };
      return { ok: true, data };
    }
    return { ok: false, status: 501, error: 'unknown_pattern' };
  };

  for (const service of ['org', 'absence', 'auth']) {
    const queue = rpcQueueName(service);
    await ch.assertQueue(queue, { durable: true });
    const { consumerTag } = await ch.consume(queue, (msg) => {
      if (!msg) return;
      ch.sendToQueue(msg.properties.replyTo as string, Buffer.from(JSON.stringify(answer(msg))), { correlationId: msg.properties.correlationId as string, contentType: 'application/json' });
      ch.ack(msg);
    });
    tags.push(consumerTag);
  }

  return {
    addEmployee: (companyId, userId, context, daysLeft, ownLanguage) => employees.set(`${companyId}|${userId}`, { context, daysLeft: daysLeft ?? null, ownLanguage: ownLanguage ?? null }),
    failFor: (companyId, userId, fail) => (fail ? failing.add(`${companyId}|${userId}`) : failing.delete(`${companyId}|${userId}`)),
    calls: () => calls,
    close: async () => {
      for (const tag of tags) await ch.cancel(tag);
      await conn.close();
    },
  };
}
