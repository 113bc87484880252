import { checkId, idList, optionalId, parsedFrom } from './field-helpers';
import { FieldChecker } from './field-checker';

describe('field helpers', () => {
  it('reads ids as JSON numbers, and digits only where a URL sent them', () => {
    const c = new FieldChecker({ a: 7, b: '7', c: 2_147_483_648 });
    expect(checkId(c, 'a')).toBe(7);
    expect(checkId(c, 'b')).toBeUndefined();
    expect(checkId(c, 'c')).toBeUndefined();
    expect(c.result).toEqual({ b: ['invalid_option'], c: ['invalid_option'] });
    expect(checkId(new FieldChecker({ b: '7' }), 'b', { digits: true })).toBe(7);
  });

  it('answers null for an optional id left out, and for an empty URL parameter', () => {
    expect(optionalId(new FieldChecker({}), 'x')).toBeNull();
    expect(optionalId(new FieldChecker({ x: null }), 'x')).toBeNull();
    expect(optionalId(new FieldChecker({ x: '' }), 'x', { digits: true })).toBeNull();
    const c = new FieldChecker({ x: '' });
    expect(optionalId(c, 'x')).toBeUndefined();
    expect(c.ok).toBe(false);
  });

  it('reads id lists without duplicates, bounded when asked', () => {
    expect(idList(new FieldChecker({ ids: [3, 1, 3] }), 'ids')).toEqual([3, 1]);
    expect(idList(new FieldChecker({ ids: [] }), 'ids')).toEqual([]);
    const empty = new FieldChecker({ ids: [] });
    idList(empty, 'ids', { nonEmpty: true });
    expect(empty.result).toEqual({ ids: ['field_required'] });
    const long = new FieldChecker({ ids: [1, 2, 3] });
    idList(long, 'ids', { max: 2 });
    expect(long.result).toEqual({ ids: ['between_1_and_2'] });
  });

  it('turns a checker into a parsed value or its errors', () => {
    expect(parsedFrom(new FieldChecker({ a: 1 }), () => 'fine')).toEqual({ ok: true, value: 'fine' });
    const c = new FieldChecker({});
    checkId(c, 'a');
    expect(parsedFrom(c, () => 'never')).toEqual({ ok: false, errors: { a: ['field_required'] } });
  });
});
