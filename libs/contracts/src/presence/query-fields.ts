import { queryDate, queryId, queryInt, queryNumberOption, queryOption, queryYear } from '../common/fields';
import { PAGE_MAX, PER_PAGE_MAX } from '../common/page';
import { PRESENCE_SOURCES } from './presence-views';
import { PRESENCE_KINDS, PRESENCE_TYPES } from './presence-types';

/*
 * Query parameters several presence messages share (kept out of the barrel: the message files build
 * on them). What each field may be is checked here; rules between fields and against the company's
 * data (a week 53 of a year that has 52, an end before a start) are presence's.
 */

/** ISO weeks: 52 or 53 a year (whether 53 exists in the year is presence's rule). */
export const WEEKNUM_MAX = 53;

const PRESENCE_TYPE_IDS = PRESENCE_TYPES.map((t) => t.id);

/** An ISO week; the current one when left out (`weeknum` alone is of the current year). */
export const weekFields = {
  weeknum: queryInt(1, WEEKNUM_MAX).meta({ description: 'ISO week number (the current week when left out)' }),
  year: queryYear().meta({ description: 'ISO week-numbering year (the current one when left out)' }),
};

/** Who of the caller's scope a managers' screen shows. */
export const teamFilterFields = {
  department_id: queryId().meta({ description: 'Only users of this department' }),
  team_id: queryId().meta({ description: 'Only users of this team' }),
};

/** The history's page and its filters (each optional; empty ones count as left out). */
export const historyFields = {
  page: queryInt(1, PAGE_MAX).meta({ description: 'Page, from 1' }),
  per_page: queryInt(1, PER_PAGE_MAX).meta({ description: 'Rows per page (1–100, 20 when left out)' }),
  from: queryDate().meta({ description: 'First day (yyyy-mm-dd, inclusive, company time zone)' }),
  to: queryDate().meta({ description: 'Last day (inclusive)' }),
  kind: queryOption(PRESENCE_KINDS).meta({ description: 'Only records of this kind' }),
  presence_type_id: queryNumberOption(PRESENCE_TYPE_IDS).meta({ description: 'Only records of this presence type (1–26)' }),
  source: queryOption(PRESENCE_SOURCES).meta({ description: 'How the records came: web, device, edit or auto_stop' }),
};
