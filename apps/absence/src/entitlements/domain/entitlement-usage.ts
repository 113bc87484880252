import type { AbsenceStatus } from '@presently/contracts';

/** The absence type whose requests use vacation days. */
export const VACATION_ABSENCE_TYPE = 1;

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
  status: Extract<AbsenceStatus, 'approved' | 'pending'>;
}

export interface Usage {
  used: number;
  pending: number;
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

function add(u: Usage, status: VacationUse['status'], days: number): void {
  if (status === 'approved') u.used += days;
  else u.pending += days;
}

const cmp = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
