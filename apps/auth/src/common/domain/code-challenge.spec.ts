import { afterWrongAttempt, canResend, challengeStatus, expiryFrom, MAX_RESENDS, MAX_WRONG_ATTEMPTS, type CodeChallengeState } from './code-challenge';

const now = new Date('2026-03-10T10:00:00Z');
const fresh = (over: Partial<CodeChallengeState> = {}): CodeChallengeState => ({
  expiresAt: expiryFrom(now, 600),
  attempts: 0,
  locked: false,
  consumedAt: null,
  ...over,
});

describe('code challenge state', () => {
  it('is usable until its expiry, which is exclusive', () => {
    const c = fresh();
    expect(challengeStatus(c, now)).toBe('usable');
    expect(challengeStatus(c, new Date(now.getTime() + 599_999))).toBe('usable');
    expect(challengeStatus(c, new Date(now.getTime() + 600_000))).toBe('expired');
  });

  it('expires ten minutes (or the TTL given) after issue', () => {
    expect(expiryFrom(now, 600).toISOString()).toBe('2026-03-10T10:10:00.000Z');
    expect(expiryFrom(now, 900).toISOString()).toBe('2026-03-10T10:15:00.000Z');
  });

  it('counts wrong codes and locks on the fifth', () => {
    let c = fresh();
    for (let i = 1; i < MAX_WRONG_ATTEMPTS; i++) {
      c = { ...c, ...afterWrongAttempt(c) };
      expect(c).toMatchObject({ attempts: i, locked: false });
      expect(challengeStatus(c, now)).toBe('usable');
    }
    c = { ...c, ...afterWrongAttempt(c) };
    expect(c).toMatchObject({ attempts: 5, locked: true });
    expect(challengeStatus(c, now)).toBe('locked');
  });

  it('treats five recorded attempts as locked even without the flag', () => {
    expect(challengeStatus(fresh({ attempts: MAX_WRONG_ATTEMPTS }), now)).toBe('locked');
  });

  it('is used once: consumed wins over every other state', () => {
    expect(challengeStatus(fresh({ consumedAt: now }), now)).toBe('consumed');
    expect(challengeStatus(fresh({ consumedAt: now, locked: true, expiresAt: now }), now)).toBe('consumed');
  });

  it('reports a lock before an expiry', () => {
    expect(challengeStatus(fresh({ locked: true, expiresAt: new Date(0) }), now)).toBe('locked');
  });

  it('allows five resends', () => {
    expect(MAX_RESENDS).toBe(5);
    expect([0, 1, 2, 3, 4].every(canResend)).toBe(true);
    expect(canResend(5)).toBe(false);
  });
});
