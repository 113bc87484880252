import { parseVerificationLink } from './registration.controller';

describe('parseVerificationLink', () => {
  it('reads a link the service made', () => {
    expect(parseVerificationLink('42', 'a1b2c3', '1893456000')).toEqual({ id: 42, hash: 'a1b2c3', expires: 1893456000 });
  });

  it('refuses anything else', () => {
    expect(parseVerificationLink('0', 'a', '1')).toBeNull();
    expect(parseVerificationLink('4e2', 'a', '1')).toBeNull();
    expect(parseVerificationLink('99999999999', 'a', '1')).toBeNull();
    expect(parseVerificationLink('1', 'a b', '1')).toBeNull();
    expect(parseVerificationLink('1', 'x'.repeat(300), '1')).toBeNull();
    expect(parseVerificationLink('1', 'a', undefined)).toBeNull();
    expect(parseVerificationLink('1', 'a', ['1', '2'])).toBeNull();
    expect(parseVerificationLink('1', 'a', '-5')).toBeNull();
  });
});
