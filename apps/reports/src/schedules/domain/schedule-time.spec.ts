import { latestDueUpTo, nextDueAt, periodOf, type ScheduleTiming } from './schedule-time';

const weekly = (weekday: number, time: string, zone: string): ScheduleTiming => ({ frequency: 'weekly', weekday, dayOfMonth: null, time, zone });
const monthly = (dayOfMonth: number, time: string, zone: string): ScheduleTiming => ({ frequency: 'monthly', weekday: null, dayOfMonth, time, zone });
const iso = (d: Date) => d.toISOString();

describe('nextDueAt', () => {
  it('runs weekly on the weekday at the local time, winter and summer offsets of Skopje', () => {
    // Monday 08:00 in Skopje: UTC+1 in winter, UTC+2 in summer.
    expect(iso(nextDueAt(weekly(1, '08:00', 'Europe/Skopje'), new Date('2026-01-07T12:00:00Z')))).toBe('2026-01-12T07:00:00.000Z');
    expect(iso(nextDueAt(weekly(1, '08:00', 'Europe/Skopje'), new Date('2026-07-01T12:00:00Z')))).toBe('2026-07-06T06:00:00.000Z');
  });

  it('is strictly after the given instant: the due minute itself gives the next week', () => {
    expect(iso(nextDueAt(weekly(1, '08:00', 'Europe/Skopje'), new Date('2026-01-12T07:00:00Z')))).toBe('2026-01-19T07:00:00.000Z');
    expect(iso(nextDueAt(weekly(1, '08:00', 'Europe/Skopje'), new Date('2026-01-12T06:59:00Z')))).toBe('2026-01-12T07:00:00.000Z');
  });

  it('keeps the local time across the spring change (Skopje, 29 March 2026)', () => {
    // Saturday 28 March 08:00 is UTC+1, the next Saturday (4 April) UTC+2.
    const t = weekly(6, '08:00', 'Europe/Skopje');
    const first = nextDueAt(t, new Date('2026-03-27T00:00:00Z'));
    expect(iso(first)).toBe('2026-03-28T07:00:00.000Z');
    expect(iso(nextDueAt(t, first))).toBe('2026-04-04T06:00:00.000Z');
  });

  it('moves a time the clocks skip to just after the gap (Sofia 03:30 on 29 March 2026 is 04:30 EEST)', () => {
    const due = nextDueAt(weekly(7, '03:30', 'Europe/Sofia'), new Date('2026-03-28T00:00:00Z'));
    expect(iso(due)).toBe('2026-03-29T01:30:00.000Z');
  });

  it('runs a time that happens twice only once, at its first occurrence (Sofia 03:30 on 25 October 2026)', () => {
    const t = weekly(7, '03:30', 'Europe/Sofia');
    const due = nextDueAt(t, new Date('2026-10-24T00:00:00Z'));
    expect(iso(due)).toBe('2026-10-25T00:30:00.000Z'); // 03:30 EEST (UTC+3), not 03:30 EET an hour later
    expect(iso(nextDueAt(t, due))).toBe('2026-11-01T01:30:00.000Z');
  });

  it('runs monthly on day N, on the last day in shorter months', () => {
    const t = monthly(31, '06:00', 'Europe/Skopje');
    const jan = nextDueAt(t, new Date('2026-01-15T00:00:00Z'));
    expect(iso(jan)).toBe('2026-01-31T05:00:00.000Z');
    const feb = nextDueAt(t, jan);
    expect(iso(feb)).toBe('2026-02-28T05:00:00.000Z');
    const mar = nextDueAt(t, feb);
    expect(iso(mar)).toBe('2026-03-31T04:00:00.000Z'); // summer time since 29 March
    expect(iso(nextDueAt(t, mar))).toBe('2026-04-30T04:00:00.000Z');
    expect(iso(nextDueAt(monthly(29, '06:00', 'Europe/Sofia'), new Date('2028-02-01T00:00:00Z')))).toBe('2028-02-29T04:00:00.000Z');
  });

  it('runs on the 1st at midnight local time in the company zone, whatever the server zone', () => {
    expect(iso(nextDueAt(monthly(1, '00:00', 'Europe/Sofia'), new Date('2026-11-15T00:00:00Z')))).toBe('2026-11-30T22:00:00.000Z');
  });
});

describe('latestDueUpTo', () => {
  it('catches up only the latest of the runs missed while nothing ran', () => {
    const t = weekly(1, '08:00', 'Europe/Skopje');
    expect(iso(latestDueUpTo(t, new Date('2026-01-05T07:00:00Z'), new Date('2026-01-27T10:00:00Z')))).toBe('2026-01-26T07:00:00.000Z');
    expect(iso(latestDueUpTo(t, new Date('2026-01-05T07:00:00Z'), new Date('2026-01-05T07:30:00Z')))).toBe('2026-01-05T07:00:00.000Z');
  });
});

describe('periodOf', () => {
  it('last week is Monday to Sunday before the due date’s week', () => {
    expect(periodOf('last_week', new Date('2026-11-23T07:00:00Z'), 'Europe/Skopje')).toEqual({ from: '2026-11-16', to: '2026-11-22' });
    expect(periodOf('last_week', new Date('2026-11-29T07:00:00Z'), 'Europe/Skopje')).toEqual({ from: '2026-11-16', to: '2026-11-22' });
  });

  it('last month is the calendar month before, by the company zone’s date', () => {
    expect(periodOf('last_month', new Date('2026-03-01T05:00:00Z'), 'Europe/Skopje')).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    // 23:30 UTC on 31 January is already 1 February in Sofia.
    expect(periodOf('last_month', new Date('2026-01-31T23:30:00Z'), 'Europe/Sofia')).toEqual({ from: '2026-01-01', to: '2026-01-31' });
  });

  it('month to date runs to yesterday; on the 1st it is the whole previous month', () => {
    expect(periodOf('month_to_date', new Date('2026-11-24T07:00:00Z'), 'Europe/Skopje')).toEqual({ from: '2026-11-01', to: '2026-11-23' });
    expect(periodOf('month_to_date', new Date('2026-12-01T07:00:00Z'), 'Europe/Skopje')).toEqual({ from: '2026-11-01', to: '2026-11-30' });
  });
});
