import { api, unwrapData, type DataEnvelope } from '../../app/api';
import type { SessionUser } from './types';

export interface LoginRequest {
  email: string;
  password: string;
  remember_me: boolean;
}

export interface SessionGranted {
  access_token: string;
  user: SessionUser;
}

export interface TwoFactorRequired {
  two_factor_required: true;
  challenge_id: string;
}

export type LoginResult = SessionGranted | TwoFactorRequired;

export interface TwoFactorRequest {
  challenge_id: string;
  code: string;
}

export const isSessionGranted = (result: unknown): result is SessionGranted =>
  typeof result === 'object' &&
  result !== null &&
  typeof (result as Partial<SessionGranted>).access_token === 'string' &&
  typeof (result as Partial<SessionGranted>).user === 'object';

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
  }),
});

export const {
  useLoginMutation,
  useLoginTwoFactorMutation,
  useResendTwoFactorMutation,
  useLogoutMutation,
  useGetUserInfoQuery,
  useAcceptPrivacyPolicyMutation,
} = authApi;
