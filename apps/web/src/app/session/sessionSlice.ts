import { createSlice, isAnyOf, type PayloadAction } from '@reduxjs/toolkit';
import { authApi, isSessionGranted } from './authApi';
import { accountFlagsReported, sessionCleared, tokensRefreshed } from './sessionActions';
import type { SessionUser } from './types';

/** Shell preferences kept with the session (spec section 9: local persistence keeps the layout). */
export interface LayoutState {
  /** The side bar used below 1240px is open. */
  siderOpen: boolean;
}

export interface SessionState {
  /** The bearer access token (short-lived). */
  token: string | null;
  /** Exchanged for a new token pair when the access token has expired (`POST /api/token/refresh`). */
  refreshToken: string | null;
  user: SessionUser | null;
  logged: boolean;
  layout: LayoutState;
  avatar: string | null;
}

export const initialSessionState: SessionState = {
  token: null,
  refreshToken: null,
  user: null,
  logged: false,
  layout: { siderOpen: false },
  avatar: null,
};

const grantedSession = isAnyOf(authApi.endpoints.login.matchFulfilled, authApi.endpoints.loginTwoFactor.matchFulfilled);

/** The avatar address a user record names (avatar_url, or the older avatar). */
export const avatarOf = (user: SessionUser): string | null => user.avatar_url ?? user.avatar ?? null;

const passwordChanged = isAnyOf(
  authApi.endpoints.firstPasswordChange.matchFulfilled,
  authApi.endpoints.expiredPasswordChange.matchFulfilled,
  authApi.endpoints.updateUserPassword.matchFulfilled,
);

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
      .addCase(tokensRefreshed, (state, action) => {
        // Only for the session that asked: a logout or a new login in between wins.
        if (!state.token || state.refreshToken !== action.payload.spent_refresh_token) return;
        state.token = action.payload.access_token;
        state.refreshToken = action.payload.refresh_token;
      })
      .addCase(accountFlagsReported, (state, action) => {
        if (state.user) Object.assign(state.user, action.payload);
      })
      .addMatcher(authApi.endpoints.getUserInfo.matchFulfilled, (state, action) => {
        // A late answer after logout must not bring the user back; a token without a user is a
        // login whose answer carried no user, which user-info completes.
        if (!state.token) return;
        state.user = action.payload;
        state.logged = true;
        state.avatar = avatarOf(action.payload);
      })
      .addMatcher(authApi.endpoints.acceptPrivacyPolicy.matchFulfilled, (state) => {
        if (state.user) state.user.terms_conds = 1;
      })
      .addMatcher(passwordChanged, (state) => {
        if (!state.user) return;
        state.user.change_password_required = false;
        state.user.password_expired = false;
      })
      .addMatcher(authApi.endpoints.submitSurvey.matchFulfilled, (state) => {
        if (state.user) state.user.survey = 1;
      })
      .addMatcher(grantedSession, (state, action) => {
        if (!isSessionGranted(action.payload)) return; // two-factor step still to come
        state.token = action.payload.access_token;
        state.refreshToken = action.payload.refresh_token ?? null;
        state.user = action.payload.user ?? null;
        state.logged = state.user !== null;
        state.avatar = state.user ? avatarOf(state.user) : null;
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
