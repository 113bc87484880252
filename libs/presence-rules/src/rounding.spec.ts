import { DateTime } from 'luxon';
import { roundRecord, roundRecords } from './rounding';
import { at, rec, rules, span } from './spec-helpers';

const sched = [span('2026-03-02 09:00', '2026-03-02 17:00')];
const margins = rules({ startRoundingMinutes: 10, endRoundingMinutes: 15 });
const round = (start: string, end: string | null, r = margins, s = sched) =>
  roundRecord({ start: at(start), end: end === null ? null : at(end) }, r, s);

describe('roundRecord with a schedule', () => {
  it('a start up to the start margin late, or any time early, is rounded to the scheduled start', () => {
    expect(round('2026-03-02 09:07', '2026-03-02 17:30').start).toEqual(at('2026-03-02 09:00'));
    expect(round('2026-03-02 09:10', '2026-03-02 17:30').start).toEqual(at('2026-03-02 09:00'));
    expect(round('2026-03-02 08:40', '2026-03-02 17:30').start).toEqual(at('2026-03-02 09:00'));
    expect(round('2026-03-02 09:11', '2026-03-02 17:30').start).toEqual(at('2026-03-02 09:11'));
  });

  it('an end up to the end margin early is rounded to the scheduled end; a later end stays', () => {
    expect(round('2026-03-02 09:00', '2026-03-02 16:50').end).toEqual(at('2026-03-02 17:00'));
    expect(round('2026-03-02 09:00', '2026-03-02 16:45').end).toEqual(at('2026-03-02 17:00'));
    expect(round('2026-03-02 09:00', '2026-03-02 16:44').end).toEqual(at('2026-03-02 16:44'));
    expect(round('2026-03-02 09:00', '2026-03-02 17:20').end).toEqual(at('2026-03-02 17:20'));
  });

  it('with zero margins only an early start is moved to the scheduled start', () => {
    const r = round('2026-03-02 08:50', '2026-03-02 16:59', rules());
    expect(r).toEqual({ start: at('2026-03-02 09:00'), end: at('2026-03-02 16:59') });
    expect(round('2026-03-02 09:01', null, rules()).start).toEqual(at('2026-03-02 09:01'));
  });

  it('never changes the raw times it was given, drops seconds, keeps an open end open', () => {
    const raw = { start: new Date('2026-03-02T08:12:42Z'), end: null };
    const r = roundRecord(raw, margins, sched);
    expect(raw.start.toISOString()).toBe('2026-03-02T08:12:42.000Z'); // 09:12:42 local: 12 min late, kept
    expect(r.start.toISOString()).toBe('2026-03-02T08:12:00.000Z');
    expect(r.end).toBeNull();
  });

  it('uses the first overlapping span for the start and the last for the end (split shift)', () => {
    const split = [span('2026-03-02 08:00', '2026-03-02 12:00'), span('2026-03-02 13:00', '2026-03-02 17:00')];
    expect(round('2026-03-02 08:05', '2026-03-02 16:55', margins, split)).toEqual({ start: at('2026-03-02 08:00'), end: at('2026-03-02 17:00') });
    expect(round('2026-03-02 13:04', '2026-03-02 16:50', margins, split)).toEqual({ start: at('2026-03-02 13:00'), end: at('2026-03-02 17:00') });
  });

  it('a record outside every span is rounded as without a schedule', () => {
    const r = round('2026-03-02 18:07', '2026-03-02 19:52', rules({ startRoundingMinutes: 15, endRoundingMinutes: 15 }));
    expect(r).toEqual({ start: at('2026-03-02 18:15'), end: at('2026-03-02 19:45') });
  });
});

describe('roundRecord with flexible regular hours', () => {
  const flex = rules({ startRoundingMinutes: 10, endRoundingMinutes: 15, flexibleRegularHours: true, flexibleHoursMarginMinutes: 60 });

  it('a start within the flexible margin is on time and moves the expected end with it', () => {
    // 08:30 is on time (09:00 − 60 … 09:00 + 60); expected end 16:30; 16:20 is within 15 min of it
    expect(round('2026-03-02 08:30', '2026-03-02 16:20', flex)).toEqual({ start: at('2026-03-02 08:30'), end: at('2026-03-02 16:30') });
    expect(round('2026-03-02 09:40', '2026-03-02 17:30', flex)).toEqual({ start: at('2026-03-02 09:40'), end: at('2026-03-02 17:40') });
  });

  it('a start beyond the margin is measured from the moved scheduled start', () => {
    // latest on-time start is 10:00; 10:05 is within the 10-minute start margin → 10:00; expected end 18:00
    expect(round('2026-03-02 10:05', '2026-03-02 17:50', flex)).toEqual({ start: at('2026-03-02 10:00'), end: at('2026-03-02 18:00') });
    // 10:20 is too late: kept; the expected end is still 18:00
    expect(round('2026-03-02 10:20', '2026-03-02 17:46', flex)).toEqual({ start: at('2026-03-02 10:20'), end: at('2026-03-02 18:00') });
    // earlier than 08:00 → rounded to 08:00, expected end 16:00
    expect(round('2026-03-02 07:40', '2026-03-02 15:50', flex)).toEqual({ start: at('2026-03-02 08:00'), end: at('2026-03-02 16:00') });
  });
});

