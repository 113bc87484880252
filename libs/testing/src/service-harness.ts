import { randomUUID } from 'node:crypto';
import type { INestMicroservice, Type } from '@nestjs/common';
import { createLogger } from '@presently/logger';
import { EventPublisher, RpcClient } from '@presently/messaging';
import { migrateService, resetServiceConfig, type ServiceDefinition, startService } from '@presently/service-runtime';
import { applyTestEnv } from './test-env';

export interface TestService {
  app: INestMicroservice;
  close: () => Promise<void>;
}

/** Boots a real service in-process against the test database, vhost and Redis prefix. */
export async function bootTestService(definition: ServiceDefinition, appModule: Type<unknown>): Promise<TestService> {
  applyTestEnv();
  resetServiceConfig();
  await migrateService(definition);
  const app = await startService(definition, appModule);
  return { app, close: () => app.close() };
}

export function testRpcClient(timeoutMs = 5000): RpcClient {
  applyTestEnv();
  return new RpcClient({ url: process.env.RABBITMQ_URL as string, name: `test-${randomUUID().slice(0, 8)}`, timeoutMs });
}

export function testPublisher(): EventPublisher {
  applyTestEnv();
  return new EventPublisher(process.env.RABBITMQ_URL as string, 'test');
}

export const testLogger = () => createLogger('test', process.env.LOG_LEVEL ?? 'warn');

export const testMeta = (actor: { userId: number; companyId: number; roleId: number } | null = null) => ({
  requestId: randomUUID(),
  actor: actor ? { ...actor, lang: 'en' as const } : null,
});

/** A name no other test run uses: for throwaway queues and services. */
export const uniqueName = (prefix: string): string => `${prefix}-${randomUUID().slice(0, 8)}`;
