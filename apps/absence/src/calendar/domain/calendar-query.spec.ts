import { MAX_CALENDAR_USERS } from '@presently/contracts';
import { parseCalendarQuery } from './calendar-query';

const valid = { company_id: 3, user_ids: [9, 2, 9], from: '2026-03-01', to: '2026-03-31' };

describe('parseCalendarQuery', () => {
  it('reads the company, distinct users in order and the period', () => {
    expect(parseCalendarQuery(valid)).toEqual({ ok: true, value: { company_id: 3, user_ids: [2, 9], from: '2026-03-01', to: '2026-03-31' } });
    expect(parseCalendarQuery({ ...valid, user_ids: [] })).toEqual({ ok: true, value: { ...valid, user_ids: [] } });
  });

  it('takes up to 1000 users and a year of ISO weeks (371 days)', () => {
    const many = Array.from({ length: MAX_CALENDAR_USERS }, (_, i) => i + 1);
    expect(parseCalendarQuery({ ...valid, user_ids: many }).ok).toBe(true);
    expect(parseCalendarQuery({ ...valid, user_ids: [...many, 1001] })).toEqual({ ok: false, errors: { user_ids: ['too_many_users'] } });
    expect(parseCalendarQuery({ ...valid, from: '2025-12-29', to: '2027-01-03' }).ok).toBe(true);
    expect(parseCalendarQuery({ ...valid, from: '2025-12-29', to: '2027-01-04' })).toEqual({ ok: false, errors: { to: ['period_too_long'] } });
  });

  it('names every wrong field', () => {
    expect(parseCalendarQuery({})).toEqual({
      ok: false,
      errors: { company_id: ['field_required'], user_ids: ['field_required'], from: ['field_required'], to: ['field_required'] },
    });
    expect(parseCalendarQuery({ company_id: '3', user_ids: [1, '2'], from: '2026-02-30', to: '2026-3-1' })).toEqual({
      ok: false,
      errors: { company_id: ['invalid_option'], user_ids: ['invalid_option'], from: ['invalid_option'], to: ['invalid_option'] },
    });
    expect(parseCalendarQuery({ ...valid, user_ids: 5 })).toEqual({ ok: false, errors: { user_ids: ['invalid_option'] } });
    expect(parseCalendarQuery({ ...valid, user_ids: [0] })).toEqual({ ok: false, errors: { user_ids: ['invalid_option'] } });
    expect(parseCalendarQuery({ ...valid, user_ids: [2_147_483_648] })).toEqual({ ok: false, errors: { user_ids: ['invalid_option'] } });
    expect(parseCalendarQuery({ ...valid, from: '2026-04-01' })).toEqual({ ok: false, errors: { to: ['end_before_start'] } });
  });
});
