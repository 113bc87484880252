import { addDays } from '@presently/domain';
import { nextDate, previousDate } from './time';

// The hot paths count calendar dates with the kernel's zone-free addDays instead of building zoned
// DateTimes; the two must agree on every date, across leap days, year ends and DST changes.
describe('the kernel’s addDays and the rules’ next/previous date', () => {
  it.each(['2024-02-28', '2024-02-29', '2024-03-01', '2023-12-31', '2024-01-01', '2026-03-29', '2026-10-25', '2025-02-28'])('agree for %s', (date) => {
    expect(addDays(date, 1)).toBe(nextDate(date));
    expect(addDays(date, -1)).toBe(previousDate(date));
    expect(addDays(date, -2)).toBe(previousDate(previousDate(date)));
  });
});
