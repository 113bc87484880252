import * as amqplib from 'amqplib';
import { deadLetterQueueName, eventQueueName, rpcQueueName } from '@presently/messaging';

/** Deletes the durable queues a throwaway test service declared, so test vhosts do not fill up. */
export async function deleteServiceQueues(...services: string[]): Promise<void> {
  const conn = await amqplib.connect(process.env.RABBITMQ_URL as string);
  try {
    const ch = await conn.createChannel();
    for (const s of services) {
      for (const q of [rpcQueueName(s), eventQueueName(s), deadLetterQueueName(s)]) await ch.deleteQueue(q);
    }
  } finally {
    await conn.close();
  }
}
