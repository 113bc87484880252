/**
 * The rows of a raw query. TypeORM answers [rows, affected] for UPDATE and DELETE on PostgreSQL and
 * the rows for everything else; RETURNING rows are what callers want either way.
 */
export function rowsOf<T>(raw: unknown): T[] {
  if (Array.isArray(raw) && raw.length === 2 && Array.isArray(raw[0]) && typeof raw[1] === 'number') return raw[0] as T[];
  return raw as T[];
}
