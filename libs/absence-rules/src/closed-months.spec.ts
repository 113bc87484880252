import { closedMonthTouched } from '@presently/domain';
import { endEarlyTouches, requestTouches } from './closed-months';

const closed = [
  { month: '2026-10', department_id: null },
  { month: '2026-09', department_id: 5 },
];

describe('absences against closed months', () => {
  it('a sick leave from 29 October to 3 November touches the closed October', () => {
    expect(closedMonthTouched(closed, 2, requestTouches({ startDate: '2026-10-29', endDate: '2026-11-03', switchDate: null, dates: [] }))).toBe('2026-10');
  });

  it('a vacation in November touches nothing closed', () => {
    expect(closedMonthTouched(closed, 2, requestTouches({ startDate: '2026-11-09', endDate: '2026-11-13', switchDate: null, dates: [] }))).toBeNull();
  });

  it('a switched day whose day worked instead lies in a closed month is refused with that month', () => {
    expect(closedMonthTouched(closed, 2, requestTouches({ startDate: '2026-11-16', endDate: '2026-11-16', switchDate: '2026-10-17', dates: [] }))).toBe('2026-10');
  });

  it("a department's September closure holds for its people only", () => {
    const september = requestTouches({ startDate: '2026-09-14', endDate: '2026-09-18', switchDate: null, dates: [] });
    expect(closedMonthTouched(closed, 5, september)).toBe('2026-09');
    expect(closedMonthTouched(closed, 6, september)).toBeNull();
  });

  it('ending early touches only the days given back', () => {
    // A sick leave 20 October – 10 November ended on 5 November gives back 6–10 November: October stays as it was.
    expect(endEarlyTouches('2026-11-10', '2026-11-05')).toEqual([{ from: '2026-11-06', to: '2026-11-10' }]);
    expect(closedMonthTouched(closed, 2, endEarlyTouches('2026-11-10', '2026-11-05'))).toBeNull();
    // Ended on 28 October: 29 October – 10 November go back, October with them.
    expect(closedMonthTouched(closed, 2, endEarlyTouches('2026-11-10', '2026-10-28'))).toBe('2026-10');
  });
});
