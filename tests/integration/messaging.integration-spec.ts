import { Controller, type INestMicroservice, Module } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { EventPattern, MessagePattern } from '@nestjs/microservices';
import * as amqplib from 'amqplib';
import type { MessageEnvelope } from '@presently/contracts';
import { callerGaveUp } from '@presently/logger';
import { AmqpServer, assertServiceTopology, DEADLINE_HEADER, deadLetterQueueName, DomainError, EventPublisher, RpcClient, RpcError, rpcQueueName, ServiceUnavailableError, ValidationFailedError } from '@presently/messaging';
import { RpcErrorFilter } from '@presently/service-runtime';
import { deleteServiceQueues, testLogger, testMeta, testPublisher, testRpcClient, uniqueName, waitFor } from '@presently/testing';

// Each run gets its own event name and service names, so parallel or repeated runs never share queues.
const EVENT = uniqueName('itest.thing.happened.v1').replace(/-/g, '_');
const received: Record<string, string[]> = {};
let slowCallsFinished = 0;
const counted: string[] = [];
const gaveUp: Array<[boolean, boolean]> = [];

@Controller()
class EchoController {
  @MessagePattern('itest.echo')
  echo(msg: MessageEnvelope<{ text: string }>) {
    return { text: msg.payload.text, requestId: msg.meta.requestId, actor: msg.meta.actor };
  }

  @MessagePattern('itest.fail-domain')
  failDomain(): never {
    throw new DomainError('user_is_blocked', 403);
  }

  @MessagePattern('itest.fail-validation')
  failValidation(): never {
    throw new ValidationFailedError({ email: ['email_taken'] });
  }

  @MessagePattern('itest.crash')
  crash(): never {
    throw new Error('secret internal detail');
  }

  @MessagePattern('itest.count')
  count(msg: MessageEnvelope<{ tag: string }>) {
    counted.push(msg.payload.tag);
    return { counted: true };
  }

  /** Whether its caller had stopped waiting, before and after `ms` of work. */
  @MessagePattern('itest.gave-up')
  async gaveUp(msg: MessageEnvelope<{ ms: number }>) {
    const before = callerGaveUp();
    await new Promise((r) => setTimeout(r, msg.payload.ms));
    gaveUp.push([before, callerGaveUp()]);
    return { done: true };
  }

  @MessagePattern('itest.slow')
  async slow(msg: MessageEnvelope<{ ms: number }>) {
    await new Promise((r) => setTimeout(r, msg.payload.ms));
    slowCallsFinished++;
    return { done: true };
  }
}

function subscriberController(service: string) {
  @Controller()
  class Subscriber {
    @EventPattern(EVENT)
    handle(msg: MessageEnvelope<{ n: number }>) {
      (received[service] ??= []).push(String(msg.payload.n));
    }

    @EventPattern(`${EVENT}.broken`)
    broken(): never {
      throw new Error('always fails');
    }
  }
  return Subscriber;
}

function laterController(service: string) {
  @Controller()
  class Later {
    @EventPattern(`${EVENT}.later`)
    handle(msg: MessageEnvelope<{ n: number }>) {
      (received[service] ??= []).push(`later ${msg.payload.n}`);
    }
  }
  return Later;
}

async function boot(service: string, controllers: Array<new (...args: never[]) => unknown>, retiredEventPatterns: string[] = []): Promise<INestMicroservice> {
  @Module({ controllers })
  class TestModule {}
  const logger = testLogger();
  const app = await NestFactory.createMicroservice(TestModule, {
    strategy: new AmqpServer({ url: process.env.RABBITMQ_URL as string, service, prefetch: 8, logger, drainTimeoutMs: 5000, retiredEventPatterns }),
    logger: false,
  });
  app.useGlobalFilters(new RpcErrorFilter(logger));
  await app.listen();
  return app;
}

