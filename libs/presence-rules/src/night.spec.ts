import { classifyDay } from './classify';
import { nightOverlapMinutes, nightWorkMinutes } from './night';
import { at, facts, rec, rules } from './spec-helpers';

const night = rules({ nightWork: { start: '22:00', end: '06:00' } });
const NOW = at('2026-03-10 12:00');

describe('night hours for payroll', () => {
  it('counts overtime worked at night as night hours too (14:00–23:30 with an 8-hour day: 90 min of 21, and 90 night minutes)', () => {
    const day = classifyDay('2026-03-02', [rec('work', '2026-03-02 14:00', '2026-03-02 23:30')], night, facts(), NOW);
    expect(day.totals.byType.get(21)).toBe(90);
    expect(day.totals.byType.get(17)).toBeUndefined();
    expect(nightWorkMinutes(day, night)).toBe(90);
  });

  it('counts the part of a night shift inside each local day (22:00–06:00 gives 120 on the first day, 360 on the second)', () => {
    const r = [rec('work', '2026-03-02 22:00', '2026-03-03 06:00')];
    const first = classifyDay('2026-03-02', r, night, facts(), NOW);
    const second = classifyDay('2026-03-03', r, night, facts(), NOW);
    expect(nightWorkMinutes(first, night)).toBe(120);
    expect(nightWorkMinutes(second, night)).toBe(360);
  });

  it('counts night work on a holiday, and never breaks or private exits', () => {
    const r = [rec('work', '2026-03-02 20:00', '2026-03-02 22:30'), rec('break', '2026-03-02 22:30', '2026-03-02 23:00'), rec('work', '2026-03-02 23:00', '2026-03-02 23:45')];
    const holiday = classifyDay('2026-03-02', r, night, facts({ holiday: 'Day' }), NOW);
    expect(nightWorkMinutes(holiday, night)).toBe(30 + 45);
  });

  it('is zero when the company has no night window', () => {
    const day = classifyDay('2026-03-02', [rec('work', '2026-03-02 20:00', '2026-03-02 23:30')], rules(), facts(), NOW);
    expect(nightWorkMinutes(day, rules())).toBe(0);
    expect(nightOverlapMinutes({ start: at('2026-03-02 21:00'), end: at('2026-03-02 23:00') }, '2026-03-02', night)).toBe(60);
  });
});
