import { formatValidity, isExpired, validityOf } from './expiry';

const now = new Date('2026-11-22T10:00:00Z');
const after = (ms: number) => new Date(now.getTime() + ms);
const MIN = 60_000;
const HOUR = 60 * MIN;

describe('how long a code or link stays valid', () => {
  it.each([
    [10 * MIN, { count: 10, unit: 'minute' }],
    [10 * MIN - 400, { count: 10, unit: 'minute' }], // a few hundred ms of delivery do not make it "9 minutes"
    [9 * MIN + 20_000, { count: 9, unit: 'minute' }], // a retry 40 s later tells the truth
    [20_000, { count: 1, unit: 'minute' }], // never "0 minutes"
    [HOUR, { count: 1, unit: 'hour' }],
    [90 * MIN, { count: 90, unit: 'minute' }],
    [2 * HOUR, { count: 2, unit: 'hour' }],
    [3.4 * HOUR, { count: 3, unit: 'hour' }],
    [24 * HOUR, { count: 24, unit: 'hour' }],
    [47 * HOUR, { count: 47, unit: 'hour' }],
    [48 * HOUR, { count: 2, unit: 'day' }],
    [7 * 24 * HOUR, { count: 7, unit: 'day' }],
  ])('%p ms → %p', (ms, validity) => expect(validityOf(after(ms), now)).toEqual(validity));

  it('is expired at and after the instant, not before', () => {
    expect(isExpired(after(1), now)).toBe(false);
    expect(isExpired(now, now)).toBe(true);
    expect(isExpired(after(-1), now)).toBe(true);
  });

  it.each([
    ['en', { count: 1, unit: 'minute' }, '1 minute'],
    ['en', { count: 10, unit: 'minute' }, '10 minutes'],
    ['en', { count: 1, unit: 'hour' }, '1 hour'],
    ['en', { count: 2, unit: 'day' }, '2 days'],
    ['mk', { count: 1, unit: 'minute' }, '1 минута'],
    ['mk', { count: 10, unit: 'minute' }, '10 минути'],
    ['mk', { count: 1, unit: 'hour' }, '1 час'],
    ['mk', { count: 24, unit: 'hour' }, '24 часа'],
    ['mk', { count: 2, unit: 'day' }, '2 дена'],
    ['bg', { count: 15, unit: 'minute' }, '15 минути'],
    ['bg', { count: 2, unit: 'hour' }, '2 часа'],
    ['bg', { count: 1, unit: 'day' }, '1 ден'],
    ['bg', { count: 3, unit: 'day' }, '3 дни'],
  ] as const)('%s: %p → %p', (lang, validity, phrase) => expect(formatValidity(validity, lang)).toBe(phrase));
});
