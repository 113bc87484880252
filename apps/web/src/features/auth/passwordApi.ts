import type {
  ForgotPasswordRequest,
  ForgotPasswordResult,
  ResetPasswordRequest,
  SetPasswordWithTokenRequest,
  SetPasswordWithTokenResult,
} from '@presently/contracts';
import { api, unwrapData, type DataEnvelope } from '../../app/api';

/** The answer as the screen reads it: an empty body counts as sent, with no timer. */
type ForgotPasswordAnswer = Partial<ForgotPasswordResult>;

/** Passwords set without a session: the forgotten-password code and the invitation link. */
export const passwordApi = api.injectEndpoints({
  endpoints: (build) => ({
    forgotPassword: build.mutation<ForgotPasswordAnswer, ForgotPasswordRequest>({
      query: (body) => ({ url: 'password/forgot', method: 'POST', body }),
      transformResponse: (response: DataEnvelope<ForgotPasswordAnswer> | null) => response?.data ?? {},
    }),
    resetPassword: build.mutation<unknown, ResetPasswordRequest>({
      query: (body) => ({ url: 'password/reset', method: 'POST', body }),
    }),
    /** The invitation link (`/?token=`): the first password, with the e-mailed one-time token. */
    setPasswordWithToken: build.mutation<SetPasswordWithTokenResult, SetPasswordWithTokenRequest>({
      query: (body) => ({ url: 'password/set-with-token', method: 'POST', body }),
      transformResponse: unwrapData<SetPasswordWithTokenResult>,
    }),
  }),
});

export const { useForgotPasswordMutation, useResetPasswordMutation, useSetPasswordWithTokenMutation } = passwordApi;
