import { isPasswordExpired, passwordExpiresAt } from './password-expiry';

const at = (iso: string) => new Date(iso);

describe('password expiry (every 3 calendar months)', () => {
  it('expires three calendar months later, to the second', () => {
    const changed = at('2026-01-15T09:30:00Z');
    expect(passwordExpiresAt(changed).toISOString()).toBe('2026-04-15T09:30:00.000Z');
    expect(isPasswordExpired(changed, at('2026-04-15T09:29:59Z'), true)).toBe(false);
    expect(isPasswordExpired(changed, at('2026-04-15T09:30:00Z'), true)).toBe(true);
  });

  it('falls back to the last day of a shorter month', () => {
    expect(passwordExpiresAt(at('2025-11-30T12:00:00Z')).toISOString()).toBe('2026-02-28T12:00:00.000Z');
    expect(passwordExpiresAt(at('2027-11-30T12:00:00Z')).toISOString()).toBe('2028-02-29T12:00:00.000Z'); // leap year
    expect(passwordExpiresAt(at('2026-01-31T08:00:00Z')).toISOString()).toBe('2026-04-30T08:00:00.000Z');
    expect(passwordExpiresAt(at('2026-05-31T08:00:00Z')).toISOString()).toBe('2026-08-31T08:00:00.000Z');
  });

  it('crosses a year end', () => {
    expect(passwordExpiresAt(at('2026-10-20T00:00:00Z')).toISOString()).toBe('2027-01-20T00:00:00.000Z');
  });

  it('counts calendar months, not 90 days', () => {
    const changed = at('2026-01-01T00:00:00Z');
    const ninetyDaysLater = at('2026-04-01T00:00:00Z'); // 90 days: Jan 31 + Feb 28 + Mar 31
    expect(isPasswordExpired(changed, new Date(ninetyDaysLater.getTime() - 1), true)).toBe(false);
    expect(isPasswordExpired(changed, ninetyDaysLater, true)).toBe(true);
    const changedInJune = at('2026-06-01T00:00:00Z'); // 92 days to 1 September
    expect(isPasswordExpired(changedInJune, at('2026-08-31T00:00:00Z'), true)).toBe(false);
    expect(isPasswordExpired(changedInJune, at('2026-09-01T00:00:00Z'), true)).toBe(true);
  });

  it('never expires when the company rule is off', () => {
    expect(isPasswordExpired(at('2020-01-01T00:00:00Z'), at('2026-01-01T00:00:00Z'), false)).toBe(false);
    expect(isPasswordExpired(null, at('2026-01-01T00:00:00Z'), false)).toBe(false);
  });

  it('counts an unknown change date as expired when the rule is on', () => {
    expect(isPasswordExpired(null, at('2026-01-01T00:00:00Z'), true)).toBe(true);
  });
});
