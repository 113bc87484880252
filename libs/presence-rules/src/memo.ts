/**
 * Luxon answers zone questions through Intl formatting, a few microseconds each, and a report asks
 * the same few hundred days and times of day for every employee (a month of 10,000 people was 80 %
 * Luxon in presence). The zone functions of the rules are pure, so their answers are kept: per key,
 * at most MEMO_MAX keys per function (then it starts over), so memory stays small whatever the traffic.
 * Not exported from the library: an internal of the rules.
 */
const MEMO_MAX = 20_000;

export function memo<T>(compute: (...args: string[]) => T): (...args: string[]) => T {
  const kept = new Map<string, T>();
  return (...args) => {
    const key = args.join('|');
    let value = kept.get(key);
    if (value === undefined) {
      value = compute(...args); // a RangeError is thrown before anything is kept
      if (kept.size >= MEMO_MAX) kept.clear();
      kept.set(key, value);
    }
    return value;
  };
}

