import 'reflect-metadata';
import type { INestMicroservice, Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { createServiceDataSource, ensureDatabase, migrateSchema } from '@presently/database';
import { createLogger, PinoNestLogger } from '@presently/logger';
import { AmqpServer } from '@presently/messaging';
import type Redis from 'ioredis';
import { DataSource } from 'typeorm';
import { startProbeServer } from './probe-server';
import { RpcErrorFilter } from './rpc-error.filter';
import { ShutdownHooks } from './shutdown-hooks';
import { serviceConfig } from './service-config';
import { serviceMigrations } from './service-migrations';
import { REDIS } from './tokens';
import type { ServiceDefinition } from './service-definition';

/** Applies the service's pending migrations (creating the database if needed) and returns their names. */
export async function migrateService(definition: ServiceDefinition): Promise<string[]> {
  const config = serviceConfig();
  await ensureDatabase(config.DATABASE_URL);
  const dataSource = createServiceDataSource({
    schema: definition.service,
    url: config.DATABASE_URL,
    entities: definition.entities,
    migrations: serviceMigrations(definition),
    poolSize: 2, // one connection holds the advisory lock, one runs the migrations
  });
  return migrateSchema(dataSource, definition.service);
}

/** Boots a service as a Nest microservice on the RabbitMQ transport and starts consuming. */
export async function startService(definition: ServiceDefinition, appModule: Type<unknown>): Promise<INestMicroservice> {
  const config = serviceConfig();
  const logger = createLogger(definition.service, config.LOG_LEVEL);
  const app = await NestFactory.createMicroservice(appModule, {
    strategy: new AmqpServer({ url: config.RABBITMQ_URL, service: definition.service, prefetch: config.PREFETCH, logger, retiredEventPatterns: definition.retiredEvents }),
    logger: new PinoNestLogger(logger),
  });
  app.useGlobalFilters(new RpcErrorFilter(logger));
  await app.listen();
  if (config.HEALTH_PORT > 0) {
    const dataSource = app.get(DataSource);
    const redis = app.get<Redis>(REDIS);
    const probes = await startProbeServer(config.HEALTH_PORT, {
      ready: async () => {
        await Promise.all([dataSource.query('SELECT 1'), redis.ping()]);
        return true;
      },
    });
    app.get(ShutdownHooks).add(() => new Promise<void>((r) => probes.close(() => r())));
  }
  return app;
}

/**
 * The process entry of every service: `node main.js migrate` migrates and exits; otherwise the
 * service starts and, on SIGTERM or SIGINT, stops consuming, drains in-flight work and exits.
 */
export async function runServiceProcess(definition: ServiceDefinition, appModule: Type<unknown>): Promise<void> {
  const logger = createLogger(definition.service);
  try {
    if (process.argv.includes('migrate')) {
      const applied = await migrateService(definition);
      logger.info({ applied }, 'migrations applied');
      return;
    }
    const app = await startService(definition, appModule);
    logger.info('service started');
    let stopping = false;
    const stop = (signal: string) => {
      if (stopping) return;
      stopping = true;
      logger.info({ signal }, 'stopping');
      app
        .close()
        .then(() => process.exit(0))
        .catch((err: unknown) => {
          logger.error({ err }, 'stop failed');
          process.exit(1);
        });
    };
    process.on('SIGTERM', () => stop('SIGTERM'));
    process.on('SIGINT', () => stop('SIGINT'));
  } catch (err) {
    logger.fatal({ err }, 'service failed to start');
    process.exit(1);
  }
}
