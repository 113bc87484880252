import type { Lang } from './envelopes';
import type { CompanySettings } from './org.contracts';
import type { WorkSettings } from './org-admin.contracts';

/** Event names (routing keys on the topic exchange), versioned. */
export const EVENT = {
  emailVerificationRequested: 'auth.email-verification.requested.v1',
  twoFactorCodeIssued: 'auth.two-factor.code-issued.v1',
  passwordResetCodeIssued: 'auth.password-reset.code-issued.v1',
  companySettingsChanged: 'org.company.settings-changed.v1',
  /** A user was created or changed (e-mail, role, status, company): auth keeps accounts in step. */
  userChanged: 'org.user.changed.v1',
  invitationIssued: 'auth.invitation.issued.v1',
} as const;

export type EventName = (typeof EVENT)[keyof typeof EVENT];

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

/** Published on every change and when a company is created, so copies (auth's security rules) stay current. */
export interface CompanySettingsChangedEvent {
  company_id: number;
  settings: CompanySettings;
  /** The "company 1" special reports flag, which sessions carry for the route guards. */
  special_reports: boolean;
}

export interface UserChangedEvent {
  user_id: number;
  company_id: number;
  email: string;
  full_name: string;
  role_id: number;
  status: 'active' | 'deactivated' | 'blocked';
  lang: Lang;
  /** True when the user was just created: auth gives it an account and sends the invitation. */
  created: boolean;
  /** What presence keeps of the user (team and department for scopes, QR for scans, work settings). */
  team_id: number | null;
  department_id: number | null;
  nationality_id: number | null;
  religion_id: number | null;
  qr_code: string;
  work_settings: WorkSettings;
}

/** A one-time link to set the first password (valid 7 days): `${PUBLIC_URL}/?token=…`. */
export interface InvitationIssuedEvent extends MailRecipient {
  full_name: string;
  company_name: string | null;
  set_password_url: string;
  expires_at: string;
}
