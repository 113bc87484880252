import * as amqplib from 'amqplib';
import {
  ABSENCE_CALENDAR_RPC,
  type AbsenceCalendar,
  type HolidayWithNames,
  type MessageEnvelope,
  type MessageMeta,
  ORG_PRESENCE_RPC,
  type PresenceCompany,
  type PresenceProfile,
  type Shift,
} from '@presently/contracts';
import { rpcQueueName } from '@presently/messaging';

export interface PeerCall {
  service: 'org' | 'absence';
  pattern: string;
  payload: Record<string, unknown>;
  meta: MessageMeta;
}

/**
 * Doubles of org and absence for presence's integration tests: real RabbitMQ consumers on queues of
 * throwaway service names (the presence service under test is booted with those names), answering
 * ORG_PRESENCE_RPC and ABSENCE_CALENDAR_RPC from what the test put here, and recording every question.
 * `absenceDown` stops answering absence (its callers time out: 503).
 */
export interface PeerStub {
  names: { org: string; absence: string };
  calls: PeerCall[];
  profiles: PresenceProfile[];
  companies: Map<number, PresenceCompany>;
  holidays: Map<number, HolidayWithNames[]>;
  shifts: Map<string, Shift>;
  calendars: Map<number, AbsenceCalendar>;
  absenceDown: boolean;
  close: () => Promise<void>;
}

export async function startPeerStub(names: { org: string; absence: string }): Promise<PeerStub> {
  const conn = await amqplib.connect(process.env.RABBITMQ_URL as string);
  const ch = await conn.createChannel();
  const stub: PeerStub = {
    names,
    calls: [],
    profiles: [],
    companies: new Map(),
    holidays: new Map(),
    shifts: new Map(),
    calendars: new Map(),
    absenceDown: false,
    close: async () => {
      for (const q of queues) await ch.deleteQueue(q).catch(() => undefined);
      await conn.close();
    },
  };

  const answerOrg = (pattern: string, p: Record<string, unknown>): unknown => {
    switch (pattern) {
      case ORG_PRESENCE_RPC.profile:
        return (
          stub.profiles.find((u) => u.company_id === p.company_id && (p.user_id !== undefined ? u.user_id === p.user_id : u.qr_code === p.qr_code)) ?? null
        );
      case ORG_PRESENCE_RPC.company:
        return stub.companies.get(p.company_id as number) ?? null;
      case ORG_PRESENCE_RPC.holidays:
        return (stub.holidays.get(p.company_id as number) ?? []).filter((h) => h.date >= (p.from as string) && h.date <= (p.to as string));
      case ORG_PRESENCE_RPC.shift:
        return stub.shifts.get(`${p.company_id as number}|${p.shift_id as number}`) ?? null;
      default:
        return undefined;
    }
  };
  const answerAbsence = (pattern: string, p: Record<string, unknown>): unknown => {
    if (pattern !== ABSENCE_CALENDAR_RPC.calendar) return undefined;
    const cal = stub.calendars.get(p.company_id as number) ?? { absences: [], rest_days: [] };
    const users = p.user_ids as number[];
    const within = (d: string) => d >= (p.from as string) && d <= (p.to as string);
    return {
      absences: cal.absences.filter((a) => users.includes(a.user_id) && within(a.date)),
      rest_days: cal.rest_days.filter((r) => users.includes(r.user_id) && within(r.date)),
    };
  };

  const queues = [rpcQueueName(names.org), rpcQueueName(names.absence)];
  for (const service of ['org', 'absence'] as const) {
    const queue = rpcQueueName(names[service]);
    await ch.assertQueue(queue, { durable: false, autoDelete: false });
    await ch.consume(queue, (msg) => {
      if (!msg) return;
      const pattern = msg.properties.type as string;
      const envelope = JSON.parse(msg.content.toString('utf8')) as MessageEnvelope<Record<string, unknown>>;
      stub.calls.push({ service, pattern, payload: envelope.payload, meta: envelope.meta });
      ch.ack(msg);
      if (service === 'absence' && stub.absenceDown) return;
      const data = service === 'org' ? answerOrg(pattern, envelope.payload) : answerAbsence(pattern, envelope.payload);
      const reply = data === undefined ? { ok: false, status: 501, error: 'unknown_pattern' } : { ok: true, data };
      ch.sendToQueue(msg.properties.replyTo as string, Buffer.from(JSON.stringify(reply)), {
        correlationId: msg.properties.correlationId as string,
        contentType: 'application/json',
      });
    });
  }
  return stub;
}

/** A holiday as org answers presence: for everyone, public, with its names in every language or none (typed). */
export const holidayOf = (id: number, date: string, description: string, names: HolidayWithNames['names'] = null): HolidayWithNames => ({
  id,
  date,
  description,
  type: 'public',
  year: Number(date.slice(0, 4)),
  for_all: true,
  nationality_id: null,
  religion_id: null,
  names,
});
