import { avatarUrl, fullNameFromEmail, newQrCode, pickUserColor, USER_COLORS } from './user-defaults';

describe('user defaults', () => {
  it.each([
    ['ana.petrovska@firma.mk', 'Ana Petrovska'],
    ['john_smith-jr@example.com', 'John Smith Jr'],
    ['ivan+hr@example.bg', 'Ivan'],
    ['admin42@example.com', 'Admin42'],
    ['x@y.z', 'X'],
    ['...@y.z', '...'],
  ])('full name from %s is %s', (email, name) => expect(fullNameFromEmail(email)).toBe(name));

  it('picks colours from the palette, cycling, never a presence-type colour', () => {
    expect(pickUserColor(0)).toBe(USER_COLORS[0]);
    expect(pickUserColor(USER_COLORS.length)).toBe(USER_COLORS[0]);
    expect(pickUserColor(-1)).toBe(USER_COLORS[1]);
    for (const c of USER_COLORS) expect(c).toMatch(/^#[0-9a-f]{6}$/);
    expect(USER_COLORS).not.toEqual(expect.arrayContaining(['#2786fb']));
    expect(new Set(USER_COLORS).size).toBe(USER_COLORS.length);
  });

  it('makes QR tokens that are random, opaque and URL-safe', () => {
    const tokens = new Set(Array.from({ length: 200 }, () => newQrCode()));
    expect(tokens.size).toBe(200);
    for (const t of tokens) expect(t).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });

  it('links an avatar only when there is one', () => {
    expect(avatarUrl(7, true)).toBe('/api/users/7/avatar');
    expect(avatarUrl(7, false)).toBeNull();
  });
});
