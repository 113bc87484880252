import { DateTime } from 'luxon';
import { demoDay, soFar } from './demo-days';

const zone = 'Europe/Skopje';
const office = (userId: number, date: string) => demoDay({ userId, date, profile: 'office', shiftStart: '08:00', shiftEnd: '16:00', zone });
const local = (d: Date) => DateTime.fromJSDate(d).setZone(zone);
const weekdays = (from: string, count: number) =>
  Array.from({ length: count * 2 }, (_, i) => DateTime.fromISO(from).plus({ days: i }))
    .filter((d) => d.weekday <= 5)
    .slice(0, count)
    .map((d) => d.toISODate() as string);

describe('a demo working day', () => {
  it('is a chain of segments, work first and last, each starting where the previous ended, with one break', () => {
    for (const date of weekdays('2026-09-01', 40)) {
      const day = office(7, date);
      expect(day[0].kind).toBe('work');
      expect(day.at(-1)?.kind).toBe('work');
      for (let i = 1; i < day.length; i++) expect(day[i].start.getTime()).toBe(day[i - 1].end?.getTime());
      expect(day.filter((s) => s.kind === 'break')).toHaveLength(1);
      expect(local(day[0].start).toISODate()).toBe(date);
    }
  });

  it('is the same every time for one person and day, and differs between people', () => {
    expect(office(7, '2026-10-05')).toEqual(office(7, '2026-10-05'));
    expect(office(7, '2026-10-05')).not.toEqual(office(8, '2026-10-05'));
  });

  it('over three months has late arrivals, overtime, private exits and exceeded breaks, but mostly ordinary days', () => {
    const days = weekdays('2026-08-03', 65).flatMap((date) => [1, 2, 3, 4, 5].map((u) => office(u, date)));
    const minutesAfterEight = (d: Date) => local(d).diff(local(d).set({ hour: 8, minute: 0 }), 'minutes').minutes;
    const late = days.filter((d) => minutesAfterEight(d[0].start) >= 15).length;
    const overtime = days.filter((d) => minutesAfterEight(d.at(-1)?.end as Date) >= 8 * 60 + 60).length;
    const exits = days.filter((d) => d.some((s) => s.kind === 'private_exit')).length;
    const longBreaks = days.filter((d) => d.some((s) => s.kind === 'break' && (s.end as Date).getTime() - s.start.getTime() >= 50 * 60_000)).length;
    for (const share of [late, overtime, exits, longBreaks].map((n) => n / days.length)) {
      expect(share).toBeGreaterThan(0.02);
      expect(share).toBeLessThan(0.25);
    }
  });

  it('sends field technicians out most days', () => {
    const days = weekdays('2026-08-03', 40).map((date) => demoDay({ userId: 3, date, profile: 'field', shiftStart: '08:00', shiftEnd: '16:00', zone }));
    expect(days.filter((d) => d.some((s) => s.kind === 'field_work')).length).toBeGreaterThan(25);
  });

  it('today: only what has started, the segment under way still on', () => {
    const day = office(7, '2026-10-05');
    const now = new Date(day[1].start.getTime() + 5 * 60_000);
    const partial = soFar(day, now);
    expect(partial).toHaveLength(2);
    expect(partial[0].end).toEqual(day[0].end);
    expect(partial[1]).toEqual({ ...day[1], end: null });
    expect(soFar(day, new Date(day[0].start.getTime() - 1))).toEqual([]);
  });
});
