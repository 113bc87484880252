import type { Logger } from 'pino';
import type { DataSource, EntitySubscriberInterface, TransactionCommitEvent, TransactionRollbackEvent } from 'typeorm';
import type { MessageMeta } from '@presently/contracts';
import { takeOutboxWritten } from '@presently/database';
import { outsideRequest } from '@presently/logger';
import type { EventPublisher } from '@presently/messaging';

export interface OutboxRelayOptions {
  schema: string;
  dataSource: DataSource;
  publisher: EventPublisher;
  logger: Logger;
  /**
   * How often the outbox is read anyway: a safety net (rows another replica committed and did not get
   * to publish before it died), not the way events leave — a commit that wrote to the outbox wakes the
   * relay of its own process at once.
   */
  pollMs?: number;
  /** How soon to try again when another replica's relay held the outbox (it may have read before our commit). */
  contendedRetryMs?: number;
  /** Rows published per transaction. */
  batchSize?: number;
  /** Published rows are deleted after this long. */
  keepPublishedHours?: number;
  /**
   * Under load, a drain starts at most this long after the previous one started: the commits that
   * come meanwhile are published in one batch. Without it, a relay woken by every commit published
   * one or two rows per transaction (BEGIN, lock, read, mark, COMMIT), about as many round trips to
   * PostgreSQL per clock-in as the clock-in itself. An event waits at most this much longer.
   */
  lingerMs?: number;
}

interface OutboxRow {
  seq: string;
  event_id: string;
  name: string;
  payload: unknown;
  meta: MessageMeta;
  occurred_at: Date;
}

/**
 * Publishes what a service wrote to its outbox, in order, at least once.
 *
 * - Woken in-process when a transaction that wrote to the outbox commits (a TypeORM subscriber for
 *   transactions on `manager`; `wake()` from a batched hot path), and by a poll as a safety net. No
 *   NOTIFY: a notifying commit holds a cluster-wide lock through its WAL flush, so notifying commits
 *   cannot share a flush (docs/platform.md, "Speed of the hot path").
 * - One relay of a service publishes at a time (a transaction-scoped advisory lock), so every replica
 *   can run one and the order of the outbox is the order on the exchange.
 * - Rows are marked published in the transaction that read them, after the broker confirmed each
 *   message: a crash in between publishes them again (at-least-once), which the consumers' inboxes
 *   absorb because the envelope keeps the row's event id.
 */
export class OutboxRelay {
  private readonly pollMs: number;
  private readonly contendedRetryMs: number;
  private readonly batchSize: number;
  private readonly keepPublishedHours: number;
  private readonly lingerMs: number;
  private timer: NodeJS.Timeout | null = null;
  /** A drain held back by the linger, and what its wakers wait for. */
  private lingering: { timer: NodeJS.Timeout; done: Promise<void>; release: () => void } | null = null;
  private retry: NodeJS.Timeout | null = null;
  private subscriber: EntitySubscriberInterface | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = false;
  private lastCleanup = 0;
  private lastDrain = 0;

  constructor(private readonly options: OutboxRelayOptions) {
    this.pollMs = options.pollMs ?? 1000;
    this.contendedRetryMs = options.contendedRetryMs ?? 50;
    this.batchSize = options.batchSize ?? 200;
    this.keepPublishedHours = options.keepPublishedHours ?? 24 * 7;
    this.lingerMs = options.lingerMs ?? 10;
  }

  async start(): Promise<void> {
    this.stopped = false;
    this.subscribe();
    this.timer = setInterval(() => {
      if (Date.now() - this.lastDrain >= this.pollMs) void this.wake();
    }, this.pollMs);
    this.timer.unref();
    void this.wake();
  }

