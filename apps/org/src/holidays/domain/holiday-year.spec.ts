import { FieldChecker } from '@presently/validation';
import { readYear } from './holiday-year';

const read = (payload: unknown) => {
  const c = new FieldChecker(payload);
  return { year: readYear(c, 'year', 2026), errors: c.result };
};

describe('the year of a holiday list', () => {
  it('is this year when absent, and takes numbers or digits', () => {
    expect(read({})).toEqual({ year: 2026, errors: {} });
    expect(read({ year: '' })).toEqual({ year: 2026, errors: {} });
    expect(read({ year: 2031 })).toEqual({ year: 2031, errors: {} });
    expect(read({ year: '2031' })).toEqual({ year: 2031, errors: {} });
  });

  it('lies between 1900 and 2200', () => {
    expect(read({ year: 1899 }).errors).toEqual({ year: ['between_1900_and_2200'] });
    expect(read({ year: 2201 }).errors).toEqual({ year: ['between_1900_and_2200'] });
    expect(read({ year: 2026.5 }).errors).toEqual({ year: ['invalid_option'] });
    expect(read({ year: 'next' }).errors).toEqual({ year: ['invalid_option'] });
  });
});
