import { ACCEPT_TERMS, CHANGE_LANGUAGE, GET_ACCOUNT_FLAGS } from './account-flags';
import { RESEND_VERIFICATION_EMAIL, VERIFY_EMAIL } from './email-verification';
import { LOGIN } from './login';
import { CHANGE_EXPIRED_PASSWORD, CHANGE_FIRST_PASSWORD, CHANGE_PASSWORD } from './password-change';
import { FORGOT_PASSWORD, RESET_PASSWORD } from './password-reset';
import { PROVISION_ACCOUNTS } from './provision-accounts';
import { CREATE_BOT_CHECK_CHALLENGE, REGISTER } from './registration';
import { LOG_OUT, REFRESH_SESSION } from './session-tokens';
import { SET_PASSWORD_WITH_TOKEN } from './set-password-with-token';
import { RESEND_TWO_FACTOR_CODE, VERIFY_TWO_FACTOR } from './two-factor';

/** auth's patterns by name, for callers and tests that send strings; each is written once, in its message file. */
export const AUTH_RPC = {
  login: LOGIN.pattern,
  twoFactorVerify: VERIFY_TWO_FACTOR.pattern,
  twoFactorResend: RESEND_TWO_FACTOR_CODE.pattern,
  refresh: REFRESH_SESSION.pattern,
  logout: LOG_OUT.pattern,
  passwordForgot: FORGOT_PASSWORD.pattern,
  passwordReset: RESET_PASSWORD.pattern,
  passwordChange: CHANGE_PASSWORD.pattern,
  passwordFirstChange: CHANGE_FIRST_PASSWORD.pattern,
  passwordExpiredChange: CHANGE_EXPIRED_PASSWORD.pattern,
  botCheckChallenge: CREATE_BOT_CHECK_CHALLENGE.pattern,
  register: REGISTER.pattern,
  emailVerify: VERIFY_EMAIL.pattern,
  emailResend: RESEND_VERIFICATION_EMAIL.pattern,
  acceptTerms: ACCEPT_TERMS.pattern,
  changeLanguage: CHANGE_LANGUAGE.pattern,
  accountFlags: GET_ACCOUNT_FLAGS.pattern,
  provisionAccounts: PROVISION_ACCOUNTS.pattern,
  setPasswordWithToken: SET_PASSWORD_WITH_TOKEN.pattern,
} as const;
