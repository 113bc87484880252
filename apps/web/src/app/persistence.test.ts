import { waitFor } from '@testing-library/react';
import { languageChanged } from '../features/language/languageSlice';
import { buildUser, stateFor } from '../test/builders';
import { stubApi } from '../test/stubApi';
import { LANGUAGE_STORAGE_KEY, loadPersistedState, persistState, SESSION_STORAGE_KEY } from './persistence';
import { authApi } from './session/authApi';
import { sessionCleared } from './session/sessionActions';
import { siderToggled } from './session/sessionSlice';
import { makeStore } from './store';

describe('local persistence', () => {
  it('starts logged out in English when nothing is stored', () => {
    expect(loadPersistedState()).toEqual({
      session: { token: null, refreshToken: null, user: null, logged: false, layout: { siderOpen: false }, avatar: null },
      language: { code: 'gb' },
    });
  });

  it('keeps login state, user, token, avatar and language across a reload, with the side bar closed', () => {
    const store = makeStore({ preloadedState: stateFor(buildUser(3, { avatar: '/avatars/3.png' })) });
    const stop = persistState(store);
    store.dispatch(siderToggled(true));
    store.dispatch(languageChanged('mk'));
    stop();

    const reloaded = loadPersistedState();
    expect(reloaded.session).toMatchObject({ token: 'test-token', logged: true, layout: { siderOpen: false } });
    expect(reloaded.session.user?.roles[0]?.id).toBe(3);
    expect(reloaded.language.code).toBe('mk');
    expect(JSON.parse(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)!)).toBe('mk');
  });

  it('stores the session, both tokens and the avatar that come with the login', async () => {
    const user = buildUser(4, { avatar_url: '/api/users/104/avatar' });
    stubApi({ 'POST /api/login': { body: { data: { access_token: 'jwt', refresh_token: 'refresh-1', expires_in: 900, user } } } });
    const store = makeStore({ preloadedState: stateFor(null) });
    persistState(store);
    await store.dispatch(authApi.endpoints.login.initiate({ email: 'a@b.co', password: 'x', remember_me: true }));
    // RTK Query actions notify subscribers in a batch on the next frame.
    await waitFor(() =>
      expect(loadPersistedState().session).toMatchObject({
        logged: true,
        token: 'jwt',
        refreshToken: 'refresh-1',
        avatar: '/api/users/104/avatar',
      }),
    );
  });

  it('forgets the session on logout but keeps the language', () => {
    const store = makeStore({ preloadedState: stateFor(buildUser(4), 'bg') });
    persistState(store);
    store.dispatch(sessionCleared());
    expect(loadPersistedState()).toMatchObject({ session: { logged: false, token: null, user: null }, language: { code: 'bg' } });
  });

  it('ignores corrupt or half-written entries', () => {
    window.localStorage.setItem(SESSION_STORAGE_KEY, '{not json');
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, '"fr"');
    expect(loadPersistedState()).toMatchObject({ session: { logged: false }, language: { code: 'gb' } });

    window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ logged: true, token: 'x', user: { id: 1 } }));
    expect(loadPersistedState().session).toMatchObject({ logged: false, token: null, user: null });

    window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ logged: true, token: '', user: buildUser(1) }));
    expect(loadPersistedState().session.logged).toBe(false);
  });

  it('keeps working when storage refuses writes', () => {
    const store = makeStore({ preloadedState: stateFor(buildUser(4)) });
    const full = { setItem: () => { throw new DOMException('full', 'QuotaExceededError'); }, getItem: () => null } as unknown as Storage;
    expect(() => persistState(store, full)).not.toThrow();
    expect(() => store.dispatch(siderToggled())).not.toThrow();
  });
});
