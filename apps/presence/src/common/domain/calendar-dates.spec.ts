import { nextDate, previousDate } from '@presently/presence-rules';
import { addDays, utcDate } from './calendar-dates';

describe('addDays', () => {
  it.each(['2024-02-28', '2024-02-29', '2024-03-01', '2023-12-31', '2024-01-01', '2026-03-29', '2026-10-25', '2025-02-28'])('agrees with the rules for %s', (date) => {
    expect(addDays(date, 1)).toBe(nextDate(date));
    expect(addDays(date, -1)).toBe(previousDate(date));
    expect(addDays(date, -2)).toBe(previousDate(previousDate(date)));
  });

  it('refuses what is not a date', () => {
    expect(() => addDays('2024-1-01', 1)).toThrow(TypeError);
  });

  it('answers the UTC date of an instant', () => {
    expect(utcDate(new Date('2024-03-01T23:30:00-05:00'))).toBe('2024-03-02');
  });
});
