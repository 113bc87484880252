import { DateTime } from 'luxon';
import { at, TZ } from './spec-helpers';
import { atLocalTime, dayBounds, datesBetween, isoWeekOf, localDate, localTime, nextDate, previousDate, shiftSpan, weekDates, weekRef, weeksOfYear } from './time';

const H = 3_600_000;

describe('time (company zone)', () => {
  it('localDate follows the zone, not UTC', () => {
    expect(localDate(new Date('2026-03-01T23:30:00Z'), TZ)).toBe('2026-03-02'); // 00:30 CET
    expect(localDate(new Date('2026-03-01T22:59:00Z'), TZ)).toBe('2026-03-01'); // 23:59 CET
    expect(localDate(new Date('2026-07-01T22:00:00Z'), TZ)).toBe('2026-07-02'); // 00:00 CEST
    expect(localDate(new Date('2026-07-01T22:00:00Z'), 'UTC')).toBe('2026-07-01');
  });

  it('dayBounds is local midnight to local midnight', () => {
    const d = dayBounds('2026-03-02', TZ);
    expect(d.start.toISOString()).toBe('2026-03-01T23:00:00.000Z');
    expect(d.end.toISOString()).toBe('2026-03-02T23:00:00.000Z');
  });

  it('DST days are 23 h (spring forward) and 25 h (fall back)', () => {
    const spring = dayBounds('2026-03-29', TZ);
    expect(spring.end.getTime() - spring.start.getTime()).toBe(23 * H);
    const fall = dayBounds('2026-10-25', TZ);
    expect(fall.end.getTime() - fall.start.getTime()).toBe(25 * H);
    const sofia = dayBounds('2026-10-25', 'Europe/Sofia');
    expect(sofia.start.toISOString()).toBe('2026-10-24T21:00:00.000Z');
    expect(sofia.end.getTime() - sofia.start.getTime()).toBe(25 * H);
    const normal = dayBounds('2026-10-26', TZ);
    expect(normal.end.getTime() - normal.start.getTime()).toBe(24 * H);
  });

  it('ISO weeks: Monday first, week-year at the year boundary', () => {
    expect(isoWeekOf('2026-03-02')).toEqual({ year: 2026, weeknum: 10 });
    expect(isoWeekOf('2027-01-01')).toEqual({ year: 2026, weeknum: 53 });
    expect(isoWeekOf('2024-12-30')).toEqual({ year: 2025, weeknum: 1 });
    expect(weekRef(2026, 10)).toEqual({ year: 2026, weeknum: 10, start: '2026-03-02', end: '2026-03-08' });
    expect(weekRef(2025, 1)).toEqual({ year: 2025, weeknum: 1, start: '2024-12-30', end: '2025-01-05' });
    expect(weekDates(2026, 53)).toEqual(['2026-12-28', '2026-12-29', '2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02', '2027-01-03']);
  });

  it('weeksOfYear has 52 or 53 weeks', () => {
    expect(weeksOfYear(2025)).toHaveLength(52);
    const w2026 = weeksOfYear(2026);
    expect(w2026).toHaveLength(53);
    expect(w2026[0]).toEqual({ year: 2026, weeknum: 1, start: '2025-12-29', end: '2026-01-04' });
    expect(w2026[52].end).toBe('2027-01-03');
  });

  it('rejects invalid weeks and dates', () => {
    expect(() => weekRef(2025, 53)).toThrow(RangeError);
    expect(() => weekRef(2025, 0)).toThrow(RangeError);
    expect(() => dayBounds('2026-02-30', TZ)).toThrow(RangeError);
    expect(() => shiftSpan('2026-03-02', '25:00', '08:00', TZ)).toThrow(RangeError);
  });

  it('datesBetween is inclusive, across months and years', () => {
    expect(datesBetween('2026-12-30', '2027-01-02')).toEqual(['2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02']);
    expect(datesBetween('2024-02-28', '2024-03-01')).toEqual(['2024-02-28', '2024-02-29', '2024-03-01']);
    expect(datesBetween('2026-03-02', '2026-03-02')).toEqual(['2026-03-02']);
    expect(datesBetween('2026-03-03', '2026-03-02')).toEqual([]);
    // Days the calendar does not have give no dates (not the days they would roll over to).
    expect(datesBetween('2026-02-30', '2026-03-02')).toEqual([]);
    expect(datesBetween('2026-02-27', '2026-02-29')).toEqual([]);
    expect(datesBetween('2026-3-1', '2026-03-02')).toEqual([]);
    expect(nextDate('2026-12-31')).toBe('2027-01-01');
    expect(previousDate('2026-03-01')).toBe('2026-02-28');
  });

  it('shiftSpan: same day, across midnight, and over a DST change', () => {
    const day = shiftSpan('2026-03-02', '09:00', '17:00', TZ);
    expect(day.start).toEqual(at('2026-03-02 09:00'));
    expect(day.end.getTime() - day.start.getTime()).toBe(8 * H);
    const night = shiftSpan('2026-03-02', '22:00', '06:00', TZ);
    expect(night.start).toEqual(at('2026-03-02 22:00'));
    expect(night.end).toEqual(at('2026-03-03 06:00'));
    // fall back night: 22:00 → 06:00 is 9 h; spring forward night: 7 h
    const fall = shiftSpan('2026-10-24', '22:00', '06:00', TZ);
    expect(fall.end.getTime() - fall.start.getTime()).toBe(9 * H);
    const spring = shiftSpan('2026-03-28', '22:00', '06:00', TZ);
    expect(spring.end.getTime() - spring.start.getTime()).toBe(7 * H);
    // a 09:00–17:00 shift on either DST day is 8 h
    const s1 = shiftSpan('2026-03-29', '09:00', '17:00', TZ);
    const s2 = shiftSpan('2026-10-25', '09:00', '17:00', TZ);
    expect(s1.end.getTime() - s1.start.getTime()).toBe(8 * H);
    expect(s2.end.getTime() - s2.start.getTime()).toBe(8 * H);
    // equal start and end: a full day (24 h shift)
    const full = shiftSpan('2026-03-02', '08:00', '08:00', TZ);
    expect(full.end.getTime() - full.start.getTime()).toBe(24 * H);
    // 24:00 means the next midnight
    expect(atLocalTime('2026-03-02', '24:00', TZ)).toEqual(at('2026-03-03 00:00'));
  });

  it('local dates and times of day agree with Luxon minute by minute across zone changes (kept offsets per hour)', () => {
    // DST ends and starts in Skopje and Sofia, Lord Howe's half-hour change at 15:30 UTC (inside an hour of UTC), Kathmandu's +5:45.
    const cases: Array<[string, string]> = [
      [TZ, '2026-10-24T22:00:00Z'],
      [TZ, '2026-03-28T22:00:00Z'],
      ['Europe/Sofia', '2026-10-24T21:00:00Z'],
      ['Australia/Lord_Howe', '2026-10-03T12:00:00Z'],
      ['Australia/Lord_Howe', '2026-04-04T12:00:00Z'],
      ['Asia/Kathmandu', '2026-06-30T17:00:00Z'],
    ];
    for (const [zone, from] of cases) {
      const start = Date.parse(from);
      // Asked twice, out of order, so a kept answer is reused and must still be right.
      for (const pass of [0, 1]) {
        for (let m = 0; m < 8 * 60; m += 7) {
          const t = new Date(start + (pass === 0 ? m : 8 * 60 - m) * 60_000);
          const expected = DateTime.fromJSDate(t, { zone });
          expect([zone, t.toISOString(), localDate(t, zone), localTime(t, zone)]).toEqual([zone, t.toISOString(), expected.toFormat('yyyy-MM-dd'), expected.toFormat('HH:mm')]);
        }
      }
    }
  });

  it('answers the same kept days again unchanged (a caller cannot change a kept answer)', () => {
    const first = dayBounds('2026-03-02', TZ);
    first.start.setTime(0);
    expect(dayBounds('2026-03-02', TZ).start.toISOString()).toBe('2026-03-01T23:00:00.000Z');
    expect(() => dayBounds('2026-02-30', TZ)).toThrow(RangeError);
    expect(() => dayBounds('2026-02-30', TZ)).toThrow(RangeError);
  });
});
