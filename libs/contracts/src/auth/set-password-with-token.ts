import { z } from 'zod';
import { requiredText } from '../common/fields';
import { rpcMessage } from '../common/message';
import { ALWAYS, newPassword, passwordRules, repeatPassword } from './auth-fields';

/** POST /api/password/set-with-token: the invitation link sets the first password. */
export const SetPasswordWithTokenRequest = z
  .object({
    token: requiredText({ max: 512 }).meta({ description: 'The one-time token of the invitation link (`?token=`)' }),
    password: newPassword(),
    password_confirmation: repeatPassword(),
  })
  .superRefine(passwordRules(false), ALWAYS);
export type SetPasswordWithTokenRequest = z.infer<typeof SetPasswordWithTokenRequest>;

export interface SetPasswordWithTokenResult {
  ok: true;
  /** The account's address, to prefill the login form. */
  email: string;
}

export const SET_PASSWORD_WITH_TOKEN = rpcMessage<SetPasswordWithTokenResult>()('auth.password.set-with-token', SetPasswordWithTokenRequest);
