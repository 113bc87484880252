import { z } from 'zod';
import { requiredText } from '../common/fields';
import { rpcMessage } from '../common/message';
import { AUTH_ERRORS } from './auth-errors';
import { accountEmail, ALWAYS, newPassword, optionalLang, passwordRules, repeatPassword } from './auth-fields';

/** POST /api/password/forgot. */
export const ForgotPasswordRequest = z.object({
  email: accountEmail(),
  lang: optionalLang().meta({ description: 'Language of the e-mail (the account’s language otherwise)' }),
});
export type ForgotPasswordRequest = z.infer<typeof ForgotPasswordRequest>;

export interface ForgotPasswordResult {
  ok: true;
  /** Seconds the code (if one was sent) stays valid: the web's timer. */
  expires_in: number;
}

/** E-mails a reset code; the same answer whether or not the account exists. */
export const FORGOT_PASSWORD = rpcMessage<ForgotPasswordResult>()('auth.password.forgot', ForgotPasswordRequest);

/** POST /api/password/reset. */
export const ResetPasswordRequest = z
  .object({
    email: accountEmail(),
    code: requiredText({ max: 32, tooLongKey: AUTH_ERRORS.invalidOrExpiredResetCode, trim: true }).meta({ description: 'The code sent by e-mail' }),
    password: newPassword(),
    password_confirmation: repeatPassword(),
  })
  .superRefine(passwordRules(false), ALWAYS);
export type ResetPasswordRequest = z.infer<typeof ResetPasswordRequest>;

/** A new password with the e-mailed code; every session of the account ends. */
export const RESET_PASSWORD = rpcMessage<{ ok: true }>()('auth.password.reset', ResetPasswordRequest);
