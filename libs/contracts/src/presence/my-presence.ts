import { z } from 'zod';
import { dateField, queryDate, queryId, reasonText } from '../common/fields';
import { rpcMessage } from '../common/message';
import { queryRequest } from '../common/request-fields';
import { historyFields, weekFields } from './query-fields';
import type { DayTotals, PresenceDayView, PresenceHistoryPage, PresenceTotals, PresenceWeekView, WeekDates, WeekRef } from './presence-views';

/*
 * The my-presence views (spec section 7), for the acting user. Queries arrive as the URL's text at the
 * gateway and typed at presence (see queryRequest); their types are the typed values.
 */

/** GET my-presence-history: a page of one's records, newest first, with the non-empty filters given. */
export const HistoryQuery = queryRequest(historyFields);
export type HistoryQuery = z.output<typeof HistoryQuery>;
export const LIST_MY_HISTORY = rpcMessage<PresenceHistoryPage>()('presence.history', HistoryQuery);

/** POST my-personal-presence-history?date=&user_id=: a day (today when left out) of one's own, or of a user in one's scope. */
export const PersonalHistoryQuery = queryRequest({
  date: queryDate().meta({ description: 'The day (yyyy-mm-dd)' }),
  user_id: queryId().meta({ description: 'Another user in the caller’s scope (the caller when left out)' }),
});
export type PersonalHistoryQuery = z.output<typeof PersonalHistoryQuery>;
export const GET_PERSONAL_HISTORY = rpcMessage<PresenceDayView>()('presence.personal-history', PersonalHistoryQuery);

/** A day (today in the company's time zone when left out). */
export const DayQuery = queryRequest({ date: queryDate().meta({ description: 'The day (yyyy-mm-dd; today in the company’s time zone when left out)' }) });
export type DayQuery = z.output<typeof DayQuery>;
/** The week (Monday to Sunday) that holds the day. */
export const GET_GIVEN_DAY_WEEK = rpcMessage<PresenceWeekView>()('presence.given-day-week', DayQuery);
/** One day's records, segments and totals. */
export const GET_DAY_TOTALS = rpcMessage<PresenceDayView>()('presence.day-totals', DayQuery);

/** A year (the current ISO week-year when left out). */
export const YearQuery = queryRequest({ year: weekFields.year.meta({ description: 'The year (the current one when left out)' }) });
export type YearQuery = z.output<typeof YearQuery>;
/** The ISO weeks of a year, for the week picker. */
export const LIST_WEEKS_OF_YEAR = rpcMessage<WeekRef[]>()('presence.all-weeks', YearQuery);

/** An ISO week (the current one when left out; `weeknum` alone is of the current year). */
export const WeekQuery = queryRequest(weekFields);
export type WeekQuery = z.output<typeof WeekQuery>;
/** A week's days with records, segments and totals. */
export const GET_WEEK = rpcMessage<PresenceWeekView>()('presence.current-week', WeekQuery);
export const GET_WEEKLY_DATES = rpcMessage<WeekDates>()('presence.weekly-dates', WeekQuery);
/** A week's totals. */
export const GET_WEEK_TOTALS = rpcMessage<PresenceTotals>()('presence.totals', WeekQuery);
/** A week's totals per day. */
export const GET_WEEK_DAY_TOTALS = rpcMessage<DayTotals[]>()('presence.week-totals', WeekQuery);

export interface PresenceComment {
  date: string;
  comment: string | null;
}

/**
 * POST set-get-presence-comment: sets the day's comment when `comment` is sent (not blank, at most 250
 * characters: presence's rule, so one 422 names both fields), and answers it. Passed on as written.
 */
export const CommentRequest = z.object({
  date: dateField().meta({ description: 'The day (required)', example: '2026-11-23' }),
  comment: reasonText().meta({ description: 'The comment (at most 250 characters); left out, the comment is only read', example: 'Left early: doctor' }),
});
export type CommentRequest = z.input<typeof CommentRequest>;
export const SET_PRESENCE_COMMENT = rpcMessage<PresenceComment>()('presence.comment', CommentRequest);
