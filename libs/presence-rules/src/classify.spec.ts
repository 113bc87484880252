import { classifyDay, dayContext, emptyTotals, nightWindows, recordTypeId, sumTotals } from './classify';
import { at, byType, facts, rec, rules, span } from './spec-helpers';
import type { Segment } from './types';

const MON = '2026-03-02';
const t = (hm: string, date = MON) => at(`${date} ${hm}`);
const r = (id: number, kind: Parameters<typeof rec>[0], start: string, end: string | null, date = MON, endDate = date) =>
  rec(kind, `${date} ${start}`, end === null ? null : `${endDate} ${end}`, id);
const later = new Date('2030-01-01T00:00:00Z');
const night = rules({ nightWork: { start: '22:00', end: '06:00' } });
const seg = (s: Segment) => [s.typeId, s.start.toISOString(), s.end.toISOString(), s.minutes, s.recordId];

describe('recordTypeId', () => {
  it('maps kinds by holiday > absence > rest day > night window', () => {
    const k = ['work', 'break', 'field_work', 'private_exit'] as const;
    const ids = (f: ReturnType<typeof facts>, at = t('10:00'), ru = night) => k.map((kind) => recordTypeId(kind, at, ru, f));
    expect(ids(facts())).toEqual([1, 2, 5, 3]);
    expect(ids(facts({ holiday: 'Independence Day' }))).toEqual([7, 10, 12, 3]);
    expect(ids(facts({ absenceTypeId: 1 }))).toEqual([8, 11, 13, 3]);
    expect(ids(facts({ restDay: true }))).toEqual([14, 16, 15, 3]);
    expect(ids(facts({ absenceTypeId: 11 }))).toEqual([14, 16, 15, 3]);
    expect(ids(facts(), t('23:00'))).toEqual([17, 19, 18, 3]);
    // priorities
    expect(ids(facts({ holiday: 'H', absenceTypeId: 1, restDay: true }), t('23:00'))).toEqual([7, 10, 12, 3]);
    expect(ids(facts({ absenceTypeId: 3, restDay: true }), t('23:00'))).toEqual([8, 11, 13, 3]);
    expect(ids(facts({ restDay: true }), t('23:00'))).toEqual([14, 16, 15, 3]);
  });

  it('the night window is checked per instant, including the one that began the evening before', () => {
    expect(recordTypeId('work', t('05:59'), night, facts())).toBe(17);
    expect(recordTypeId('work', t('06:00'), night, facts())).toBe(1);
    expect(recordTypeId('work', t('21:59'), night, facts())).toBe(1);
    expect(recordTypeId('work', t('22:00'), night, facts())).toBe(17);
    expect(recordTypeId('work', t('23:00'), rules(), facts())).toBe(1); // night work off
  });

  it('dayContext and nightWindows', () => {
    expect(dayContext(facts())).toBe('normal');
    expect(dayContext(facts({ absenceTypeId: 10 }))).toBe('absence');
    expect(nightWindows(MON, night)).toEqual([
      { start: t('00:00').getTime(), end: t('06:00').getTime() },
      { start: t('22:00').getTime(), end: t('00:00', '2026-03-03').getTime() },
    ]);
    expect(nightWindows(MON, rules())).toEqual([]);
  });
});

