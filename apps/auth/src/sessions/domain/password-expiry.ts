import { DateTime } from 'luxon';

/** The company rule "password reset every 3 months": a password lives this many calendar months. */
export const PASSWORD_LIFETIME_MONTHS = 3;

/**
 * When a password set at `changedAt` expires: the same day and time three calendar months later, in
 * UTC; a day the target month lacks falls back to its last day (30 November → 28/29 February).
 */
export function passwordExpiresAt(changedAt: Date): Date {
  return DateTime.fromJSDate(changedAt, { zone: 'utc' }).plus({ months: PASSWORD_LIFETIME_MONTHS }).toJSDate();
}

/**
 * Whether the password must be changed now. Only when the company's rule is on; a password with no
 * known change date counts as expired then.
 */
export function isPasswordExpired(changedAt: Date | null, now: Date, ruleOn: boolean): boolean {
  if (!ruleOn) return false;
  if (!changedAt) return true;
  return now.getTime() >= passwordExpiresAt(changedAt).getTime();
}
