import { type DataSource, type EntityManager, QueryFailedError, type QueryRunner } from 'typeorm';
import { isStalePreparedStatement, type PreparedStatements, takeOutboxWritten } from '@presently/database';
import { assertCallerStillWaits } from '@presently/service-runtime';

type Row = Record<string, unknown>;

/** How many connections with stale prepared statements one call may meet: more than a pool holds (10 by default). */
const MAX_STALE_CONNECTIONS = 32;

/** The part of node-postgres' client a lean transaction uses (the connection under TypeORM's query runner). */
interface PgClient {
  query(text: string): Promise<{ rows: Row[] } | Array<{ rows: Row[] }>>;
}

/** A write transaction of the hot paths, as the use cases hold it: begun and finished by PresenceWritesRepository. */
export interface WriteTransaction {
  /** TypeORM's manager on the transaction's connection, for work off the hot path (an automatic stop, a late scan). */
  readonly manager: EntityManager;
  /** Rolls back and releases the connection; nothing when the transaction has already ended. */
  rollback(): Promise<void>;
}

/**
 * A transaction on one pooled connection whose statements go to PostgreSQL in as few round trips as
 * possible: several statements per message (the simple query protocol runs them in order, each with
 * its own snapshot, so a read after a lock sees what the lock holder committed), `BEGIN` sent with the
 * first ones and `COMMIT` with the last ones. The statements are `EXECUTE`s of statements prepared on
 * the connection before its first transaction (`PreparedStatements`), so PostgreSQL does not parse and
 * plan them again on every call. Values are written into them as literals (common/raw-sql.helpers.ts)
 * only — never user text as it came.
 *
 * The hot paths (clocking, scans) use it, through PresenceWritesRepository only: the per-message cost
 * (a write to the socket, a wake-up of the PostgreSQL backend) was most of their database time. Work
 * the hot path does not cover runs through `manager` (TypeORM on the same connection, inside the same
 * transaction).
 */
export class LeanTransaction implements WriteTransaction {
  private done = false;
  /** Set when the connection must not be pooled again (its prepared statements are stale or gone). */
  private discard: Error | null = null;

  private constructor(
    private readonly runner: QueryRunner,
    private readonly client: PgClient,
    private readonly prepared: PreparedStatements,
    private readonly outboxCommitted: () => void,
  ) {}

  /**
   * Opens the transaction with the given statements; answers their rows, one list per statement.
   * `prepared` are the statements they execute, prepared on the connection first if it does not hold
   * them yet. `outboxCommitted` is called after a commit that wrote to the outbox (the relay's
   * wake-up: raw COMMITs pass no TypeORM subscriber).
   */
  static async begin(dataSource: DataSource, prepared: PreparedStatements, statements: string[], outboxCommitted: () => void): Promise<{ tx: LeanTransaction; results: Row[][] }> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await LeanTransaction.beginOnce(dataSource, prepared, statements, outboxCommitted);
      } catch (err) {
        // The connection had lost its prepared statements, or a migration changed a table under them:
        // it was dropped, and the call begins again on another (nothing was written yet). After a
        // migration every pooled connection fails once this way, hence the bound of a pool and more.
        if (!isStalePreparedStatement(err) || attempt >= MAX_STALE_CONNECTIONS) throw err;
      }
    }
  }

  private static async beginOnce(dataSource: DataSource, prepared: PreparedStatements, statements: string[], outboxCommitted: () => void): Promise<{ tx: LeanTransaction; results: Row[][] }> {
    const runner = dataSource.createQueryRunner();
    let client: PgClient;
    try {
      client = (await runner.connect()) as PgClient;
    } catch (err) {
      await runner.release();
      throw err;
    }
    const tx = new LeanTransaction(runner, client, prepared, outboxCommitted);
    try {
      await prepared.ensure(client);
    } catch (err) {
      // Some of the set may be prepared on it now: a connection that cannot be told apart is dropped.
      tx.finish(err instanceof Error ? err : new Error(String(err)));
      throw err;
    }
    try {
      const results = await tx.send(['BEGIN', ...statements]);
      // TypeORM work on `manager` must not open (and commit) a transaction of its own inside this one.
      (runner as { isTransactionActive: boolean }).isTransactionActive = true;
      return { tx, results: results.slice(1) };
    } catch (err) {
      await tx.rollback();
      throw err;
    }
  }

  /** TypeORM's manager on the transaction's connection (for work outside the hot path). */
  get manager(): EntityManager {
    return this.runner.manager;
  }

  /** Runs statements within the transaction; on a failure the transaction is rolled back and released. */
  async run(statements: string[]): Promise<Row[][]> {
    try {
      return await this.send(statements);
    } catch (err) {
      await this.rollback();
      throw err;
    }
  }

  /**
   * Runs the last statements and commits, in one round trip; releases the connection. `wroteOutbox`:
   * the statements hold an outbox write (work on `manager` marks the runner itself).
   */
  async commit(statements: string[] = [], wroteOutbox = false): Promise<Row[][]> {
    try {
      // The clock-in or scan was answered 503 while it waited (a cold start, a pool drained after a
      // fault): committing now would record what its caller believes failed, and a retry of the
      // caller's would then meet it, out of order. Its caller retries; nothing is kept.
      assertCallerStillWaits();
    } catch (err) {
      await this.rollback();
      throw err;
    }
    try {
      const results = await this.send([...statements, 'COMMIT']);
      const outbox = takeOutboxWritten(this.runner) || wroteOutbox;
      this.finish();
      if (outbox) this.outboxCommitted();
      return results.slice(0, statements.length);
    } catch (err) {
      await this.rollback();
      throw err;
    }
  }

  /** Rolls back and releases the connection (a connection that cannot roll back is discarded, not pooled). */
  async rollback(): Promise<void> {
    if (this.done) return;
    takeOutboxWritten(this.runner);
    try {
      await this.client.query('ROLLBACK');
      this.finish(this.discard ?? undefined);
    } catch (err) {
      this.finish(err instanceof Error ? err : new Error(String(err)));
    }
  }

  private finish(err?: Error): void {
    if (this.done) return;
    this.done = true;
    if (err) this.prepared.forget(this.client);
    (this.runner as { isTransactionActive: boolean }).isTransactionActive = false;
    const runner = this.runner as QueryRunner & { releasePostgresConnection?: (err?: Error) => Promise<void> };
    if (err && runner.releasePostgresConnection) void runner.releasePostgresConnection(err);
    else void runner.release();
  }

  private async send(statements: string[]): Promise<Row[][]> {
    const text = statements.join(';\n');
    let answer: { rows: Row[] } | Array<{ rows: Row[] }>;
    try {
      answer = await this.client.query(text);
    } catch (err) {
      if (isStalePreparedStatement(err)) this.discard = err as Error;
      // As TypeORM reports it, so the same checks (isUniqueViolation) and filters apply.
      throw new QueryFailedError(text, [], err as Error);
    }
    return (Array.isArray(answer) ? answer : [answer]).map((r) => r.rows ?? []);
  }
}
