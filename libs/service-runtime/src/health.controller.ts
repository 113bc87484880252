import { Controller, Inject, type Type } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { InjectDataSource } from '@nestjs/typeorm';
import type Redis from 'ioredis';
import type { DataSource } from 'typeorm';
import { HEALTH_RPC, type ServiceHealth, type ServiceName } from '@presently/contracts';
import { REDIS } from './tokens';

const started = Date.now();

async function probe(check: () => Promise<unknown>): Promise<'up' | 'down'> {
  try {
    await check();
    return 'up';
  } catch {
    return 'down';
  }
}

/** The health RPC of one service: answers only when its database and Redis answer too. */
export function createHealthController(service: ServiceName): Type<unknown> {
  @Controller()
  class HealthController {
    constructor(
      @InjectDataSource() private readonly dataSource: DataSource,
      @Inject(REDIS) private readonly redis: Redis,
    ) {}

    @MessagePattern(HEALTH_RPC(service))
    async health(): Promise<ServiceHealth> {
      const [postgres, redis] = await Promise.all([
        probe(() => this.dataSource.query('SELECT 1')),
        probe(() => this.redis.ping()),
      ]);
      return {
        service,
        status: postgres === 'up' && redis === 'up' ? 'up' : 'down',
        checks: { postgres, redis },
        uptimeSeconds: Math.round((Date.now() - started) / 1000),
      };
    }
  }
  return HealthController;
}
