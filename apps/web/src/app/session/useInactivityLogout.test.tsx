import { act, fireEvent, screen } from '@testing-library/react';
import { buildUser, stateFor } from '../../test/builders';
import { renderApp } from '../../test/renderWithProviders';
import { stubApi } from '../../test/stubApi';
import { INACTIVITY_TIMEOUT_MS, inactivityTimeoutMs } from './useInactivityLogout';

describe('logout after inactivity', () => {
  afterEach(() => {
    vi.useRealTimers();
    delete window.__PRESENTLY_TEST__;
  });

  async function renderSignedIn() {
    const calls = stubApi({ 'POST /api/vue-logout': { body: { data: true } } });
    const rendered = renderApp({ route: '/my-presence', preloadedState: stateFor(buildUser(4)) });
    await screen.findByTestId('app-layout');
    vi.useFakeTimers();
    fireEvent.click(document.body); // restart the clock under the fake timers
    return { ...rendered, calls };
  }

  it('is 15 minutes', () => {
    expect(INACTIVITY_TIMEOUT_MS).toBe(15 * 60 * 1000);
  });

  it('logs out after 15 minutes without activity', async () => {
    const { store, router, calls } = await renderSignedIn();
    await act(() => vi.advanceTimersByTimeAsync(INACTIVITY_TIMEOUT_MS - 1));
    expect(store.getState().session.logged).toBe(true);

    await act(() => vi.advanceTimersByTimeAsync(1));
    vi.useRealTimers();
    expect(await screen.findByTestId('login-page')).toBeInTheDocument();
    expect(store.getState().session.logged).toBe(false);
    expect(router.state.location.pathname).toBe('/');
    expect(calls.some((call) => call.path === '/api/vue-logout')).toBe(true);
  });

  it.each(['mouseMove', 'keyDown', 'click', 'touchStart', 'scroll'] as const)('restarts the clock on %s', async (event) => {
    const { store } = await renderSignedIn();
    await act(() => vi.advanceTimersByTimeAsync(INACTIVITY_TIMEOUT_MS - 1000));
    fireEvent[event](event === 'scroll' ? window : document.body);
    await act(() => vi.advanceTimersByTimeAsync(INACTIVITY_TIMEOUT_MS - 1000));
    expect(store.getState().session.logged).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    vi.useRealTimers();
    expect(await screen.findByTestId('login-page')).toBeInTheDocument();
  });

  it('does not run for visitors', async () => {
    const calls = stubApi({});
    renderApp({ route: '/', preloadedState: stateFor(null) });
    await screen.findByTestId('login-page');
    vi.useFakeTimers();
    await act(() => vi.advanceTimersByTimeAsync(INACTIVITY_TIMEOUT_MS * 2));
    expect(calls).toEqual([]);
  });

  it('takes a shorter timeout from window.__PRESENTLY_TEST__ (browser end-to-end tests only)', async () => {
    expect(inactivityTimeoutMs()).toBe(INACTIVITY_TIMEOUT_MS);
    for (const idleTimeoutMs of [0, -5, Number.NaN]) {
      window.__PRESENTLY_TEST__ = { idleTimeoutMs };
      expect(inactivityTimeoutMs()).toBe(INACTIVITY_TIMEOUT_MS);
    }

    window.__PRESENTLY_TEST__ = { idleTimeoutMs: 300 };
    const calls = stubApi({ 'POST /api/vue-logout': { body: { data: true } } });
    const { store, router } = renderApp({ route: '/my-presence', preloadedState: stateFor(buildUser(4)) });
    await screen.findByTestId('app-layout');
    expect(await screen.findByTestId('login-page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(store.getState().session.logged).toBe(false);
    expect(calls.some((call) => call.path === '/api/vue-logout')).toBe(true);
  });
});
