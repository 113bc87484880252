import { screen, waitFor } from '@testing-library/react';
import { buildUser, stateFor } from '../../test/builders';
import { renderApp } from '../../test/renderWithProviders';
import { stubApi } from '../../test/stubApi';
import { makeStore } from '../store';
import { presenceApi } from '../../features/presence/presenceApi';
import { registrationApi } from '../../features/registration/registrationApi';
import { authApi } from './authApi';

describe('the API base query', () => {
  it('sends the stored token as a bearer Authorization header to /api', async () => {
    const calls = stubApi({ 'GET /api/user-info': { body: { data: { user: buildUser(4) } } } });
    const store = makeStore({ preloadedState: stateFor(buildUser(4)) });
    const result = await store.dispatch(authApi.endpoints.getUserInfo.initiate());
    expect(result.data?.full_name).toBe('Ana Petrova');
    expect(calls).toEqual([expect.objectContaining({ method: 'GET', path: '/api/user-info', authorization: 'Bearer test-token' })]);
  });

  it('sends no Authorization header without a session', async () => {
    const calls = stubApi({ 'POST /api/login': { status: 422, body: { errors: { email: ['email_invalid'] } } } });
    const store = makeStore({ preloadedState: stateFor(null) });
    await store.dispatch(authApi.endpoints.login.initiate({ email: 'x', password: 'y', remember_me: false }));
    expect(calls[0]?.authorization).toBeNull();
  });

  it('clears the session and calls the expiry handler on any 401', async () => {
    stubApi({ 'GET /api/user-info': { status: 401, body: { error: 'unauthenticated' } } });
    const onSessionExpired = vi.fn();
    const store = makeStore({ preloadedState: stateFor(buildUser(4)), onSessionExpired });
    const result = await store.dispatch(authApi.endpoints.getUserInfo.initiate());
    expect(result.error).toMatchObject({ status: 401 });
    expect(store.getState().session).toMatchObject({ token: null, user: null, logged: false, avatar: null });
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('falls back to a full load of / when no expiry handler is given', async () => {
    stubApi({ 'GET /api/user-info': { status: 401, body: { error: 'unauthenticated' } } });
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const store = makeStore({ preloadedState: stateFor(buildUser(4)) });
    await store.dispatch(authApi.endpoints.getUserInfo.initiate());
    expect(assign).toHaveBeenCalledWith('/');
  });

  it('treats a 401 from the login call as a wrong password, not as an expired session', async () => {
    stubApi({ 'POST /api/login': { status: 401, body: { error: 'invalid_credentials' } } });
    const onSessionExpired = vi.fn();
    const store = makeStore({ preloadedState: stateFor(null), onSessionExpired });
    await store.dispatch(authApi.endpoints.login.initiate({ email: 'a@b.co', password: 'nope', remember_me: false }));
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('does not touch the session on other errors', async () => {
    stubApi({ 'GET /api/user-info': { status: 403, body: { error: 'forbidden' } } });
    const store = makeStore({ preloadedState: stateFor(buildUser(4)) });
    await store.dispatch(authApi.endpoints.getUserInfo.initiate());
    expect(store.getState().session.logged).toBe(true);
  });
});

describe('a 401 while using the app', () => {
  it('clears the session and sends the browser to the login page', async () => {
    stubApi({ 'GET /api/user-info': { status: 401, body: { error: 'unauthenticated' } } });
    const { router, store } = renderApp({ route: '/my-profile', preloadedState: stateFor(buildUser(4)) });

    expect(await screen.findByTestId('login-page')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(store.getState().session).toMatchObject({ token: null, user: null, logged: false });
  });

  it('also leaves a public page for the login page', async () => {
    // The cookie policy is public, so the guard alone would not move the visitor: the base query does.
    stubApi({ 'GET /api/user-info': { status: 401, body: { error: 'unauthenticated' } } });
    const { router } = renderApp({ route: '/cookie-policy', preloadedState: stateFor(buildUser(4)) });
    expect(await screen.findByTestId('login-page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });
});

describe('a 503 (a service restarting)', () => {
  const unavailableThen = (then: { status?: number; body: unknown }) => {
    let calls = 0;
    return () => (++calls === 1 ? { status: 503, body: { error: 'service_unavailable' } } : then);
  };

  it('sends a read once more and shows its answer', async () => {
    const calls = stubApi({ 'GET /api/user-info': unavailableThen({ body: { data: { user: buildUser(4) } } }) });
    const store = makeStore({ preloadedState: stateFor(buildUser(4)) });
    const result = await store.dispatch(authApi.endpoints.getUserInfo.initiate());
    expect(result.data?.full_name).toBe('Ana Petrova');
    expect(calls.map((c) => c.path)).toEqual(['/api/user-info', '/api/user-info']);
  });

  it('sends a clocking call once more (starting what is on changes nothing)', async () => {
    const calls = stubApi({ 'POST /api/start-clock-in': unavailableThen({ body: { data: [] } }) });
    const store = makeStore({ preloadedState: stateFor(buildUser(4)) });
    const result = await store.dispatch(presenceApi.endpoints.clock.initiate('start-clock-in'));
    expect(result).not.toHaveProperty('error');
    expect(calls.filter((c) => c.path === '/api/start-clock-in')).toHaveLength(2);
  });

  it('never sends a create twice: the service may have made it before the answer was lost', async () => {
    const calls = stubApi({ 'POST /api/register': unavailableThen({ body: { data: {} } }) });
    const store = makeStore({ preloadedState: stateFor(null) });
    const result = await store.dispatch(
      registrationApi.endpoints.register.initiate({ email: 'a@b.co', password: 'x' } as never),
    );
    expect(result).toMatchObject({ error: { status: 503 } });
    expect(calls).toHaveLength(1);
  });
});

