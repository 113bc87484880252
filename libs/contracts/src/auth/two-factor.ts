import { z } from 'zod';
import { requiredText } from '../common/fields';
import { rpcMessage } from '../common/message';
import { AUTH_ERRORS } from './auth-errors';
import { clientIp, type TwoFactorChallengeIssued } from './login';
import type { TokenPair } from './session';

const challengeId = () => requiredText({ max: 128 }).meta({ description: 'The challenge id the login answered', example: 'c2b9f0d2-…' });

/** POST /api/login/two-factor. */
export const TwoFactorVerifyBody = z.object({
  challenge_id: challengeId(),
  code: requiredText({ max: 32, tooLongKey: AUTH_ERRORS.invalid2fa, trim: true }).meta({ description: 'The code sent by e-mail', example: '123456' }),
});
export type TwoFactorVerifyBody = z.infer<typeof TwoFactorVerifyBody>;

export const TwoFactorVerifyRequest = TwoFactorVerifyBody.extend({ ip: clientIp() });
export type TwoFactorVerifyRequest = z.input<typeof TwoFactorVerifyRequest>;

/** The code completes the login: a session starts. */
export const VERIFY_TWO_FACTOR = rpcMessage<TokenPair>()('auth.two-factor.verify', TwoFactorVerifyRequest);

/** POST /api/login/two-factor/resend. */
export const TwoFactorResendRequest = z.object({ challenge_id: challengeId() });
export type TwoFactorResendRequest = z.infer<typeof TwoFactorResendRequest>;

/** A new code for the waiting login (the previous one stops working). */
export const RESEND_TWO_FACTOR_CODE = rpcMessage<TwoFactorChallengeIssued>()('auth.two-factor.resend', TwoFactorResendRequest);
