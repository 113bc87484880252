import { Inject, Injectable } from '@nestjs/common';
import type Redis from 'ioredis';
import type { Pool } from 'pg';
import { HEALTH_RPC, SERVICE_NAMES, type MessageMeta, type ServiceHealth, type ServiceName } from '@presently/contracts';
import type { RpcClient } from '@presently/messaging';
import { GATEWAY_CONFIG, type GatewayConfig } from '../gateway-config';
import { PG_POOL, REDIS, RPC_CLIENT } from '../common/tokens';

export type Status = 'up' | 'down';

export interface PlatformHealth {
  status: Status;
  checks: { postgres: Status; rabbitmq: Status; redis: Status };
  services: Record<ServiceName, Status>;
  down: string[];
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timeout')), ms);
    work.then(
      (v) => (clearTimeout(timer), resolve(v)),
      (e: unknown) => (clearTimeout(timer), reject(e)),
    );
  });
}

const status = async (check: () => Promise<unknown>, ms: number): Promise<Status> => {
  try {
    await withTimeout(check(), ms);
    return 'up';
  } catch {
    return 'down';
  }
};

/** Asks every backing service and every service (in parallel, each within the health timeout). */
@Injectable()
export class HealthService {
  constructor(
    @Inject(RPC_CLIENT) private readonly rpc: RpcClient,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(PG_POOL) private readonly pg: Pool,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {}

  serviceHealth(service: ServiceName, meta: MessageMeta, timeoutMs = this.config.HEALTH_TIMEOUT_MS): Promise<ServiceHealth> {
    return this.rpc.send<ServiceHealth>(service, HEALTH_RPC(service), {}, meta, timeoutMs);
  }

  async platform(meta: MessageMeta): Promise<PlatformHealth> {
    const ms = this.config.HEALTH_TIMEOUT_MS;
    const [postgres, redis, ...services] = await Promise.all([
      status(() => this.pg.query('SELECT 1'), ms),
      status(() => this.redis.ping(), ms),
      ...SERVICE_NAMES.map((s) =>
        status(async () => {
          const h = await this.serviceHealth(s, meta, ms);
          if (h.status !== 'up') throw new Error(`${s} reports down`);
        }, ms + 100),
      ),
    ]);
    const rabbitmq: Status = this.rpc.connected ? 'up' : 'down';
    const checks = { postgres, rabbitmq, redis };
    const byService = Object.fromEntries(SERVICE_NAMES.map((s, i) => [s, services[i]])) as Record<ServiceName, Status>;
    const down = [
      ...Object.entries(checks).filter(([, v]) => v === 'down').map(([k]) => k),
      ...SERVICE_NAMES.filter((s) => byService[s] === 'down'),
    ];
    return { status: down.length ? 'down' : 'up', checks, services: byService, down };
  }
}
