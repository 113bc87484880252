import type { Shift, WorkRules } from '@presently/contracts';
import { api, unwrapData, unwrapList, WHOLE_LIST, type DataEnvelope } from '../../app/api';

export type ShiftInput = Pick<Shift, 'name' | 'type' | 'start' | 'end'>;

export const workRulesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getWorkRules: build.query<WorkRules, void>({
      query: () => 'work-rules',
      transformResponse: unwrapData<WorkRules>,
      providesTags: ['WorkRules'],
    }),
    updateWorkRules: build.mutation<WorkRules, Partial<WorkRules>>({
      query: (body) => ({ url: 'work-rules', method: 'PUT', body }),
      transformResponse: unwrapData<WorkRules>,
      invalidatesTags: ['WorkRules'],
    }),
    listShifts: build.query<Shift[], void>({
      query: () => ({ url: 'shifts', params: WHOLE_LIST }),
      transformResponse: (response: DataEnvelope<Shift[]>) => unwrapList(response),
      providesTags: ['Shifts'],
    }),
    createShift: build.mutation<Shift, ShiftInput>({
      query: (body) => ({ url: 'shifts', method: 'POST', body }),
      transformResponse: unwrapData<Shift>,
      invalidatesTags: ['Shifts'],
    }),
    updateShift: build.mutation<Shift, { id: number; input: Partial<ShiftInput> }>({
      query: ({ id, input }) => ({ url: `shifts/${id}`, method: 'PUT', body: input }),
      transformResponse: unwrapData<Shift>,
      invalidatesTags: ['Shifts'],
    }),
    deleteShift: build.mutation<unknown, number>({
      query: (id) => ({ url: `shifts/${id}`, method: 'DELETE' }),
      invalidatesTags: ['Shifts'],
    }),
  }),
});

export const {
  useGetWorkRulesQuery,
  useUpdateWorkRulesMutation,
  useListShiftsQuery,
  useCreateShiftMutation,
  useUpdateShiftMutation,
  useDeleteShiftMutation,
} = workRulesApi;
