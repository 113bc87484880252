import type {
  AssignScheduleRequest,
  CurrentPresence,
  HistoryQuery,
  PresenceAction,
  PresenceAuditEntry,
  PresenceComment,
  PresenceDayView,
  PresenceHistoryPage,
  PresenceRecordView,
  PresenceTotals,
  PersonalHistoryQuery,
  PresenceWeekView,
  RecordInput,
  RecordUpdate,
  ScheduleEntry,
  ScheduleQuery,
  TeamFilter,
  TeamHistoryQuery,
  TeamWeekQuery,
  TeamWeekView,
  TodayRow,
  WeekQuery,
  WeekRef,
} from '@presently/contracts';
import { api, unwrapData, unwrapList, type DataEnvelope } from '../../app/api';

/** Drops empty values, so the query string carries only what was chosen (spec: "non-empty filters"). */
export function paramsOf(query: object): Record<string, string | number> {
  const params: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (typeof value === 'string' || typeof value === 'number') params[key] = value;
  }
  return params;
}

/** Totals as such, or the totals of a day view (the presence service answers day totals with the whole day). */
export function totalsOf(data: PresenceTotals | PresenceDayView): PresenceTotals {
  return 'by_type' in data ? data : data.totals;
}

/**
 * Every view of one's own presence and of the team's changes with a clocking call or an edit:
 * 'Presence' covers the current presence, the weeks, days, totals and history; 'PresenceTeam' the
 * managers' lists. Comments only touch their day.
 */
const MINE = 'Presence' as const;
const TEAM = 'PresenceTeam' as const;

