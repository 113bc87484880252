import { daysInPeriod, MAX_PERIOD_DAYS, parseCompanyQuery, parsePeriodQuery, parseProfileQuery, parseShiftQuery } from './presence-queries';

describe('presence queries', () => {
  it('reads a company id', () => {
    expect(parseCompanyQuery({ company_id: 4 })).toEqual({ ok: true, value: { company_id: 4 } });
    expect(parseCompanyQuery({})).toEqual({ ok: false, errors: { company_id: ['field_required'] } });
    expect(parseCompanyQuery({ company_id: '4' })).toEqual({ ok: false, errors: { company_id: ['invalid_option'] } });
    expect(parseCompanyQuery({ company_id: 2_147_483_648 })).toEqual({ ok: false, errors: { company_id: ['invalid_option'] } });
  });

  it('reads a profile question by user id or by QR code, never both', () => {
    expect(parseProfileQuery({ company_id: 1, user_id: 7 })).toEqual({ ok: true, value: { company_id: 1, user_id: 7 } });
    expect(parseProfileQuery({ company_id: 1, qr_code: 'abc' })).toEqual({ ok: true, value: { company_id: 1, qr_code: 'abc' } });
    expect(parseProfileQuery({ company_id: 1 })).toEqual({ ok: false, errors: { user_id: ['field_required'] } });
    expect(parseProfileQuery({ company_id: 1, user_id: 7, qr_code: 'abc' })).toEqual({ ok: false, errors: { qr_code: ['invalid_option'] } });
    expect(parseProfileQuery({ company_id: 1, qr_code: '' })).toEqual({ ok: false, errors: { qr_code: ['field_required'] } });
    expect(parseProfileQuery({ company_id: 1, qr_code: 42 })).toEqual({ ok: false, errors: { qr_code: ['field_required'] } });
    expect(parseProfileQuery({ user_id: 0 })).toEqual({ ok: false, errors: { company_id: ['field_required'], user_id: ['invalid_option'] } });
  });

  it('reads a shift question', () => {
    expect(parseShiftQuery({ company_id: 1, shift_id: 3 })).toEqual({ ok: true, value: { company_id: 1, shift_id: 3 } });
    expect(parseShiftQuery({ company_id: 1, shift_id: -3 })).toEqual({ ok: false, errors: { shift_id: ['invalid_option'] } });
  });

  it('counts the days of a period with both ends, across a DST change and a leap day', () => {
    expect(daysInPeriod('2026-03-02', '2026-03-02')).toBe(1);
    expect(daysInPeriod('2026-03-28', '2026-03-30')).toBe(3);
    expect(daysInPeriod('2024-01-01', '2024-12-31')).toBe(366);
    expect(daysInPeriod('2025-12-29', '2027-01-03')).toBe(371);
  });

  it('reads a period up to a year of ISO weeks, refusing a reversed or longer one', () => {
    expect(parsePeriodQuery({ company_id: 1, from: '2026-01-01', to: '2026-01-01' })).toEqual({ ok: true, value: { company_id: 1, from: '2026-01-01', to: '2026-01-01' } });
    // 2026 has 53 ISO weeks: Monday 29 Dec 2025 to Sunday 3 Jan 2027.
    expect(parsePeriodQuery({ company_id: 1, from: '2025-12-29', to: '2027-01-03' }).ok).toBe(true);
    expect(MAX_PERIOD_DAYS).toBe(371);
    expect(parsePeriodQuery({ company_id: 1, from: '2025-12-29', to: '2027-01-04' })).toEqual({ ok: false, errors: { to: ['period_too_long'] } });
    expect(parsePeriodQuery({ company_id: 1, from: '2026-02-02', to: '2026-02-01' })).toEqual({ ok: false, errors: { to: ['end_before_start'] } });
    expect(parsePeriodQuery({ company_id: 1, from: '2026-02-30', to: '' })).toEqual({ ok: false, errors: { from: ['date_invalid'], to: ['field_required'] } });
    expect(parsePeriodQuery(null)).toEqual({
      ok: false,
      errors: { company_id: ['field_required'], from: ['field_required'], to: ['field_required'] },
    });
  });
});
