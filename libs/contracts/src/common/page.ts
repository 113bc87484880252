import type { z } from 'zod';
import { queryInt, queryOption, querySort, queryText } from './fields';
import { queryRequest } from './request-fields';

/** Every administration list is a page. */
export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  per_page: number;
}

/** Pages run from 1 to 100 000 (far beyond any real list) with 1–100 rows (20 when left out). */
export const PAGE_MAX = 100_000;
export const PER_PAGE_MAX = 100;

/** The query of every list: page, rows per page, free text, the column to sort by and the direction. */
export const pageQueryFields = {
  page: queryInt(1, PAGE_MAX).meta({ description: 'Page, from 1' }),
  per_page: queryInt(1, PER_PAGE_MAX).meta({ description: 'Rows per page (1–100, 20 when left out)' }),
  q: queryText(255).meta({ description: 'Free text to look for' }),
  sort: querySort().meta({ description: 'A column of the list (org says which it sorts by)' }),
  order: queryOption(['asc', 'desc']),
};

/** A page query as the answering service reads it (page and per_page typed). */
export interface PageQuery {
  page?: number;
  per_page?: number;
  /** Free-text filter (names, e-mail). */
  q?: string;
  sort?: string;
  order?: 'asc' | 'desc';
}

/**
 * A list without filters of its own, as the gateway reads the URL's query and as the answering
 * service reads it again (see queryRequest).
 */
export const PageQueryRequest = queryRequest(pageQueryFields);
export type PageQueryRequest = z.input<typeof PageQueryRequest>;