export const presenceApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** One of the eight clocking calls; answers the current presence after the change. */
    clock: build.mutation<CurrentPresence, PresenceAction>({
      query: (action) => ({ url: action, method: 'POST' }),
      transformResponse: (response: DataEnvelope<CurrentPresence>) => unwrapList(response),
      // Also after a failure: a 409 means the buttons were behind the server, so the state is read again.
      invalidatesTags: [MINE, TEAM],
    }),
    currentPresence: build.query<CurrentPresence, void>({
      query: () => 'my-presence-current-presence',
      transformResponse: (response: DataEnvelope<CurrentPresence>) => unwrapList(response),
      providesTags: [MINE],
    }),
    myHistory: build.query<PresenceHistoryPage, HistoryQuery>({
      query: (query) => ({ url: 'my-presence-history', params: paramsOf(query) }),
      transformResponse: unwrapData<PresenceHistoryPage>,
      providesTags: [MINE],
    }),
    /** One day of the user (or of `user_id`, for those who may see it): records, segments, totals, comment. */
    personalDay: build.query<PresenceDayView, PersonalHistoryQuery>({
      query: ({ date, user_id }) => ({ url: 'my-personal-presence-history', method: 'POST', params: paramsOf({ date, user_id }) }),
      transformResponse: unwrapData<PresenceDayView>,
      providesTags: [MINE, { type: 'PresenceComment', id: 'LIST' }],
    }),
    allWeeks: build.query<WeekRef[], number>({
      query: (year) => ({ url: 'my-presence-all-weeks', params: { year } }),
      transformResponse: (response: DataEnvelope<WeekRef[]>) => unwrapList(response),
    }),
    dayTotals: build.query<PresenceTotals, string>({
      query: (date) => ({ url: 'my-presence-day-totals', params: { date } }),
      transformResponse: (response: DataEnvelope<PresenceTotals | PresenceDayView>) => totalsOf(response.data),
      providesTags: [MINE],
    }),
    currentWeek: build.query<PresenceWeekView, WeekQuery>({
      query: (week) => ({ url: 'my-presence-current-week', params: paramsOf(week) }),
      transformResponse: unwrapData<PresenceWeekView>,
      providesTags: [MINE, { type: 'PresenceComment', id: 'LIST' }],
    }),
    weekTotals: build.query<PresenceTotals, WeekQuery>({
      query: (week) => ({ url: 'my-presence-get-totals', params: paramsOf(week) }),
      transformResponse: unwrapData<PresenceTotals>,
      providesTags: [MINE],
    }),
    /** Sets the day's comment when `comment` is given; answers the day's comment either way. */
    presenceComment: build.mutation<PresenceComment, { date: string; comment?: string }>({
      query: (body) => ({ url: 'set-get-presence-comment', method: 'POST', body }),
      transformResponse: unwrapData<PresenceComment>,
      invalidatesTags: [{ type: 'PresenceComment', id: 'LIST' }],
    }),

    // The managers' /presence screen, scoped by the server.
    today: build.query<TodayRow[], TeamFilter>({
      query: (filter) => ({ url: 'presence/today', params: paramsOf(filter) }),
      transformResponse: (response: DataEnvelope<TodayRow[]>) => unwrapList(response),
      providesTags: [TEAM],
    }),
    teamWeek: build.query<TeamWeekView, TeamWeekQuery>({
      query: (query) => ({ url: 'presence/week', params: paramsOf(query) }),
      transformResponse: unwrapData<TeamWeekView>,
      providesTags: [TEAM],
    }),
    teamHistory: build.query<PresenceHistoryPage, TeamHistoryQuery>({
      query: (query) => ({ url: 'presence/history', params: paramsOf(query) }),
      transformResponse: unwrapData<PresenceHistoryPage>,
      providesTags: [TEAM],
    }),
    createRecord: build.mutation<PresenceRecordView, RecordInput>({
      query: (body) => ({ url: 'presence/records', method: 'POST', body }),
      transformResponse: unwrapData<PresenceRecordView>,
      invalidatesTags: [TEAM, MINE, 'PresenceAudit'],
    }),
    updateRecord: build.mutation<PresenceRecordView, { id: number; update: RecordUpdate }>({
      query: ({ id, update }) => ({ url: `presence/records/${id}`, method: 'PATCH', body: update }),
      transformResponse: unwrapData<PresenceRecordView>,
      invalidatesTags: [TEAM, MINE, 'PresenceAudit'],
    }),
    deleteRecord: build.mutation<unknown, { id: number; reason: string }>({
      query: ({ id, reason }) => ({ url: `presence/records/${id}`, method: 'DELETE', body: { reason } }),
      invalidatesTags: [TEAM, MINE, 'PresenceAudit'],
    }),
    recordAudit: build.query<PresenceAuditEntry[], number>({
      query: (id) => `presence/records/${id}/audit`,
      transformResponse: (response: DataEnvelope<PresenceAuditEntry[]>) => unwrapList(response),
      providesTags: ['PresenceAudit'],
    }),
    listSchedules: build.query<ScheduleEntry[], ScheduleQuery>({
      query: (query) => ({ url: 'presence/schedules', params: paramsOf(query) }),
      transformResponse: (response: DataEnvelope<ScheduleEntry[]>) => unwrapList(response),
      providesTags: ['Schedules'],
    }),
    assignSchedules: build.mutation<ScheduleEntry[], AssignScheduleRequest>({
      query: (body) => ({ url: 'presence/schedules', method: 'POST', body }),
      transformResponse: (response: DataEnvelope<ScheduleEntry[]>) => unwrapList(response),
      invalidatesTags: ['Schedules', TEAM, MINE],
    }),
    deleteSchedule: build.mutation<unknown, number>({
      query: (id) => ({ url: `presence/schedules/${id}`, method: 'DELETE' }),
      invalidatesTags: ['Schedules', TEAM, MINE],
    }),
  }),
});

export const {
  useClockMutation,
  useCurrentPresenceQuery,
  useMyHistoryQuery,
  usePersonalDayQuery,
  useAllWeeksQuery,
  useDayTotalsQuery,
  useCurrentWeekQuery,
  useWeekTotalsQuery,
  usePresenceCommentMutation,
  useTodayQuery,
  useTeamWeekQuery,
  useTeamHistoryQuery,
  useCreateRecordMutation,
  useUpdateRecordMutation,
  useDeleteRecordMutation,
  useRecordAuditQuery,
  useListSchedulesQuery,
  useAssignSchedulesMutation,
  useDeleteScheduleMutation,
} = presenceApi;
