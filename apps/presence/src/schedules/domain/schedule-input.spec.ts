import { parseAssignment, parseScheduleId, parseScheduleQuery } from './schedule-input';

describe('schedule payloads', () => {
  it('reads a period of at most 62 days', () => {
    expect(parseScheduleQuery({ from: '2026-03-01', to: '2026-03-31', user_id: '5' })).toEqual({ ok: true, value: { from: '2026-03-01', to: '2026-03-31', userId: 5 } });
    expect(parseScheduleQuery({ from: '2026-03-01', to: '2026-05-02' })).toEqual({ ok: false, errors: { to: ['between_1_and_62'] } });
    expect(parseScheduleQuery({ from: '2026-03-02', to: '2026-03-01' })).toEqual({ ok: false, errors: { to: ['end_before_start'] } });
    expect(parseScheduleQuery({})).toEqual({ ok: false, errors: { from: ['field_required'], to: ['field_required'] } });
  });

  it('reads an assignment: users, dates (sorted, distinct) and the shift', () => {
    expect(parseAssignment({ user_ids: [3, 3, 4], dates: ['2026-03-11', '2026-03-10', '2026-03-11'], shift_id: 9 })).toEqual({
      ok: true,
      value: { userIds: [3, 4], dates: ['2026-03-10', '2026-03-11'], shiftId: 9 },
    });
    expect(parseAssignment({ user_ids: [], dates: ['2026-02-30'], shift_id: 'x' })).toEqual({
      ok: false,
      errors: { user_ids: ['field_required'], dates: ['date_invalid'], shift_id: ['invalid_option'] },
    });
    expect(parseScheduleId({ id: '12' })).toEqual({ ok: true, value: 12 });
  });
});
