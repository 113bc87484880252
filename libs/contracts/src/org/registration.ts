import { z } from 'zod';
import { requiredEmail, requiredOption, requiredText } from '../common/fields';
import { rpcMessage } from '../common/message';
import { ACCOUNT_TYPES } from '../auth/registration';
import { LANGS } from '../envelopes';

/** A company registration as auth forwards it, after its own checks of the form. */
export const RegisterCompanyRequest = z.object({
  /** Idempotency key: the same registration retried creates nothing new. */
  registration_id: requiredText({ max: 200 }),
  company_name: requiredText({ max: 250, trim: true }),
  account_type: requiredOption(ACCOUNT_TYPES),
  email: requiredEmail(),
  /** The registrant's language (English when left out): the company's and its first user's. */
  lang: z.enum(LANGS, { error: 'invalid_option' }).default('en'),
});
/** What auth sends: every field, the language included. */
export type RegisterCompanyRequest = z.infer<typeof RegisterCompanyRequest>;

export interface RegisterCompanyResult {
  company_id: number;
  user_id: number;
}

/** Creates a company with its Default department and team, a Deactivated team, its lists and its first user (role 1). */
export const REGISTER_COMPANY = rpcMessage<RegisterCompanyResult>()('org.companies.register', RegisterCompanyRequest);

/** Called by auth when its part of a registration failed: org removes what the registration made. */
export const AbandonRegistrationRequest = z.object({ registration_id: requiredText({ max: 200 }) });
export type AbandonRegistrationRequest = z.infer<typeof AbandonRegistrationRequest>;

export interface AbandonRegistrationResult {
  /** false when org holds nothing of the registration (never made, or abandoned already). */
  abandoned: boolean;
}

/**
 * Removes the company of a registration that auth did not complete, with everything made with it (one
 * transaction). Refused with 409 `registration_completed` once auth's completion reached org.
 */
export const ABANDON_REGISTRATION = rpcMessage<AbandonRegistrationResult>()('org.companies.abandon-registration', AbandonRegistrationRequest);
