import type { EmailResendRequest, EmailVerifyResult, RegisterRequest, RegisterResult } from '@presently/contracts';
import { api, unwrapData, type DataEnvelope } from '../../app/api';

export interface VerifyEmailArgs {
  id: string;
  hash: string;
  /** The link's query as it came (`?expires=…&signature=…`): the server checks the signed link as a whole. */
  search: string;
}

export const registrationApi = api.injectEndpoints({
  endpoints: (build) => ({
    register: build.mutation<RegisterResult, RegisterRequest>({
      query: (body) => ({ url: 'register', method: 'POST', body }),
      transformResponse: (response: DataEnvelope<RegisterResult> | null) => response?.data ?? ({} as RegisterResult),
    }),
    verifyEmail: build.query<EmailVerifyResult, VerifyEmailArgs>({
      query: ({ id, hash, search }) => `email/verify/${encodeURIComponent(id)}/${encodeURIComponent(hash)}${search}`,
      transformResponse: unwrapData<EmailVerifyResult>,
    }),
    resendVerification: build.mutation<unknown, EmailResendRequest>({
      query: (body) => ({ url: 'email/resend', method: 'POST', body }),
    }),
  }),
});

export const { useRegisterMutation, useVerifyEmailQuery, useResendVerificationMutation } = registrationApi;
