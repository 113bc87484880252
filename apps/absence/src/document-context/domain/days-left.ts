import type { VacationEntitlement } from '@presently/contracts';

/**
 * The vacation days a document says are left: the unused days (neither used nor waiting for approval)
 * of every rule that can still be used on or after the request's first day. Rules that ended before it
 * are spent or lost and do not count; a rule overdrawn by a past mistake counts as none, not less.
 */
export function daysLeftFrom(rules: readonly Pick<VacationEntitlement, 'valid_to' | 'unused_days'>[], startDate: string): number {
  return rules.filter((r) => r.valid_to >= startDate).reduce((sum, r) => sum + Math.max(0, r.unused_days), 0);
}
