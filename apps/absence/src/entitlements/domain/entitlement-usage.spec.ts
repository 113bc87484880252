import { allocateUsage, type EntitlementPeriod, type VacationUse } from './entitlement-usage';

const rule = (id: number, validFrom: string, validTo: string, days: number): EntitlementPeriod => ({ id, validFrom, validTo, days });
const use = (id: number, startDate: string, requestedDays: number, status: VacationUse['status'] = 'approved'): VacationUse => ({ id, startDate, requestedDays, status });

describe('allocateUsage', () => {
  it('is zero for every rule while there are no vacation requests', () => {
    expect(allocateUsage([rule(1, '2026-01-01', '2026-12-31', 20)], [])).toEqual(new Map([[1, { used: 0, pending: 0 }]]));
  });

  it('counts approved days as used and pending days as pending, by the period holding the first day', () => {
    const usage = allocateUsage(
      [rule(1, '2025-01-01', '2025-12-31', 20), rule(2, '2026-01-01', '2026-12-31', 21)],
      // A vacation from 29 Dec 2025 to 2 Jan 2026 draws on the 2025 rule, where it starts.
      [use(10, '2025-12-29', 5), use(11, '2026-03-02', 3, 'pending'), use(12, '2026-07-06', 10)],
    );
    expect(usage.get(1)).toEqual({ used: 5, pending: 0 });
    expect(usage.get(2)).toEqual({ used: 10, pending: 3 });
  });

  it('uses the rule that expires first where periods overlap, then the next', () => {
    const carried = rule(1, '2025-01-01', '2026-06-30', 4);
    const current = rule(2, '2026-01-01', '2026-12-31', 21);
    const usage = allocateUsage([current, carried], [use(10, '2026-02-02', 6), use(11, '2026-08-03', 2, 'pending')]);
    expect(usage.get(1)).toEqual({ used: 4, pending: 0 });
    expect(usage.get(2)).toEqual({ used: 2, pending: 2 });
  });

  it('lets approved requests draw before pending ones, whatever their dates', () => {
    const usage = allocateUsage([rule(1, '2025-01-01', '2026-06-30', 5), rule(2, '2026-01-01', '2026-12-31', 20)], [use(10, '2026-01-05', 5, 'pending'), use(11, '2026-03-02', 5)]);
    expect(usage.get(1)).toEqual({ used: 5, pending: 0 });
    expect(usage.get(2)).toEqual({ used: 0, pending: 5 });
  });

  it('overdraws the last rule that covers a request too long for them, and ignores requests no rule covers', () => {
    const usage = allocateUsage([rule(1, '2026-01-01', '2026-12-31', 2.5)], [use(10, '2026-05-04', 4), use(11, '2027-01-04', 9)]);
    expect(usage.get(1)).toEqual({ used: 4, pending: 0 });
  });
});
