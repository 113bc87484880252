import type { PresenceTotals } from '@presently/contracts';
import { calendarDay } from './calendar-day';

const totals = (byType: Array<[number, number]>, worked = 0): PresenceTotals => ({
  by_type: byType.map(([presence_type_id, minutes]) => ({ presence_type_id, minutes })),
  worked_minutes: worked,
  paid_break_minutes: 0,
  overtime_minutes: 0,
  scheduled_minutes: 0,
  unauthorized_absence_minutes: 0,
});

describe('a day of worked hours on my calendar', () => {
  it('keeps work, breaks, field work and overtime by type', () => {
    expect(calendarDay('2026-12-01', totals([[1, 450], [2, 30], [5, 60], [21, 45]], 555))).toEqual({
      date: '2026-12-01',
      by_type: [
        { presence_type_id: 1, minutes: 450 },
        { presence_type_id: 2, minutes: 30 },
        { presence_type_id: 5, minutes: 60 },
        { presence_type_id: 21, minutes: 45 },
      ],
      worked_minutes: 555,
    });
  });

  it('leaves out an approved vacation day’s or a holiday’s marker: nothing was logged', () => {
    expect(calendarDay('2026-12-08', totals([[4, 480]]))).toBeNull();
    expect(calendarDay('2026-12-10', totals([[9, 480], [24, 480]]))).toBeNull();
  });

  it('keeps work on a holiday while dropping the holiday marker', () => {
    expect(calendarDay('2026-12-10', totals([[9, 480], [7, 240]], 240))?.by_type).toEqual([{ presence_type_id: 7, minutes: 240 }]);
  });
});
