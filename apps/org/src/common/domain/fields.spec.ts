import { checkId, FieldChecker, idList } from '@presently/validation';
import { isIsoDate } from '@presently/domain';
import { changedKeys, hhMm, intBetween, numberBetween, optionalIsoDate, optionalPhone, optionalText, sameValue } from './fields';

const check = <T>(payload: unknown, read: (c: FieldChecker) => T) => {
  const c = new FieldChecker(payload);
  const value = read(c);
  return { value, errors: c.result };
};

describe('administration fields', () => {
  it('takes ids that fit an integer column, digits only where allowed', () => {
    expect(check({ id: 7 }, (c) => checkId(c, 'id'))).toEqual({ value: 7, errors: {} });
    expect(check({ id: '7' }, (c) => checkId(c, 'id', { digits: true }))).toEqual({ value: 7, errors: {} });
    expect(check({ id: '7' }, (c) => checkId(c, 'id')).errors).toEqual({ id: ['invalid_option'] });
    expect(check({ id: 2_147_483_648 }, (c) => checkId(c, 'id')).errors).toEqual({ id: ['invalid_option'] });
    expect(check({}, (c) => checkId(c, 'id')).errors).toEqual({ id: ['field_required'] });
  });

  it('takes id lists without duplicates', () => {
    expect(check({ ids: [3, 1, 3] }, (c) => idList(c, 'ids'))).toEqual({ value: [3, 1], errors: {} });
    expect(check({ ids: [1, 'x'] }, (c) => idList(c, 'ids')).errors).toEqual({ ids: ['invalid_option'] });
    expect(check({ ids: 1 }, (c) => idList(c, 'ids')).errors).toEqual({ ids: ['invalid_option'] });
  });

  it('names the range a number falls outside of', () => {
    expect(check({ n: 120 }, (c) => intBetween(c, 'n', 0, 120)).value).toBe(120);
    expect(check({ n: 121 }, (c) => intBetween(c, 'n', 0, 120)).errors).toEqual({ n: ['between_0_and_120'] });
    expect(check({ n: 1.5 }, (c) => intBetween(c, 'n', 0, 120)).errors).toEqual({ n: ['invalid_option'] });
    expect(check({ h: 7.75 }, (c) => numberBetween(c, 'h', 1, 24, 0.25)).value).toBe(7.75);
    expect(check({ h: 7.8 }, (c) => numberBetween(c, 'h', 1, 24, 0.25)).errors).toEqual({ h: ['invalid_option'] });
    expect(check({ h: 0.5 }, (c) => numberBetween(c, 'h', 1, 24, 0.25)).errors).toEqual({ h: ['between_1_and_24'] });
  });

  it('takes real calendar dates and times of day only', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2023-02-29')).toBe(false);
    expect(isIsoDate('2024-2-1')).toBe(false);
    expect(check({ d: '' }, (c) => optionalIsoDate(c, 'd')).value).toBeNull();
    expect(check({ d: '31.12.2024' }, (c) => optionalIsoDate(c, 'd')).errors).toEqual({ d: ['date_invalid'] });
    expect(check({ t: '24:00' }, (c) => hhMm(c, 't')).errors).toEqual({ t: ['time_invalid'] });
    expect(check({ t: '9:00' }, (c) => hhMm(c, 't')).errors).toEqual({ t: ['time_invalid'] });
    expect(check({ t: '09:00' }, (c) => hhMm(c, 't')).value).toBe('09:00');
  });

  it('takes optional text and phone numbers', () => {
    expect(check({ t: '  ' }, (c) => optionalText(c, 't')).value).toBeNull();
    expect(check({ t: ' x ' }, (c) => optionalText(c, 't')).value).toBe('x');
    expect(check({ t: 3 }, (c) => optionalText(c, 't')).errors).toEqual({ t: ['invalid_option'] });
    expect(check({ p: '+389 (2) 312-345' }, (c) => optionalPhone(c, 'p')).value).toBe('+389 (2) 312-345');
    expect(check({ p: 'call me' }, (c) => optionalPhone(c, 'p')).errors).toEqual({ p: ['phone_invalid'] });
    expect(check({ p: null }, (c) => optionalPhone(c, 'p')).value).toBeNull();
  });

  it('compares values structurally and names what changed', () => {
    expect(sameValue({ a: [1, 2] }, { a: [1, 2] })).toBe(true);
    expect(sameValue({ a: [1, 2] }, { a: [2, 1] })).toBe(false);
    expect(sameValue(null, {})).toBe(false);
    expect(changedKeys({ a: 1, b: [1], c: 'x' }, { a: 1, b: [1, 2], c: undefined })).toEqual(['b']);
  });
});
