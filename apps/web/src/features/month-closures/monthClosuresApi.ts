import type { CloseMonthRequest, MonthClosure, MonthClosuresView } from '@presently/contracts';
import { api, unwrapData, type DataEnvelope } from '../../app/api';

// The closures' own tag, added here so the shared slice stays as it is.
const base = api.enhanceEndpoints({ addTagTypes: ['MonthClosures'] });

export const monthClosuresApi = base.injectEndpoints({
  endpoints: (build) => ({
    monthClosures: build.query<MonthClosuresView, void>({
      query: () => ({ url: 'month-closures' }),
      transformResponse: (response: DataEnvelope<MonthClosuresView>) => response.data,
      providesTags: ['MonthClosures'],
    }),
    closeMonth: build.mutation<MonthClosure, CloseMonthRequest>({
      query: (body) => ({ url: 'month-closures', method: 'POST', body }),
      transformResponse: unwrapData<MonthClosure>,
      invalidatesTags: ['MonthClosures'],
    }),
    reopenMonth: build.mutation<unknown, { id: number; reason: string }>({
      query: ({ id, reason }) => ({ url: `month-closures/${id}`, method: 'DELETE', body: { reason } }),
      invalidatesTags: ['MonthClosures'],
    }),
  }),
});

export const { useMonthClosuresQuery, useCloseMonthMutation, useReopenMonthMutation } = monthClosuresApi;
