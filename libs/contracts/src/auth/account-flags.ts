import { z } from 'zod';
import { requiredOption } from '../common/fields';
import { rpcMessage } from '../common/message';
import { LANGS, type Lang } from '../envelopes';
import { sessionIdField } from './auth-fields';

/** The acting user's account flags: terms, password change required or expired, e-mail verified, language. */
export interface AccountFlags {
  terms_conds: boolean;
  change_password_required: boolean;
  password_expired: boolean;
  email_verified: boolean;
  lang: Lang;
}

export const AccountFlagsRequest = z.object({});

/** The flags of the acting user's account (the actor travels in the meta). */
export const GET_ACCOUNT_FLAGS = rpcMessage<AccountFlags>()('auth.account.flags', AccountFlagsRequest);

/** POST /api/accept-privacy-policy: the first acceptance counts. */
export const AcceptTermsRequest = z.object({ session_id: sessionIdField() });
export type AcceptTermsRequest = z.input<typeof AcceptTermsRequest>;

export const ACCEPT_TERMS = rpcMessage<AccountFlags>()('auth.terms.accept', AcceptTermsRequest);

/** POST /api/change-user-lang. */
export const ChangeLanguageBody = z.object({ user_lang: requiredOption(LANGS).meta({ description: 'The user’s language' }) });
export type ChangeLanguageBody = z.infer<typeof ChangeLanguageBody>;

export const ChangeLanguageRequest = ChangeLanguageBody.extend({ session_id: sessionIdField() });
export type ChangeLanguageRequest = z.input<typeof ChangeLanguageRequest>;

export const CHANGE_LANGUAGE = rpcMessage<AccountFlags>()('auth.language.change', ChangeLanguageRequest);
