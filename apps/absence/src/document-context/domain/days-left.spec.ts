import { daysLeftFrom } from './days-left';

describe('daysLeftFrom', () => {
  it('adds the unused days of the rules still valid at the start, leaving out the ones that ended and overdrawn ones', () => {
    const rules = [
      { valid_to: '2026-06-30', unused_days: 3 }, // last year's days, usable until June
      { valid_to: '2027-06-30', unused_days: 16.5 },
      { valid_to: '2025-12-31', unused_days: 4 }, // ended before the request
      { valid_to: '2027-12-31', unused_days: -1 },
    ];
    expect(daysLeftFrom(rules, '2026-03-09')).toBe(19.5);
    expect(daysLeftFrom(rules, '2026-07-01')).toBe(16.5);
    expect(daysLeftFrom([], '2026-03-09')).toBe(0);
  });
});
