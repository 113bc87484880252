import * as amqplib from 'amqplib';
import { absenceContextFor } from './absence-context-fixture';
import { GET_ABSENCE_CONTEXT, type MessageEnvelope, ORG_PRESENCE_RPC, type PresenceProfile } from '@presently/contracts';
import { rpcQueueName } from '@presently/messaging';

/**
 * A peer double of org's ORG_PRESENCE_RPC.profile (org does not run in absence's integration tests):
 * it consumes org's RPC queue and answers a profile for the users the test placed in a company, null
 * for anyone else, and 501 for other patterns; it records every question.
 */
export interface OrgStub {
  calls: Array<{ pattern: string; payload: unknown }>;
  /** Makes a user a member of a company (the profile answer names it). */
  addUser: (companyId: number, userId: number) => void;
  /**
   * Holidays (for all citizens) this stub adds to a company's answer, as if added in org later. Only
   * this stub knows them: a suite using it runs alone on org's queue (jest runs integration suites one
   * at a time on this machine's two cores), or another suite's stub would answer without them.
   */
  setHolidays: (companyId: number, dates: string[]) => void;
  /** A company's team coverage maximum and its teams' size, as if set in org (same caveat as holidays). */
  setTeamCoverage: (companyId: number, coverage: { maxPercent: number | null; action: 'warn' | 'refuse'; teamSize: number }) => void;
  close: () => Promise<void>;
}

export async function startOrgStub(): Promise<OrgStub> {
  const conn = await amqplib.connect(process.env.RABBITMQ_URL as string);
  const ch = await conn.createChannel();
  const queue = rpcQueueName('org');
  await ch.assertQueue(queue, { durable: true });
  const calls: OrgStub['calls'] = [];
  const members = new Set<string>();
  const holidays = new Map<number, string[]>();
  const coverages = new Map<number, { maxPercent: number | null; action: 'warn' | 'refuse'; teamSize: number }>();

  const profile = (companyId: number, userId: number): PresenceProfile => ({
    user_id: userId,
    company_id: companyId,
    full_name: `User ${userId}`,
    role_id: 4,
    status: 'active',
    team_id: null,
    department_id: null,
    nationality_id: null,
    religion_id: null,
    qr_code: `qr-${userId}`,
    work_settings: {
      working_hours: 8,
      max_paid_break_minutes: 30,
      flexible_regular_hours: false,
      automatic_presence_stop: false,
      saving_images: false,
      disable_overtime: false,
      disable_presence_logging: false,
      use_web: true,
      use_mobile_app: true,
    },
  });

  const { consumerTag } = await ch.consume(queue, (msg) => {
    if (!msg) return;
    const pattern = msg.properties.type as string;
    const envelope = JSON.parse(msg.content.toString('utf8')) as MessageEnvelope;
    calls.push({ pattern, payload: envelope.payload });
    let reply: unknown;
    if (pattern === ORG_PRESENCE_RPC.profile) {
      const p = (envelope.payload ?? {}) as { company_id?: number; user_id?: number };
      const known = members.has(`${p.company_id}|${p.user_id}`);
      reply = { ok: true, data: known ? profile(p.company_id as number, p.user_id as number) : null };
    } else if (pattern === GET_ABSENCE_CONTEXT.pattern) {
      // Answered from the ids alone, so that two suites' stubs on one queue answer alike.
      const p = (envelope.payload ?? {}) as { company_id: number; user_id: number; from: string; to: string; actor_user_id?: number };
      const context = absenceContextFor(p.company_id, p.user_id, p.actor_user_id);
      for (const date of holidays.get(p.company_id) ?? []) context.holidays.push({ date, for_all: true, nationality_id: null, religion_id: null });
      const coverage = coverages.get(p.company_id);
      if (coverage) {
        context.company.team_coverage_max_percent = coverage.maxPercent;
        context.company.team_coverage_action = coverage.action;
        context.user.team_member_count = coverage.teamSize;
      }
      reply = { ok: true, data: context };
    } else {
      reply = { ok: false, status: 501, error: 'unknown_pattern' };
    }
    ch.sendToQueue(msg.properties.replyTo as string, Buffer.from(JSON.stringify(reply)), {
      correlationId: msg.properties.correlationId as string,
      contentType: 'application/json',
    });
    ch.ack(msg);
  });

  return {
    calls,
    addUser: (companyId, userId) => members.add(`${companyId}|${userId}`),
    setHolidays: (companyId, dates) => holidays.set(companyId, dates),
    setTeamCoverage: (companyId, coverage) => coverages.set(companyId, coverage),
    close: async () => {
      await ch.cancel(consumerTag);
      await conn.close();
    },
  };
}
