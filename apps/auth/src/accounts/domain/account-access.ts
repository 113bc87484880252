import { AUTH_ERRORS } from '@presently/contracts';

export const ACCOUNT_STATUSES = ['active', 'deactivated', 'blocked'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

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
