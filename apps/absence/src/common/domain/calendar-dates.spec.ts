import { addDays, datesBetween, daysInPeriod } from './calendar-dates';

describe('calendar dates', () => {
  it('adds days across month and year ends, a leap day and a DST change (dates have no zone)', () => {
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2026-03-29', 1)).toBe('2026-03-30');
    expect(addDays('2026-10-25', -1)).toBe('2026-10-24');
  });

  it('counts both ends of a period', () => {
    expect(daysInPeriod('2026-03-02', '2026-03-02')).toBe(1);
    expect(daysInPeriod('2024-01-01', '2024-12-31')).toBe(366);
    expect(daysInPeriod('2026-03-02', '2026-03-01')).toBe(0);
  });

  it('lists every date of a period', () => {
    expect(datesBetween('2025-12-30', '2026-01-02')).toEqual(['2025-12-30', '2025-12-31', '2026-01-01', '2026-01-02']);
    expect(datesBetween('2026-01-02', '2026-01-01')).toEqual([]);
  });
});
