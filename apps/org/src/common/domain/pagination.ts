import type { Page } from '@presently/contracts';
import { FIELD_ERRORS, type FieldChecker } from '@presently/validation';
import { rangeKey } from '@presently/domain';

export const DEFAULT_PER_PAGE = 20;
export const MAX_PER_PAGE = 100;
/** Far beyond any real list; keeps OFFSET within what PostgreSQL and JavaScript count exactly. */
export const MAX_PAGE = 100_000;
export const MAX_QUERY_CHARACTERS = 255;

export type SortOrder = 'asc' | 'desc';

export interface PageRequest<S extends string = string> {
  page: number;
  perPage: number;
  offset: number;
  /** Trimmed free text, or null when none was given. */
  q: string | null;
  sort: S;
  order: SortOrder;
}

function boundedInt(c: FieldChecker, field: string, fallback: number, min: number, max: number): number {
  const value = c.source[field];
  if (value === undefined || value === null || value === '') return fallback;
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^-?\d{1,15}$/.test(value) ? Number(value) : NaN;
  if (!Number.isSafeInteger(n)) return c.fail(field, FIELD_ERRORS.invalidOption) ?? fallback;
  if (n < min || n > max) return c.fail(field, rangeKey(min, max)) ?? fallback;
  return n;
}

/**
 * Reads page, per_page, q, sort and order of a list query (values from a URL may be digit strings).
 * page 1–100000 (default 1), per_page 1–100 (default 20); out of range answers between_<min>_and_<max>
 * rather than quietly showing something else; sort one of the list's own columns.
 */
export function readPageQuery<S extends string>(c: FieldChecker, sorts: readonly S[], defaultSort: S): PageRequest<S> {
  const page = boundedInt(c, 'page', 1, 1, MAX_PAGE);
  const perPage = boundedInt(c, 'per_page', DEFAULT_PER_PAGE, 1, MAX_PER_PAGE);
  let q: string | null = null;
  const rawQ = c.source.q;
  if (rawQ !== undefined && rawQ !== null) {
    if (typeof rawQ !== 'string') c.fail('q', FIELD_ERRORS.invalidOption);
    else if (Array.from(rawQ.trim()).length > MAX_QUERY_CHARACTERS) c.fail('q', FIELD_ERRORS.max255);
    else q = rawQ.trim() === '' ? null : rawQ.trim();
  }
  const sort = c.has('sort') && c.source.sort !== '' ? (c.oneOf('sort', sorts) ?? defaultSort) : defaultSort;
  const order = c.has('order') && c.source.order !== '' ? (c.oneOf<SortOrder>('order', ['asc', 'desc']) ?? 'asc') : 'asc';
  return { page, perPage, offset: (page - 1) * perPage, q, sort, order };
}

/** A LIKE pattern that finds the text anywhere, its own % _ and \ taken literally. */
export const containsPattern = (q: string): string => `%${q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

export const toPage = <T>(items: T[], total: number, req: Pick<PageRequest, 'page' | 'perPage'>): Page<T> => ({
  items,
  total,
  page: req.page,
  per_page: req.perPage,
});
