import type { AbsenceRequestStatus, CalendarFeedScope, CalendarFeedView, MyCalendarView, TeamCalendarView } from '@presently/contracts';
import { api, unwrapData, type DataEnvelope } from '../../app/api';

export interface PeriodParams {
  from: string;
  to: string;
}

export interface TeamCalendarParams extends PeriodParams {
  department_id?: number;
  team_id?: number;
  type?: number;
  status?: AbsenceRequestStatus;
}

export interface CreateFeedArgs {
  scope: CalendarFeedScope;
  absence_type_id?: number | null;
}

export type CreatedFeed = CalendarFeedView & { url: string };

/** Drops filters left empty, so the query string carries only what was chosen. */
const paramsOf = (query: object): Record<string, string | number> =>
  Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== null && v !== '')) as Record<string, string | number>;

/**
 * The calendars (issue 12): one request per view. /my-calendar is refreshed by whatever changes
 * absences or the balance (a request sent from the calendar appears at once).
 */
export const calendarApi = api.injectEndpoints({
  endpoints: (build) => ({
    myCalendar: build.query<MyCalendarView, PeriodParams>({
      query: (params) => ({ url: 'my-calendar', params: paramsOf(params) }),
      transformResponse: unwrapData<MyCalendarView>,
      providesTags: ['Absences', 'MyVacationDays'],
    }),
    teamCalendar: build.query<TeamCalendarView, TeamCalendarParams>({
      query: (params) => ({ url: 'calendar', params: paramsOf(params) }),
      transformResponse: unwrapData<TeamCalendarView>,
      providesTags: ['Absences'],
    }),
    calendarFeeds: build.query<CalendarFeedView[], void>({
      query: () => 'calendar-feeds',
      transformResponse: unwrapData<CalendarFeedView[]>,
      providesTags: ['CalendarFeeds'],
    }),
    createCalendarFeed: build.mutation<CreatedFeed, CreateFeedArgs>({
      query: (body) => ({ url: 'calendar-feeds', method: 'POST', body }),
      transformResponse: (response: DataEnvelope<CreatedFeed>) => response.data,
      invalidatesTags: ['CalendarFeeds'],
    }),
    revokeCalendarFeed: build.mutation<{ revoked: true }, number>({
      query: (id) => ({ url: `calendar-feeds/${id}`, method: 'DELETE' }),
      transformResponse: unwrapData<{ revoked: true }>,
      invalidatesTags: ['CalendarFeeds'],
    }),
  }),
});

export const { useMyCalendarQuery, useTeamCalendarQuery, useCalendarFeedsQuery, useCreateCalendarFeedMutation, useRevokeCalendarFeedMutation } = calendarApi;
