import { type DynamicModule, Inject, Injectable, Module, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import Redis from 'ioredis';
import { serviceDataSourceOptions } from '@presently/database';
import { createLogger } from '@presently/logger';
import { DataSource } from 'typeorm';
import { EventOutbox } from './event-outbox';
import { LateCommitGuardInstaller } from './late-commit-guard';
import { OutboxRelay } from './outbox-relay';
import { serviceMigrations } from './service-migrations';
import { EventPublisher, RpcClient } from '@presently/messaging';
import { createHealthController } from './health.controller';
import { serviceConfig } from './service-config';
import type { ServiceDefinition } from './service-definition';
import { ShutdownHooks } from './shutdown-hooks';
import { EVENT_PUBLISHER, REDIS, RPC_CLIENT, SERVICE_NAME } from './tokens';

/** Starts the outbox relay with the service and stops it before the connections it uses close. */
@Injectable()
class ConnectionsCloser implements OnApplicationBootstrap, OnApplicationShutdown {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(EVENT_PUBLISHER) private readonly publisher: EventPublisher,
    @Inject(RPC_CLIENT) private readonly rpc: RpcClient,
    private readonly relay: OutboxRelay,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.relay.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.relay.stop();
    await Promise.allSettled([this.redis.quit(), this.publisher.close(), this.rpc.close()]);
  }
}

/**
 * What every service has: its schema's TypeORM connection, Redis, an event publisher, an RPC client
 * for calling other services, and its health RPC.
 */
@Module({})
export class ServiceCoreModule {
  static forRoot(definition: ServiceDefinition): DynamicModule {
    const config = serviceConfig();
    return {
      module: ServiceCoreModule,
      global: true,
      imports: [
        TypeOrmModule.forRoot(
          serviceDataSourceOptions({
            schema: definition.service,
            url: config.DATABASE_URL,
            entities: definition.entities,
            migrations: serviceMigrations(definition),
            poolSize: config.DB_POOL_SIZE,
            applicationName: `presently-${definition.service}`,
          }),
        ),
      ],
      controllers: [createHealthController(definition.service)],
      providers: [
        { provide: SERVICE_NAME, useValue: definition.service },
        {
          provide: REDIS,
          useFactory: () => new Redis(config.REDIS_URL, { keyPrefix: config.REDIS_PREFIX, lazyConnect: false, maxRetriesPerRequest: 2 }),
        },
        { provide: EVENT_PUBLISHER, useFactory: () => new EventPublisher(config.RABBITMQ_URL, definition.service) },
        {
          provide: RPC_CLIENT,
          useFactory: () => new RpcClient({ url: config.RABBITMQ_URL, name: definition.service, timeoutMs: config.RPC_TIMEOUT_MS }),
        },
        {
          provide: OutboxRelay,
          inject: [DataSource, EVENT_PUBLISHER],
          useFactory: (dataSource: DataSource, publisher: EventPublisher) =>
            new OutboxRelay({
              schema: definition.service,
              dataSource,
              publisher,
              logger: createLogger(definition.service, config.LOG_LEVEL),
            }),
        },
        EventOutbox,
        LateCommitGuardInstaller,
        ConnectionsCloser,
        ShutdownHooks,
      ],
      exports: [SERVICE_NAME, REDIS, EVENT_PUBLISHER, RPC_CLIENT, ShutdownHooks, EventOutbox, OutboxRelay],
    };
  }
}
