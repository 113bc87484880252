import {
  hashInvitationToken,
  invitationExpiry,
  invitationStatus,
  invitationUrl,
  isInvitationTokenShape,
  newInvitationToken,
} from './invitation-token';

const now = new Date('2026-03-10T10:00:00Z');

describe('invitation tokens', () => {
  it('are 32 random bytes, base64url, different every time', () => {
    const token = newInvitationToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(newInvitationToken()).not.toBe(token);
    let asked = 0;
    const fixed = newInvitationToken((size) => {
      asked = size;
      return Buffer.alloc(size, 0xff);
    });
    expect(asked).toBe(32);
    expect(fixed).toBe('_'.repeat(42) + '8');
    expect(isInvitationTokenShape(fixed)).toBe(true);
  });

  it('are stored only as their SHA-256', () => {
    const token = newInvitationToken();
    const hash = hashInvitationToken(token);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain(token);
    expect(hashInvitationToken(token)).toBe(hash);
    expect(hashInvitationToken(newInvitationToken())).not.toBe(hash);
  });

  it('refuse anything without the shape of one', () => {
    for (const value of ['', 'short', 'a'.repeat(42), 'a'.repeat(44), `${'a'.repeat(42)}=`, `${'a'.repeat(42)}/`, 42, null, undefined, {}]) {
      expect(isInvitationTokenShape(value)).toBe(false);
    }
  });

  it("link to the web's login route with the token as the query", () => {
    expect(invitationUrl('https://presently.example', 'abc_-1')).toBe('https://presently.example/?token=abc_-1');
    expect(invitationUrl('https://presently.example//', 'abc')).toBe('https://presently.example/?token=abc');
    expect(invitationUrl('http://localhost:8080/app/', 'abc')).toBe('http://localhost:8080/app/?token=abc');
  });

  it('last seven days, the expiry excluded', () => {
    const expiresAt = invitationExpiry(now);
    expect(expiresAt.toISOString()).toBe('2026-03-17T10:00:00.000Z');
    expect(invitationStatus({ expiresAt, consumedAt: null }, now)).toBe('usable');
    expect(invitationStatus({ expiresAt, consumedAt: null }, new Date(expiresAt.getTime() - 1))).toBe('usable');
    expect(invitationStatus({ expiresAt, consumedAt: null }, expiresAt)).toBe('expired');
  });

  it('work once: used wins over expired', () => {
    expect(invitationStatus({ expiresAt: invitationExpiry(now), consumedAt: now }, now)).toBe('consumed');
    expect(invitationStatus({ expiresAt: new Date(0), consumedAt: now }, now)).toBe('consumed');
  });
});
