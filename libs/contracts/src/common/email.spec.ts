import { isValidEmail, normaliseEmail } from './email';

describe('e-mail normalisation', () => {
  it('trims and lower-cases, so addresses compare case-insensitively', () => {
    expect(normaliseEmail('  Ana.Petrova@Example.COM \n')).toBe('ana.petrova@example.com');
  });

  it.each(['ana@example.com', 'a.b+tag@mail.example.mk', 'x@sub.domain.bg'])('accepts %s', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each(['', 'ana', 'ana@', '@example.com', 'ana@example', 'ana@@example.com', 'a na@example.com', 'ana@exa mple.com', 'ana@example..com', 'ana@.example.com'])(
    'refuses %j',
    (email) => expect(isValidEmail(email)).toBe(false),
  );

  it('refuses addresses over 255 characters', () => {
    const local = 'a'.repeat(64);
    const domain = `${'b'.repeat(200)}.com`;
    expect(isValidEmail(`${local}@${domain}`)).toBe(false);
    expect(isValidEmail(`${'a'.repeat(240)}@example.com`)).toBe(true);
  });

  it('refuses an address past the deliverable 254 characters (RFC 5321)', () => {
    expect(isValidEmail(`${'a'.repeat(249)}@b.co`)).toBe(true);
    expect(isValidEmail(`${'a'.repeat(250)}@b.co`)).toBe(false);
  });
});