describe('classifyDay', () => {
  it('a plain day: work, paid break, work', () => {
    const day = classifyDay(
      MON,
      [r(1, 'work', '08:00', '12:00'), r(2, 'break', '12:00', '12:30'), r(3, 'work', '12:30', '16:30')],
      rules(),
      facts({ schedule: [span(`${MON} 08:00`, `${MON} 16:30`)] }),
      later,
    );
    expect(day.segments.map(seg)).toEqual([
      [1, t('08:00').toISOString(), t('12:00').toISOString(), 240, 1],
      [2, t('12:00').toISOString(), t('12:30').toISOString(), 30, 2],
      [1, t('12:30').toISOString(), t('16:30').toISOString(), 240, 3],
    ]);
    expect(byType(day.totals.byType)).toEqual({ 1: 480, 2: 30, 24: 510, 25: 480 });
    expect(day.totals).toMatchObject({ workedMinutes: 480, paidBreakMinutes: 30, overtimeMinutes: 0, scheduledMinutes: 510, unauthorizedAbsenceMinutes: 0 });
  });

  it('breaks beyond the max paid break (cumulative) become 20 Exceeded Break', () => {
    const day = classifyDay(
      MON,
      [r(1, 'work', '08:00', '12:00'), r(2, 'break', '12:00', '12:20'), r(3, 'work', '12:20', '15:00'), r(4, 'break', '15:00', '15:25'), r(5, 'work', '15:25', '16:00')],
      rules({ maxPaidBreakMinutes: 30 }),
      facts(),
      later,
    );
    expect(day.segments.filter((s) => s.typeId === 2 || s.typeId === 20).map(seg)).toEqual([
      [2, t('12:00').toISOString(), t('12:20').toISOString(), 20, 2],
      [2, t('15:00').toISOString(), t('15:10').toISOString(), 10, 4],
      [20, t('15:10').toISOString(), t('15:25').toISOString(), 15, 4],
    ]);
    expect(byType(day.totals.byType)).toEqual({ 1: 435, 2: 30, 20: 15, 25: 435 });
    expect(day.totals.paidBreakMinutes).toBe(30);
  });

  it('with max paid break 0 every break is exceeded', () => {
    const day = classifyDay(MON, [r(1, 'break', '12:00', '12:30')], rules({ maxPaidBreakMinutes: 0 }), facts(), later);
    expect(byType(day.totals.byType)).toEqual({ 20: 30 });
  });

  it('work beyond the working minutes becomes 21 Overtime (the latest minutes)', () => {
    const recs = [r(1, 'work', '07:00', '12:00'), r(2, 'break', '12:00', '12:30'), r(3, 'field_work', '12:30', '14:00'), r(4, 'work', '14:00', '17:30')];
    const day = classifyDay(MON, recs, rules(), facts(), later);
    // worked 300 + 90 + 210 = 600 → 120 over: 15:30–17:30
    expect(day.segments.filter((s) => s.recordId === 4).map(seg)).toEqual([
      [1, t('14:00').toISOString(), t('15:30').toISOString(), 90, 4],
      [21, t('15:30').toISOString(), t('17:30').toISOString(), 120, 4],
    ]);
    expect(byType(day.totals.byType)).toEqual({ 1: 390, 2: 30, 5: 90, 21: 120, 25: 480 });
    expect(day.totals).toMatchObject({ workedMinutes: 600, overtimeMinutes: 120 });
  });

  it('overtime reaching into an earlier record', () => {
    const day = classifyDay(MON, [r(1, 'work', '06:00', '15:00'), r(2, 'field_work', '15:00', '15:30')], rules(), facts(), later);
    // 570 worked, 90 over: the field work (30) and the last 60 of the work record
    expect(byType(day.totals.byType)).toEqual({ 1: 480, 21: 90, 25: 480 });
  });

  it('disabled overtime keeps all work as is', () => {
    const day = classifyDay(MON, [r(1, 'work', '07:00', '17:30')], rules({ disableOvertime: true }), facts(), later);
    expect(byType(day.totals.byType)).toEqual({ 1: 630, 25: 630 });
    expect(day.totals.overtimeMinutes).toBe(0);
  });

  it('night work takes overtime first when it is the latest', () => {
    const day = classifyDay(MON, [r(1, 'work', '14:00', '23:00')], night, facts(), later);
    expect(day.segments.map(seg)).toEqual([
      [1, t('14:00').toISOString(), t('22:00').toISOString(), 480, 1],
      [21, t('22:00').toISOString(), t('23:00').toISOString(), 60, 1],
    ]);
  });

  it('a record across midnight counts on each day for its part; the night window applies per minute', () => {
    const shift = [r(1, 'work', '20:00', '02:00', MON, '2026-03-03')];
    const d1 = classifyDay(MON, shift, night, facts(), later);
    const d2 = classifyDay('2026-03-03', shift, night, facts(), later);
    expect(d1.segments.map(seg)).toEqual([
      [1, t('20:00').toISOString(), t('22:00').toISOString(), 120, 1],
      [17, t('22:00').toISOString(), t('00:00', '2026-03-03').toISOString(), 120, 1],
    ]);
    expect(d2.segments.map(seg)).toEqual([[17, t('00:00', '2026-03-03').toISOString(), t('02:00', '2026-03-03').toISOString(), 120, 1]]);
    expect(byType(sumTotals([d1.totals, d2.totals]).byType)).toEqual({ 1: 120, 17: 240, 25: 360 });
    // without night work it is plain work, 4 h on each day
    expect(byType(classifyDay(MON, [r(2, 'work', '20:00', '04:00', MON, '2026-03-03')], rules(), facts(), later).totals.byType)).toEqual({ 1: 240, 25: 240 });
  });

  it('night work before 06:00 and breaks and field work in the night', () => {
    const day = classifyDay(MON, [r(1, 'work', '05:00', '09:00'), r(2, 'break', '22:30', '22:45'), r(3, 'field_work', '22:45', '23:00')], night, facts(), later);
    expect(byType(day.totals.byType)).toEqual({ 1: 180, 17: 60, 18: 15, 19: 15, 25: 255 });
  });

  describe('DST', () => {
    it('spring forward: a 09:00–17:00 day is 8 h, a 00:00–06:00 record is 5 h', () => {
      expect(classifyDay('2026-03-29', [r(1, 'work', '09:00', '17:00', '2026-03-29')], rules(), facts(), later).totals.workedMinutes).toBe(480);
      expect(classifyDay('2026-03-29', [r(1, 'work', '00:00', '06:00', '2026-03-29')], rules(), facts(), later).totals.workedMinutes).toBe(300);
    });

    it('fall back: a 09:00–17:00 day is 8 h, a 00:00–06:00 record is 7 h', () => {
      expect(classifyDay('2026-10-25', [r(1, 'work', '09:00', '17:00', '2026-10-25')], rules(), facts(), later).totals.workedMinutes).toBe(480);
      expect(classifyDay('2026-10-25', [r(1, 'work', '00:00', '06:00', '2026-10-25')], rules(), facts(), later).totals.workedMinutes).toBe(420);
    });

    it('fall back: the whole 25 h day, and a night shift over the change', () => {
      const whole = classifyDay('2026-10-25', [r(1, 'work', '00:00', '00:00', '2026-10-25', '2026-10-26')], rules(), facts(), later);
      expect(byType(whole.totals.byType)).toEqual({ 1: 480, 21: 1020, 25: 480 });
      const shift = [r(2, 'work', '22:00', '06:00', '2026-10-24', '2026-10-25')];
      expect(byType(classifyDay('2026-10-24', shift, night, facts(), later).totals.byType)).toEqual({ 17: 120, 25: 120 });
      expect(byType(classifyDay('2026-10-25', shift, night, facts(), later).totals.byType)).toEqual({ 17: 420, 25: 420 });
    });
  });

  describe('holiday, absence and rest day', () => {
    const recs = [r(1, 'work', '09:00', '13:00'), r(2, 'break', '13:00', '13:20'), r(3, 'field_work', '13:20', '15:00'), r(4, 'private_exit', '15:00', '15:10'), r(5, 'work', '15:10', '19:00')];
    const sched = [span(`${MON} 09:00`, `${MON} 17:00`)];

    it('a holiday: typed presence 7/10/12, marker 9 with the scheduled minutes, no overtime, no unauthorized absence', () => {
      const day = classifyDay(MON, recs, night, facts({ holiday: 'Labour Day', schedule: sched }), later);
      // 4 h + 1 h 40 + 3 h 50 = 570 of work on holiday, nothing turns into 21 nor 17
      expect(byType(day.totals.byType)).toEqual({ 3: 10, 7: 470, 9: 480, 10: 20, 12: 100, 24: 480, 25: 570 });
      expect(day.totals).toMatchObject({ workedMinutes: 570, overtimeMinutes: 0, unauthorizedAbsenceMinutes: 0, paidBreakMinutes: 20 });
      const marker = day.segments.find((s) => s.typeId === 9);
      expect(marker).toEqual({ typeId: 9, start: t('00:00'), end: t('00:00', '2026-03-03'), minutes: 480, recordId: null });
    });

    it('a holiday without presence and without a schedule: marker 9 with the working minutes', () => {
      const day = classifyDay(MON, [], rules({ workingMinutesPerDay: 420 }), facts({ holiday: 'Labour Day' }), later);
      expect(byType(day.totals.byType)).toEqual({ 9: 420 });
      expect(day.totals.workedMinutes).toBe(0);
    });

    it('an approved absence: 8/11/13 and marker 4 (22 when unpaid)', () => {
      const vacation = classifyDay(MON, recs, rules(), facts({ absenceTypeId: 1, schedule: sched }), later);
      expect(byType(vacation.totals.byType)).toEqual({ 3: 10, 4: 480, 8: 470, 11: 20, 13: 100, 24: 480, 25: 570 });
      expect(byType(classifyDay(MON, [], rules(), facts({ absenceTypeId: 10 }), later).totals.byType)).toEqual({ 22: 480 });
      expect(byType(classifyDay(MON, [], rules(), facts({ absenceTypeId: 9 }), later).totals.byType)).toEqual({ 22: 480 });
    });

    it('a rest day: 14/16/15 and marker 23', () => {
      const day = classifyDay(MON, recs, rules(), facts({ restDay: true }), later);
      expect(byType(day.totals.byType)).toEqual({ 3: 10, 14: 470, 15: 100, 16: 20, 23: 480, 25: 570 });
    });

    it('breaks on a holiday are still limited by the max paid break', () => {
      const day = classifyDay(MON, [r(1, 'break', '12:00', '12:45')], rules(), facts({ holiday: 'H' }), later);
      expect(byType(day.totals.byType)).toEqual({ 9: 480, 10: 30, 20: 15 });
    });
  });

  describe('unauthorized absence', () => {
    const sched = [span(`${MON} 09:00`, `${MON} 17:00`)];

    it('counts scheduled time not covered by presence, only before now', () => {
      const day = classifyDay(MON, [r(1, 'work', '09:30', '12:00')], rules(), facts({ schedule: sched }), t('14:00'), 'raw');
      expect(day.segments.filter((s) => s.typeId === 6).map(seg)).toEqual([
        [6, t('09:00').toISOString(), t('09:30').toISOString(), 30, null],
        [6, t('12:00').toISOString(), t('14:00').toISOString(), 120, null],
      ]);
      expect(day.totals).toMatchObject({ unauthorizedAbsenceMinutes: 150, scheduledMinutes: 480, workedMinutes: 150 });
    });

    it('after the day every uncovered scheduled minute counts; before it none', () => {
      expect(classifyDay(MON, [r(1, 'work', '09:30', '12:00')], rules(), facts({ schedule: sched }), later, 'raw').totals.unauthorizedAbsenceMinutes).toBe(330);
      const future = classifyDay(MON, [], rules(), facts({ schedule: sched }), t('23:00', '2026-03-01'));
      expect(byType(future.totals.byType)).toEqual({ 24: 480 });
    });

    it('an open record covers until now', () => {
      const day = classifyDay(MON, [r(1, 'work', '09:00', null)], rules(), facts({ schedule: sched }), t('13:00'));
      expect(byType(day.totals.byType)).toEqual({ 1: 240, 24: 480, 25: 240 });
    });

    it('a private exit does not cover scheduled time; breaks and field work do', () => {
      const day = classifyDay(
        MON,
        [r(1, 'work', '09:00', '11:00'), r(2, 'private_exit', '11:00', '12:00'), r(3, 'break', '12:00', '12:30'), r(4, 'field_work', '12:30', '17:00')],
        rules(),
        facts({ schedule: sched }),
        later,
      );
      expect(byType(day.totals.byType)).toEqual({ 1: 120, 2: 30, 3: 60, 5: 270, 6: 60, 24: 480, 25: 390 });
    });

    it('rounding removes a late start within the margin from the unauthorized time', () => {
      const recs = [r(1, 'work', '09:08', '16:50')];
      const f = facts({ schedule: sched });
      const m = rules({ startRoundingMinutes: 10, endRoundingMinutes: 15 });
      expect(byType(classifyDay(MON, recs, m, f, later, 'raw').totals.byType)).toEqual({ 1: 462, 6: 18, 24: 480, 25: 462 });
      expect(byType(classifyDay(MON, recs, m, f, later, 'rounded').totals.byType)).toEqual({ 1: 480, 24: 480, 25: 480 });
      expect(byType(classifyDay(MON, recs, m, f, later).totals.byType)).toEqual({ 1: 480, 24: 480, 25: 480 });
    });

    it('a night shift from the evening before: only its part in the day is scheduled', () => {
      const nightShift = [span(`${MON} 22:00`, '2026-03-03 06:00')];
      const d2 = classifyDay('2026-03-03', [r(1, 'work', '22:00', '05:00', MON, '2026-03-03')], rules(), facts({ schedule: nightShift }), later);
      expect(byType(d2.totals.byType)).toEqual({ 1: 300, 6: 60, 24: 360, 25: 300 });
    });
  });

  it('raw mode keeps the clocked minutes; seconds are dropped', () => {
    const recs = [{ id: 1, kind: 'work' as const, start: new Date(t('08:55').getTime() + 42_000), end: new Date(t('16:50').getTime() + 59_000) }];
    const m = rules({ startRoundingMinutes: 10, endRoundingMinutes: 15 });
    const f = facts({ schedule: [span(`${MON} 09:00`, `${MON} 17:00`)] });
    expect(classifyDay(MON, recs, m, f, later, 'raw').totals.workedMinutes).toBe(475);
    expect(classifyDay(MON, recs, m, f, later, 'rounded').totals.workedMinutes).toBe(480);
  });

  it('overlapping records never count a minute twice', () => {
    const day = classifyDay(MON, [r(1, 'work', '08:00', '12:00'), r(2, 'break', '11:00', '12:30')], rules(), facts(), later);
    expect(byType(day.totals.byType)).toEqual({ 1: 240, 2: 30, 25: 240 });
  });

  it('records of other days are ignored', () => {
    const day = classifyDay(MON, [r(1, 'work', '08:00', '12:00', '2026-03-03')], rules(), facts(), later);
    expect(day.segments).toEqual([]);
    expect(day.totals).toEqual(emptyTotals());
  });
});

