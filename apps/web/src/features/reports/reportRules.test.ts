import { defaultPeriod, filterParams, formatBytes, formatReportMinutes, periodErrors } from './reportRules';

describe('the period of a report', () => {
  it('opens on the whole of last month, across a year end too', () => {
    expect(defaultPeriod('presence', new Date(2026, 10, 24))).toEqual({ from: '2026-10-01', to: '2026-10-31' });
    expect(defaultPeriod('calendar', new Date(2026, 0, 5))).toEqual({ from: '2025-12-01', to: '2025-12-31' });
    expect(defaultPeriod('shift', new Date(2028, 2, 31))).toEqual({ from: '2028-02-01', to: '2028-02-29' });
  });

  it('opens the cumulative report on the year to date', () => {
    expect(defaultPeriod('cumulative', new Date(2026, 10, 24))).toEqual({ from: '2026-01-01', to: '2026-11-24' });
  });

  it('accepts up to 366 days, both ends included, and refuses a longer or reversed one with the server\'s keys', () => {
    expect(periodErrors({ from: '2028-01-01', to: '2028-12-31' })).toEqual({});
    expect(periodErrors({ from: '2026-03-15', to: '2026-03-15' })).toEqual({});
    expect(periodErrors({ from: '2026-01-01', to: '2027-01-01' })).toEqual({});
    expect(periodErrors({ from: '2026-01-01', to: '2027-01-02' })).toEqual({ to: ['period_too_long'] });
    // Across the spring daylight-saving change the count stays in whole days.
    expect(periodErrors({ from: '2026-03-01', to: '2027-03-01' })).toEqual({});
    expect(periodErrors({ from: '2026-04-01', to: '2026-03-31' })).toEqual({ from: ['from_after_to'] });
    expect(periodErrors({ from: '', to: '2026-03-31' })).toEqual({ from: ['field_required'] });
    expect(periodErrors({ from: '2026-02-30x', to: '2026-03-31' })).toEqual({ from: ['date_invalid'] });
  });
});

describe('the query of a report', () => {
  it('carries only the chosen filters, and a bucket only for the periodic report', () => {
    const filters = { from: '2026-10-01', to: '2026-10-31', team_id: 3, user_id: undefined, bucket: 'week' as const };
    expect(filterParams('presence', filters)).toEqual({ from: '2026-10-01', to: '2026-10-31', team_id: 3 });
    expect(filterParams('periodic', filters)).toEqual({ from: '2026-10-01', to: '2026-10-31', team_id: 3, bucket: 'week' });
    expect(filterParams('periodic', { from: '2026-10-01', to: '2026-10-31' })).toMatchObject({ bucket: 'month' });
  });
});

describe('report values', () => {
  it('shows minutes as h:mm, with the sign of a negative balance, and nothing for no value', () => {
    expect(formatReportMinutes(0)).toBe('0:00');
    expect(formatReportMinutes(485)).toBe('8:05');
    expect(formatReportMinutes(9605)).toBe('160:05');
    expect(formatReportMinutes(-90)).toBe('-1:30');
    expect(formatReportMinutes(null)).toBe('');
    expect(formatReportMinutes('480')).toBe('');
  });

  it('shows a file size in kB or MB', () => {
    expect(formatBytes(20480)).toBe('20 kB');
    expect(formatBytes(3 * 1024 * 1024 + 200_000)).toBe('3.2 MB');
    expect(formatBytes(null)).toBe('');
  });
});
