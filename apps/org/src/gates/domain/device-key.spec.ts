import { deviceKeyHint, hashDeviceKey, looksLikeDeviceKey, newDeviceKey } from './device-key';

describe('device keys', () => {
  it('are random, prefixed, URL-safe 256-bit secrets', () => {
    const keys = new Set(Array.from({ length: 100 }, () => newDeviceKey()));
    expect(keys.size).toBe(100);
    for (const key of keys) expect(looksLikeDeviceKey(key)).toBe(true);
  });

  it('are stored as their SHA-256 with a short hint', () => {
    const key = 'pdk_' + 'A'.repeat(39) + 'x9Qa';
    expect(hashDeviceKey(key)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashDeviceKey(key)).toBe(hashDeviceKey(key));
    expect(hashDeviceKey(key)).not.toBe(hashDeviceKey(key + 'b'));
    expect(deviceKeyHint(key)).toBe('…x9Qa');
  });

  it('recognise what cannot be a key without asking the database', () => {
    for (const wrong of ['', 'pdk_short', 'abc_' + 'A'.repeat(43), 42, null]) expect(looksLikeDeviceKey(wrong)).toBe(false);
  });
});
