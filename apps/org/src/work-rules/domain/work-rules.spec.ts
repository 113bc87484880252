import { DEFAULT_WORK_RULES, parseWorkRulesUpdate } from './work-rules';

describe('work rules', () => {
  it('default to Monday–Friday, 8 hours, 30 minutes of paid break', () => {
    expect(DEFAULT_WORK_RULES).toEqual({ work_days: [1, 2, 3, 4, 5], daily_hours: 8, default_max_paid_break_minutes: 30, overtime_after_minutes: 0 });
  });

  it('take ISO weekdays 1..7, once each, ascending', () => {
    expect(parseWorkRulesUpdate({ work_days: [6, 1, 1, 7] })).toEqual({ ok: true, value: { work_days: [1, 6, 7] } });
    expect(parseWorkRulesUpdate({ work_days: [0, 1] })).toEqual({ ok: false, errors: { work_days: ['invalid_option'] } });
    expect(parseWorkRulesUpdate({ work_days: [8] })).toEqual({ ok: false, errors: { work_days: ['invalid_option'] } });
    expect(parseWorkRulesUpdate({ work_days: [] })).toEqual({ ok: false, errors: { work_days: ['field_required'] } });
    expect(parseWorkRulesUpdate({ work_days: 'weekdays' })).toEqual({ ok: false, errors: { work_days: ['invalid_option'] } });
  });

  it('check hours, break and overtime margin ranges', () => {
    expect(parseWorkRulesUpdate({ daily_hours: 7.5, default_max_paid_break_minutes: 240, overtime_after_minutes: 15 })).toEqual({
      ok: true,
      value: { daily_hours: 7.5, default_max_paid_break_minutes: 240, overtime_after_minutes: 15 },
    });
    expect(parseWorkRulesUpdate({ daily_hours: 25, default_max_paid_break_minutes: -5, overtime_after_minutes: 241 })).toEqual({
      ok: false,
      errors: { daily_hours: ['between_1_and_24'], default_max_paid_break_minutes: ['between_0_and_240'], overtime_after_minutes: ['between_0_and_240'] },
    });
  });
});
