import type { VacationEntitlement } from '@presently/contracts';
import { api, unwrapData, unwrapList, type DataEnvelope } from '../../app/api';

/** What the form sends: the rule itself; used, pending and unused days are the server's. */
export type VacationEntitlementInput = Pick<VacationEntitlement, 'name' | 'valid_from' | 'valid_to' | 'acquired_on' | 'days'>;

const tagOf = (userId: number) => [{ type: 'VacationDays' as const, id: userId }];

/** A user's vacation rules (issue 5): `/api/users/{id}/vacation-days`. */
export const vacationDaysApi = api.injectEndpoints({
  endpoints: (build) => ({
    listVacationDays: build.query<VacationEntitlement[], number>({
      query: (userId) => `users/${userId}/vacation-days`,
      transformResponse: (response: DataEnvelope<VacationEntitlement[]>) => unwrapList(response),
      providesTags: (_result, _error, userId) => tagOf(userId),
    }),
    createVacationDays: build.mutation<VacationEntitlement, { userId: number; input: VacationEntitlementInput }>({
      query: ({ userId, input }) => ({ url: `users/${userId}/vacation-days`, method: 'POST', body: input }),
      transformResponse: unwrapData<VacationEntitlement>,
      invalidatesTags: (_result, _error, { userId }) => tagOf(userId),
    }),
    updateVacationDays: build.mutation<VacationEntitlement, { userId: number; id: number; input: VacationEntitlementInput }>({
      query: ({ userId, id, input }) => ({ url: `users/${userId}/vacation-days/${id}`, method: 'PATCH', body: input }),
      transformResponse: unwrapData<VacationEntitlement>,
      invalidatesTags: (_result, _error, { userId }) => tagOf(userId),
    }),
    deleteVacationDays: build.mutation<unknown, { userId: number; id: number }>({
      query: ({ userId, id }) => ({ url: `users/${userId}/vacation-days/${id}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, { userId }) => tagOf(userId),
    }),
  }),
});

export const { useListVacationDaysQuery, useCreateVacationDaysMutation, useUpdateVacationDaysMutation, useDeleteVacationDaysMutation } =
  vacationDaysApi;
