import { createAction } from '@reduxjs/toolkit';

/**
 * The session ended (logout, 401 or inactivity). Any slice holding user data resets on it
 * (user, token, layout, presence). Kept apart from the slice so the API layer can dispatch it
 * without importing the slice (which imports the API).
 */
export const sessionCleared = createAction('session/cleared');

export interface RefreshedTokens {
  access_token: string;
  refresh_token: string;
  /** The refresh token that was spent: the answer applies only if the session still holds it. */
  spent_refresh_token: string;
}

/** `POST /api/token/refresh` answered: the session continues with a new token pair. */
export const tokensRefreshed = createAction<RefreshedTokens>('session/tokensRefreshed');

/** Account flags the server reported in a 403 (`terms_not_accepted`, `password_change_required`, `password_expired`). */
export interface AccountFlags {
  terms_conds?: number;
  change_password_required?: boolean;
  password_expired?: boolean;
}

export const accountFlagsReported = createAction<AccountFlags>('session/accountFlagsReported');
