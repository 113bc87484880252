import { inputProblems, isCleanText, MAX_INPUT_DEPTH } from './input-guard.middleware';

const nested = (levels: number): unknown => {
  let value: unknown = 'x';
  for (let i = 0; i < levels; i++) value = { a: value };
  return value;
};

describe('input guard', () => {
  it('refuses NUL characters and lone surrogates, by field', () => {
    expect(inputProblems({ name: 'Ana\u0000', q: 'fine' })).toEqual({ name: ['invalid_characters'] });
    expect(inputProblems({ scan_id: 'a\uD800b' })).toEqual({ scan_id: ['invalid_characters'] });
    expect(inputProblems({ list: ['ok', '\uDC00'] })).toEqual({ list: ['invalid_characters'] });
    expect(inputProblems({ ['bad\u0000key']: 1 })).toEqual({ 'bad\u0000key': ['invalid_characters'] });
  });

  it('lets a paired surrogate (an emoji) and ordinary Cyrillic through', () => {
    expect(isCleanText('Ана 😀')).toBe(true);
    expect(inputProblems({ comment: 'Ана 😀', settings: { night_work: { start: '22:00' } } })).toEqual({});
  });

  it('refuses a value nested deeper than any form, without overflowing the stack', () => {
    expect(inputProblems({ data: nested(MAX_INPUT_DEPTH - 2) })).toEqual({});
    expect(inputProblems({ data: nested(2_500) })).toEqual({ data: ['nesting_too_deep'] });
    expect(inputProblems({ data: nested(1_000_000) })).toEqual({ data: ['nesting_too_deep'] });
  });
});
