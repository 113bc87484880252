import { ABSENCE_ERRORS } from '@presently/contracts';

export interface EntitlementPeriod {
  id: number;
  validFrom: string;
  validTo: string;
  days: number;
}

/** A vacation request that uses days: approved (used) or pending (waiting for approval). */
export interface VacationUse {
  id: number;
  startDate: string;
  requestedDays: number;
  status: 'approved' | 'pending';
}

export interface Usage {
  used: number;
  pending: number;
}

const cmp = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

function add(u: Usage, status: VacationUse['status'], days: number): void {
  if (status === 'approved') u.used += days;
  else u.pending += days;
}

/**
 * Which rule each vacation request draws its days from, so that a day is never counted twice when
 * rules overlap (last year's days still usable until June beside this year's):
 * - a request draws from the rules whose period contains its first day;
 * - the rule that expires first is used first (then the one that started first, then the older);
 * - approved requests draw before pending ones (what is granted comes first), each by first day;
 * - a request needing more than its rules have left overdraws the last of them (its unused days go
 *   below zero, which shows); a request no rule covers draws from none.
 */
export function allocateUsage(rules: EntitlementPeriod[], requests: VacationUse[]): Map<number, Usage> {
  const usage = new Map<number, Usage>(rules.map((r) => [r.id, { used: 0, pending: 0 }]));
  const order = [...rules].sort((a, b) => cmp(a.validTo, b.validTo) || cmp(a.validFrom, b.validFrom) || a.id - b.id);
  const statusRank = (s: VacationUse['status']) => (s === 'approved' ? 0 : 1);
  const queue = [...requests].sort((a, b) => statusRank(a.status) - statusRank(b.status) || cmp(a.startDate, b.startDate) || a.id - b.id);

  for (const request of queue) {
    const candidates = order.filter((r) => r.validFrom <= request.startDate && request.startDate <= r.validTo);
    if (candidates.length === 0) continue;
    let remaining = request.requestedDays;
    for (const rule of candidates) {
      if (remaining <= 0) break;
      const u = usage.get(rule.id) as Usage;
      const take = Math.min(remaining, Math.max(0, rule.days - u.used - u.pending));
      add(u, request.status, take);
      remaining -= take;
    }
    if (remaining > 0) add(usage.get(candidates[candidates.length - 1].id) as Usage, request.status, remaining);
  }
  return usage;
}

/** Days left, over the rules usable on a date, after what is used and pending. */
export function remainingOn(date: string, rules: EntitlementPeriod[], held: VacationUse[]): number {
  const usage = allocateUsage(rules, held);
  return rules
    .filter((r) => r.validFrom <= date && date <= r.validTo)
    .reduce((left, r) => {
      const u = usage.get(r.id) as Usage;
      return left + r.days - u.used - u.pending;
    }, 0);
}

/**
 * Whether a new vacation request fits the user's rules (pending requests count against what is left).
 * Only a step that consumes days calls this — making a request; deciding, cancelling or deleting
 * never fails because a balance is negative.
 */
export function vacationBalanceError(request: { startDate: string; endDate: string; requestedDays: number }, rules: EntitlementPeriod[], held: VacationUse[]): string | null {
  if (rules.length === 0 || rules.every((r) => r.validFrom > request.startDate)) return ABSENCE_ERRORS.noVacationRightYet;
  const covering = rules.filter((r) => r.validFrom <= request.startDate && request.startDate <= r.validTo);
  if (covering.length === 0) return ABSENCE_ERRORS.noVacationRightInPeriod;
  if (!rules.some((r) => r.validFrom <= request.endDate && request.endDate <= r.validTo)) return ABSENCE_ERRORS.cannotTakeVacationInPeriod;
  if (remainingOn(request.startDate, rules, held) < request.requestedDays) return ABSENCE_ERRORS.daysExceedAnnualLimit;
  return null;
}
