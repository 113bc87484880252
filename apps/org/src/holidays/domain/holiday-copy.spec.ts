import { planHolidayCopy, sameDayIn } from './holiday-copy';

const h = (date: string, description = date) => ({ date, description });

describe('copying holidays to the next year', () => {
  it('keeps month and day', () => {
    expect(sameDayIn('2025-01-01', 2026)).toBe('2026-01-01');
    expect(sameDayIn('2025-12-31', 2026)).toBe('2026-12-31');
  });

  it('skips 29 February when the target year has none, and keeps it when it has', () => {
    expect(sameDayIn('2024-02-29', 2025)).toBeNull();
    expect(sameDayIn('2024-02-29', 2028)).toBe('2028-02-29');
    expect(planHolidayCopy([h('2024-02-29'), h('2024-03-01')], [], 2025).map((x) => x.date)).toEqual(['2025-03-01']);
  });

  it('skips dates the target year already has, so copying twice copies nothing the second time', () => {
    const source = [h('2025-01-01', 'New Year'), h('2025-05-01', 'Labour Day'), h('2025-12-25', 'Christmas')];
    const first = planHolidayCopy(source, ['2026-05-01'], 2026);
    expect(first).toEqual([h('2026-01-01', 'New Year'), h('2026-12-25', 'Christmas')]);
    expect(planHolidayCopy(source, ['2026-05-01', ...first.map((x) => x.date)], 2026)).toEqual([]);
  });

  it('copies two holidays on one date (for different people) together', () => {
    expect(planHolidayCopy([h('2025-04-20', 'Easter (Orthodox)'), h('2025-04-20', 'Easter (Catholic)')], [], 2026)).toHaveLength(2);
  });

  it('copies the other fields unchanged', () => {
    const source = [{ date: '2025-08-02', description: 'Ilinden', type: 'public', for_all: true, nationality_id: null, religion_id: null }];
    expect(planHolidayCopy(source, [], 2026)).toEqual([{ ...source[0], date: '2026-08-02' }]);
  });
});
