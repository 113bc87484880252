import type { ReportSchedule, ReportScheduleRun } from '@presently/contracts';
import { api, unwrapData, unwrapList, type DataEnvelope } from '../../app/api';
import type { ScheduleForm } from './scheduleRules';

// The scheduled reports' own tags, added here so the shared slice stays as it is.
const base = api.enhanceEndpoints({ addTagTypes: ['ReportSchedules', 'ReportScheduleRuns'] });

/** `/api/report-schedules`: HR's scheduled reports and their runs (docs/reports.md, "Scheduled reports"). */
export const scheduleApi = base.injectEndpoints({
  endpoints: (build) => ({
    reportSchedules: build.query<ReportSchedule[], void>({
      query: () => 'report-schedules',
      transformResponse: (response: DataEnvelope<ReportSchedule[] | { items: ReportSchedule[] }>) => unwrapList(response),
      providesTags: ['ReportSchedules'],
    }),
    createSchedule: build.mutation<ReportSchedule, ScheduleForm>({
      query: (body) => ({ url: 'report-schedules', method: 'POST', body }),
      transformResponse: unwrapData<ReportSchedule>,
      invalidatesTags: ['ReportSchedules'],
    }),
    updateSchedule: build.mutation<ReportSchedule, { id: string; body: ScheduleForm }>({
      query: ({ id, body }) => ({ url: `report-schedules/${id}`, method: 'PUT', body }),
      transformResponse: unwrapData<ReportSchedule>,
      invalidatesTags: ['ReportSchedules'],
    }),
    deleteSchedule: build.mutation<unknown, string>({
      query: (id) => ({ url: `report-schedules/${id}`, method: 'DELETE' }),
      invalidatesTags: ['ReportSchedules', 'ReportScheduleRuns'],
    }),
    scheduleRuns: build.query<ReportScheduleRun[], string>({
      query: (id) => `report-schedules/${id}/runs`,
      transformResponse: (response: DataEnvelope<ReportScheduleRun[] | { items: ReportScheduleRun[] }>) => unwrapList(response),
      providesTags: ['ReportScheduleRuns'],
    }),
    runScheduleNow: build.mutation<ReportScheduleRun, string>({
      query: (id) => ({ url: `report-schedules/${id}/runs`, method: 'POST' }),
      transformResponse: unwrapData<ReportScheduleRun>,
      invalidatesTags: ['ReportScheduleRuns'],
    }),
  }),
});

export const {
  useReportSchedulesQuery,
  useCreateScheduleMutation,
  useUpdateScheduleMutation,
  useDeleteScheduleMutation,
  useScheduleRunsQuery,
  useRunScheduleNowMutation,
} = scheduleApi;
