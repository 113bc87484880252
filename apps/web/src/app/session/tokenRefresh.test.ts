import { profileApi } from '../../features/profile/profileApi';
import { buildUser, stateFor } from '../../test/builders';
import { stubApi, type StubHandler } from '../../test/stubApi';
import { makeStore } from '../store';
import { authApi } from './authApi';
import { sessionCleared } from './sessionActions';

/** A gateway that accepts only `Bearer fresh-token` and exchanges `refresh-1` for a new pair. */
function gatewayWithExpiredToken(refresh: StubHandler = { body: { data: { access_token: 'fresh-token', refresh_token: 'refresh-2', expires_in: 900 } } }) {
  const guarded = (body: unknown): StubHandler => (request) =>
    request.headers.get('authorization') === 'Bearer fresh-token' ? { body } : { status: 401, body: { error: 'unauthenticated' } };
  return stubApi({
    'POST /api/token/refresh': refresh,
    'GET /api/user-info': guarded({ data: { user: buildUser(4, { full_name: 'Ana Fresh' }) } }),
    'GET /api/profile-religions': guarded({ data: [{ id: 1, name: 'Orthodox' }] }),
    'GET /api/profile-countries': guarded({ data: [{ code: 'MK', name: 'North Macedonia' }] }),
  });
}

const signedIn = () => stateFor(buildUser(4), 'gb', { token: 'expired-token', refreshToken: 'refresh-1' });

/** A JWT-shaped token whose `exp` is `secondsFromNow` away (only the claim matters to the web). */
const jwtExpiring = (secondsFromNow: number) =>
  `h.${btoa(JSON.stringify({ sub: 104, exp: Math.floor(Date.now() / 1000) + secondsFromNow })).replace(/=+$/, '')}.s`;

describe('refreshing the access token', () => {
  it('refreshes a token known to have expired before sending, once for every waiting call: no 401 on the way', async () => {
    const calls = gatewayWithExpiredToken(
      () => new Promise((resolve) => setTimeout(() => resolve({ body: { data: { access_token: 'fresh-token', refresh_token: 'refresh-2' } } }), 50)),
    );
    const store = makeStore({ preloadedState: stateFor(buildUser(4), 'gb', { token: jwtExpiring(-60), refreshToken: 'refresh-1' }) });

    const results = await Promise.all([
      store.dispatch(authApi.endpoints.getUserInfo.initiate()),
      store.dispatch(profileApi.endpoints.getReligions.initiate()),
      store.dispatch(profileApi.endpoints.getCountries.initiate()),
    ]);

    expect(results.map((result) => result.error)).toEqual([undefined, undefined, undefined]);
    expect(calls[0]?.path).toBe('/api/token/refresh');
    expect(calls.filter((call) => call.path === '/api/token/refresh')).toHaveLength(1);
    expect(calls.slice(1).map((call) => call.authorization)).toEqual(['Bearer fresh-token', 'Bearer fresh-token', 'Bearer fresh-token']);
  });

  it('sends a token that is still valid as it is', async () => {
    const valid = jwtExpiring(600);
    const calls = stubApi({ 'GET /api/user-info': { body: { data: { user: buildUser(4) } } } });
    const store = makeStore({ preloadedState: stateFor(buildUser(4), 'gb', { token: valid, refreshToken: 'refresh-1' }) });
    await store.dispatch(authApi.endpoints.getUserInfo.initiate());
    expect(calls.map((call) => `${call.path} ${call.authorization}`)).toEqual([`/api/user-info Bearer ${valid}`]);
  });

  it('refreshes once on a 401, keeps the new pair and retries the call', async () => {
    const calls = gatewayWithExpiredToken();
    const onSessionExpired = vi.fn();
    const store = makeStore({ preloadedState: signedIn(), onSessionExpired });

    const result = await store.dispatch(authApi.endpoints.getUserInfo.initiate());

    expect(result.data?.full_name).toBe('Ana Fresh');
    expect(calls.map((call) => `${call.method} ${call.path} ${call.authorization}`)).toEqual([
      'GET /api/user-info Bearer expired-token',
      'POST /api/token/refresh null',
      'GET /api/user-info Bearer fresh-token',
    ]);
    expect(calls[1]?.body).toEqual({ refresh_token: 'refresh-1' });
    expect(store.getState().session).toMatchObject({ token: 'fresh-token', refreshToken: 'refresh-2', logged: true });
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('refreshes only once for parallel 401s (single flight)', async () => {
    const calls = gatewayWithExpiredToken(
      // A slow refresh, so that every call has had its 401 before it answers.
      () => new Promise((resolve) => setTimeout(() => resolve({ body: { data: { access_token: 'fresh-token', refresh_token: 'refresh-2' } } }), 50)),
    );
    const store = makeStore({ preloadedState: signedIn() });

    const results = await Promise.all([
      store.dispatch(authApi.endpoints.getUserInfo.initiate()),
      store.dispatch(profileApi.endpoints.getReligions.initiate()),
      store.dispatch(profileApi.endpoints.getCountries.initiate()),
    ]);

    expect(results.map((result) => result.error)).toEqual([undefined, undefined, undefined]);
    expect(calls.filter((call) => call.path === '/api/token/refresh')).toHaveLength(1);
    expect(calls.filter((call) => call.authorization === 'Bearer fresh-token')).toHaveLength(3);
    expect(store.getState().session.token).toBe('fresh-token');
  });

  it('clears the session and leaves for / when the refresh is refused', async () => {
    gatewayWithExpiredToken({ status: 401, body: { error: 'unauthenticated' } });
    const onSessionExpired = vi.fn();
    const store = makeStore({ preloadedState: signedIn(), onSessionExpired });

    const result = await store.dispatch(authApi.endpoints.getUserInfo.initiate());

    expect(result.error).toMatchObject({ status: 401 });
    expect(store.getState().session).toMatchObject({ token: null, refreshToken: null, user: null, logged: false });
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('does not take new tokens that arrive after a logout', async () => {
    let answer: () => void = () => undefined;
    const refreshAsked = new Promise<void>((markAsked) => {
      gatewayWithExpiredToken(
        () =>
          new Promise((resolve) => {
            answer = () => resolve({ body: { data: { access_token: 'fresh-token', refresh_token: 'refresh-2' } } });
            markAsked();
          }),
      );
    });
    const store = makeStore({ preloadedState: signedIn(), onSessionExpired: () => undefined });
    const request = store.dispatch(authApi.endpoints.getUserInfo.initiate());
    await refreshAsked;
    store.dispatch(sessionCleared());
    answer();
    await request;
    expect(store.getState().session).toMatchObject({ token: null, refreshToken: null, logged: false });
  });

  it('marks the account when the server says what must happen first (403)', async () => {
    stubApi({
      'GET /api/profile': { status: 403, body: { error: 'password_expired' } },
      'GET /api/profile-religions': { status: 403, body: { error: 'terms_not_accepted' } },
    });
    const store = makeStore({ preloadedState: stateFor(buildUser(4)) });
    await store.dispatch(profileApi.endpoints.getProfile.initiate());
    expect(store.getState().session.user).toMatchObject({ password_expired: true, terms_conds: 1 });
    await store.dispatch(profileApi.endpoints.getReligions.initiate());
    expect(store.getState().session.user).toMatchObject({ terms_conds: 0 });
  });
});
