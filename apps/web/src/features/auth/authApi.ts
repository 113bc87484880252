import type {
  PasswordChangeRequest,
  ResetPasswordRequest,
  SetPasswordWithTokenRequest,
  SetPasswordWithTokenResult,
} from '@presently/contracts';
import { api, unwrapData, type DataEnvelope } from '../../app/api';
import type { I18nLanguage } from '../language/languages';
import type { SessionUser } from './types';

export interface LoginRequest {
  email: string;
  password: string;
  remember_me: boolean;
}

export interface SessionGranted {
  access_token: string;
  refresh_token?: string;
  /** Seconds until the access token expires. */
  expires_in?: number;
  /** The signed-in user; when absent the web asks user-info. */
  user?: SessionUser;
}

export interface TwoFactorRequired {
  two_factor_required: true;
  challenge_id: string;
  expires_at?: string;
}

export type LoginResult = SessionGranted | TwoFactorRequired;

export interface TwoFactorRequest {
  challenge_id: string;
  code: string;
}

export interface ForgotPasswordRequest {
  email: string;
  lang?: I18nLanguage;
}

export interface ForgotPasswordResult {
  ok?: boolean;
  /** Seconds the e-mailed code stays valid. */
  expires_in?: number;
}

export type NewPasswordRequest = Pick<PasswordChangeRequest, 'password' | 'password_confirmation'>;
export type OldAndNewPasswordRequest = Required<Pick<PasswordChangeRequest, 'old_password' | 'password' | 'password_confirmation'>>;

export const isSessionGranted = (result: unknown): result is SessionGranted =>
  typeof result === 'object' && result !== null && typeof (result as Partial<SessionGranted>).access_token === 'string';

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<LoginResult, LoginRequest>({
      query: (body) => ({ url: 'login', method: 'POST', body }),
      transformResponse: unwrapData<LoginResult>,
    }),
    loginTwoFactor: build.mutation<SessionGranted, TwoFactorRequest>({
      query: (body) => ({ url: 'login/two-factor', method: 'POST', body }),
      transformResponse: unwrapData<SessionGranted>,
    }),
    resendTwoFactor: build.mutation<unknown, Pick<TwoFactorRequest, 'challenge_id'>>({
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
    forgotPassword: build.mutation<ForgotPasswordResult, ForgotPasswordRequest>({
      query: (body) => ({ url: 'password/forgot', method: 'POST', body }),
      transformResponse: (response: DataEnvelope<ForgotPasswordResult> | null) => response?.data ?? {},
    }),
    resetPassword: build.mutation<unknown, ResetPasswordRequest>({
      query: (body) => ({ url: 'password/reset', method: 'POST', body }),
    }),
    /** The invitation link (`/?token=`): the first password, with the e-mailed one-time token. */
    setPasswordWithToken: build.mutation<SetPasswordWithTokenResult, SetPasswordWithTokenRequest>({
      query: (body) => ({ url: 'password/set-with-token', method: 'POST', body }),
      transformResponse: unwrapData<SetPasswordWithTokenResult>,
    }),
    /** The forced new password after a password someone else set (no old password). */
    firstPasswordChange: build.mutation<unknown, NewPasswordRequest>({
      query: (body) => ({ url: 'first-password-change', method: 'POST', body }),
      invalidatesTags: ['User'],
    }),
    /** The expired-password modal. */
    expiredPasswordChange: build.mutation<unknown, OldAndNewPasswordRequest>({
      query: (body) => ({ url: 'password/expired-change', method: 'POST', body }),
      invalidatesTags: ['User'],
    }),
    /** The change-password form of /my-profile. */
    updateUserPassword: build.mutation<unknown, OldAndNewPasswordRequest>({
      query: (body) => ({ url: 'profile/updateUserPassword', method: 'POST', body }),
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
  useForgotPasswordMutation,
  useResetPasswordMutation,
  useSetPasswordWithTokenMutation,
  useFirstPasswordChangeMutation,
  useExpiredPasswordChangeMutation,
  useUpdateUserPasswordMutation,
} = authApi;
