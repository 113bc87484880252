import { randomUUID } from 'node:crypto';
import * as amqplib from 'amqplib';
import {
  ORG_EVENT,
  type EventEnvelope,
  type Lang,
  type MessageMeta,
  ORG_RPC,
  REGISTRATION_COMPLETED,
  type RegisterCompanyRequest,
  type RegisterCompanyResult,
} from '@presently/contracts';
import { EVENTS_EXCHANGE, type RpcClient } from '@presently/messaging';
import { bootTestService, rpcError, sql, type TestService, testMeta, testPublisher, testRpcClient } from '@presently/testing';
import { AppModule } from '../../../src/app.module';
import { definition } from '../../../src/service.definition';

/** Shared with the other suites (libs/testing); re-exported for this service's tests. */
export { rpcError, sql };

/** The org service booted in-process against the test backing services, and a client to call it. */
export interface OrgHarness {
  service: TestService;
  rpc: RpcClient;
  /** Sends an org RPC; rejects with RpcError carrying { status, error | errors }. */
  call: <T>(pattern: string, payload: unknown, meta?: MessageMeta) => Promise<T>;
  /** Registers a fresh company and remembers it for cleanup. */
  register: (overrides?: Partial<RegisterCompanyRequest>) => Promise<RegisterCompanyResult & { email: string; registration_id: string }>;
  sql: <T = Record<string, unknown>>(text: string, params?: unknown[]) => Promise<T[]>;
  close: () => Promise<void>;
}

export const meta = (actor: { userId: number; companyId: number; roleId: number; lang?: Lang } | null = null): MessageMeta => ({
  requestId: randomUUID(),
  actor: actor ? { lang: 'en', ...actor } : null,
});

export const adminOf = (r: RegisterCompanyResult, lang: Lang = 'en'): MessageMeta =>
  meta({ userId: r.user_id, companyId: r.company_id, roleId: 1, lang });

export const uniqueEmail = (prefix = 'user'): string => `${prefix}+${randomUUID().slice(0, 8)}@itest.presently.local`;

export async function bootOrg(): Promise<OrgHarness> {
  const service = await bootTestService(definition, AppModule);
  const rpc = testRpcClient(10_000);
  await rpc.waitForConnect();
  const companies: number[] = [];
  const call = <T>(pattern: string, payload: unknown, m: MessageMeta = meta()) => rpc.send<T>('org', pattern, payload, m);
  return {
    service,
    rpc,
    call,
    sql,
    register: async (overrides = {}) => {
      const request: RegisterCompanyRequest = {
        registration_id: randomUUID(),
        company_name: `Itest ${randomUUID().slice(0, 6)}`,
        account_type: 'company',
        email: uniqueEmail('owner'),
        lang: 'en',
        ...overrides,
      };
      const result = await call<RegisterCompanyResult>(ORG_RPC.registerCompany, request);
      companies.push(result.company_id);
      // As auth does once it has made the registrant's account: org then announces the company.
      const publisher = testPublisher();
      try {
        await publisher.publish(REGISTRATION_COMPLETED.key, { registration_id: request.registration_id, ...result }, testMeta());
      } finally {
        await publisher.close();
      }
      return { ...result, email: request.email, registration_id: request.registration_id };
    },
    close: async () => {
      // The companies this suite made go (cascading to everything they own); the schema stays.
      if (companies.length > 0) await sql('DELETE FROM "org"."companies" WHERE id = ANY($1)', [companies]);
      await rpc.close();
      await service.close();
    },
  };
}

/** A temporary queue bound to the events exchange: collects the events of the given names published meanwhile. */
export async function watchEvents(...names: string[]): Promise<{ events: EventEnvelope[]; close: () => Promise<void> }> {
  const conn = await amqplib.connect(process.env.RABBITMQ_URL as string);
  const ch = await conn.createChannel();
  await ch.assertExchange(EVENTS_EXCHANGE, 'topic', { durable: true });
  const { queue } = await ch.assertQueue('', { exclusive: true, autoDelete: true });
  for (const name of names) await ch.bindQueue(queue, EVENTS_EXCHANGE, name);
  const events: EventEnvelope[] = [];
  await ch.consume(queue, (msg) => {
    if (msg) events.push(JSON.parse(msg.content.toString('utf8')) as EventEnvelope);
  }, { noAck: true });
  return { events, close: () => conn.close() };
}

/** The settings events published meanwhile. */
export const watchSettingsEvents = () => watchEvents(ORG_EVENT.companySettingsChanged);
