import dayjs from 'dayjs';
import { DATE_FORMAT } from './dates';
import { setDateLanguage } from './dateLocale';
import { formatDate, formatDateTime } from './formatDate';

describe('formatDate', () => {
  it('formats as dd-Mon-yyyy', () => {
    expect(formatDate('2026-03-05T10:00:00Z', { timeZone: 'UTC' })).toBe('05-Mar-2026');
    expect(formatDate(new Date(Date.UTC(2025, 11, 31, 12)), { timeZone: 'UTC' })).toBe('31-Dec-2025');
  });

  it('uses every month abbreviation', () => {
    const months = Array.from({ length: 12 }, (_, m) => formatDate(new Date(Date.UTC(2026, m, 15)), { timeZone: 'UTC' }));
    expect(months.map((s) => s.slice(3, 6))).toEqual([
      'Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec',
    ]);
  });

  it('takes the calendar day in the given zone (late evening UTC is the next day in Skopje)', () => {
    expect(formatDate('2026-12-31T23:30:00Z', { timeZone: 'UTC' })).toBe('31-Dec-2026');
    expect(formatDate('2026-12-31T23:30:00Z', { timeZone: 'Europe/Skopje' })).toBe('01-Jan-2027');
  });

  it('accepts timestamps and returns an empty string for missing or invalid input', () => {
    expect(formatDate(Date.UTC(2024, 1, 29), { timeZone: 'UTC' })).toBe('29-Feb-2024');
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
});

describe('formatDateTime', () => {
  it('formats as dd-Mon-yyyy hh:mm on a 24-hour clock', () => {
    expect(formatDateTime('2026-03-05T07:04:00Z', { timeZone: 'UTC' })).toBe('05-Mar-2026 07:04');
    expect(formatDateTime('2026-03-05T19:45:00Z', { timeZone: 'UTC' })).toBe('05-Mar-2026 19:45');
  });

  it('shows midnight as 00:00, not 24:00', () => {
    expect(formatDateTime('2026-06-01T00:00:00Z', { timeZone: 'UTC' })).toBe('01-Jun-2026 00:00');
  });

  it('follows daylight saving time in the given zone', () => {
    // Skopje is UTC+1 in winter and UTC+2 in summer (change on 29 March 2026).
    expect(formatDateTime('2026-03-28T08:00:00Z', { timeZone: 'Europe/Skopje' })).toBe('28-Mar-2026 09:00');
    expect(formatDateTime('2026-03-30T08:00:00Z', { timeZone: 'Europe/Skopje' })).toBe('30-Mar-2026 10:00');
  });

  it('returns an empty string for invalid input', () => {
    expect(formatDateTime('nope')).toBe('');
  });
});

describe('dates in the user language', () => {
  afterEach(() => setDateLanguage('en'));

  it('names the month in Macedonian and Bulgarian, keeping dd-Mon-yyyy', () => {
    const day = '2026-11-24T10:00:00Z';
    expect(formatDate(day, { timeZone: 'UTC', language: 'mk' })).toBe('24-Ное-2026');
    expect(formatDate('2026-05-01T10:00:00Z', { timeZone: 'UTC', language: 'bg' })).toBe('01-Май-2026');
    expect(formatDateTime(day, { timeZone: 'UTC', language: 'bg' })).toBe('24-Ное-2026 10:00');
  });

  it('follows the language the app sets, for the helper and the date pickers alike', () => {
    setDateLanguage('mk');
    expect(formatDate('2026-06-15T10:00:00Z', { timeZone: 'UTC' })).toBe('15-Јун-2026');
    expect(dayjs('2026-06-15').format(DATE_FORMAT)).toBe('15-Јун-2026');
    // Weeks start on Monday: the week of Sunday 14 June 2026 began on Monday 8 June.
    expect(dayjs('2026-06-14').startOf('week').format('YYYY-MM-DD')).toBe('2026-06-08');
    setDateLanguage('en');
    expect(dayjs('2026-06-14').startOf('week').format('YYYY-MM-DD')).toBe('2026-06-08');
  });
});
