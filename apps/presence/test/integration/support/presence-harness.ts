import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import { type INestMicroservice, Module, type Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { CompanySettings, Lang, MessageMeta, PresenceProfile, WorkSettings } from '@presently/contracts';
import { createLogger } from '@presently/logger';
import { AmqpServer, type RpcClient } from '@presently/messaging';
import { migrateService, resetServiceConfig, RpcErrorFilter, serviceConfig } from '@presently/service-runtime';
import { applyTestEnv, deleteServiceQueues, rpcError, sql, testRpcClient, uniqueName } from '@presently/testing';
import { DEFAULT_COMPANY_SETTINGS, DEFAULT_WORK_SETTINGS } from '../../../src/copies/domain/copy-payloads';
import { presenceImports } from '../../../src/presence.imports';
import { definition } from '../../../src/service.definition';
import { type PeerStub, startPeerStub } from './peer-stub';

/** Shared with the other suites (libs/testing); re-exported for this service's tests. */
export { rpcError, sql };

export const meta = (actor: { userId: number; companyId: number; roleId: number; lang?: Lang } | null = null): MessageMeta => ({
  requestId: randomUUID(),
  actor: actor ? { lang: 'en', ...actor } : null,
});

export interface TestCompany {
  id: number;
  settings: CompanySettings;
}

export interface TestUser extends PresenceProfile {
  meta: () => MessageMeta;
}

export interface UserOptions {
  role_id?: number;
  team_id?: number | null;
  department_id?: number | null;
  nationality_id?: number | null;
  religion_id?: number | null;
  status?: PresenceProfile['status'];
  work?: Partial<WorkSettings>;
  full_name?: string;
  /** false: only org knows the user (presence fetches it on first use). Default true: presence holds a copy. */
  held?: boolean;
}

export interface TestService {
  app: INestMicroservice;
  /** The queue name the service consumes (presence's schema, a throwaway queue of its own). */
  queue: string;
  close: () => Promise<void>;
}

/**
 * Boots the presence service in-process like bootTestService of libs/testing, but consuming RPC and
 * events under a throwaway service name: the shared test vhost may have other consumers of
 * `presence.rpc` (a gateway suite's double, another run), which must not take this suite's messages.
 * The schema is presence's own.
 */
async function bootIsolated(module: Type<unknown>): Promise<TestService> {
  applyTestEnv();
  resetServiceConfig();
  await migrateService(definition);
  const config = serviceConfig();
  const queue = uniqueName('itest-presence');
  const logger = createLogger('presence', config.LOG_LEVEL);
  const app = await NestFactory.createMicroservice(module, {
    strategy: new AmqpServer({ url: config.RABBITMQ_URL, service: queue, prefetch: config.PREFETCH, logger }),
    logger: false,
  });
  app.useGlobalFilters(new RpcErrorFilter(logger));
  await app.listen();
  return {
    app,
    queue,
    close: async () => {
      await app.close();
      await deleteServiceQueues(queue);
    },
  };
}

export interface PresenceHarness {
  service: TestService;
  rpc: RpcClient;
  peers: PeerStub;
  /** An RPC to the service as the gateway sends it; `timeoutMs`: how long the caller waits (10 s). */
  call: <T>(pattern: string, payload: unknown, m: MessageMeta, timeoutMs?: number) => Promise<T>;
  company: (settings?: Partial<CompanySettings>, held?: boolean) => Promise<TestCompany>;
  user: (company: TestCompany, options?: UserOptions) => Promise<TestUser>;
  close: () => Promise<void>;
}

// Ids no org company or user of the shared test database has, distinct within a run.
let nextId = 1_600_000_000 + randomInt(400_000_000);
export const freshId = (): number => nextId++;

export async function bootPresence(): Promise<PresenceHarness> {
  const names = { org: uniqueName('itest-org'), absence: uniqueName('itest-absence') };
  const peers = await startPeerStub(names);

  @Module({ imports: presenceImports(names) })
  class TestPresenceModule {}

  const service = await bootIsolated(TestPresenceModule);
  const rpc = testRpcClient(10_000);
  await rpc.waitForConnect();
  const companies: number[] = [];

  const harness: PresenceHarness = {
    service,
    rpc,
    peers,
    call: <T>(pattern: string, payload: unknown, m: MessageMeta, timeoutMs?: number) => rpc.send<T>(service.queue, pattern, payload, m, timeoutMs),
    company: async (settings = {}, held = true) => {
      const id = freshId();
      companies.push(id);
      const full: CompanySettings = { ...DEFAULT_COMPANY_SETTINGS, ...settings };
      peers.companies.set(id, { company_id: id, settings: full });
      if (held) {
        await sql(`INSERT INTO presence.presence_companies (company_id, settings, changed_at) VALUES ($1, $2, now() - interval '1 minute')`, [id, JSON.stringify(full)]);
      }
      return { id, settings: full };
    },
    user: async (company, o = {}) => {
      const profile: PresenceProfile = {
        user_id: freshId(),
        company_id: company.id,
        full_name: o.full_name ?? `Itest ${randomUUID().slice(0, 6)}`,
        role_id: o.role_id ?? 4,
        status: o.status ?? 'active',
        team_id: o.team_id ?? null,
        department_id: o.department_id ?? null,
        nationality_id: o.nationality_id ?? null,
        religion_id: o.religion_id ?? null,
        qr_code: randomBytes(16).toString('base64url'),
        work_settings: { ...DEFAULT_WORK_SETTINGS, ...o.work },
      };
      peers.profiles.push(profile);
      if (o.held ?? true) {
        await sql(
          `INSERT INTO presence.presence_users (user_id, company_id, full_name, role_id, status, team_id, department_id, nationality_id, religion_id, qr_code, work_settings, changed_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, now() - interval '1 minute')`,
          [
            profile.user_id,
            profile.company_id,
            profile.full_name,
            profile.role_id,
            profile.status,
            profile.team_id,
            profile.department_id,
            profile.nationality_id,
            profile.religion_id,
            profile.qr_code,
            JSON.stringify(profile.work_settings),
          ],
        );
      }
      return { ...profile, meta: () => meta({ userId: profile.user_id, companyId: company.id, roleId: profile.role_id }) };
    },
    close: async () => {
      if (companies.length > 0) {
        for (const table of ['presence_images', 'device_scans', 'presence_audit', 'presence_records', 'presence_comments', 'schedules', 'presence_users', 'presence_companies']) {
          await sql(`DELETE FROM presence.${table} WHERE company_id = ANY($1)`, [companies]);
        }
      }
      await rpc.close();
      await service.close();
      await peers.close();
    },
  };
  return harness;
}

/** Inserts a record directly (history, overlaps, automatic stop): times as ISO instants. */
export async function insertRecord(
  user: Pick<PresenceProfile, 'user_id' | 'company_id'>,
  kind: string,
  start: string | Date,
  end: string | Date | null,
  source = 'web',
): Promise<number> {
  const [row] = await sql<{ id: number }>(
    `INSERT INTO presence.presence_records (company_id, user_id, kind, started_at, ended_at, source, registered_start, registered_end)
     VALUES ($1, $2, $3, $4, $5, $6, $4, $5) RETURNING id`,
    [user.company_id, user.user_id, kind, start, end, source],
  );
  return row.id;
}

export async function recordsOf(userId: number): Promise<Array<{ id: number; kind: string; started_at: Date; ended_at: Date | null; source: string }>> {
  return sql(`SELECT id, kind, started_at, ended_at, source FROM presence.presence_records WHERE user_id = $1 ORDER BY started_at, id`, [userId]);
}
