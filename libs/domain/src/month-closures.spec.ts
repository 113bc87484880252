import { ValidationFailedError } from './errors';
import { closedMonthTouched, isMonth, monthBounds, monthHasEnded, monthsOfPeriod, refuseClosedMonth } from './month-closures';

describe('month closures', () => {
  const october = { month: '2026-10', department_id: null };
  const salesSeptember = { month: '2026-09', department_id: 7 };

  it('reads months and their bounds, leap years included', () => {
    expect(isMonth('2026-10')).toBe(true);
    expect(isMonth('2026-13')).toBe(false);
    expect(isMonth('2026-1')).toBe(false);
    expect(monthBounds('2028-02')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(monthBounds('2026-12')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
  });

  it('lists the months of a period across a year end', () => {
    expect(monthsOfPeriod('2026-11-28', '2027-02-02')).toEqual(['2026-11', '2026-12', '2027-01', '2027-02']);
    expect(monthsOfPeriod('2026-10-05', '2026-10-05')).toEqual(['2026-10']);
    expect(monthsOfPeriod('2026-10-05', '2026-10-01')).toEqual([]);
  });

  it('a month can be closed only once its last day is over', () => {
    expect(monthHasEnded('2026-10', '2026-10-31')).toBe(false);
    expect(monthHasEnded('2026-10', '2026-11-01')).toBe(true);
    expect(monthHasEnded('2026-11', '2026-11-24')).toBe(false);
  });

  it('a night shift from 31 October into 1 November touches the closed October', () => {
    expect(closedMonthTouched([october], 3, [{ from: '2026-10-31', to: '2026-11-01' }])).toBe('2026-10');
    expect(closedMonthTouched([october], 3, [{ from: '2026-11-01', to: '2026-11-02' }])).toBeNull();
  });

  it('a department closure holds only for its own people', () => {
    expect(closedMonthTouched([salesSeptember], 7, ['2026-09-15'])).toBe('2026-09');
    expect(closedMonthTouched([salesSeptember], 8, ['2026-09-15'])).toBeNull();
    expect(closedMonthTouched([salesSeptember], null, ['2026-09-15'])).toBeNull();
  });

  it('a vacation across a year end touching a closed December names it; the earliest closed month answers', () => {
    const closures = [october, { month: '2026-12', department_id: null }, { month: '2026-11', department_id: 7 }];
    expect(closedMonthTouched(closures, 3, [{ from: '2026-12-28', to: '2027-01-08' }])).toBe('2026-12');
    expect(closedMonthTouched(closures, 7, [{ from: '2026-11-30', to: '2027-01-08' }])).toBe('2026-11');
    // A switched day: the period is open, the day worked instead is in a closed month.
    expect(closedMonthTouched(closures, 3, [{ from: '2027-01-04', to: '2027-01-04' }, '2026-10-17'])).toBe('2026-10');
  });

  it('refuses with month_closed and the month', () => {
    expect(() => refuseClosedMonth([october], 1, ['2026-10-02'])).toThrow(ValidationFailedError);
    try {
      refuseClosedMonth([october], 1, ['2026-10-02']);
    } catch (e) {
      expect((e as ValidationFailedError).errors).toEqual({ _: ['month_closed:2026-10'] });
    }
    expect(() => refuseClosedMonth([october], 1, ['2026-09-30'])).not.toThrow();
  });
});
