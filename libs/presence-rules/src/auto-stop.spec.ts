import { autoStopAt } from './auto-stop';
import { at, rec, rules, span } from './spec-helpers';

describe('autoStopAt', () => {
  const auto = rules({ automaticPresenceStop: true, workingMinutesPerDay: 480, maxPaidBreakMinutes: 30 });

  it('is null for a user without automatic stop, or a closed record', () => {
    expect(autoStopAt(rec('work', '2026-03-02 09:00', null), rules(), [])).toBeNull();
    expect(autoStopAt(rec('work', '2026-03-02 09:00', '2026-03-02 12:00'), auto, [])).toBeNull();
  });

  it('is the end of the schedule span that holds the start', () => {
    const s = [span('2026-03-02 09:00', '2026-03-02 17:00')];
    expect(autoStopAt(rec('work', '2026-03-02 09:20', null), auto, s)).toEqual(at('2026-03-02 17:00'));
    expect(autoStopAt(rec('break', '2026-03-02 12:00', null), auto, s)).toEqual(at('2026-03-02 17:00'));
  });

  it('a night shift across midnight stops at its end the next morning', () => {
    const s = [span('2026-03-02 22:00', '2026-03-03 06:00')];
    expect(autoStopAt(rec('work', '2026-03-02 22:03', null), auto, s)).toEqual(at('2026-03-03 06:00'));
  });

  it('without a span holding the start: start + working minutes + max paid break', () => {
    expect(autoStopAt(rec('work', '2026-03-02 08:50', null), auto, [span('2026-03-02 09:00', '2026-03-02 17:00')])).toEqual(at('2026-03-02 17:20'));
    expect(autoStopAt(rec('work', '2026-03-02 07:00', null), auto, [])).toEqual(at('2026-03-02 15:30'));
    // across the fall-back night: 8 h 30 of real time
    expect(autoStopAt(rec('work', '2026-10-24 22:00', null), auto, [])).toEqual(new Date(at('2026-10-24 22:00').getTime() + 510 * 60_000));
    expect(autoStopAt(rec('work', '2026-10-24 22:00', null), auto, [])).toEqual(at('2026-10-25 05:30'));
  });
});
