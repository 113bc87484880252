import { checkVerificationLink, linkExpiry, signVerification, VERIFICATION_LINK_TTL_SECONDS, verificationUrl } from './verification-link';

const KEY = 'link-key';
const now = new Date('2026-03-01T10:00:00Z');
const expires = linkExpiry(now);

describe('verification links', () => {
  it('expire 24 hours after they are made', () => {
    expect(VERIFICATION_LINK_TTL_SECONDS).toBe(86_400);
    expect(expires).toBe(Math.floor(now.getTime() / 1000) + 86_400);
  });

  it('point at the web route with the signature and expiry', () => {
    const hash = signVerification(KEY, 42, 'ana@example.com', expires);
    expect(hash).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(verificationUrl('https://app.example.com/', 42, hash, expires)).toBe(`https://app.example.com/email/verify/42/${hash}?expires=${expires}`);
  });

  it('check out for the user and address they were made for, until they expire', () => {
    const hash = signVerification(KEY, 42, 'ana@example.com', expires);
    const link = { userId: 42, email: 'ana@example.com', hash, expires };
    expect(checkVerificationLink(KEY, link, now)).toBe('valid');
    expect(checkVerificationLink(KEY, link, new Date(expires * 1000 - 1))).toBe('valid');
    expect(checkVerificationLink(KEY, link, new Date(expires * 1000))).toBe('expired');
  });

  it('are invalid for another user, address, expiry or key, or when tampered with', () => {
    const hash = signVerification(KEY, 42, 'ana@example.com', expires);
    const link = { userId: 42, email: 'ana@example.com', hash, expires };
    expect(checkVerificationLink(KEY, { ...link, userId: 43 }, now)).toBe('invalid');
    expect(checkVerificationLink(KEY, { ...link, email: 'eve@example.com' }, now)).toBe('invalid');
    expect(checkVerificationLink(KEY, { ...link, expires: expires + 3600 }, now)).toBe('invalid');
    expect(checkVerificationLink('other-key', link, now)).toBe('invalid');
    expect(checkVerificationLink(KEY, { ...link, hash: `${hash.slice(0, -1)}A` === hash ? `${hash.slice(0, -1)}B` : `${hash.slice(0, -1)}A` }, now)).toBe('invalid');
    expect(checkVerificationLink(KEY, { ...link, hash: 'short' }, now)).toBe('invalid');
  });

  it('reports a forged link as invalid even when its expiry has passed', () => {
    expect(checkVerificationLink(KEY, { userId: 42, email: 'ana@example.com', hash: 'x'.repeat(43), expires: 1 }, now)).toBe('invalid');
  });
});
