import { createApi, fetchBaseQuery, type BaseQueryFn, type FetchArgs, type FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import { sessionCleared } from '../features/auth/sessionActions';

/** What the store hands the base query as `extra` (see store.ts). */
export interface ApiExtra {
  /** Where to go when the session has expired; defaults to a full load of `/`. */
  onSessionExpired?: () => void;
}

interface StateWithToken {
  session: { token: string | null };
}

/** Calls made before a session exists: their 401 is a wrong password, not an expired session. */
const ANONYMOUS_ENDPOINTS = new Set(['login', 'loginTwoFactor', 'resendTwoFactor']);

const rawBaseQuery = fetchBaseQuery({
  baseUrl: '/api',
  prepareHeaders: (headers, { getState }) => {
    const token = (getState() as StateWithToken).session.token;
    if (token) headers.set('Authorization', `Bearer ${token}`);
    return headers;
  },
});

/** Any 401 ends the session and sends the browser home (spec section 4). */
export const baseQueryWithSessionExpiry: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (
  args,
  queryApi,
  extraOptions,
) => {
  const result = await rawBaseQuery(args, queryApi, extraOptions);
  if (result.error?.status === 401 && !ANONYMOUS_ENDPOINTS.has(queryApi.endpoint)) {
    queryApi.dispatch(sessionCleared());
    const { onSessionExpired } = (queryApi.extra ?? {}) as ApiExtra;
    if (onSessionExpired) onSessionExpired();
    else window.location.assign('/');
  }
  return result;
};

/** The one API slice for the gateway; features add their calls with `api.injectEndpoints`. */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: baseQueryWithSessionExpiry,
  tagTypes: ['User'],
  endpoints: () => ({}),
});

/** Success bodies are `{ data: … }` (ARCHITECTURE.md, HTTP API). */
export interface DataEnvelope<T> {
  data: T;
}

export const unwrapData = <T,>(response: DataEnvelope<T>): T => response.data;
