import { addDays, datesBetween, daysInPeriod, isIsoDate, utcDate } from './calendar-dates';

describe('calendar dates', () => {
  it('adds days across month and year ends, a leap day and a DST change (dates have no zone)', () => {
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addDays('2026-03-29', 1)).toBe('2026-03-30');
    expect(addDays('2026-10-25', -1)).toBe('2026-10-24');
  });

  it('refuses what is not a date', () => {
    expect(() => addDays('2024-1-01', 1)).toThrow(TypeError);
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

  it('knows which dates exist', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2025-02-29')).toBe(false);
    expect(isIsoDate('2026-13-01')).toBe(false);
    expect(isIsoDate('2026-1-01')).toBe(false);
    expect(isIsoDate(20260101)).toBe(false);
  });

  it('answers the UTC date of an instant', () => {
    expect(utcDate(new Date('2024-03-01T23:30:00-05:00'))).toBe('2024-03-02');
  });
});
