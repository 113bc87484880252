import * as amqp from 'amqp-connection-manager';
import type { AmqpConnectionManager } from 'amqp-connection-manager';

/**
 * A reconnecting connection to the broker, as every part of the platform opens it: a heartbeat, a
 * retry every second, the connection's name in the management UI, and TCP_NODELAY.
 *
 * amqplib leaves Nagle's algorithm on unless told (`noDelay`), so a small frame written while an
 * earlier one was still unacknowledged (an ack right after a reply, a publish right after another)
 * waited for the broker's delayed ACK, up to 40 ms on Linux, on a path whose median is a few ms.
 * Frames of one turn already leave in one write (coalesced-writes.ts); nothing is gained by holding them.
 */
export function connectToBroker(url: string, connectionName: string): AmqpConnectionManager {
  return amqp.connect([url], {
    heartbeatIntervalInSeconds: 10,
    reconnectTimeInSeconds: 1,
    connectionOptions: { noDelay: true, clientProperties: { connection_name: connectionName } },
  });
}