describe('roundRecord without a schedule', () => {
  const m15 = rules({ startRoundingMinutes: 15, endRoundingMinutes: 15 });

  it('rounds the start up and the end down to multiples of the margins', () => {
    expect(round('2026-03-02 08:07', '2026-03-02 16:52', m15, [])).toEqual({ start: at('2026-03-02 08:15'), end: at('2026-03-02 16:45') });
    expect(round('2026-03-02 08:00', '2026-03-02 16:45', m15, [])).toEqual({ start: at('2026-03-02 08:00'), end: at('2026-03-02 16:45') });
    const mixed = rules({ startRoundingMinutes: 30, endRoundingMinutes: 0 });
    expect(round('2026-03-02 08:01', '2026-03-02 16:52', mixed, [])).toEqual({ start: at('2026-03-02 08:30'), end: at('2026-03-02 16:52') });
  });

  it('margin 0 means no rounding (whole minutes only)', () => {
    const r = roundRecord({ start: new Date('2026-03-02T07:07:30Z'), end: new Date('2026-03-02T15:52:59Z') }, rules(), []);
    expect(r.start.toISOString()).toBe('2026-03-02T07:07:00.000Z');
    expect(r.end?.toISOString()).toBe('2026-03-02T15:52:00.000Z');
  });

  it('rounds on the local wall clock (a zone at +05:30)', () => {
    const tz = 'Asia/Kolkata';
    const local = (s: string) => DateTime.fromFormat(s, 'yyyy-MM-dd HH:mm', { zone: tz }).toJSDate();
    const r = roundRecord({ start: local('2026-03-02 08:10'), end: local('2026-03-02 16:50') }, rules({ timezone: tz, startRoundingMinutes: 60, endRoundingMinutes: 60 }), []);
    expect(r).toEqual({ start: local('2026-03-02 09:00'), end: local('2026-03-02 16:00') });
  });

  it('never makes the end earlier than the start', () => {
    expect(round('2026-03-02 08:05', '2026-03-02 08:10', m15, [])).toEqual({ start: at('2026-03-02 08:15'), end: at('2026-03-02 08:15') });
  });
});

describe('roundRecords (a day rounded as chains)', () => {
  it('rounds only the clock-in and clock-out of a chain; inner boundaries stay raw', () => {
    const w1 = rec('work', '2026-03-02 08:55', '2026-03-02 12:00', 1);
    const b = rec('break', '2026-03-02 12:00', '2026-03-02 12:20', 2);
    const w2 = rec('work', '2026-03-02 12:20', '2026-03-02 16:50', 3);
    const m = roundRecords([w2, b, w1], margins, sched);
    expect(m.get(1)).toEqual({ start: at('2026-03-02 09:00'), end: at('2026-03-02 12:00') });
    expect(m.get(2)).toEqual({ start: at('2026-03-02 12:00'), end: at('2026-03-02 12:20') });
    expect(m.get(3)).toEqual({ start: at('2026-03-02 12:20'), end: at('2026-03-02 17:00') });
  });

  it('records wholly before the rounded start shrink to nothing', () => {
    // clocked in at 08:00, break 08:30–08:45, work on: the rounded day starts at 09:00
    const m = roundRecords(
      [rec('work', '2026-03-02 08:00', '2026-03-02 08:30', 1), rec('break', '2026-03-02 08:30', '2026-03-02 08:45', 2), rec('work', '2026-03-02 08:45', null, 3)],
      margins,
      sched,
    );
    expect(m.get(1)).toEqual({ start: at('2026-03-02 09:00'), end: at('2026-03-02 09:00') });
    expect(m.get(2)).toEqual({ start: at('2026-03-02 09:00'), end: at('2026-03-02 09:00') });
    expect(m.get(3)).toEqual({ start: at('2026-03-02 09:00'), end: null });
  });

  it('separate chains are rounded separately', () => {
    const m = roundRecords(
      [rec('work', '2026-03-02 09:05', '2026-03-02 12:00', 1), rec('work', '2026-03-02 13:00', '2026-03-02 16:55', 2)],
      margins,
      sched,
    );
    expect(m.get(1)).toEqual({ start: at('2026-03-02 09:00'), end: at('2026-03-02 12:00') });
    // the second chain starts at 13:00, 4 hours after the scheduled start: not rounded
    expect(m.get(2)).toEqual({ start: at('2026-03-02 13:00'), end: at('2026-03-02 17:00') });
  });
});
