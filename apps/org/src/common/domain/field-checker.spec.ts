import { charLength, FieldChecker } from './field-checker';

describe('field checker', () => {
  it('treats a non-object payload as empty', () => {
    for (const payload of [null, undefined, 'text', 3, [1, 2]]) {
      const c = new FieldChecker(payload);
      expect(c.text('name')).toBeUndefined();
      expect(c.result).toEqual({ name: ['field_required'] });
    }
  });

  it('counts characters, not UTF-16 units', () => {
    expect(charLength('😀😀')).toBe(2);
    expect(charLength('абв')).toBe(3);
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
});
