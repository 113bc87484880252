import type { ListUsersRequest, Page, UserDetails, UserInput, UserQrCode, UserStatusAction, UserSummary, WorkSettings } from '@presently/contracts';
import type { z } from 'zod';
import { api, unwrapData, unwrapList, type DataEnvelope } from '../../app/api';

/** `GET /api/users`: a page of users, filtered and sorted on the server (the gateway's query, as it reads it). */
export type UsersQuery = z.output<typeof ListUsersRequest>;

/** Drops empty filters, so the query string carries only what the user chose. */
function paramsOf(query: UsersQuery): Record<string, string | number> {
  const params: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params[key] = typeof value === 'string' ? value.trim() : value;
    if (params[key] === '') delete params[key];
  }
  return params;
}

const USER_CHANGES = ['Users', 'Teams', 'Departments'] as const;

export const usersApi = api.injectEndpoints({
  endpoints: (build) => ({
    listUsers: build.query<Page<UserSummary>, UsersQuery>({
      query: (query) => ({ url: 'users', params: paramsOf(query) }),
      transformResponse: unwrapData<Page<UserSummary>>,
      providesTags: ['Users'],
    }),
    getUser: build.query<UserDetails, number>({
      query: (id) => `users/${id}`,
      transformResponse: unwrapData<UserDetails>,
      providesTags: (_result, _error, id) => [{ type: 'Users', id }],
    }),
    /** The new user gets an invitation e-mail with a link to set a password. */
    createUser: build.mutation<UserDetails, UserInput>({
      query: (body) => ({ url: 'users', method: 'POST', body }),
      transformResponse: unwrapData<UserDetails>,
      invalidatesTags: [...USER_CHANGES],
    }),
    updateUser: build.mutation<UserDetails, { id: number; input: Partial<UserInput> }>({
      query: ({ id, input }) => ({ url: `users/${id}`, method: 'PUT', body: input }),
      transformResponse: unwrapData<UserDetails>,
      invalidatesTags: [...USER_CHANGES],
    }),
    changeUserStatus: build.mutation<unknown, { id: number; action: UserStatusAction }>({
      query: ({ id, action }) => ({ url: `users/${id}/status`, method: 'POST', body: { action } }),
      invalidatesTags: [...USER_CHANGES],
    }),
    regenerateQrCode: build.mutation<UserDetails, number>({
      query: (id) => ({ url: `users/${id}/qr-code`, method: 'POST' }),
      transformResponse: unwrapData<UserDetails>,
      invalidatesTags: [...USER_CHANGES],
    }),
    listQrCodes: build.query<UserQrCode[], void>({
      query: () => 'users/qr-codes',
      transformResponse: (response: DataEnvelope<UserQrCode[] | { items: UserQrCode[] }>) => unwrapList(response),
      providesTags: ['Users'],
    }),
    getWorkSettings: build.query<WorkSettings, number>({
      query: (id) => `users/${id}/work-settings`,
      transformResponse: unwrapData<WorkSettings>,
      providesTags: (_result, _error, id) => [{ type: 'WorkSettings', id }],
    }),
    updateWorkSettings: build.mutation<WorkSettings, { id: number; settings: WorkSettings }>({
      query: ({ id, settings }) => ({ url: `users/${id}/work-settings`, method: 'PUT', body: settings }),
      transformResponse: unwrapData<WorkSettings>,
      invalidatesTags: (_result, _error, { id }) => [{ type: 'WorkSettings', id }],
    }),
  }),
});

export const {
  useListUsersQuery,
  useGetUserQuery,
  useCreateUserMutation,
  useUpdateUserMutation,
  useChangeUserStatusMutation,
  useListQrCodesQuery,
  useRegenerateQrCodeMutation,
  useGetWorkSettingsQuery,
  useUpdateWorkSettingsMutation,
} = usersApi;
