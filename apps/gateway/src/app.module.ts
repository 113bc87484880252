import { type DynamicModule, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { PassportModule } from '@nestjs/passport';
import Redis from 'ioredis';
import { Pool } from 'pg';
import { RpcClient } from '@presently/messaging';
import { CataloguesController } from './catalogues/catalogues.controller';
import { JwtAuthGuard } from './auth/jwt-auth.guard';
import { JwtStrategy } from './auth/jwt.strategy';
import { PG_POOL, REDIS, RPC } from './common/tokens';
import { GATEWAY_CONFIG, type GatewayConfig } from './gateway-config';
import { HealthController } from './health/health.controller';
import { HealthService } from './health/health.service';
import { ConnectionsCloser } from './connections-closer';

@Module({})
export class AppModule {
  static forRoot(config: GatewayConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [PassportModule],
      controllers: [HealthController, CataloguesController],
      providers: [
        { provide: GATEWAY_CONFIG, useValue: config },
        {
          provide: RPC,
          // Wait briefly for the broker so the first requests do not race the connection; a broker
          // that is down does not block start-up (calls answer 503 until it is back).
          useFactory: async () => {
            const client = new RpcClient({ url: config.RABBITMQ_URL, name: 'gateway', timeoutMs: config.RPC_TIMEOUT_MS });
            await Promise.race([client.waitForConnect(), new Promise((r) => setTimeout(r, config.RPC_TIMEOUT_MS))]);
            return client;
          },
        },
        { provide: REDIS, useFactory: () => new Redis(config.REDIS_URL, { keyPrefix: config.REDIS_PREFIX, maxRetriesPerRequest: 1 }) },
        // The gateway keeps no data; this one small pool only answers "is PostgreSQL up".
        { provide: PG_POOL, useFactory: () => new Pool({ connectionString: config.DATABASE_URL, max: 2, connectionTimeoutMillis: config.HEALTH_TIMEOUT_MS }) },
        JwtStrategy,
        { provide: APP_GUARD, useClass: JwtAuthGuard },
        HealthService,
        ConnectionsCloser,
      ],
    };
  }
}
