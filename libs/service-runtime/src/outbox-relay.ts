import { Client } from 'pg';
import type { Logger } from 'pino';
import type { DataSource } from 'typeorm';
import type { MessageMeta } from '@presently/contracts';
import { outboxChannel } from '@presently/database';
import type { EventPublisher } from '@presently/messaging';

export interface OutboxRelayOptions {
  schema: string;
  dataSource: DataSource;
  publisher: EventPublisher;
  /** For the LISTEN connection (outside the pool: it stays open). */
  databaseUrl: string;
  logger: Logger;
  /** How often the outbox is read while no LISTEN connection stands (none could be opened, or it was lost). */
  pollMs?: number;
  /** How often it is read anyway while LISTEN stands: a safety net, not the way events leave. */
  listeningPollMs?: number;
  /** Rows published per transaction. */
  batchSize?: number;
  /** Published rows are deleted after this long. */
  keepPublishedHours?: number;
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
 * - Woken by the NOTIFY that commits with the events, and by a poll as a safety net.
 * - One relay of a service publishes at a time (a transaction-scoped advisory lock), so every replica
 *   can run one and the order of the outbox is the order on the exchange.
 * - Rows are marked published in the transaction that read them, after the broker confirmed each
 *   message: a crash in between publishes them again (at-least-once), which the consumers' inboxes
 *   absorb because the envelope keeps the row's event id.
 */
export class OutboxRelay {
  private readonly pollMs: number;
  private readonly listeningPollMs: number;
  private readonly batchSize: number;
  private readonly keepPublishedHours: number;
  private listener: Client | null = null;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = false;
  private lastCleanup = 0;
  private lastDrain = 0;

  constructor(private readonly options: OutboxRelayOptions) {
    this.pollMs = options.pollMs ?? 1000;
    this.listeningPollMs = Math.max(this.pollMs, options.listeningPollMs ?? 30_000);
    this.batchSize = options.batchSize ?? 200;
    this.keepPublishedHours = options.keepPublishedHours ?? 24 * 7;
  }

  async start(): Promise<void> {
    this.stopped = false;
    await this.listen();
    // Commits wake the relay through NOTIFY; the timer only reads the outbox when that channel is
    // down, or now and then as a safety net, so an idle service does not query it every second.
    this.timer = setInterval(() => {
      const every = this.listener ? this.listeningPollMs : this.pollMs;
      if (Date.now() - this.lastDrain >= every) void this.wake();
    }, this.pollMs);
    this.timer.unref();
    this.wake();
  }

  /** Stops reading the outbox and waits for the batch in flight; what is left is published on the next start. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running?.catch(() => undefined);
    const listener = this.listener;
    this.listener = null;
    await listener?.end().catch(() => undefined);
  }

  /** Publishes everything pending now (also what the tests call to wait for the relay). */
  wake(): Promise<void> {
    if (this.stopped) return Promise.resolve();
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = this.drain()
      .catch((err: unknown) => this.options.logger.warn({ err }, 'outbox relay: publishing failed, retrying'))
      .finally(() => {
        this.running = null;
        if (this.again && !this.stopped) {
          this.again = false;
          void this.wake();
        }
      });
    return this.running;
  }

  private async listen(): Promise<void> {
    const client = new Client({ connectionString: this.options.databaseUrl, application_name: `presently-${this.options.schema}-outbox` });
    client.on('notification', () => void this.wake());
    // A lost LISTEN connection only slows the relay to the poll; it is opened again on the next start.
    client.on('error', (err) => {
      this.options.logger.warn({ err }, 'outbox relay: LISTEN connection lost; polling until the next start');
      if (this.listener === client) this.listener = null;
    });
    try {
      await client.connect();
      await client.query(`LISTEN "${outboxChannel(this.options.schema)}"`);
      this.listener = client;
    } catch (err) {
      this.options.logger.warn({ err }, 'outbox relay: LISTEN failed, polling only');
      await client.end().catch(() => undefined);
    }
  }

  private async drain(): Promise<void> {
    this.lastDrain = Date.now();
    while (!this.stopped && (await this.publishBatch()) === this.batchSize) {
      // a full batch: more may wait
    }
    await this.cleanup();
  }

  /** One transaction: lock, read a batch in order, publish it with confirms, mark it published. */
  private async publishBatch(): Promise<number> {
    const { schema, dataSource, publisher } = this.options;
    return dataSource.transaction(async (manager) => {
      const [{ locked }] = (await manager.query('SELECT pg_try_advisory_xact_lock(hashtext($1)) AS locked', [`presently.outbox.${schema}`])) as Array<{ locked: boolean }>;
      if (!locked) return 0; // another replica is publishing; its drain reads these rows too
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
