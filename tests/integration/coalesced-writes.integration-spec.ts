import type { Socket } from 'node:net';
import * as amqplib from 'amqplib';
import { coalesceAmqpWrites } from '@presently/messaging';
import { applyTestEnv, uniqueName } from '@presently/testing';

/*
 * A turn's frames leave as one socket write (real RabbitMQ): every message still arrives, in the order
 * it was published, with far fewer writes than messages.
 */

let connection: amqplib.ChannelModel;

beforeAll(async () => {
  applyTestEnv();
  expect(coalesceAmqpWrites()).toBe(true);
  connection = await amqplib.connect(process.env.RABBITMQ_URL as string);
});

afterAll(async () => {
  await connection.close();
});

it('sends 500 messages published in one turn in order, in a handful of socket writes', async () => {
  const socket = (connection.connection as unknown as { stream: Socket }).stream;
  let writes = 0;
  const count = <F extends (...args: never[]) => unknown>(fn: F) => ((...args: Parameters<F>) => {
    writes += 1;
    return fn.apply(socket, args);
  }) as F;
  const write = socket._write as (...args: never[]) => unknown;
  const writev = socket._writev as ((...args: never[]) => unknown) | undefined;
  socket._write = count(write) as typeof socket._write;
  if (writev) socket._writev = count(writev) as typeof socket._writev;

  const channel = await connection.createConfirmChannel();
  const consumer = await connection.createChannel();
  const queue = uniqueName('itest.coalesced');
  await channel.assertQueue(queue, { exclusive: false, autoDelete: true });
  const received: number[] = [];
  const all = new Promise<void>((resolve) => {
    void consumer.consume(queue, (msg) => {
      if (!msg) return;
      received.push(Number(msg.content.toString()));
      consumer.ack(msg);
      if (received.length === 500) resolve();
    });
  });

  writes = 0;
  for (let i = 0; i < 500; i += 1) channel.sendToQueue(queue, Buffer.from(String(i)), { persistent: true });
  await channel.waitForConfirms();
  const publishWrites = writes;
  await all;

  expect(received).toEqual(Array.from({ length: 500 }, (_, i) => i));
  expect(publishWrites).toBeGreaterThan(0);
  expect(publishWrites).toBeLessThan(50);
  await channel.deleteQueue(queue);
  socket._write = write as typeof socket._write;
  if (writev) socket._writev = writev as typeof socket._writev;
});
