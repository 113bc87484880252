import { ValidationFailedError } from '@presently/domain';
import { charLength, FieldChecker, isUuid } from './field-checker';
import { throwIfInvalid } from './throw-if-invalid';

describe('FieldChecker', () => {
  it('collects every field error of a payload', () => {
    const check = new FieldChecker({ email: 'nope', name: '   ', flag: 'yes', lang: 'de' });
    check.email('email');
    check.text('name');
    check.boolean('flag');
    check.oneOf('lang', ['en', 'mk', 'bg']);
    check.raw('password');
    expect(check.ok).toBe(false);
    expect(check.result).toEqual({
      email: ['email_invalid'],
      name: ['field_required'],
      flag: ['invalid_option'],
      lang: ['invalid_option'],
      password: ['field_required'],
    });
  });

  it('treats a payload that is not an object as empty', () => {
    for (const payload of [null, undefined, 'text', 42, 3, ['email'], [1, 2]]) {
      const check = new FieldChecker(payload);
      expect(check.email('email')).toBeUndefined();
      expect(check.result).toEqual({ email: ['field_required'] });
      const c = new FieldChecker(payload);
      expect(c.text('name')).toBeUndefined();
      expect(c.result).toEqual({ name: ['field_required'] });
    }
  });

  it('counts characters, not UTF-16 units', () => {
    expect(charLength('😀😀')).toBe(2);
    expect(charLength('абв')).toBe(3);
  });

  it('normalises e-mails and trims text', () => {
    const check = new FieldChecker({ email: ' Ana@Example.com ', name: '  Acme  ' });
    expect(check.email('email')).toBe('ana@example.com');
    expect(check.text('name')).toBe('Acme');
    expect(check.ok).toBe(true);
  });

  it('limits text length by characters, naming the limit in the key', () => {
    const check = new FieldChecker({ name: 'ж'.repeat(256), ok: 'ж'.repeat(255) });
    expect(check.text('ok', 255)).toHaveLength(255);
    expect(check.text('name', 255)).toBeUndefined();
    expect(check.result).toEqual({ name: ['max_255_characters'] });
  });

  it('checks ids, options, booleans and e-mails', () => {
    const c = new FieldChecker({ id: 1.5, opt: 'b', flag: 1, mail: 'a@b.c', other: 'a@b' });
    expect(c.id('id')).toBeUndefined();
    expect(c.oneOf('opt', ['a'])).toBeUndefined();
    expect(c.boolean('flag')).toBeUndefined();
    expect(c.email('mail')).toBe('a@b.c');
    expect(c.email('other')).toBeUndefined();
    expect(c.result).toEqual({ id: ['invalid_option'], opt: ['invalid_option'], flag: ['invalid_option'], other: ['email_invalid'] });
    expect(c.ok).toBe(false);
  });

  it('calls an over-long e-mail invalid', () => {
    const c = new FieldChecker({ mail: `${'a'.repeat(250)}@b.co` });
    expect(c.email('mail')).toBeUndefined();
    expect(c.result).toEqual({ mail: ['email_invalid'] });
  });

  it('takes e-mails up to the deliverable length, and answers input longer than the forms allow as over-long text', () => {
    const c = new FieldChecker({ ok: `${'a'.repeat(249)}@b.co`, long: `${'a'.repeat(251)}@b.co` });
    expect(c.email('ok')).toHaveLength(254);
    expect(c.email('long')).toBeUndefined();
    expect(c.result).toEqual({ long: ['max_255_characters'] });
  });

  it('keeps passwords exactly as sent', () => {
    expect(new FieldChecker({ password: ' Secret1! ' }).raw('password')).toBe(' Secret1! ');
  });

  it('reads optional values with a fallback, refusing wrong types', () => {
    const check = new FieldChecker({ remember_me: 'true', other: null });
    expect(check.optionalBoolean('other', false)).toBe(false);
    expect(check.optionalBoolean('missing', true)).toBe(true);
    expect(check.optionalBoolean('remember_me', false)).toBe(false);
    expect(check.result).toEqual({ remember_me: ['invalid_option'] });
  });

  it('tells which fields a payload carries', () => {
    const c = new FieldChecker({ a: null, b: false, c: undefined });
    expect([c.has('a'), c.has('b'), c.has('c'), c.has('d')]).toEqual([true, true, false, false]);
  });

  it('reads positive integers, as digit strings only where allowed (URL values)', () => {
    const check = new FieldChecker({ a: 5, b: '17', c: '17', d: 0, e: 1.5, f: '1e3' });
    expect(check.positiveInt('a')).toBe(5);
    expect(check.positiveInt('b', true)).toBe(17);
    expect(check.positiveInt('c')).toBeUndefined();
    expect(check.positiveInt('d')).toBeUndefined();
    expect(check.positiveInt('e')).toBeUndefined();
    expect(check.positiveInt('f', true)).toBeUndefined();
    expect(Object.keys(check.result)).toEqual(['c', 'd', 'e', 'f']);
  });

  it('reads ids as positive integers, numbers only', () => {
    const c = new FieldChecker({ a: 7, b: '7', d: 0 });
    expect(c.id('a')).toBe(7);
    expect(c.id('b')).toBeUndefined();
    expect(c.id('d')).toBeUndefined();
    expect(c.id('missing')).toBeUndefined();
    expect(c.result).toEqual({ b: ['invalid_option'], d: ['invalid_option'], missing: ['field_required'] });
  });

  it('merges errors from elsewhere without repeating a key', () => {
    const check = new FieldChecker({});
    check.fail('password', 'password_too_short');
    check.failAll({ password: ['password_too_short', 'password_symbol_required'], terms: ['terms_required'] });
    expect(check.result).toEqual({ password: ['password_too_short', 'password_symbol_required'], terms: ['terms_required'] });
  });

  it('recognises uuids', () => {
    expect(isUuid('0b9d7c1e-3f4a-4c2b-9a8e-1d2c3b4a5f60')).toBe(true);
    expect(isUuid('not-a-uuid')).toBe(false);
    expect(isUuid(42)).toBe(false);
  });

  it('throws the collected errors as one 422, and nothing when there are none', () => {
    const ok = new FieldChecker({ name: 'Acme' });
    ok.text('name');
    expect(() => throwIfInvalid(ok)).not.toThrow();
    const bad = new FieldChecker({});
    bad.text('name');
    expect(() => throwIfInvalid(bad)).toThrow(ValidationFailedError);
    expect(() => throwIfInvalid(bad)).toThrow(expect.objectContaining({ status: 422, errors: { name: ['field_required'] } }));
  });
});
