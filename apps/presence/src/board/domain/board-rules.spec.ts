import { absenceDaysByType, absentByType, backOn, countKinds, driftSeconds, DRIFT_LIMIT_SECONDS, graceMinutesOf, isSilent, latenessOf, workingHoursOf } from './board-rules';

const at = (hm: string, date = '2026-11-24') => new Date(`${date}T${hm}:00Z`);
const day = { dayStart: at('00:00'), scheduled: [{ start: at('08:00'), end: at('16:00') }] };

describe('late today', () => {
  it('someone who came in 20 minutes after a scheduled 08:00 start is 20 minutes late', () => {
    expect(latenessOf({ ...day, arrivals: [at('08:20')], now: at('10:00'), graceMinutes: 5, excused: false })).toEqual({
      scheduledStart: at('08:00'),
      arrivedAt: at('08:20'),
      lateMinutes: 20,
    });
  });

  it('an arrival within the grace is on time', () => {
    expect(latenessOf({ ...day, arrivals: [at('08:04')], now: at('10:00'), graceMinutes: 5, excused: false })).toBeNull();
  });

  it('someone not in yet is late once the grace passed (arrival unknown), and not before', () => {
    expect(latenessOf({ ...day, arrivals: [], now: at('08:03'), graceMinutes: 5, excused: false })).toBeNull();
    expect(latenessOf({ ...day, arrivals: [], now: at('08:45'), graceMinutes: 5, excused: false })).toEqual({ scheduledStart: at('08:00'), arrivedAt: null, lateMinutes: 45 });
  });

  it('nobody on leave, a holiday or a rest day, nor anyone without a schedule, is late', () => {
    expect(latenessOf({ ...day, arrivals: [], now: at('12:00'), graceMinutes: 0, excused: true })).toBeNull();
    expect(latenessOf({ ...day, scheduled: [], arrivals: [], now: at('12:00'), graceMinutes: 0, excused: false })).toBeNull();
  });

  it('a night shift from the evening before is not this morning’s start', () => {
    const scheduled = [
      { start: at('22:00', '2026-11-23'), end: at('06:00') },
      { start: at('14:00'), end: at('22:00') },
    ];
    expect(latenessOf({ dayStart: at('00:00'), scheduled, arrivals: [], now: at('10:00'), graceMinutes: 0, excused: false })).toBeNull();
    expect(latenessOf({ dayStart: at('00:00'), scheduled, arrivals: [at('14:30')], now: at('15:00'), graceMinutes: 0, excused: false })?.lateMinutes).toBe(30);
  });

  it('the grace is the start rounding margin, or the flexible margin for flexible hours', () => {
    expect(graceMinutesOf({ startRoundingMinutes: 5, flexibleRegularHours: false, flexibleHoursMarginMinutes: 30 })).toBe(5);
    expect(graceMinutesOf({ startRoundingMinutes: 5, flexibleRegularHours: true, flexibleHoursMarginMinutes: 30 })).toBe(30);
  });
});

describe('the in-now panel and absences', () => {
  it('counts each kind, and everyone with nothing on as off', () => {
    expect(countKinds([{ kind: 'work' }, { kind: 'work' }, { kind: 'break' }, { kind: null }, { kind: 'field_work' }])).toEqual({ work: 2, break: 1, private_exit: 0, field_work: 1, off: 1 });
  });

  it('absent today by type, with the unexplained (null) apart, most first', () => {
    expect(
      absentByType([
        { absenceTypeId: 1, unexplained: false },
        { absenceTypeId: 3, unexplained: false },
        { absenceTypeId: 1, unexplained: false },
        { absenceTypeId: null, unexplained: true },
        { absenceTypeId: null, unexplained: false },
      ]),
    ).toEqual([
      { absence_type_id: 1, count: 2 },
      { absence_type_id: null, count: 1 },
      { absence_type_id: 3, count: 1 },
    ]);
  });

  it('absence days of the month per type', () => {
    expect(absenceDaysByType([{ absenceTypeId: 3 }, { absenceTypeId: 1 }, { absenceTypeId: null }, { absenceTypeId: 1 }])).toEqual([
      { absence_type_id: 1, days: 2 },
      { absence_type_id: 3, days: 1 },
    ]);
  });

  it('back on: the first working day after the leave, skipping the weekend and a holiday', () => {
    // Leave Tue 24 – Thu 26 Nov 2026, Fri 27 a holiday: back on Monday 30th.
    const leave = new Set(['2026-11-24', '2026-11-25', '2026-11-26']);
    const back = backOn('2026-11-24', (d) => ({ absent: leave.has(d), holiday: d === '2026-11-27', restDay: false }));
    expect(back).toBe('2026-11-30');
  });

  it('back on is unknown beyond the horizon', () => {
    expect(backOn('2026-11-24', () => ({ absent: true, holiday: false, restDay: false }), 10)).toBeNull();
  });
});

describe('devices', () => {
  it('drift is the largest gap between the device’s time and when the scan arrived, either way', () => {
    const scans = [
      { scannedAt: at('08:00'), receivedAt: new Date(at('08:00').getTime() + 3_000) },
      { scannedAt: at('09:03'), receivedAt: at('09:00') },
    ];
    expect(driftSeconds(scans)).toBe(180);
    expect(driftSeconds(scans)! > DRIFT_LIMIT_SECONDS).toBe(true);
    expect(driftSeconds([])).toBeNull();
  });

  it('a device is silent after an hour without scans during working hours, never outside them', () => {
    const hours = { start: at('08:00'), end: at('16:00') };
    expect(isSilent(at('09:30'), at('10:00'), hours)).toBe(false);
    expect(isSilent(at('08:30'), at('10:00'), hours)).toBe(true);
    // Silence counts from the opening: last heard yesterday, 30 minutes after opening is not silent yet.
    expect(isSilent(at('15:00', '2026-11-23'), at('08:30'), hours)).toBe(false);
    expect(isSilent(null, at('09:15'), hours)).toBe(true);
    expect(isSilent(null, at('18:00'), hours)).toBe(false);
    expect(isSilent(null, at('10:00'), null)).toBe(false);
  });

  it('working hours: the span of the day’s schedules, else 08:00–16:00 on weekdays, none on a holiday for all', () => {
    const spans = [
      { start: at('06:00'), end: at('14:00') },
      { start: at('12:00'), end: at('20:00') },
    ];
    expect(workingHoursOf('2026-11-24', 'UTC', spans, false)).toEqual({ start: at('06:00'), end: at('20:00') });
    expect(workingHoursOf('2026-11-24', 'Europe/Skopje', [], false)).toEqual({ start: at('07:00'), end: at('15:00') });
    expect(workingHoursOf('2026-11-28', 'UTC', [], false)).toBeNull(); // a Saturday
    expect(workingHoursOf('2026-11-24', 'UTC', spans, true)).toBeNull();
  });
});
