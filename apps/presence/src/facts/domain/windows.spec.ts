import { chunks, windowsBetween, windowsOf } from './windows';

describe('what is asked of absence at once', () => {
  it('covers the given dates with as few periods of at most 366 days as needed', () => {
    expect(windowsOf(['2026-03-02', '2026-03-01', '2026-03-02'])).toEqual([{ from: '2026-03-01', to: '2026-03-02' }]);
    expect(windowsOf(['2020-01-01', '2026-03-01', '2026-05-01'])).toEqual([
      { from: '2020-01-01', to: '2020-01-01' },
      { from: '2026-03-01', to: '2026-05-01' },
    ]);
    expect(windowsOf(['2026-01-01', '2027-01-01', '2027-01-02'])).toEqual([
      { from: '2026-01-01', to: '2027-01-01' },
      { from: '2027-01-02', to: '2027-01-02' },
    ]);
    expect(windowsOf([])).toEqual([]);
  });

  it('splits a long period and a long list', () => {
    expect(windowsBetween('2026-01-01', '2027-12-31')).toEqual([
      { from: '2026-01-01', to: '2027-01-01' },
      { from: '2027-01-02', to: '2027-12-31' },
    ]);
    expect(chunks([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
  });
});
