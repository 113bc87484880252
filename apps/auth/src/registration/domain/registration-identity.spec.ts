import { registrantKey, registrationIdOf } from './registration-identity';

describe('registration identity', () => {
  it('names one registration per bot-check solution, shaped as a UUID', () => {
    expect(registrationIdOf('ab'.repeat(32))).toBe(registrationIdOf('ab'.repeat(32)));
    expect(registrationIdOf('ab'.repeat(32))).not.toBe(registrationIdOf('cd'.repeat(32)));
    expect(registrationIdOf('ab'.repeat(32))).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
  });

  it('tells registrants apart by address without holding the address', () => {
    expect(registrantKey('ana@example.com')).toBe(registrantKey('ana@example.com'));
    expect(registrantKey('ana@example.com')).not.toBe(registrantKey('ben@example.com'));
    expect(registrantKey('ana@example.com')).not.toContain('ana');
  });
});
