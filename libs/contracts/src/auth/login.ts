import { z } from 'zod';
import { optionalBoolean, requiredText } from '../common/fields';
import { rpcMessage } from '../common/message';
import { accountEmail } from './auth-fields';
import { PASSWORD_KEYS, PASSWORD_MAX } from './password-policy';
import type { TokenPair } from './session';

/** The client's address as the gateway saw it (for the session row and audit); anything odd is dropped. */
export const clientIp = () => z.string().min(1).max(64).optional().catch(undefined);

/** POST /api/login. */
export const LoginBody = z.object({
  email: accountEmail(),
  /**
   * Not held to the password policy (an old password may predate it), except its maximum: nothing
   * longer was ever accepted. Beyond the 250 every text field allows, that limit alone is named.
   */
  password: requiredText()
    .refine((v) => v.length <= PASSWORD_MAX || Array.from(v).length > 250, { error: PASSWORD_KEYS.tooLong })
    .meta({ description: 'Password' }),
  remember_me: optionalBoolean().meta({ description: 'Keep the session for 30 days instead of 12 hours' }),
});
export type LoginBody = z.infer<typeof LoginBody>;

/** What the gateway sends auth: the form and the client's address. */
export const LoginRequest = LoginBody.extend({ ip: clientIp() });
export type LoginRequest = z.input<typeof LoginRequest>;

/** A login waiting for the code e-mailed to the user (company setting "two-factor by e-mail"). */
export interface TwoFactorChallengeIssued {
  two_factor_required: true;
  challenge_id: string;
  expires_at: string;
}

export type LoginResult = ({ two_factor_required?: false } & TokenPair) | TwoFactorChallengeIssued;

export const LOGIN = rpcMessage<LoginResult>()('auth.login', LoginRequest);
