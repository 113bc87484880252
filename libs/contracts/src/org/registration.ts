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
