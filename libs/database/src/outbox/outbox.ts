import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';

/** What a service announces: a versioned event name, its payload and the request's meta. */
export interface OutboxEvent<T = unknown> {
  name: string;
  payload: T;
  meta: unknown;
  /** What the event is about (`user:12`): kept for tracing; order is kept per service, hence per aggregate. */
  aggregate?: string;
  /** The envelope's id (a new one when left out): consumers' inboxes recognise a redelivery by it. */
  id?: string;
}

/** The NOTIFY channel a service's relay listens on (woken at commit, no polling delay). */
export const outboxChannel = (schema: string): string => `presently_outbox_${schema}`;

/**
 * Writes events into the service's outbox on the caller's transaction: they become visible — and
 * are published by the relay — only if that transaction commits, and never get lost after it did.
 * `manager` must be the transaction's EntityManager.
 */
export async function enqueueEvents(manager: EntityManager, schema: string, events: OutboxEvent[]): Promise<string[]> {
  if (events.length === 0) return [];
  if (!manager.queryRunner?.isTransactionActive) throw new Error('enqueueEvents needs the transaction’s EntityManager');
  const ids = events.map((e) => e.id ?? randomUUID());
  const params: unknown[] = [];
  const rows = events.map((e, i) => {
    params.push(ids[i], e.name, e.aggregate ?? '', JSON.stringify(e.payload ?? null), JSON.stringify(e.meta ?? null));
    const p = i * 5;
    return `($${p + 1}, $${p + 2}, $${p + 3}, $${p + 4}::jsonb, $${p + 5}::jsonb, clock_timestamp())`;
  });
  // The time of the write, not of the transaction's start (now()): a change made under a row lock is
  // written after the change it waited for, so consumers that keep the newest by occurredAt see the
  // events of one aggregate in the order they happened.
  await manager.query(
    `INSERT INTO "${schema}"."outbox" ("event_id", "name", "aggregate", "payload", "meta", "occurred_at") VALUES ${rows.join(', ')}`,
    params,
  );
  // Delivered to listeners when (and only if) the transaction commits.
  await manager.query('SELECT pg_notify($1, $2)', [outboxChannel(schema), '']);
  return ids;
}
