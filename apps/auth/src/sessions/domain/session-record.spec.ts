import { REMEMBER_ME_SESSION_TTL_SECONDS, SESSION_TTL_SECONDS } from '@presently/contracts';
import { buildSessionRecord, remainingSeconds, sessionLifetimeSeconds, type SessionSubject } from './session-record';

const now = new Date('2026-06-01T12:00:00Z');
const subject = (over: Partial<SessionSubject> = {}): SessionSubject => ({
  userId: 7,
  companyId: 3,
  roleId: 4,
  lang: 'mk',
  termsAcceptedAt: new Date('2026-01-01T00:00:00Z'),
  mustChangePassword: false,
  passwordChangedAt: new Date('2026-05-01T00:00:00Z'),
  passwordReset3Months: false,
  specialReports: false,
  ...over,
});

describe('session record', () => {
  it('names the session, user, company, role and language', () => {
    expect(buildSessionRecord('sid-1', subject(), now)).toEqual({
      sid: 'sid-1',
      uid: 7,
      cid: 3,
      rid: 4,
      lang: 'mk',
      terms: true,
      pcr: false,
      pexp: false,
      sr: false,
    });
  });

  it('carries the flags the gateway guards on', () => {
    const record = buildSessionRecord('s', subject({ termsAcceptedAt: null, mustChangePassword: true, specialReports: true }), now);
    expect(record).toMatchObject({ terms: false, pcr: true, sr: true });
  });

  it('marks the password expired only under the company rule', () => {
    const old = subject({ passwordChangedAt: new Date('2026-02-28T00:00:00Z') });
    expect(buildSessionRecord('s', old, now).pexp).toBe(false);
    expect(buildSessionRecord('s', { ...old, passwordReset3Months: true }, now).pexp).toBe(true);
    expect(buildSessionRecord('s', subject({ passwordReset3Months: true }), now).pexp).toBe(false);
  });

  it('lives 12 hours, or 30 days with remember me', () => {
    expect(sessionLifetimeSeconds(false)).toBe(SESSION_TTL_SECONDS);
    expect(sessionLifetimeSeconds(true)).toBe(REMEMBER_ME_SESSION_TTL_SECONDS);
  });

  it('has whole seconds left, never fewer than zero', () => {
    expect(remainingSeconds(new Date(now.getTime() + 90_500), now)).toBe(91);
    expect(remainingSeconds(new Date(now.getTime() - 1), now)).toBe(0);
  });
});
