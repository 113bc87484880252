import { affectedCount, returnedRows } from './raw-results';

describe('raw statement results', () => {
  it('reads the RETURNING rows whether TypeORM answered rows (SELECT, INSERT) or [rows, affected] (UPDATE, DELETE)', () => {
    expect(returnedRows([{ id: 1 }])).toEqual([{ id: 1 }]);
    expect(returnedRows([[{ id: 1 }], 1])).toEqual([{ id: 1 }]);
    // An UPDATE that matched nothing: an empty list, not the pair (whose length is 2).
    expect(returnedRows([[], 0])).toEqual([]);
    expect(returnedRows([])).toEqual([]);
  });

  it('counts the rows an UPDATE or DELETE touched', () => {
    expect(affectedCount([[], 3])).toBe(3);
    expect(affectedCount([[{ id: 1 }], 1])).toBe(1);
    expect(affectedCount([{ a: 1 }, { a: 2 }])).toBe(2);
    expect(affectedCount(undefined)).toBe(0);
  });
});
