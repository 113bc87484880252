import { accountOf } from './rate-limit.guard';
import { accountKey } from './rate-limit.service';

describe('rate limit keys', () => {
  it('names the account by the body field, when it is usable text', () => {
    expect(accountOf({ email: 'Ana@Example.com' }, 'email')).toBe('Ana@Example.com');
    expect(accountOf({ email: ['a'] }, 'email')).toBeNull();
    expect(accountOf({ email: '   ' }, 'email')).toBeNull();
    expect(accountOf(undefined, 'email')).toBeNull();
    expect(accountOf({ challenge_id: 'c-1' }, 'challenge_id')).toBe('c-1');
  });

  it('hashes accounts case- and space-insensitively into short keys', () => {
    expect(accountKey(' Ana@Example.COM ')).toBe(accountKey('ana@example.com'));
    expect(accountKey('ana@example.com')).not.toBe(accountKey('ana@example.org'));
    expect(accountKey('x'.repeat(100_000))).toHaveLength(32);
    expect(accountKey('ana@example.com')).not.toContain('ana');
  });
});
