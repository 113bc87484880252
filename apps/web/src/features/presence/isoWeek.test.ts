import { mondayOfIsoWeek, shiftIsoWeek } from './isoWeek';

describe('shiftIsoWeek', () => {
  it('goes to the previous and the next week', () => {
    // Week 48 of 2026 begins on Monday 23 November.
    expect(shiftIsoWeek('2026-11-23', -1)).toEqual({ year: 2026, weeknum: 47 });
    expect(shiftIsoWeek('2026-11-23', 1)).toEqual({ year: 2026, weeknum: 49 });
    expect(shiftIsoWeek('2026-11-23', 0)).toEqual({ year: 2026, weeknum: 48 });
  });

  it('crosses the year as ISO weeks do', () => {
    // 29 December 2025 is a Monday of week 1 of 2026; 28 December 2026 begins week 53 of 2026.
    expect(shiftIsoWeek('2025-12-22', 1)).toEqual({ year: 2026, weeknum: 1 });
    expect(shiftIsoWeek('2025-12-29', -1)).toEqual({ year: 2025, weeknum: 52 });
    expect(shiftIsoWeek('2026-12-21', 1)).toEqual({ year: 2026, weeknum: 53 });
    expect(shiftIsoWeek('2026-12-28', 1)).toEqual({ year: 2027, weeknum: 1 });
  });
});

describe('mondayOfIsoWeek', () => {
  it('finds the Monday of a week, across the turn of the year', () => {
    expect(mondayOfIsoWeek(2026, 48)).toBe('2026-11-23');
    expect(mondayOfIsoWeek(2026, 1)).toBe('2025-12-29');
    expect(mondayOfIsoWeek(2026, 53)).toBe('2026-12-28');
    expect(mondayOfIsoWeek(2027, 1)).toBe('2027-01-04');
  });
});
