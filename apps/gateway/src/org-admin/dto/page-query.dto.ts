import type { PageQuery } from '@presently/contracts';
import { QueryInt, QueryOption, QuerySort, QueryText } from '../../validation/field.decorators';

/** The page of a list: page 1–100000, per_page 1–100 (org's defaults when left out: 1 and 20). */
export const PAGE_MAX = 100_000;
export const PER_PAGE_MAX = 100;

/** Every administration list is a page: `{ items, total, page, per_page }`. */
export class PageQueryDto implements PageQuery {
  @QueryInt(1, PAGE_MAX, 'Page, from 1') page?: number;
  @QueryInt(1, PER_PAGE_MAX, 'Rows per page (1–100, 20 when left out)') per_page?: number;
  @QueryText(255, 'Free text to look for') q?: string;
  @QuerySort('A column of the list (org says which it sorts by)') sort?: string;
  @QueryOption(['asc', 'desc'] as const) order?: 'asc' | 'desc';
}
