import { z } from 'zod';
import { requiredOption, requiredText } from '../common/fields';
import { eventMessage, rpcMessage } from '../common/message';
import { AUTH_ERRORS } from './auth-errors';
import { accountEmail, ALWAYS, optionalLang, passwordRules } from './auth-fields';
import { PASSWORD_KEYS } from './password-policy';

export const ACCOUNT_TYPES = ['company', 'public_institution', 'non_profit'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

/** An ALTCHA challenge, as altcha-lib creates it. */
export interface BotCheckChallenge {
  algorithm: string;
  challenge: string;
  maxnumber?: number;
  salt: string;
  signature: string;
}

export const BotCheckChallengeRequest = z.object({});

/** GET /api/bot-check/challenge: a proof-of-work challenge for the registration form. */
export const CREATE_BOT_CHECK_CHALLENGE = rpcMessage<BotCheckChallenge>()('auth.bot-check.challenge', BotCheckChallengeRequest);

/** POST /api/register. */
export const RegisterRequest = z
  .object({
    company_name: requiredText({ max: 255, trim: true }).meta({ description: 'Name of the company', example: 'Acme d.o.o.' }),
    email: accountEmail().meta({ description: 'E-mail address of the first user (the System Administrator)' }),
    password: requiredText({ requiredKey: PASSWORD_KEYS.required }).meta({ description: 'Password (8–30 characters, upper and lower case, a number and a symbol)' }),
    password_confirmation: requiredText({ requiredKey: PASSWORD_KEYS.repeatRequired }).meta({ description: 'The password again' }),
    account_type: requiredOption(ACCOUNT_TYPES).meta({ description: 'Kind of organisation' }),
    terms: z
      .boolean({ error: AUTH_ERRORS.termsRequired })
      .refine((v) => v, { error: AUTH_ERRORS.termsRequired })
      .meta({ description: 'Terms and privacy policy accepted' }),
    bot_check: requiredText({ max: 8192, requiredKey: AUTH_ERRORS.botCheckFailed, tooLongKey: AUTH_ERRORS.botCheckFailed }).meta({
      description: 'The ALTCHA payload (base64 JSON) the widget produced',
    }),
    lang: optionalLang().meta({ description: 'Language of the new company and its first user' }),
  })
  .superRefine(passwordRules(false), ALWAYS);
export type RegisterRequest = z.input<typeof RegisterRequest>;

export interface RegisterResult {
  user_id: number;
  company_id: number;
}

/** A company and its first user (role 1); a verification e-mail follows. */
export const REGISTER = rpcMessage<RegisterResult>()('auth.register', RegisterRequest);

/**
 * auth made the registrant's account (with the password chosen): written to auth's outbox in the
 * account's transaction, so a registration whose account exists always reaches org. org then
 * announces the new company and its first user; until then nothing of it is visible to anyone.
 */
export interface RegistrationCompletedEvent {
  registration_id: string;
  company_id: number;
  user_id: number;
}
export const REGISTRATION_COMPLETED = eventMessage<RegistrationCompletedEvent>()('auth.registration.completed.v1');
