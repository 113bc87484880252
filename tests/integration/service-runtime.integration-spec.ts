import { randomUUID } from 'node:crypto';
import { Controller, Module } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { InjectDataSource } from '@nestjs/typeorm';
import { Client } from 'pg';
import type { MigrationInterface, QueryRunner } from 'typeorm';
import { DataSource } from 'typeorm';
import { HEALTH_RPC, type MessageEnvelope, type ServiceHealth, type ServiceName } from '@presently/contracts';
import { handleOnce, ProcessedEvent } from '@presently/database';
import { migrateService, resetServiceConfig, ServiceCoreModule, type ServiceDefinition, startService } from '@presently/service-runtime';
import { applyTestEnv, deleteServiceQueues, testMeta, testRpcClient } from '@presently/testing';

class CreateInboxForTest1700000000000 implements MigrationInterface {
  name = 'CreateInboxForTest1700000000000';
  async up(q: QueryRunner): Promise<void> {
    const schema = (q.connection.options as { schema: string }).schema;
    await q.query(`CREATE TABLE "${schema}"."processed_events" ("event_id" uuid PRIMARY KEY, "event_name" text NOT NULL, "processed_at" timestamptz NOT NULL DEFAULT now())`);
  }
  async down(q: QueryRunner): Promise<void> {
    const schema = (q.connection.options as { schema: string }).schema;
    await q.query(`DROP TABLE "${schema}"."processed_events"`);
  }
}

// A throwaway service name: its schema and queues are dropped after the suite.
const service = `itest_${randomUUID().slice(0, 8)}` as ServiceName;
const definition: ServiceDefinition = { service, entities: [ProcessedEvent], migrations: [CreateInboxForTest1700000000000] };

const SLOW_WRITE = `${service}.slow-write`;

/** A write that holds its transaction open for `hold_ms` before it commits (a slow request). */
@Controller()
class SlowWriteController {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  @MessagePattern(SLOW_WRITE)
  async write(@Payload() envelope: MessageEnvelope<{ id: string; hold_ms: number }>): Promise<{ stored: true }> {
    const body = envelope.payload;
    await this.dataSource.transaction(async (manager) => {
      await manager.query(`INSERT INTO "${service}"."processed_events" ("event_id", "event_name") VALUES ($1, 'slow-write')`, [body.id]);
      await new Promise((r) => setTimeout(r, body.hold_ms));
    });
    return { stored: true };
  }
}

@Module({ imports: [ServiceCoreModule.forRoot(definition)], controllers: [SlowWriteController] })
class TestServiceModule {}

async function sql<T = Record<string, unknown>>(text: string, params: unknown[] = []): Promise<T[]> {
  const client = new Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    return (await client.query(text, params)).rows as T[];
  } finally {
    await client.end();
  }
}

describe('a service process on the real backing services', () => {
  beforeAll(() => {
    applyTestEnv();
    process.env.HEALTH_PORT = String(20000 + Math.floor(Math.random() * 20000));
    resetServiceConfig();
  });

  afterAll(async () => {
    delete process.env.HEALTH_PORT;
    resetServiceConfig();
    await sql(`DROP SCHEMA IF EXISTS "${service}" CASCADE`);
    await deleteServiceQueues(service);
  });

  it('migrates its own schema once, even when replicas migrate at the same time', async () => {
    const results = await Promise.all([migrateService(definition), migrateService(definition), migrateService(definition)]);
    // The service's own migration, then the platform's outbox, which every service gets.
    expect(results.flat()).toEqual(['CreateInboxForTest1700000000000', 'CreateOutbox1765000000000']);
    expect(await migrateService(definition)).toEqual([]);
    const tables = await sql<{ table_name: string }>('SELECT table_name FROM information_schema.tables WHERE table_schema = $1 ORDER BY 1', [service]);
    expect(tables.map((t) => t.table_name)).toEqual(['migrations', 'outbox', 'processed_events']);
  });

  it('answers its health RPC and the orchestrator probes with PostgreSQL and Redis up', async () => {
    const app = await startService(definition, TestServiceModule);
    const client = testRpcClient();
    try {
      const health = await client.send<ServiceHealth>(service, HEALTH_RPC(service), {}, testMeta());
      expect(health).toMatchObject({ service, status: 'up', checks: { postgres: 'up', redis: 'up' } });
      const base = `http://127.0.0.1:${process.env.HEALTH_PORT}`;
      expect((await fetch(`${base}/live`)).status).toBe(200);
      expect((await fetch(`${base}/ready`)).status).toBe(200);
    } finally {
      await client.close();
      await app.close();
    }
  });

  it('keeps no write of a request its caller stopped waiting for (answered 503), and keeps one answered in time', async () => {
    const app = await startService(definition, TestServiceModule);
    const client = testRpcClient();
    const stored = async (id: string) => (await sql('SELECT 1 FROM "' + service + '"."processed_events" WHERE "event_id" = $1', [id])).length === 1;
    try {
      const late = randomUUID();
      await expect(client.send(service, SLOW_WRITE, { id: late, hold_ms: 800 }, testMeta(), 300)).rejects.toMatchObject({ status: 503 });
      const inTime = randomUUID();
      await expect(client.send(service, SLOW_WRITE, { id: inTime, hold_ms: 0 }, testMeta(), 3000)).resolves.toEqual({ stored: true });
      await new Promise((r) => setTimeout(r, 800)); // the late one has long reached its commit
      expect([await stored(late), await stored(inTime)]).toEqual([false, true]);
    } finally {
      await client.close();
      await app.close();
    }
  });

  it('handles an event once when it is delivered twice (inbox)', async () => {
    const dataSource = new DataSource({ type: 'postgres', url: process.env.DATABASE_URL, schema: service, entities: [ProcessedEvent] });
    await dataSource.initialize();
    try {
      const event = { id: randomUUID(), name: 'itest.something.v1' };
      let effects = 0;
      const first = await handleOnce(dataSource, event, async () => void effects++);
      const second = await handleOnce(dataSource, event, async () => void effects++);
      expect([first, second, effects]).toEqual([true, false, 1]);
    } finally {
      await dataSource.destroy();
    }
  });

  it('records nothing when the effect fails, so a redelivery can try again', async () => {
    const dataSource = new DataSource({ type: 'postgres', url: process.env.DATABASE_URL, schema: service, entities: [ProcessedEvent] });
    await dataSource.initialize();
    try {
      const event = { id: randomUUID(), name: 'itest.something.v1' };
      await expect(handleOnce(dataSource, event, async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
      await expect(handleOnce(dataSource, event, async () => undefined)).resolves.toBe(true);
    } finally {
      await dataSource.destroy();
    }
  });
});
