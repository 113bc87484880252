import { randomUUID } from 'node:crypto';
import { connectToBroker } from './connection';
import type { AmqpConnectionManager, ChannelWrapper } from 'amqp-connection-manager';
import type { ConfirmChannel } from 'amqplib';
import type { EventEnvelope, MessageMeta } from '@presently/contracts';
import { EVENTS_EXCHANGE } from './topology';

/**
 * Publishes events as persistent messages on a confirm channel: publish() resolves only when the
 * broker has taken responsibility for the message.
 */
export class EventPublisher {
  private readonly connection: AmqpConnectionManager;
  private readonly channel: ChannelWrapper;

  constructor(url: string, name: string) {
    this.connection = connectToBroker(url, `${name}-events`);
    this.channel = this.connection.createChannel({
      confirm: true,
      setup: (ch: ConfirmChannel) => ch.assertExchange(EVENTS_EXCHANGE, 'topic', { durable: true }),
    });
  }

  async waitForConnect(): Promise<void> {
    await this.channel.waitForConnect();
  }

  /**
   * Publishes one event and resolves when the broker confirmed it. Services do not call this: they
   * write events to their outbox in the transaction of the change, and the relay publishes them
   * (keeping the outbox row's id and time, so a re-publication is recognised as the same event).
   */
  async publish<T>(name: string, payload: T, meta: MessageMeta, id: string = randomUUID(), occurredAt = new Date().toISOString()): Promise<EventEnvelope<T>> {
    const envelope: EventEnvelope<T> = { id, name, occurredAt, meta, payload };
    await this.channel.publish(EVENTS_EXCHANGE, name, Buffer.from(JSON.stringify(envelope)), {
      persistent: true,
      messageId: id,
      type: name,
      contentType: 'application/json',
    });
    return envelope;
  }

  async close(): Promise<void> {
    await this.channel.close().catch(() => undefined);
    await this.connection.close().catch(() => undefined);
  }
}
