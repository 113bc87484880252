import {
  fetchBaseQuery,
  type BaseQueryApi,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import type { TokenPair } from '@presently/contracts';
import { toServerLanguage, type LanguageCode } from '../../i18n/languages';
import { accountFlagsReported, sessionCleared, tokensRefreshed, type AccountFlags } from './sessionActions';

/** What the store hands the base query as `extra` (see store.ts). */
export interface ApiExtra {
  /** Where to go when the session has expired; defaults to a full load of `/`. */
  onSessionExpired?: () => void;
}

interface StateWithSession {
  session: { token: string | null; refreshToken?: string | null };
  language?: { code: LanguageCode };
}

/** Calls made without a session: their 401 is a wrong password or code, not an expired session. */
const ANONYMOUS_ENDPOINTS = new Set([
  'login',
  'loginTwoFactor',
  'resendTwoFactor',
  'refreshToken',
  'forgotPassword',
  'resetPassword',
  'register',
  'verifyEmail',
  'resendVerification',
  'setPasswordWithToken',
]);

/** The endpoint name the refresh call runs under (no bearer header, never refreshed itself). */
const REFRESH_ENDPOINT = 'refreshToken';

const sessionOf = (getState: () => unknown) => (getState() as StateWithSession).session;

const rawBaseQuery = fetchBaseQuery({
  baseUrl: '/api',
  prepareHeaders: (headers, { getState, endpoint }) => {
    const state = getState() as StateWithSession;
    const token = state.session.token;
    if (token && endpoint !== REFRESH_ENDPOINT) headers.set('Authorization', `Bearer ${token}`);
    // The language of e-mails and server texts for calls made before login (register, forgot password).
    if (state.language) headers.set('Accept-Language', toServerLanguage(state.language.code));
    return headers;
  },
});

/**
 * One refresh at a time per store: parallel 401s wait for the same `POST /api/token/refresh`.
 * Keyed by the store's `extra` object, which every store gets its own of.
 */
const refreshesInFlight = new WeakMap<object, Promise<boolean>>();
const NO_EXTRA = {};

async function refreshOnce(api: BaseQueryApi): Promise<boolean> {
  const refreshToken = sessionOf(api.getState).refreshToken;
  if (!refreshToken) return false;
  // Its own signal: the refresh serves every waiting call, not only the one that started it.
  const refreshApi: BaseQueryApi = { ...api, endpoint: REFRESH_ENDPOINT, signal: new AbortController().signal };
  const result = await rawBaseQuery(
    { url: 'token/refresh', method: 'POST', body: { refresh_token: refreshToken } },
    refreshApi,
    {},
  );
  const pair = (result.data as { data?: Partial<TokenPair> } | undefined)?.data;
  if (result.error || typeof pair?.access_token !== 'string') return false;
  api.dispatch(
    tokensRefreshed({
      access_token: pair.access_token,
      refresh_token: typeof pair.refresh_token === 'string' ? pair.refresh_token : refreshToken,
      spent_refresh_token: refreshToken,
    }),
  );
  // A logout while the refresh was on its way wins: the new tokens were not taken.
  return sessionOf(api.getState).token === pair.access_token;
}

function refreshSession(api: BaseQueryApi): Promise<boolean> {
  const key = (api.extra as object | undefined) ?? NO_EXTRA;
  let pending = refreshesInFlight.get(key);
  if (!pending) {
    pending = refreshOnce(api)
      .catch(() => false)
      .finally(() => refreshesInFlight.delete(key));
    refreshesInFlight.set(key, pending);
  }
  return pending;
}

/** Seconds of margin: a token this close to its end would expire on the way. */
const EXPIRY_MARGIN_S = 10;

/**
 * Whether an access token (a JWT) has expired, from its `exp` claim; a token that cannot be read
 * counts as valid (the server decides, and a 401 still refreshes).
 */
export function tokenExpired(token: string, nowMs: number = Date.now()): boolean {
  const payload = token.split('.')[1];
  if (!payload) return false;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const exp = (JSON.parse(json) as { exp?: unknown }).exp;
    return typeof exp === 'number' && exp - EXPIRY_MARGIN_S <= nowMs / 1000;
  } catch {
    return false;
  }
}

function endSession(api: BaseQueryApi): void {
  api.dispatch(sessionCleared());
  const { onSessionExpired } = (api.extra ?? {}) as ApiExtra;
  if (onSessionExpired) onSessionExpired();
  else window.location.assign('/');
}

/**
 * Calls that may be sent again after a 503 (the service did not answer in time; it may or may not
 * have done the work): reads, and clocking, where starting what is on changes nothing. A create is
 * never repeated, so a slow service cannot make two of anything.
 */
const RETRY_ON_UNAVAILABLE = new Set(['clock']);
const RETRY_DELAY_MS = 500;

const isRead = (args: string | FetchArgs): boolean => typeof args === 'string' || !args.method || args.method.toUpperCase() === 'GET';

const pause = (ms: number, signal: AbortSignal): Promise<void> =>
  new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

/** 403 keys that say what the account must do first; the guards and modals react to the flags. */
const FLAG_ERRORS: Record<string, AccountFlags> = {
  terms_not_accepted: { terms_conds: 0 },
  password_change_required: { change_password_required: true },
  password_expired: { password_expired: true },
};

function errorKeyOf(error: FetchBaseQueryError): string | null {
  const body = 'data' in error ? error.data : undefined;
  const key = typeof body === 'object' && body !== null ? (body as { error?: unknown }).error : undefined;
  return typeof key === 'string' ? key : null;
}

/**
 * The base query of every call (spec sections 4 and 7):
 * - a 401 on a signed-in call refreshes the access token once (single flight) and retries the call;
 *   when there is nothing to refresh with, or the refresh or the retry fails, the session is cleared
 *   and the browser goes to `/`;
 * - a 403 naming an account flag (terms, password change, expired password) updates the stored user;
 * - a 503 on a read or a clocking call is sent once more after half a second (a service restarting).
 */
export const baseQueryWithSession: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (
  args,
  api,
  extraOptions,
) => {
  // An access token known to have expired (the first load after a pause) is refreshed before the
  // call, not after its 401: every call waiting meanwhile shares that one refresh.
  const session = sessionOf(api.getState);
  if (session.token && session.refreshToken && !ANONYMOUS_ENDPOINTS.has(api.endpoint) && tokenExpired(session.token)) {
    await refreshSession(api);
  }
  const tokenSent = sessionOf(api.getState).token;
  let result = await rawBaseQuery(args, api, extraOptions);

  if (result.error?.status === 503 && (isRead(args) || RETRY_ON_UNAVAILABLE.has(api.endpoint)) && !api.signal.aborted) {
    await pause(RETRY_DELAY_MS, api.signal);
    if (!api.signal.aborted) result = await rawBaseQuery(args, api, extraOptions);
  }

  if (result.error?.status === 401 && !ANONYMOUS_ENDPOINTS.has(api.endpoint)) {
    // Another call may have refreshed while this one was on its way: then only retry.
    const current = sessionOf(api.getState).token;
    const renewed = current !== null && current !== tokenSent ? true : await refreshSession(api);
    if (renewed) result = await rawBaseQuery(args, api, extraOptions);
    if (result.error?.status === 401) endSession(api);
  }

  if (result.error?.status === 403) {
    const flags = FLAG_ERRORS[errorKeyOf(result.error) ?? ''];
    if (flags) api.dispatch(accountFlagsReported(flags));
  }
  return result;
};
