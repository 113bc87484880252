import { stubApi, type StubResponse } from '../../test/stubApi';
import { makeStore } from '../store';
import { authApi } from './authApi';
import { sessionCleared } from './sessionActions';
import { initialSessionState, selectCurrentUser, sessionSlice, siderToggled, avatarChanged } from './sessionSlice';
import type { SessionUser } from './types';

const reducer = sessionSlice.reducer;
const user: SessionUser = { id: 1, full_name: 'Ana', terms_conds: 1, roles: [{ id: 4, name: 'teammember' }] };
const loggedIn = { ...initialSessionState, token: 'jwt', user, logged: true, avatar: '/a.png' };

describe('sessionSlice', () => {
  it('resets user, token, layout and avatar when the session is cleared', () => {
    const state = reducer({ ...loggedIn, layout: { siderOpen: true } }, sessionCleared());
    expect(state).toEqual(initialSessionState);
  });

  it('exposes the user only for a live session', () => {
    expect(selectCurrentUser({ session: loggedIn })).toBe(user);
    expect(selectCurrentUser({ session: { ...loggedIn, token: null } })).toBeNull();
    expect(selectCurrentUser({ session: { ...loggedIn, logged: false } })).toBeNull();
  });

  it('toggles the side bar and changes the avatar', () => {
    expect(reducer(loggedIn, siderToggled()).layout.siderOpen).toBe(true);
    expect(reducer(loggedIn, siderToggled(false)).layout.siderOpen).toBe(false);
    expect(reducer(loggedIn, avatarChanged('/b.png')).avatar).toBe('/b.png');
  });

  it('takes the fresh user from user-info', async () => {
    stubApi({ 'GET /api/user-info': { body: { data: { user: { ...user, full_name: 'Ana B.', avatar: '/c.png' } } } } });
    const store = makeStore({ preloadedState: { session: loggedIn } });
    await store.dispatch(authApi.endpoints.getUserInfo.initiate());
    expect(store.getState().session).toMatchObject({ user: { full_name: 'Ana B.' }, avatar: '/c.png' });
  });

  it('ignores a user-info answer that arrives after logout', async () => {
    let answer: (response: StubResponse) => void = () => undefined;
    const asked = new Promise<void>((markAsked) => {
      stubApi({
        'GET /api/user-info': () =>
          new Promise<StubResponse>((resolve) => {
            answer = resolve;
            markAsked();
          }),
      });
    });
    const store = makeStore({ preloadedState: { session: loggedIn } });
    const request = store.dispatch(authApi.endpoints.getUserInfo.initiate());
    await asked;
    store.dispatch(sessionCleared());
    answer({ body: { data: { user } } });
    await request;
    expect(store.getState().session).toEqual(initialSessionState);
  });
});
