import type {
  FirstPasswordChangeBody,
  LoginBody,
  PasswordChangeBody,
  SurveyRequest,
  TwoFactorChallengeIssued,
  TwoFactorResendRequest,
  TwoFactorVerifyBody,
} from '@presently/contracts';
import { api, unwrapData, type DataEnvelope } from '../api';
import type { SessionUser } from './types';

export interface SessionGranted {
  access_token: string;
  refresh_token?: string;
  /** Seconds until the access token expires. */
  expires_in?: number;
  /** The signed-in user; when absent the web asks user-info. */
  user?: SessionUser;
}

/** What `POST /api/login` answers: a session, or a two-factor challenge. */
export type LoginAnswer = SessionGranted | TwoFactorChallengeIssued;

export const isSessionGranted = (result: unknown): result is SessionGranted =>
  typeof result === 'object' && result !== null && typeof (result as Partial<SessionGranted>).access_token === 'string';

/**
 * The calls that open, end or change the signed-in session: login and its two-factor step, logout,
 * user-info, and the calls that clear an account flag (terms, password changes, survey). They live
 * beside the session slice because it listens to them.
 */
export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<LoginAnswer, LoginBody>({
      query: (body) => ({ url: 'login', method: 'POST', body }),
      transformResponse: unwrapData<LoginAnswer>,
    }),
    loginTwoFactor: build.mutation<SessionGranted, TwoFactorVerifyBody>({
      query: (body) => ({ url: 'login/two-factor', method: 'POST', body }),
      transformResponse: unwrapData<SessionGranted>,
    }),
    resendTwoFactor: build.mutation<unknown, TwoFactorResendRequest>({
      query: (body) => ({ url: 'login/two-factor/resend', method: 'POST', body }),
    }),
    logout: build.mutation<unknown, void>({
      query: () => ({ url: 'vue-logout', method: 'POST' }),
    }),
    getUserInfo: build.query<SessionUser, void>({
      query: () => 'user-info',
      transformResponse: (response: DataEnvelope<{ user: SessionUser }>) => response.data.user,
      providesTags: ['User'],
    }),
    acceptPrivacyPolicy: build.mutation<unknown, void>({
      query: () => ({ url: 'accept-privacy-policy', method: 'POST' }),
    }),
    /** The forced new password after a password someone else set (no old password). */
    firstPasswordChange: build.mutation<unknown, FirstPasswordChangeBody>({
      query: (body) => ({ url: 'first-password-change', method: 'POST', body }),
      invalidatesTags: ['User'],
    }),
    /** The expired-password modal. */
    expiredPasswordChange: build.mutation<unknown, PasswordChangeBody>({
      query: (body) => ({ url: 'password/expired-change', method: 'POST', body }),
      invalidatesTags: ['User'],
    }),
    /** The change-password form of /my-profile. */
    updateUserPassword: build.mutation<unknown, PasswordChangeBody>({
      query: (body) => ({ url: 'profile/updateUserPassword', method: 'POST', body }),
    }),
    /** Answers the satisfaction survey; the session's user then counts it as answered. */
    submitSurvey: build.mutation<unknown, SurveyRequest>({
      query: (body) => ({ url: 'submit-survey', method: 'POST', body }),
    }),
  }),
});

export const {
  useLoginMutation,
  useLoginTwoFactorMutation,
  useResendTwoFactorMutation,
  useLogoutMutation,
  useGetUserInfoQuery,
  useAcceptPrivacyPolicyMutation,
  useFirstPasswordChangeMutation,
  useExpiredPasswordChangeMutation,
  useUpdateUserPasswordMutation,
  useSubmitSurveyMutation,
} = authApi;
