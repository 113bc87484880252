import { FieldChecker } from '@presently/validation';
import { readWeek, readYear } from './week-query';

const now = new Date('2026-03-10T10:00:00Z'); // Tuesday of ISO week 11 of 2026
const tz = 'Europe/Skopje';
const read = (payload: unknown) => {
  const c = new FieldChecker(payload);
  return { week: readWeek(c, tz, now), errors: c.result };
};

describe('the week a query names', () => {
  it('is the current week by default', () => {
    expect(read({}).week).toEqual({ year: 2026, weeknum: 11, start: '2026-03-09', end: '2026-03-15' });
  });

  it('takes weeknum and year, also as digits from a URL', () => {
    expect(read({ weeknum: '1' }).week).toEqual({ year: 2026, weeknum: 1, start: '2025-12-29', end: '2026-01-04' });
    expect(read({ weeknum: 53, year: 2026 }).week).toEqual({ year: 2026, weeknum: 53, start: '2026-12-28', end: '2027-01-03' });
    expect(read({ year: 2025 }).week).toMatchObject({ year: 2025, weeknum: 1 });
  });

  it('refuses what names no week', () => {
    expect(read({ weeknum: 53, year: 2025 }).errors).toEqual({ weeknum: ['invalid_option'] });
    expect(read({ weeknum: 54 }).errors).toEqual({ weeknum: ['between_1_and_53'] });
    expect(read({ weeknum: 'x' }).errors).toEqual({ weeknum: ['invalid_option'] });
    expect(read({ year: 1999 }).errors).toEqual({ year: ['between_2000_and_2100'] });
  });

  it('tells the week-year near the turn of the year in the company zone', () => {
    const c = new FieldChecker({});
    // 31 Dec 2026 23:30 UTC is already 1 Jan 2027 in Skopje, which is in ISO week 53 of 2026.
    expect(readYear(c, tz, new Date('2026-12-31T23:30:00Z'))).toBe(2026);
    expect(readYear(new FieldChecker({ year: '2030' }), tz, now)).toBe(2030);
  });
});
