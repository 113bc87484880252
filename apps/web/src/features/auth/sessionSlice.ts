import { createSlice, isAnyOf, type PayloadAction } from '@reduxjs/toolkit';
import { authApi, isSessionGranted } from './authApi';
import { sessionCleared } from './sessionActions';
import type { SessionUser } from './types';

/** Shell preferences kept with the session (spec section 9: local persistence keeps the layout). */
export interface LayoutState {
  /** The side bar used below 1240px is open. */
  siderOpen: boolean;
}

export interface SessionState {
  token: string | null;
  user: SessionUser | null;
  logged: boolean;
  layout: LayoutState;
  avatar: string | null;
}

export const initialSessionState: SessionState = {
  token: null,
  user: null,
  logged: false,
  layout: { siderOpen: false },
  avatar: null,
};

const grantedSession = isAnyOf(authApi.endpoints.login.matchFulfilled, authApi.endpoints.loginTwoFactor.matchFulfilled);

export const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSessionState,
  reducers: {
    siderToggled(state, action: PayloadAction<boolean | undefined>) {
      state.layout.siderOpen = action.payload ?? !state.layout.siderOpen;
    },
    avatarChanged(state, action: PayloadAction<string | null>) {
      state.avatar = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(sessionCleared, () => initialSessionState)
      .addMatcher(authApi.endpoints.getUserInfo.matchFulfilled, (state, action) => {
        // A late answer after logout must not bring the user back.
        if (!state.logged) return;
        state.user = action.payload;
        if (action.payload.avatar !== undefined) state.avatar = action.payload.avatar ?? null;
      })
      .addMatcher(authApi.endpoints.acceptPrivacyPolicy.matchFulfilled, (state) => {
        if (state.user) state.user.terms_conds = 1;
      })
      .addMatcher(grantedSession, (state, action) => {
        if (!isSessionGranted(action.payload)) return; // two-factor step still to come
        state.token = action.payload.access_token;
        state.user = action.payload.user;
        state.logged = true;
        state.avatar = action.payload.user.avatar ?? null;
      });
  },
  selectors: {
    selectSession: (state) => state,
    /** The user of a live session, or null for a visitor. */
    selectCurrentUser: (state) => (state.logged && state.token ? state.user : null),
    selectToken: (state) => state.token,
    selectLayout: (state) => state.layout,
    selectAvatar: (state) => state.avatar,
  },
});

export const { siderToggled, avatarChanged } = sessionSlice.actions;
export const { selectSession, selectCurrentUser, selectToken, selectLayout, selectAvatar } = sessionSlice.selectors;
