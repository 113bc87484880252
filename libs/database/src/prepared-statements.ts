/**
 * Statements PostgreSQL keeps parsed and planned for the whole session (SQL-level `PREPARE`), run with
 * `EXECUTE name(literals)`. Hot paths that send several statements in one simple-query message (no
 * parameters, so node-postgres' own prepared statements cannot be used) otherwise have every
 * statement parsed and planned again on each call: for presence's clock-in that was about 0.2 ms of
 * the backend's 0.45 ms of CPU (docs/presence.md, "Planned once per connection").
 *
 * A prepared statement is a property of one connection: {@link PreparedStatements} remembers which
 * pooled connections already hold a set, and prepares it on a connection's first use.
 */
export interface PreparedStatement {
  readonly name: string;
  /** The `PREPARE` statement that defines it. */
  readonly prepare: string;
  /** How many parameters `EXECUTE` passes. */
  readonly arity: number;
}

const NAME = /^[a-z][a-z0-9_]*$/;

/** A statement to prepare: `body` refers to its parameters as $1…$n, of the given PostgreSQL types. */
export function preparedStatement(name: string, types: readonly string[], body: string): PreparedStatement {
  if (!NAME.test(name)) throw new Error(`not a statement name: ${name}`);
  const parameters = types.length > 0 ? `(${types.join(', ')})` : '';
  return { name, prepare: `PREPARE ${name}${parameters} AS ${body}`, arity: types.length };
}

/** The `EXECUTE` of a prepared statement; `literals` are SQL literals (never text as it came). */
export function executeStatement(statement: PreparedStatement, ...literals: string[]): string {
  if (literals.length !== statement.arity) throw new Error(`${statement.name} takes ${statement.arity} values, not ${literals.length}`);
  return literals.length > 0 ? `EXECUTE ${statement.name}(${literals.join(', ')})` : `EXECUTE ${statement.name}`;
}

/**
 * Whether PostgreSQL refused an `EXECUTE` because the connection's prepared statements are not what
 * its pool believes: one whose result columns changed since it was prepared (a migration added a
 * column to a table it reads with `*`: "cached plan must not change result type", SQLSTATE 0A000), or
 * one that is gone (a `DEALLOCATE ALL` or `DISCARD ALL` on the session, 26000). The connection must be
 * dropped, not reused; nothing the statement would have done was done.
 */
export function isStalePreparedStatement(err: unknown): boolean {
  const e = (err as { driverError?: { code?: string; message?: string } } | null)?.driverError ?? (err as { code?: string; message?: string } | null);
  if (e?.code === '26000') return true;
  return e?.code === '0A000' && /cached plan must not change result type/.test(e.message ?? '');
}

/** A set of statements prepared on each connection before its first use (one round trip per connection). */
export class PreparedStatements {
  private readonly prepared = new WeakSet<object>();
  private readonly script: string;

  constructor(statements: readonly PreparedStatement[]) {
    const names = new Set(statements.map((s) => s.name));
    if (names.size !== statements.length) throw new Error('prepared statement names must be distinct');
    this.script = statements.map((s) => s.prepare).join(';\n');
  }

  /**
   * Prepares the set on `client` unless it was prepared there before. Outside any transaction: a
   * `PREPARE` is not undone by a rollback, and one that failed half way leaves the connection marked
   * unprepared, so the caller must drop it ({@link forget} and discard it).
   */
  async ensure(client: { query(text: string): Promise<unknown> }): Promise<void> {
    if (this.prepared.has(client)) return;
    await client.query(this.script);
    this.prepared.add(client);
  }

  /** The connection is being dropped or its statements are stale. */
  forget(client: object): void {
    this.prepared.delete(client);
  }
}
