import { eventMessage } from '../common/message';
import type { Lang } from '../envelopes';

interface MailRecipient {
  user_id: number;
  email: string;
  lang: Lang;
}

export interface EmailVerificationRequestedEvent extends MailRecipient {
  verify_url: string;
  expires_at: string;
}

export interface TwoFactorCodeIssuedEvent extends MailRecipient {
  code: string;
  expires_at: string;
}

export interface PasswordResetCodeIssuedEvent extends MailRecipient {
  code: string;
  expires_at: string;
}

/** A one-time link to set the first password (valid 7 days): `${PUBLIC_URL}/?token=…`. */
export interface InvitationIssuedEvent extends MailRecipient {
  full_name: string;
  company_name: string | null;
  set_password_url: string;
  expires_at: string;
}

export const EMAIL_VERIFICATION_REQUESTED = eventMessage<EmailVerificationRequestedEvent>()('auth.email-verification.requested.v1');
export const TWO_FACTOR_CODE_ISSUED = eventMessage<TwoFactorCodeIssuedEvent>()('auth.two-factor.code-issued.v1');
export const PASSWORD_RESET_CODE_ISSUED = eventMessage<PasswordResetCodeIssuedEvent>()('auth.password-reset.code-issued.v1');
export const INVITATION_ISSUED = eventMessage<InvitationIssuedEvent>()('auth.invitation.issued.v1');

/** auth's events by name (versioned routing keys). */
export const AUTH_EVENT = {
  emailVerificationRequested: EMAIL_VERIFICATION_REQUESTED.key,
  twoFactorCodeIssued: TWO_FACTOR_CODE_ISSUED.key,
  passwordResetCodeIssued: PASSWORD_RESET_CODE_ISSUED.key,
  invitationIssued: INVITATION_ISSUED.key,
} as const;
