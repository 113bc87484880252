import type { PoolClient } from 'pg';
import type { EntityManager } from 'typeorm';

/**
 * The rows of a statement as arrays, columns in the SELECT's order (pg's `rowMode: 'array'`): no
 * object keyed by column names is made per row. For reads of many thousands of rows used once (a
 * report page's records), where those objects were a good part of the parse. On the manager's own
 * connection inside a transaction, on a pooled one otherwise.
 */
export async function arrayRows<T extends unknown[]>(manager: EntityManager, sql: string, params: unknown[]): Promise<T[]> {
  const runner = manager.queryRunner ?? manager.connection.createQueryRunner();
  try {
    const client = (await runner.connect()) as PoolClient;
    const result = await client.query<T>({ text: sql, values: params, rowMode: 'array' });
    return result.rows;
  } finally {
    if (!manager.queryRunner) await runner.release();
  }
}