describe('totals', () => {
  it('emptyTotals is all zero', () => {
    expect(emptyTotals()).toEqual({ byType: new Map(), workedMinutes: 0, paidBreakMinutes: 0, overtimeMinutes: 0, scheduledMinutes: 0, unauthorizedAbsenceMinutes: 0 });
  });

  it('sumTotals adds days into a week', () => {
    const sched = (d: string) => facts({ schedule: [span(`${d} 09:00`, `${d} 17:00`)] });
    const days = ['2026-03-02', '2026-03-03', '2026-03-04'].map((d, i) =>
      classifyDay(d, [rec('work', `${d} 09:00`, `${d} ${['17:00', '18:00', '12:00'][i]}`, 100 + i)], rules(), sched(d), later),
    );
    const week = sumTotals(days.map((d) => d.totals));
    expect(byType(week.byType)).toEqual({ 1: 1140, 6: 300, 21: 60, 24: 1440, 25: 1140 });
    expect(week).toMatchObject({ workedMinutes: 1200, overtimeMinutes: 60, scheduledMinutes: 1440, unauthorizedAbsenceMinutes: 300, paidBreakMinutes: 0 });
    expect(sumTotals([])).toEqual(emptyTotals());
  });
});

describe('the worked example of docs/presence-rules.md', () => {
  const recs = [r(1, 'work', '09:07', '12:00'), r(2, 'break', '12:00', '12:40'), r(3, 'work', '12:40', '18:30')];
  const ru = rules({ startRoundingMinutes: 10, endRoundingMinutes: 15, nightWork: { start: '22:00', end: '06:00' } });
  const f = facts({ schedule: [span(`${MON} 09:00`, `${MON} 17:00`)] });

  it('rounded', () => {
    const day = classifyDay(MON, recs, ru, f, later);
    expect(day.segments.map(seg)).toEqual([
      [1, t('09:00').toISOString(), t('12:00').toISOString(), 180, 1],
      [2, t('12:00').toISOString(), t('12:30').toISOString(), 30, 2],
      [20, t('12:30').toISOString(), t('12:40').toISOString(), 10, 2],
      [1, t('12:40').toISOString(), t('17:40').toISOString(), 300, 3],
      [21, t('17:40').toISOString(), t('18:30').toISOString(), 50, 3],
    ]);
    expect(byType(day.totals.byType)).toEqual({ 1: 480, 2: 30, 20: 10, 21: 50, 24: 480, 25: 480 });
    expect(day.totals).toMatchObject({ workedMinutes: 530, paidBreakMinutes: 30, overtimeMinutes: 50, unauthorizedAbsenceMinutes: 0 });
  });

  it('raw', () => {
    const day = classifyDay(MON, recs, ru, f, later, 'raw');
    expect(byType(day.totals.byType)).toEqual({ 1: 480, 2: 30, 6: 7, 20: 10, 21: 43, 24: 480, 25: 480 });
    expect(day.totals.workedMinutes).toBe(523);
    expect(day.segments.find((s) => s.typeId === 21)?.start).toEqual(t('17:47'));
  });
});
