import { randomUUID } from 'node:crypto';
import type { INestMicroservice, Type } from '@nestjs/common';
import { createLogger } from '@presently/logger';
import * as amqplib from 'amqplib';
import type { MessageMeta } from '@presently/contracts';
import { EVENTS_EXCHANGE, EventPublisher, RpcClient } from '@presently/messaging';
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

/**
 * Publishes an event as a service's outbox relay would (persistent, confirmed), with the envelope
 * chosen by the test: a fixed id (a redelivery carries the same one) or an earlier or later
 * `occurredAt` (events may arrive out of order). Returns the event id.
 */
export async function publishTestEvent(
  name: string,
  payload: unknown,
  options: { id?: string; occurredAt?: string; meta?: MessageMeta } = {},
): Promise<string> {
  applyTestEnv();
  const id = options.id ?? randomUUID();
  const envelope = { id, name, occurredAt: options.occurredAt ?? new Date().toISOString(), meta: options.meta ?? testMeta(), payload };
  const connection = await amqplib.connect(process.env.RABBITMQ_URL as string);
  try {
    const channel = await connection.createConfirmChannel();
    channel.publish(EVENTS_EXCHANGE, name, Buffer.from(JSON.stringify(envelope)), { persistent: true, messageId: id, type: name });
    await channel.waitForConfirms();
  } finally {
    await connection.close();
  }
  return id;
}
