import { codeMatches, generateCode, hashCode, normaliseCode } from './one-time-code';

const KEY = 'k'.repeat(64);

describe('one-time codes', () => {
  it('are six digits, keeping leading zeros', () => {
    expect(generateCode(() => 42)).toBe('000042');
    expect(generateCode(() => 999_999)).toBe('999999');
    for (let i = 0; i < 200; i++) expect(generateCode()).toMatch(/^\d{6}$/);
  });

  it('draws from the whole range', () => {
    let asked = 0;
    generateCode((max) => {
      asked = max;
      return 0;
    });
    expect(asked).toBe(1_000_000);
  });

  it('are stored as a keyed hash bound to their challenge', () => {
    const hash = hashCode(KEY, 'challenge-a', '123456');
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain('123456');
    expect(hashCode(KEY, 'challenge-b', '123456')).not.toBe(hash);
    expect(hashCode('other-key', 'challenge-a', '123456')).not.toBe(hash);
  });

  it('match only the code, for the same challenge', () => {
    const hash = hashCode(KEY, 'c1', '123456');
    expect(codeMatches(KEY, 'c1', '123456', hash)).toBe(true);
    expect(codeMatches(KEY, 'c1', '123457', hash)).toBe(false);
    expect(codeMatches(KEY, 'c2', '123456', hash)).toBe(false);
  });

  it('ignore spaces people paste, and refuse anything but six digits', () => {
    const hash = hashCode(KEY, 'c1', '012345');
    expect(normaliseCode(' 012 345 ')).toBe('012345');
    expect(codeMatches(KEY, 'c1', '012 345', hash)).toBe(true);
    expect(codeMatches(KEY, 'c1', '12345', hash)).toBe(false);
    expect(codeMatches(KEY, 'c1', '0123456', hash)).toBe(false);
    expect(codeMatches(KEY, 'c1', 'abcdef', hash)).toBe(false);
  });

  it('do not match a malformed stored hash', () => {
    expect(codeMatches(KEY, 'c1', '123456', 'zz')).toBe(false);
    expect(codeMatches(KEY, 'c1', '123456', '')).toBe(false);
  });
});
