/*
 * Raw SQL the repositories write themselves. Batched statements (records/presence-writes.repository.ts)
 * carry their values as literals, built by these functions only — never user text as it came.
 */

/** An integer as a SQL literal (anything else is refused). */
export function sqlInt(n: number): string {
  if (!Number.isSafeInteger(n)) throw new TypeError(`not an integer: ${String(n)}`);
  return String(n);
}

/** A string as a SQL literal (standard_conforming_strings: quotes doubled; a backslash makes it E'…'). */
export function sqlText(s: string): string {
  if (s.includes('\0')) throw new TypeError('NUL in a SQL literal');
  const quoted = `'${s.replace(/'/g, "''")}'`;
  return s.includes('\\') ? ` E${quoted.replace(/\\/g, '\\\\')}` : quoted;
}

/** An instant as a timestamptz literal. */
export function sqlTime(d: Date): string {
  const t = d.getTime();
  if (!Number.isFinite(t)) throw new TypeError('invalid date');
  return `'${d.toISOString()}'::timestamptz`;
}

/** A yyyy-mm-dd date as a date literal (anything else is refused). */
export function sqlDate(date: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) throw new TypeError(`not a date: ${date}`);
  return `'${date}'::date`;
}

/** A nullable value as a literal. */
export const sqlOrNull = <T>(v: T | null | undefined, f: (v: T) => string): string => (v === null || v === undefined ? 'NULL' : f(v));