  /** Stops reading the outbox and waits for the batch in flight; what is left is published on the next start. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    if (this.retry) clearTimeout(this.retry);
    this.timer = null;
    this.retry = null;
    if (this.lingering) {
      clearTimeout(this.lingering.timer);
      this.lingering.release();
      this.lingering = null;
    }
    this.unsubscribe();
    await this.running?.catch(() => undefined);
  }

  /** Publishes everything pending now (also what the tests call to wait for the relay). */
  wake(): Promise<void> {
    if (this.stopped) return Promise.resolve();
    if (this.running) {
      this.again = true;
      return this.running;
    }
    if (this.lingering) return this.lingering.done;
    const wait = this.lastDrain + this.lingerMs - Date.now();
    if (wait > 0) return this.linger(wait);
    // Outside the request whose commit woke it: the relay's own transactions are not that request's
    // work, and must not be refused once its caller's deadline passes (lateCommitGuard).
    this.running = outsideRequest(() =>
      this.drain()
        .catch((err: unknown) => this.options.logger.warn({ err }, 'outbox relay: publishing failed, retrying'))
        .finally(() => {
          this.running = null;
          if (this.again && !this.stopped) {
            this.again = false;
            void this.wake();
          }
        }),
    );
    return this.running;
  }

  /** Drains once `ms` have passed (the linger): every wake until then waits for that drain. */
  private linger(ms: number): Promise<void> {
    let release!: () => void;
    const done = new Promise<void>((resolve) => (release = resolve));
    const timer = setTimeout(() => {
      this.lingering = null;
      void this.wake().finally(release);
    }, ms);
    timer.unref();
    this.lingering = { timer, done, release };
    return done;
  }

  /**
   * Wakes the relay after every commit on the service's DataSource whose transaction wrote to the
   * outbox (enqueueEvents marks its query runner): the outermost commit only, not a savepoint's.
   */
  private subscribe(): void {
    if (this.subscriber) return;
    const subscriber: EntitySubscriberInterface = {
      afterTransactionCommit: (event: TransactionCommitEvent) => {
        if (!event.queryRunner.isTransactionActive && takeOutboxWritten(event.queryRunner)) void this.wake();
      },
      afterTransactionRollback: (event: TransactionRollbackEvent) => {
        if (!event.queryRunner.isTransactionActive) takeOutboxWritten(event.queryRunner);
      },
    };
    this.subscriber = subscriber;
    this.options.dataSource.subscribers.push(subscriber);
  }

  private unsubscribe(): void {
    const list = this.options.dataSource.subscribers;
    const at = this.subscriber ? list.indexOf(this.subscriber) : -1;
    if (at >= 0) list.splice(at, 1);
    this.subscriber = null;
  }

  private async drain(): Promise<void> {
    this.lastDrain = Date.now();
    let published: number | 'contended' = 0;
    while (!this.stopped && (published = await this.publishBatch()) === this.batchSize) {
      // a full batch: more may wait
    }
    // Another replica was publishing: it may have read the outbox before our commit, so look again soon.
    if (published === 'contended' && !this.stopped && !this.retry) {
      this.retry = setTimeout(() => {
        this.retry = null;
        void this.wake();
      }, this.contendedRetryMs);
      this.retry.unref();
    }
    await this.cleanup();
  }

  /** One transaction: lock, read a batch in order, publish it with confirms, mark it published. */
  private async publishBatch(): Promise<number | 'contended'> {
    const { schema, dataSource, publisher } = this.options;
    return dataSource.transaction(async (manager) => {
      const [{ locked }] = (await manager.query('SELECT pg_try_advisory_xact_lock(hashtext($1)) AS locked', [`presently.outbox.${schema}`])) as Array<{ locked: boolean }>;
      if (!locked) return 'contended'; // another replica is publishing
      const rows = (await manager.query(
        `SELECT "seq", "event_id", "name", "payload", "meta", "occurred_at" FROM "${schema}"."outbox"
         WHERE "published_at" IS NULL ORDER BY "seq" LIMIT $1`,
        [this.batchSize],
      )) as OutboxRow[];
      if (rows.length === 0) return 0;
      // In order, each confirmed before the next: order on the exchange is the order of the outbox.
      for (const row of rows) await publisher.publish(row.name, row.payload, row.meta, row.event_id, new Date(row.occurred_at).toISOString());
      await manager.query(`UPDATE "${schema}"."outbox" SET "published_at" = now() WHERE "seq" = ANY($1::bigint[])`, [rows.map((r) => r.seq)]);
      return rows.length;
    });
  }

  private async cleanup(): Promise<void> {
    if (Date.now() - this.lastCleanup < 3_600_000) return;
    this.lastCleanup = Date.now();
    await this.options.dataSource.query(
      `DELETE FROM "${this.options.schema}"."outbox" WHERE "published_at" < now() - make_interval(hours => $1)`,
      [this.keepPublishedHours],
    );
  }
}
