import type { Lang } from './envelopes';
import type { TokenPair } from './session';

/** RPC patterns answered by the auth service. Payloads are the snake_case bodies of the HTTP API. */
export const AUTH_RPC = {
  login: 'auth.login',
  twoFactorVerify: 'auth.two-factor.verify',
  twoFactorResend: 'auth.two-factor.resend',
  refresh: 'auth.token.refresh',
  logout: 'auth.logout',
  passwordForgot: 'auth.password.forgot',
  passwordReset: 'auth.password.reset',
  /** profile/updateUserPassword and the change-password modal: old password required. */
  passwordChange: 'auth.password.change',
  /** first-password-change: after a password someone else set; no old password. */
  passwordFirstChange: 'auth.password.first-change',
  /** The expired-password modal. */
  passwordExpiredChange: 'auth.password.expired-change',
  botCheckChallenge: 'auth.bot-check.challenge',
  register: 'auth.register',
  emailVerify: 'auth.email.verify',
  emailResend: 'auth.email.resend',
  acceptTerms: 'auth.terms.accept',
  changeLanguage: 'auth.language.change',
  /** Flags of the acting user's account: terms, password change required, expired, language. */
  accountFlags: 'auth.account.flags',
  /** Creates accounts for org users (demo seed; later invitations). Idempotent by e-mail. */
  provisionAccounts: 'auth.accounts.provision',
  /** The invitation link: sets the first password with the one-time token from the e-mail. */
  setPasswordWithToken: 'auth.password.set-with-token',
} as const;

export interface SetPasswordWithTokenRequest {
  token: string;
  password: string;
  password_confirmation: string;
}

export interface SetPasswordWithTokenResult {
  ok: true;
  /** To prefill the login form. */
  email: string;
}

/** Error keys the auth service answers with (the web translates them: apps/web/src/i18n/{en,mk,bg}/errors.json). */
export const AUTH_ERRORS = {
  invalidCredentials: 'invalid_credentials',
  userBlocked: 'user_blocked',
  userDeactivated: 'user_deactivated',
  emailNotVerified: 'email_not_verified',
  passwordExpired: 'password_expired',
  passwordChangeRequired: 'password_change_required',
  termsNotAccepted: 'terms_not_accepted',
  noCompanyAccount: 'no_company_account',
  invalidOrExpired2fa: 'invalid_or_expired_2fa_code',
  invalid2fa: 'invalid_2fa_code',
  resendCodeFailed: 'resend_code_failed',
  invalidOrExpiredResetCode: 'invalid_or_expired_reset_code',
  wrongOldPassword: 'wrong_old_password',
  botCheckFailed: 'bot_check_failed',
  emailTaken: 'email_taken',
  termsRequired: 'terms_required',
  verificationLinkInvalid: 'verification_link_invalid',
  verificationLinkExpired: 'verification_link_expired',
  invalidOrExpiredToken: 'invalid_or_expired_token',
} as const;

export interface LoginRequest {
  email: string;
  password: string;
  remember_me?: boolean;
  /** Set by the gateway, for rate limits and audit. */
  ip?: string;
}

export type LoginResult =
  | ({ two_factor_required?: false } & TokenPair)
  | { two_factor_required: true; challenge_id: string; expires_at: string };

export interface TwoFactorVerifyRequest {
  challenge_id: string;
  code: string;
  ip?: string;
}

export interface TwoFactorResendRequest {
  challenge_id: string;
}

export interface RefreshRequest {
  refresh_token: string;
}

export interface ForgotPasswordRequest {
  email: string;
  lang?: Lang;
}

export interface ResetPasswordRequest {
  email: string;
  code: string;
  password: string;
  password_confirmation: string;
}

export interface PasswordChangeRequest {
  old_password?: string;
  password: string;
  password_confirmation: string;
  /** The caller's own session, which survives the change (the user's other sessions end). Set by the gateway. */
  session_id?: string;
}

/** Ends the actor's own session (by id, set by the gateway) or the session a refresh token belongs to. */
export interface LogoutRequest {
  session_id?: string;
  refresh_token?: string;
}

export const ACCOUNT_TYPES = ['company', 'public_institution', 'non_profit'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

export interface RegisterRequest {
  company_name: string;
  email: string;
  password: string;
  password_confirmation: string;
  account_type: AccountType;
  terms: boolean;
  /** The ALTCHA payload (base64 JSON) the widget produced. */
  bot_check: string;
  lang?: Lang;
}

export interface RegisterResult {
  user_id: number;
  company_id: number;
}

/** An ALTCHA challenge, as altcha-lib creates it. */
export interface BotCheckChallenge {
  algorithm: string;
  challenge: string;
  maxnumber?: number;
  salt: string;
  signature: string;
}

export interface EmailVerifyRequest {
  id: number;
  hash: string;
  /** Unix seconds; part of the signed link. */
  expires: number;
}

export type EmailVerifyResult = { status: 'verified' } | { status: 'already_verified' };

export interface EmailResendRequest {
  email: string;
}

export interface ChangeLanguageRequest {
  user_lang: Lang;
}

export interface AccountFlags {
  terms_conds: boolean;
  change_password_required: boolean;
  password_expired: boolean;
  email_verified: boolean;
  lang: Lang;
}

export interface ProvisionAccountsRequest {
  accounts: Array<{
    user_id: number;
    company_id: number;
    email: string;
    role_id: number;
    lang: Lang;
    /** A known password (demo seed) or none (invitation: the user sets one). */
    password?: string;
    terms_accepted?: boolean;
    email_verified?: boolean;
  }>;
}
