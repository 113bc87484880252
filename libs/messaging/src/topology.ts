import type { Channel, ConfirmChannel } from 'amqplib';

/** All events go through one durable topic exchange; routing keys are the event names. */
export const EVENTS_EXCHANGE = 'presently.events';
/** Events a consumer could not handle land here, one dead-letter queue per service. */
export const DEAD_LETTER_EXCHANGE = 'presently.dead-letter';

export const rpcQueueName = (service: string): string => `${service}.rpc`;
export const eventQueueName = (service: string): string => `${service}.events`;
export const deadLetterQueueName = (service: string): string => `${service}.events.dead`;

/**
 * Declares a service's queues. Declarations are idempotent, but their arguments must never change
 * without a new queue name: RabbitMQ refuses a redeclaration with other arguments.
 */
export async function assertServiceTopology(ch: Channel | ConfirmChannel, service: string): Promise<void> {
  await ch.assertExchange(EVENTS_EXCHANGE, 'topic', { durable: true });
  await ch.assertExchange(DEAD_LETTER_EXCHANGE, 'direct', { durable: true });
  // RPC requests carry a per-message expiration, so a service that is down never finds stale work.
  await ch.assertQueue(rpcQueueName(service), { durable: true });
  await ch.assertQueue(eventQueueName(service), {
    durable: true,
    arguments: {
      'x-dead-letter-exchange': DEAD_LETTER_EXCHANGE,
      'x-dead-letter-routing-key': deadLetterQueueName(service),
    },
  });
  await ch.assertQueue(deadLetterQueueName(service), { durable: true });
  await ch.bindQueue(deadLetterQueueName(service), DEAD_LETTER_EXCHANGE, deadLetterQueueName(service));
}

/** The RPC request header with the epoch milliseconds at which its caller stops waiting for the answer. */
export const DEADLINE_HEADER = 'x-deadline';
