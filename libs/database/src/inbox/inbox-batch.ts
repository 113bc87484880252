import type { DataSource, EntityManager } from 'typeorm';
import { ProcessedEvent } from './processed-event.entity';

interface Waiting<T> {
  event: { id: string; name: string };
  item: T;
  resolve: () => void;
  reject: (err: unknown) => void;
}

/**
 * `handleOnce` for many events in one transaction. A consumer whose events arrive as fast as clock-ins
 * do and whose effects merge (a counter, a "changed" mark) would otherwise spend a transaction per
 * event — and, when the events touch one row, wait on each other's row lock. Here the events that
 * arrive while a batch is written (up to the queue's prefetch) are written together next: one inbox
 * insert for all their ids, then one call of the effect with the items of the events not seen before.
 *
 * Each `add` resolves only after the batch that holds it has committed, so the broker's ack (which
 * waits for the handler) still follows the commit; when the batch fails every event in it is
 * rejected, and redelivered like any failed handler. One batch is written at a time per batcher.
 */
export class InboxBatch<T> {
  private waiting: Array<Waiting<T>> = [];
  private draining = false;

  constructor(
    private readonly dataSource: DataSource,
    private readonly effect: (manager: EntityManager, items: T[]) => Promise<void>,
  ) {}

  /** Handles the event's item at most once; resolves when it is committed (or had been handled). */
  add(event: { id: string; name: string }, item: T): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      this.waiting.push({ event, item, resolve, reject });
      if (!this.draining) {
        this.draining = true;
        // Let the messages already delivered in this turn of the event loop join the first batch.
        setImmediate(() => void this.drain());
      }
    });
  }

  private async drain(): Promise<void> {
    while (this.waiting.length > 0) {
      const batch = this.waiting.splice(0, this.waiting.length);
      try {
        await this.write(batch);
        for (const w of batch) w.resolve();
      } catch (err) {
        for (const w of batch) w.reject(err);
      }
    }
    this.draining = false;
  }

  private async write(batch: Array<Waiting<T>>): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      const firstOfId = new Map<string, Waiting<T>>();
      for (const w of batch) if (!firstOfId.has(w.event.id)) firstOfId.set(w.event.id, w);
      const firsts = [...firstOfId.values()];
      const { schema, tableName } = manager.connection.getMetadata(ProcessedEvent);
      const table = schema ? `"${schema}"."${tableName}"` : `"${tableName}"`;
      const inserted: Array<{ event_id: string }> = await manager.query(
        `INSERT INTO ${table} ("event_id", "event_name") SELECT * FROM unnest($1::uuid[], $2::text[])
         ON CONFLICT DO NOTHING RETURNING "event_id"`,
        [firsts.map((w) => w.event.id), firsts.map((w) => w.event.name)],
      );
      const fresh = inserted.map((row) => firstOfId.get(row.event_id)?.item as T);
      if (fresh.length > 0) await this.effect(manager, fresh);
    });
  }
}