describe('messaging over RabbitMQ', () => {
  let client: RpcClient;
  let publisher: EventPublisher;
  const apps: INestMicroservice[] = [];
  const rpcService = uniqueName('itest-rpc');
  const drainService = uniqueName('itest-drain');
  const redeliverService = uniqueName('itest-redeliver');
  const subA = uniqueName('itest-sub-a');
  const subB = uniqueName('itest-sub-b');
  const subC = uniqueName('itest-sub-c');

  beforeAll(async () => {
    client = testRpcClient(3000);
    publisher = testPublisher();
    await Promise.all([client.waitForConnect(), publisher.waitForConnect()]);
    apps.push(await boot(rpcService, [EchoController]));
  });

  afterAll(async () => {
    await Promise.allSettled(apps.map((a) => a.close()));
    await client.close();
    await publisher.close();
    await deleteServiceQueues(rpcService, drainService, redeliverService, subA, subB, subC);
  });

  describe('RPC', () => {
    it('answers a request with the handler result and passes the actor and request id through', async () => {
      const meta = testMeta({ userId: 7, companyId: 3, roleId: 5 });
      const reply = await client.send<{ text: string; requestId: string; actor: unknown }>(rpcService, 'itest.echo', { text: 'hi' }, meta);
      expect(reply).toEqual({ text: 'hi', requestId: meta.requestId, actor: meta.actor });
    });

    it('carries a domain error back as its status and message key', async () => {
      await expect(client.send(rpcService, 'itest.fail-domain', {}, testMeta())).rejects.toMatchObject({
        body: { status: 403, error: 'user_is_blocked' },
      });
    });

    it('carries field validation errors back as a 422 with field → keys', async () => {
      const err = await client.send(rpcService, 'itest.fail-validation', {}, testMeta()).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(RpcError);
      expect((err as RpcError).body).toEqual({ status: 422, errors: { email: ['email_taken'] } });
    });

    it('answers an unexpected failure as server_error without leaking its message', async () => {
      const err = (await client.send(rpcService, 'itest.crash', {}, testMeta()).catch((e: unknown) => e)) as RpcError;
      expect(err.body).toEqual({ status: 500, error: 'server_error' });
      expect(JSON.stringify(err.body)).not.toContain('secret internal detail');
    });

    it('answers an unknown pattern and keeps consuming afterwards', async () => {
      await expect(client.send(rpcService, 'itest.no-such-pattern', {}, testMeta())).rejects.toMatchObject({
        body: { status: 501, error: 'unknown_pattern' },
      });
      await expect(client.send(rpcService, 'itest.echo', { text: 'still here' }, testMeta())).resolves.toMatchObject({ text: 'still here' });
    });

    it('fails with service unavailable when nobody consumes the queue', async () => {
      await expect(client.send(uniqueName('itest-nobody'), 'itest.echo', {}, testMeta(), 300)).rejects.toBeInstanceOf(ServiceUnavailableError);
    });

    it('holds no call longer than the client\'s ceiling, whatever the call asks for', async () => {
      const capped = new RpcClient({ url: process.env.RABBITMQ_URL as string, name: 'itest-capped', timeoutMs: 200, maxTimeoutMs: 300 });
      try {
        await capped.waitForConnect();
        // Asked to wait a minute for a service nobody runs: answered unavailable within the test's 10 s.
        await expect(capped.send(uniqueName('itest-nobody'), 'itest.echo', {}, testMeta(), 60_000)).rejects.toBeInstanceOf(ServiceUnavailableError);
        await expect(capped.send(rpcService, 'itest.echo', { text: 'within' }, testMeta(), 60_000)).resolves.toMatchObject({ text: 'within' });
      } finally {
        await capped.close();
      }
    }, 10_000);

    it('leaves undone a request taken after its caller stopped waiting (answered 503 by then), and does one still awaited', async () => {
      const conn = await amqplib.connect(process.env.RABBITMQ_URL as string);
      try {
        const ch = await conn.createChannel();
        const request = (tag: string, deadline: number) =>
          ch.sendToQueue(`${rpcService}.rpc`, Buffer.from(JSON.stringify({ meta: testMeta(), payload: { tag } })), {
            type: 'itest.count',
            contentType: 'application/json',
            headers: { [DEADLINE_HEADER]: deadline },
          });
        request('late', Date.now() - 1);
        request('awaited', Date.now() + 5000);
        await waitFor(() => counted.includes('awaited') || undefined);
        // Both were taken in order; a request after them is answered, so the late one is behind us.
        await client.send(rpcService, 'itest.echo', { text: 'after' }, testMeta());
        expect(counted.filter((t) => t === 'late' || t === 'awaited')).toEqual(['awaited']);
      } finally {
        await conn.close();
      }
    });

    it('does not do again a request redelivered after its first consumer went away, and answers it 503 (its outcome is unknown)', async () => {
      const service = redeliverService;
      const conn = await amqplib.connect(process.env.RABBITMQ_URL as string);
      try {
        const ch = await conn.createChannel();
        await assertServiceTopology(ch, service);
        const replies = await ch.assertQueue('', { exclusive: true });
        const answers: unknown[] = [];
        await ch.consume(replies.queue, (m) => m && answers.push(JSON.parse(m.content.toString())), { noAck: true });
        ch.sendToQueue(rpcQueueName(service), Buffer.from(JSON.stringify({ meta: testMeta(), payload: { tag: 'redelivered' } })), {
          type: 'itest.count',
          contentType: 'application/json',
          replyTo: replies.queue,
          correlationId: 'first',
        });
        // A consumer takes it and goes away without an ack, as a killed service does: the broker requeues it.
        const taker = await conn.createChannel();
        await taker.prefetch(1);
        let taken = false;
        await taker.consume(rpcQueueName(service), (m) => {
          taken = m !== null;
        });
        await waitFor(() => taken || undefined);
        await taker.close();

        apps.push(await boot(service, [EchoController]));
        await waitFor(() => answers.length > 0 || undefined);
        expect(answers).toEqual([{ ok: false, status: 503, error: 'service_unavailable' }]);
        expect(counted).not.toContain('redelivered');
        // A request delivered once is done as usual.
        await expect(client.send(service, 'itest.count', { tag: 'fresh' }, testMeta())).resolves.toEqual({ counted: true });
        expect(counted).toContain('fresh');
      } finally {
        await conn.close();
      }
    });

    it('tells work still running that its caller has stopped waiting (callerGaveUp), for write paths to keep from committing', async () => {
      const before = gaveUp.length;
      await expect(client.send(rpcService, 'itest.gave-up', { ms: 600 }, testMeta(), 300)).rejects.toBeInstanceOf(ServiceUnavailableError);
      await waitFor(() => gaveUp.length > before || undefined);
      expect(gaveUp[before]).toEqual([false, true]);
      await expect(client.send(rpcService, 'itest.gave-up', { ms: 10 }, testMeta(), 3000)).resolves.toEqual({ done: true });
      expect(gaveUp[before + 1]).toEqual([false, false]);
    });

    it('finishes in-flight requests when the server is closed (graceful shutdown)', async () => {
      const service = drainService;
      const app = await boot(service, [EchoController]);
      const before = slowCallsFinished;
      const pending = Promise.all([1, 2, 3].map(() => client.send(service, 'itest.slow', { ms: 400 }, testMeta())));
      await waitFor(async () => {
        const conn = await amqplib.connect(process.env.RABBITMQ_URL as string);
        try {
          const ch = await conn.createChannel();
          const q = await ch.checkQueue(`${service}.rpc`);
          return q.messageCount === 0 || undefined; // all three delivered to the consumer
        } finally {
          await conn.close();
        }
      });
      await app.close();
      await expect(pending).resolves.toEqual([{ done: true }, { done: true }, { done: true }]);
      expect(slowCallsFinished - before).toBe(3);
    });
  });

  describe('events', () => {
    it('reaches every subscribed service, and a stopped subscriber gets it after restart', async () => {
      const a = await boot(subA, [subscriberController(subA)]);
      let b = await boot(subB, [subscriberController(subB)]);
      apps.push(a);

      await publisher.publish(EVENT, { n: 1 }, testMeta());
      await waitFor(() => received[subA]?.includes('1') && received[subB]?.includes('1'));

      await b.close();
      await publisher.publish(EVENT, { n: 2 }, testMeta());
      await waitFor(() => received[subA]?.includes('2'));
      expect(received[subB]).toEqual(['1']);

      b = await boot(subB, [subscriberController(subB)]);
      apps.push(b);
      await waitFor(() => received[subB]?.includes('2'));
      expect(received[subB]).toEqual(['1', '2']);
      expect(received[subA]).toEqual(['1', '2']);
    });

    it('moves an event whose handler keeps failing to the dead-letter queue instead of looping', async () => {
      await publisher.publish(`${EVENT}.broken`, { n: 3 }, testMeta());
      const conn = await amqplib.connect(process.env.RABBITMQ_URL as string);
      try {
        const ch = await conn.createChannel();
        const dead = await waitFor(async () => (await ch.get(deadLetterQueueName(subA), { noAck: true })) || undefined);
        expect(JSON.parse(dead.content.toString())).toMatchObject({ name: `${EVENT}.broken`, payload: { n: 3 } });
      } finally {
        await conn.close();
      }
    });

    it('stops bringing an event a new version no longer takes once it is retired (its old binding is removed)', async () => {
      // The version before took EVENT: its durable queue keeps that binding after it stops.
      await (await boot(subC, [subscriberController(subC)])).close();
      const next = await boot(subC, [laterController(subC)], [EVENT]);
      apps.push(next);
      await publisher.publish(EVENT, { n: 4 }, testMeta());
      await publisher.publish(`${EVENT}.later`, { n: 5 }, testMeta());
      await waitFor(() => received[subC]?.includes('later 5'));
      const conn = await amqplib.connect(process.env.RABBITMQ_URL as string);
      try {
        const ch = await conn.createChannel();
        // Published before the one handled: bound, it would have been dead-lettered (no handler) by now.
        expect((await ch.checkQueue(deadLetterQueueName(subC))).messageCount).toBe(0);
        expect(received[subC]).toEqual(['later 5']);
      } finally {
        await conn.close();
      }
    });
  });
});
