import { AUTH_ERRORS, type UserStatus } from '@presently/contracts';

/** An account's status is its org user's (org.user.changed.v1 keeps it in step). */
export type AccountStatus = UserStatus;

/** What decides whether an account may hold a session. */
export interface AccessFacts {
  companyId: number | null;
  status: AccountStatus;
  emailVerifiedAt: Date | null;
}

/**
 * Why an account whose password was right may not log in (a 403 key), or null when it may.
 * Checked in this order: company, blocked, deactivated, e-mail verification.
 */
export function loginRefusal(account: AccessFacts): string | null {
  if (account.companyId === null || account.companyId < 1) return AUTH_ERRORS.noCompanyAccount;
  if (account.status === 'blocked') return AUTH_ERRORS.userBlocked;
  if (account.status === 'deactivated') return AUTH_ERRORS.userDeactivated;
  if (account.emailVerifiedAt === null) return AUTH_ERRORS.emailNotVerified;
  return null;
}
