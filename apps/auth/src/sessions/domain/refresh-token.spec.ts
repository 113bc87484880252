import { createHash } from 'node:crypto';
import { hashRefreshToken, isRefreshTokenShape, newRefreshToken } from './refresh-token';

describe('refresh tokens', () => {
  it('are 32 random bytes in base64url', () => {
    const token = newRefreshToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(newRefreshToken()).not.toBe(token);
  });

  it('are stored as their SHA-256', () => {
    const token = newRefreshToken();
    expect(hashRefreshToken(token)).toBe(createHash('sha256').update(token).digest('hex'));
    expect(hashRefreshToken(token)).not.toContain(token);
  });

  it('are recognised by shape before any lookup', () => {
    expect(isRefreshTokenShape(newRefreshToken())).toBe(true);
    expect(isRefreshTokenShape('short')).toBe(false);
    expect(isRefreshTokenShape(`${newRefreshToken()}x`)).toBe(false);
    expect(isRefreshTokenShape(42)).toBe(false);
  });
});
