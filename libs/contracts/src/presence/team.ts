import type { z } from 'zod';
import { queryId, queryIdList } from '../common/fields';
import { rpcMessage } from '../common/message';
import { queryRequest } from '../common/request-fields';
import { historyFields, teamFilterFields, weekFields } from './query-fields';
import type { PresenceKind } from './presence-types';
import type { PresenceHistoryPage, PresenceTotals, WeekRef } from './presence-views';

/*
 * The managers' /presence screen (role 5 refused), scoped by role: team lead → team, department
 * manager → department, roles 1, 2, 3, 8 → company, team member → themselves.
 */

/** /presence today: one row per active user in scope. */
export interface TodayRow {
  user_id: number;
  full_name: string;
  team_id: number | null;
  department_id: number | null;
  kind: PresenceKind | null;
  presence_type_id: number | null;
  since: string | null;
  worked_minutes_today: number;
}

export interface TeamWeekRow {
  user_id: number;
  full_name: string;
  days: Array<{ date: string; totals: PresenceTotals; holiday: string | null; absence_type_id: number | null; rest_day: boolean }>;
  totals: PresenceTotals;
}

export interface TeamWeekView extends WeekRef {
  rows: TeamWeekRow[];
  show_saturday: boolean;
  show_sunday: boolean;
}

/** Who of the scope a screen shows: a department, a team (each optional). */
export const TeamFilter = queryRequest(teamFilterFields);
export type TeamFilter = z.output<typeof TeamFilter>;
/** Who is in now, on which kind and since when, and the work of the day, per user in scope. */
export const GET_PRESENCE_TODAY = rpcMessage<TodayRow[]>()('presence.team.today', TeamFilter);

/** A week (the current one unless weeknum/year say otherwise) of the users in scope, narrowed by the filters. */
export const TeamWeekQuery = queryRequest({
  ...weekFields,
  ...teamFilterFields,
  user_ids: queryIdList(1000).meta({ description: 'Only these users (comma-separated ids)' }),
});
export type TeamWeekQuery = z.output<typeof TeamWeekQuery>;
export const GET_TEAM_WEEK = rpcMessage<TeamWeekView>()('presence.team.week', TeamWeekQuery);

/** A page of the records of the users in scope (or of one), newest first, filtered. */
export const TeamHistoryQuery = queryRequest({
  ...historyFields,
  user_id: queryId().meta({ description: 'Only this user' }),
  ...teamFilterFields,
});
export type TeamHistoryQuery = z.output<typeof TeamHistoryQuery>;
export const LIST_TEAM_HISTORY = rpcMessage<PresenceHistoryPage>()('presence.team.history', TeamHistoryQuery);
