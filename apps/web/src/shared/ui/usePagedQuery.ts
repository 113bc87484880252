import { useState } from 'react';
import { DEFAULT_PAGE_SIZE } from './tablePagination';

interface PagedQuery {
  page?: number;
  per_page?: number;
}

/** A query paged on the server: the first page to start, and filters that go back to page 1. */
export function usePagedQuery<Q extends PagedQuery>() {
  const [query, setQuery] = useState<Q>({ page: 1, per_page: DEFAULT_PAGE_SIZE } as Q);
  const filter = (change: Partial<Q>) => setQuery((current) => ({ ...current, ...change, page: 1 }));
  /** A new page, or a new page size (then page 1). */
  const changePage = (page: number, per_page: number) =>
    setQuery((current) => ({ ...current, page: per_page === current.per_page ? page : 1, per_page }));
  return { query, filter, changePage };
}
