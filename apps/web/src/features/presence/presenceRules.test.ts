import { buildDay, buildRecord, buildTotals } from '../../test/presenceBuilders';
import { scheduleDates } from './ScheduleTab';
import { visibleTeamDates } from './TeamWeekTab';
import { totalsOf } from './presenceApi';
import { actionFor, DEFAULT_PRESENCE_COLOR, kindColor, kindOfCurrent } from './presenceKinds';
import {
  daysBetween,
  formatDuration,
  formatTime,
  instantOfWall,
  isoWeekdayOf,
  isoWeekOf,
  isoWeekRange,
  isoWeeksInYear,
  todayIn,
  wallOf,
} from './presenceTime';

describe('presence buttons (spec section 4)', () => {
  it('starts an inactive kind and ends the active one', () => {
    expect(actionFor('work', null)).toBe('start-clock-in');
    expect(actionFor('work', 'work')).toBe('end-clock-in');
    expect(actionFor('break', 'work')).toBe('start-break');
    expect(actionFor('break', 'break')).toBe('end-break');
    expect(actionFor('private_exit', 'field_work')).toBe('start-private-exit');
    expect(actionFor('private_exit', 'private_exit')).toBe('end-private-exit');
    expect(actionFor('field_work', null)).toBe('start-field-work');
    expect(actionFor('field_work', 'field_work')).toBe('end-field-work');
  });

  it('turns on the kind of the current record: 7, 8, 14 and 17 count as Work, 10–13, 15, 16, 18, 19 as none', () => {
    const kindOf = (presence_type_id: number) => kindOfCurrent([buildRecord({ presence_type_id })]);
    expect(kindOf(1)).toBe('work');
    for (const id of [7, 8, 14, 17]) expect(kindOf(id)).toBe('work');
    expect(kindOf(2)).toBe('break');
    expect(kindOf(3)).toBe('private_exit');
    expect(kindOf(5)).toBe('field_work');
    for (const id of [10, 11, 12, 13, 15, 16, 18, 19]) expect(kindOf(id)).toBeNull();
    expect(kindOfCurrent([])).toBeNull();
    expect(kindOfCurrent(undefined)).toBeNull();
    // Only an open record is a current presence.
    expect(kindOfCurrent([buildRecord({ end: '2026-03-16T08:00:00.000Z' })])).toBeNull();
  });

  it('colours the indicator by kind, #5f6281 when off', () => {
    expect(kindColor('work')).toBe('#2786fb');
    expect(kindColor('break')).toBe('#1dc9b7');
    expect(kindColor('private_exit')).toBe('#ffb822');
    expect(kindColor('field_work')).toBe('#8e44ad');
    expect(kindColor(null)).toBe(DEFAULT_PRESENCE_COLOR);
    expect(DEFAULT_PRESENCE_COLOR).toBe('#5f6281');
  });
});

describe('presence times', () => {
  it('shows hh:mm and days in the company zone', () => {
    expect(formatTime('2026-03-16T07:05:00Z', 'Europe/Skopje')).toBe('08:05');
    expect(formatTime('2026-07-16T07:05:00Z', 'Europe/Skopje')).toBe('09:05');
    expect(todayIn('Europe/Skopje', new Date('2026-03-16T23:30:00Z'))).toBe('2026-03-17');
    expect(formatTime(null)).toBe('');
  });

  it('turns a picker wall time in the company zone into an instant and back, across a DST change', () => {
    const wall = wallOf('2026-03-29T00:30:00Z', 'Europe/Skopje');
    expect(wall?.format('YYYY-MM-DD HH:mm')).toBe('2026-03-29 01:30');
    expect(instantOfWall(wall, 'Europe/Skopje')).toBe('2026-03-29T00:30:00.000Z');
    // After the clocks went forward (02:00 → 03:00 on 29 March 2026) the offset is +2.
    const later = wallOf('2026-03-29T05:00:00Z', 'Europe/Skopje');
    expect(later?.format('HH:mm')).toBe('07:00');
    expect(instantOfWall(later, 'Europe/Skopje')).toBe('2026-03-29T05:00:00.000Z');
    expect(instantOfWall(null, 'Europe/Skopje')).toBeNull();
  });

  it('counts ISO weeks', () => {
    expect(isoWeekOf('2026-01-01')).toEqual({ year: 2026, weeknum: 1 });
    expect(isoWeekOf('2027-01-01')).toEqual({ year: 2026, weeknum: 53 });
    expect(isoWeekOf('2024-12-30')).toEqual({ year: 2025, weeknum: 1 });
    expect(isoWeekRange(2026, 12)).toEqual({ start: '2026-03-16', end: '2026-03-22' });
    expect(isoWeekRange(2025, 1)).toEqual({ start: '2024-12-30', end: '2025-01-05' });
    expect(isoWeeksInYear(2026)).toBe(53);
    expect(isoWeeksInYear(2025)).toBe(52);
    expect(isoWeekdayOf('2026-03-22')).toBe(7);
  });

  it('formats durations and lists days', () => {
    expect(formatDuration(0)).toBe('0:00');
    expect(formatDuration(485)).toBe('8:05');
    expect(formatDuration(undefined)).toBe('0:00');
    expect(daysBetween('2026-02-27', '2026-03-02')).toEqual(['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02']);
    expect(daysBetween('2026-03-02', '2026-03-01')).toEqual([]);
  });
});

describe('team week and schedules', () => {
  const day = (date: string, worked_minutes: number) => ({ date, totals: buildTotals({ worked_minutes }), holiday: null, absence_type_id: null, rest_day: false });
  const week = (sundayMinutes: number, flags: { show_saturday: boolean; show_sunday: boolean }) => ({
    start: '2026-03-16',
    ...flags,
    rows: [
      {
        user_id: 1,
        full_name: 'Ana',
        totals: buildTotals(),
        days: [day('2026-03-16', 480), day('2026-03-21', 0), day('2026-03-22', sundayMinutes)],
      },
    ],
  });

  it('shows the weekend columns per the flags, or when anyone worked then', () => {
    expect(visibleTeamDates(week(0, { show_saturday: false, show_sunday: false }))).toEqual([
      '2026-03-16',
      '2026-03-17',
      '2026-03-18',
      '2026-03-19',
      '2026-03-20',
    ]);
    expect(visibleTeamDates(week(60, { show_saturday: false, show_sunday: false }))).toContain('2026-03-22');
    expect(visibleTeamDates(week(0, { show_saturday: true, show_sunday: false }))).toContain('2026-03-21');
    expect(visibleTeamDates(week(0, { show_saturday: true, show_sunday: true }))).toHaveLength(7);
  });

  it('assigns a shift to every day of a period, or only to working days', () => {
    expect(scheduleDates('2026-03-20', '2026-03-23', false)).toEqual(['2026-03-20', '2026-03-21', '2026-03-22', '2026-03-23']);
    expect(scheduleDates('2026-03-20', '2026-03-23', true)).toEqual(['2026-03-20', '2026-03-23']);
  });

  it('reads day totals whether the server answers the totals or the whole day', () => {
    const totals = buildTotals({ worked_minutes: 30 });
    expect(totalsOf(totals)).toBe(totals);
    expect(totalsOf({ ...buildDay('2026-03-16', 1), totals })).toBe(totals);
  });
});
