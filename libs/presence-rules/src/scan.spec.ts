import { planScan, type ScanSituation } from './scan';
import { at, rec } from './spec-helpers';

const situation = (over: Partial<ScanSituation> & Pick<ScanSituation, 'at'>): ScanSituation => ({
  covering: null,
  next: null,
  mayStart: true,
  workdayMinutes: 8 * 60 + 30,
  ...over,
});

describe('planScan (what a gate scan does)', () => {
  it('clocks in at the scan when nothing is on and nothing comes later', () => {
    expect(planScan(situation({ at: at('2026-03-02 08:00') }))).toEqual({ type: 'clock-in', action: 'clock-in', close: null, start: at('2026-03-02 08:00') });
  });

  it('clocks out at the scan when work is on', () => {
    const work = rec('work', '2026-03-02 08:00', null, 11);
    expect(planScan(situation({ at: at('2026-03-02 16:30'), covering: work }))).toEqual({
      type: 'clock-out',
      action: 'clock-out',
      close: { id: 11, end: at('2026-03-02 16:30') },
    });
  });

  it('a night shift: work started the evening before ends at the morning scan', () => {
    const night = rec('work', '2026-03-02 22:00', null, 12);
    expect(planScan(situation({ at: at('2026-03-03 06:05'), covering: night }))).toMatchObject({ type: 'clock-out', close: { id: 12, end: at('2026-03-03 06:05') } });
  });

  it('never ends a record before it started', () => {
    const work = rec('work', '2026-03-02 08:00', null, 13);
    expect(planScan(situation({ at: at('2026-03-02 07:59'), covering: work }))).toMatchObject({ close: { id: 13, end: at('2026-03-02 08:00') } });
  });

  it('a scan during a break (or field work, a private exit) ends it and starts work', () => {
    for (const kind of ['break', 'field_work', 'private_exit'] as const) {
      const other = rec(kind, '2026-03-02 12:00', null, 14);
      expect(planScan(situation({ at: at('2026-03-02 12:20'), covering: other }))).toEqual({
        type: 'clock-in',
        action: 'clock-in',
        close: { id: 14, end: at('2026-03-02 12:20') },
        start: at('2026-03-02 12:20'),
      });
    }
  });

  it('a user whose logging is disabled is refused a clock-in, but can still be clocked out', () => {
    const muted = { mayStart: false };
    expect(planScan(situation({ ...muted, at: at('2026-03-02 08:00') }))).toEqual({ type: 'error', key: 'presence_logging_disabled' });
    expect(planScan(situation({ ...muted, at: at('2026-03-02 12:20'), covering: rec('break', '2026-03-02 12:00', null) }))).toEqual({
      type: 'error',
      key: 'presence_logging_disabled',
    });
    expect(planScan(situation({ ...muted, at: at('2026-03-02 16:00'), covering: rec('work', '2026-03-02 08:00', null, 15) }))).toMatchObject({ type: 'clock-out' });
  });

  it('a late clock-out inside work that was closed later ends that work at the scan', () => {
    const closed = rec('work', '2026-03-02 08:00', '2026-03-02 18:00', 16);
    expect(planScan(situation({ at: at('2026-03-02 16:00'), covering: closed }))).toEqual({
      type: 'late-clock-out',
      action: 'clock-out',
      place: { recordId: 16, start: at('2026-03-02 08:00'), end: at('2026-03-02 16:00') },
    });
  });

  it('a late clock-in runs until the next record starts', () => {
    const next = rec('break', '2026-03-02 12:00', null);
    expect(planScan(situation({ at: at('2026-03-02 08:00'), next }))).toEqual({
      type: 'late-clock-in',
      action: 'clock-in',
      place: { start: at('2026-03-02 08:00'), end: at('2026-03-02 12:00') },
    });
  });

  it('a late clock-in days before the next record runs one working day (working hours and paid break)', () => {
    const next = rec('work', '2026-03-05 08:00', null);
    expect(planScan(situation({ at: at('2026-03-02 08:00'), next }))).toMatchObject({ place: { start: at('2026-03-02 08:00'), end: at('2026-03-02 16:30') } });
    // at least a minute, whatever the settings say
    expect(planScan(situation({ at: at('2026-03-02 08:00'), next, workdayMinutes: 0 }))).toMatchObject({ place: { end: at('2026-03-02 08:01') } });
  });

  it('a working day is real time: across the spring-forward night it ends an hour later on the clock', () => {
    const next = rec('work', '2026-03-31 08:00', null);
    expect(planScan(situation({ at: at('2026-03-28 22:00'), next }))).toMatchObject({ place: { end: at('2026-03-29 07:30') } });
  });

  it('a scan that finds a closed break with later records clocks in late (the break is the placement’s to trim)', () => {
    const covering = rec('break', '2026-03-02 12:00', '2026-03-02 13:00');
    const next = rec('work', '2026-03-02 13:00', null);
    expect(planScan(situation({ at: at('2026-03-02 12:30'), covering, next }))).toEqual({
      type: 'late-clock-in',
      action: 'clock-in',
      place: { start: at('2026-03-02 12:30'), end: at('2026-03-02 13:00') },
    });
  });
});
