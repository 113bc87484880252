import { historyFrom } from './history-change';

const SKOPJE = 'Europe/Skopje'; // UTC+1 in November
const NEW_YORK = 'America/New_York'; // UTC-5 in November
const at = (iso: string) => new Date(iso);

describe('historyFrom: whether a change of records reaches a day before today in the company zone', () => {
  it('a clock-in or clock-out inside today reaches no earlier day', () => {
    const now = at('2026-11-25T09:00:00Z');
    expect(historyFrom([now], now, SKOPJE)).toBeNull(); // clock-in: the new record starts now
    expect(historyFrom([at('2026-11-25T07:00:00Z'), now], now, SKOPJE)).toBeNull(); // clock-out of a record opened this morning
    expect(historyFrom([null, undefined, now], now, SKOPJE)).toBeNull();
    expect(historyFrom([], now, SKOPJE)).toBeNull();
  });

  it('a clock-out across midnight closes a record that started yesterday', () => {
    const now = at('2026-11-25T01:30:00Z'); // 02:30 in Skopje
    expect(historyFrom([at('2026-11-24T21:00:00Z'), now], now, SKOPJE)).toBe('2026-11-24');
  });

  it('counts days in the company zone, not in UTC', () => {
    // 23:30 UTC on the 24th is already the 25th in Skopje: a record started then is today's there.
    const now = at('2026-11-25T06:00:00Z');
    expect(historyFrom([at('2026-11-24T23:30:00Z')], now, SKOPJE)).toBeNull();
    expect(historyFrom([at('2026-11-24T22:30:00Z')], now, SKOPJE)).toBe('2026-11-24');
    // 02:00 UTC on the 25th is still the evening of the 24th in New York, which is today there until 05:00 UTC.
    expect(historyFrom([at('2026-11-25T02:00:00Z')], at('2026-11-25T04:00:00Z'), NEW_YORK)).toBeNull();
    expect(historyFrom([at('2026-11-25T02:00:00Z')], at('2026-11-25T06:00:00Z'), NEW_YORK)).toBe('2026-11-24');
  });

  it('a late device scan with an old time reaches its own day', () => {
    const now = at('2026-11-25T09:00:00Z');
    expect(historyFrom([at('2026-11-23T07:00:00Z')], now, SKOPJE)).toBe('2026-11-23');
  });

  it('an edit moving a record from a past day to today, or from today to a past day, reaches the past day', () => {
    const now = at('2026-11-25T12:00:00Z');
    const yesterday = at('2026-11-24T08:00:00Z');
    const today = at('2026-11-25T08:00:00Z');
    expect(historyFrom([yesterday, today], now, SKOPJE)).toBe('2026-11-24'); // before, after
    expect(historyFrom([today, yesterday], now, SKOPJE)).toBe('2026-11-24');
    // Within today only, or into the future: nothing past.
    expect(historyFrom([today, at('2026-11-26T08:00:00Z')], now, SKOPJE)).toBeNull();
  });

  it('a delete reaches the day the deleted record started; the earliest of several records counts', () => {
    const now = at('2026-11-25T12:00:00Z');
    expect(historyFrom([at('2026-10-31T08:00:00Z')], now, SKOPJE)).toBe('2026-10-31');
    expect(historyFrom([at('2026-11-20T08:00:00Z'), at('2026-11-03T08:00:00Z'), at('2026-11-25T08:00:00Z')], now, SKOPJE)).toBe('2026-11-03');
  });

  it('just before midnight the ending day already counts as past (the change may commit after midnight)', () => {
    const clockIn = at('2026-11-24T22:58:00Z'); // 23:58 in Skopje
    expect(historyFrom([clockIn], clockIn, SKOPJE)).toBe('2026-11-24');
    const earlier = at('2026-11-24T22:50:00Z'); // 23:50: ten minutes left
    expect(historyFrom([earlier], earlier, SKOPJE)).toBeNull();
  });
});
