import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import type Redis from 'ioredis';
import type { Pool } from 'pg';
import type { RpcClient } from '@presently/messaging';
import { PG_POOL, REDIS, RPC_CLIENT } from './common/tokens';

@Injectable()
export class ConnectionsCloser implements OnApplicationShutdown {
  constructor(
    @Inject(RPC_CLIENT) private readonly rpc: RpcClient,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(PG_POOL) private readonly pg: Pool,
  ) {}

  async onApplicationShutdown(): Promise<void> {
    await Promise.allSettled([this.rpc.close(), this.redis.quit(), this.pg.end()]);
  }
}
