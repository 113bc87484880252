import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { executeStatement, type PreparedStatement, preparedStatement } from '../prepared-statements';

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

/** The key on a TypeORM query runner's `data` that says its transaction wrote to the outbox. */
const WROTE_OUTBOX = 'presentlyWroteOutbox';

interface RunnerData {
  data?: Record<string, unknown>;
}

/**
 * Marks the query runner's transaction as one that wrote outbox rows: the service's relay is woken
 * in-process when it commits (OutboxRelay). There is deliberately no NOTIFY: PostgreSQL (≤ 17) takes
 * one cluster-wide lock from a notifying transaction's pre-commit until its end, WAL flush included,
 * so notifying commits flush one at a time — 50 concurrent INSERT + COMMIT went from 5,400/s to
 * 1,100–1,600/s with a pg_notify in each (docs/platform.md, "Speed of the hot path").
 */
export function markOutboxWritten(runner: RunnerData | undefined | null): void {
  if (runner) runner.data = { ...(runner.data ?? {}), [WROTE_OUTBOX]: true };
}

/** Whether the runner's transaction wrote to the outbox (and forgets it, so one commit wakes the relay once). */
export function takeOutboxWritten(runner: RunnerData | undefined | null): boolean {
  if (!runner?.data?.[WROTE_OUTBOX]) return false;
  delete runner.data[WROTE_OUTBOX];
  return true;
}

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
  markOutboxWritten(manager.queryRunner);
  return ids;
}

/** A string as a SQL literal for {@link outboxExecutions} (standard_conforming_strings: quotes doubled). */
function literal(s: string): string {
  if (s.includes('\0')) throw new TypeError('NUL in a SQL literal');
  const quoted = `'${s.replace(/'/g, "''")}'`;
  return s.includes('\\') ? `E${quoted.replace(/\\/g, '\\\\')}` : quoted;
}

/**
 * The outbox write of one event as a statement prepared per connection (prepared-statements.ts), for
 * the hot paths that send their statements in batches: see {@link outboxExecutions}.
 */
export function outboxInsertStatement(schema: string): PreparedStatement {
  if (!/^[a-z][a-z0-9_]*$/.test(schema)) throw new Error(`not a schema name: ${schema}`);
  return preparedStatement(
    `${schema}_outbox_insert`,
    ['uuid', 'text', 'text', 'jsonb', 'jsonb'],
    `INSERT INTO "${schema}"."outbox" ("event_id", "name", "aggregate", "payload", "meta", "occurred_at") VALUES ($1, $2, $3, $4, $5, clock_timestamp())`,
  );
}

/**
 * The same write as {@link enqueueEvents}, as `EXECUTE`s of {@link outboxInsertStatement} (one per
 * event) with their values as literals, for a hot path that sends its statements in batches
 * (presence's lean transactions): appended to the batch that commits, it costs no round trip of its
 * own. The caller must have prepared `insert` on the connection, run the statements inside the
 * transaction of the change, and wake the relay once it committed (enqueueEvents marks the runner for
 * that instead).
 */
export function outboxExecutions(insert: PreparedStatement, events: OutboxEvent[]): { statements: string[]; ids: string[] } {
  const ids = events.map((e) => e.id ?? randomUUID());
  const statements = events.map((e, i) =>
    executeStatement(insert, literal(ids[i]), literal(e.name), literal(e.aggregate ?? ''), literal(JSON.stringify(e.payload ?? null)), literal(JSON.stringify(e.meta ?? null))),
  );
  return { statements, ids };
}
