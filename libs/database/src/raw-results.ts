/**
 * What `DataSource.query` / `EntityManager.query` answer on PostgreSQL: the rows for a SELECT or an
 * INSERT, but `[rows, affected]` for an UPDATE or a DELETE (TypeORM's postgres driver). Code that reads
 * `rows.length` or `rows[0]` of an UPDATE … RETURNING without this sees the pair, never an empty list.
 */
const isUpdateResult = (raw: unknown): raw is [unknown[], number] =>
  Array.isArray(raw) && raw.length === 2 && Array.isArray(raw[0]) && typeof raw[1] === 'number';

/** The RETURNING rows of any raw statement. */
export function returnedRows<T>(raw: unknown): T[] {
  return isUpdateResult(raw) ? (raw[0] as T[]) : (raw as T[]);
}

/** How many rows an UPDATE or DELETE touched (the rows answered for any other statement). */
export function affectedCount(raw: unknown): number {
  return isUpdateResult(raw) ? raw[1] : Array.isArray(raw) ? raw.length : 0;
}
