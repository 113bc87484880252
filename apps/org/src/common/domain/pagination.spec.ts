import { FieldChecker } from '@presently/validation';
import { containsPattern, readPageQuery, toPage } from './pagination';

const read = (payload: unknown) => {
  const c = new FieldChecker(payload);
  const page = readPageQuery(c, ['name', 'created_at'] as const, 'name');
  return { page, errors: c.result };
};

describe('pagination bounds', () => {
  it('defaults to the first page of 20, sorted by the list’s default column, ascending', () => {
    expect(read({})).toEqual({ page: { page: 1, perPage: 20, offset: 0, q: null, sort: 'name', order: 'asc' }, errors: {} });
    expect(read(undefined).page.perPage).toBe(20);
  });

  it('takes numbers or digits from a URL, and computes the offset', () => {
    expect(read({ page: 3, per_page: '25' }).page).toMatchObject({ page: 3, perPage: 25, offset: 50 });
    expect(read({ page: '1', per_page: 100 }).page).toMatchObject({ perPage: 100, offset: 0 });
  });

  it('refuses a page size beyond 100 or below 1, and a page below 1, rather than show something else', () => {
    expect(read({ per_page: 101 }).errors).toEqual({ per_page: ['between_1_and_100'] });
    expect(read({ per_page: 0 }).errors).toEqual({ per_page: ['between_1_and_100'] });
    expect(read({ page: 0 }).errors).toEqual({ page: ['between_1_and_100000'] });
    expect(read({ page: '-2' }).errors).toEqual({ page: ['between_1_and_100000'] });
    expect(read({ page: 1.5, per_page: 'ten' }).errors).toEqual({ page: ['invalid_option'], per_page: ['invalid_option'] });
  });

  it('trims the search text; blank is no search; over 255 characters is refused', () => {
    expect(read({ q: '  ana ' }).page.q).toBe('ana');
    expect(read({ q: '   ' }).page.q).toBeNull();
    expect(read({ q: 'x'.repeat(256) }).errors).toEqual({ q: ['max_255_characters'] });
    expect(read({ q: 5 }).errors).toEqual({ q: ['invalid_option'] });
  });

  it('sorts only by the list’s own columns', () => {
    expect(read({ sort: 'created_at', order: 'desc' }).page).toMatchObject({ sort: 'created_at', order: 'desc' });
    expect(read({ sort: 'password', order: 'sideways' }).errors).toEqual({ sort: ['invalid_option'], order: ['invalid_option'] });
  });

  it('makes a LIKE pattern in which % _ and \\ are literal', () => {
    expect(containsPattern('ana')).toBe('%ana%');
    expect(containsPattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });

  it('wraps a page with its total', () => {
    expect(toPage(['a'], 41, { page: 3, perPage: 20 })).toEqual({ items: ['a'], total: 41, page: 3, per_page: 20 });
  });
});
