import { Socket } from 'node:net';
import type { ChannelModel } from 'amqplib';
import { connectToBroker } from '@presently/messaging';
import { applyTestEnv } from '@presently/testing';

/*
 * Every connection of the platform to the broker (RPC servers and clients, the event publisher, the
 * gateway's live feed) is opened by connectToBroker: against real RabbitMQ, its socket runs with
 * TCP_NODELAY, so a small frame never waits for the broker's delayed ACK of the one before it.
 */

beforeAll(() => applyTestEnv());

it('opens a named connection whose socket has Nagle’s algorithm off', async () => {
  const calls = new Map<Socket, boolean[]>();
  const original = Socket.prototype.setNoDelay;
  Socket.prototype.setNoDelay = function (this: Socket, noDelay?: boolean) {
    calls.set(this, [...(calls.get(this) ?? []), noDelay !== false]);
    return original.call(this, noDelay);
  };
  const manager = connectToBroker(process.env.RABBITMQ_URL as string, 'itest-nodelay');
  try {
    const channel = manager.createChannel({ confirm: false });
    await channel.waitForConnect();
    const model = manager.connection as unknown as ChannelModel;
    const socket = (model.connection as unknown as { stream: Socket }).stream;
    expect(calls.get(socket)?.at(-1)).toBe(true);
    await channel.close();
  } finally {
    Socket.prototype.setNoDelay = original;
    await manager.close();
  }
});
