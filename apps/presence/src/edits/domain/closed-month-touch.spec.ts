import { closedMonthTouched } from '@presently/domain';
import { touchedPeriods } from './closed-month-touch';

const at = (iso: string) => new Date(iso);
const zone = 'Europe/Skopje';
const october = [{ month: '2026-10', department_id: null }];

describe('which days a presence edit touches', () => {
  const now = at('2026-11-24T10:00:00Z');

  it('a night shift from 31 October into November touches the closed October', () => {
    const periods = touchedPeriods([{ start: at('2026-10-31T21:00:00Z'), end: at('2026-11-01T05:00:00Z') }], now, zone);
    expect(periods).toEqual([{ from: '2026-10-31', to: '2026-11-01' }]);
    expect(closedMonthTouched(october, 4, periods)).toBe('2026-10');
  });

  it('reads days in the company zone: 31 October 23:30 UTC is already 1 November in Skopje', () => {
    const periods = touchedPeriods([{ start: at('2026-10-31T23:30:00Z'), end: at('2026-11-01T07:00:00Z') }], now, zone);
    expect(periods).toEqual([{ from: '2026-11-01', to: '2026-11-01' }]);
    expect(closedMonthTouched(october, 4, periods)).toBeNull();
  });

  it('a record ending at local midnight belongs to the day before only', () => {
    expect(touchedPeriods([{ start: at('2026-10-31T15:00:00Z'), end: at('2026-10-31T23:00:00Z') }], now, zone)).toEqual([{ from: '2026-10-31', to: '2026-10-31' }]);
  });

  it('moving a November record back into October touches October (the change before and after both count)', () => {
    const periods = touchedPeriods(
      [
        { start: at('2026-11-02T07:00:00Z'), end: at('2026-11-02T15:00:00Z') },
        { start: at('2026-10-30T07:00:00Z'), end: at('2026-10-30T15:00:00Z') },
      ],
      now,
      zone,
    );
    expect(closedMonthTouched(october, 4, periods)).toBe('2026-10');
  });

  it('an open record runs until now', () => {
    expect(touchedPeriods([{ start: at('2026-11-24T07:00:00Z'), end: null }], now, zone)).toEqual([{ from: '2026-11-24', to: '2026-11-24' }]);
  });
});
