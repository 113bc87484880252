import { deriveKey, KEY_PURPOSES } from './keys';

describe('derived keys', () => {
  it('differ per purpose and per secret, and are stable', () => {
    const a = deriveKey('secret-1', KEY_PURPOSES.oneTimeCodes);
    expect(a).toBe(deriveKey('secret-1', KEY_PURPOSES.oneTimeCodes));
    expect(a).not.toBe(deriveKey('secret-1', KEY_PURPOSES.emailVerification));
    expect(a).not.toBe(deriveKey('secret-2', KEY_PURPOSES.oneTimeCodes));
    expect(a).not.toContain('secret-1');
  });
});
