import type { PresenceDayView } from '@presently/contracts';
import { classifyDay, type DayFacts, type UserRules } from '@presently/presence-rules';
import { DateTime } from 'luxon';
import type { StoredRecord } from '../../records/domain/stored-record';
import { dayFigures, dayView } from '../../records/domain/presence-views';
import { reportDay, reportDayOf } from './report-day';

const TZ = 'Europe/Skopje';
const at = (s: string) => DateTime.fromFormat(s, 'yyyy-MM-dd HH:mm', { zone: TZ }).toJSDate();
const rules: UserRules = {
  timezone: TZ,
  workingMinutesPerDay: 480,
  maxPaidBreakMinutes: 30,
  disableOvertime: false,
  flexibleRegularHours: false,
  automaticPresenceStop: false,
  startRoundingMinutes: 15,
  endRoundingMinutes: 15,
  flexibleHoursMarginMinutes: 0,
  nightWork: { start: '22:00', end: '06:00' },
};
const facts: DayFacts = { holiday: null, absenceTypeId: null, restDay: false, schedule: [] };
const view = (date: string): PresenceDayView =>
  ({ date, weekday: 1, holiday: null, absence_type_id: null, rest_day: false, scheduled: [], records: [], segments: [], totals: {} as never, comment: null }) as PresenceDayView;

describe('a classified day for the reports', () => {
  const records = [
    { id: 1, kind: 'work' as const, start: at('2026-03-02 07:53'), end: at('2026-03-02 12:00') },
    { id: 2, kind: 'private_exit' as const, start: at('2026-03-02 12:00'), end: at('2026-03-02 12:20') },
    { id: 3, kind: 'work' as const, start: at('2026-03-02 12:20'), end: at('2026-03-02 23:10') },
  ];
  const now = at('2026-03-10 12:00');

  it('gives the first in and last out in the mode asked (rounded by the margins, or raw)', () => {
    const rounded = reportDay(7, view('2026-03-02'), classifyDay('2026-03-02', records, rules, facts, now, 'rounded'), rules, false);
    const raw = reportDay(7, view('2026-03-02'), classifyDay('2026-03-02', records, rules, facts, now, 'raw'), rules, false);
    expect(raw.first_in).toBe(at('2026-03-02 07:53').toISOString());
    expect(raw.last_out).toBe(at('2026-03-02 23:10').toISOString());
    expect(rounded.first_in).not.toBe(raw.first_in);
  });

  it('counts the night minutes of the day even though they are overtime', () => {
    const day = reportDay(7, view('2026-03-02'), classifyDay('2026-03-02', records, rules, facts, now, 'raw'), rules, false);
    expect(day.night_minutes).toBe(70);
    expect(day.records).toBeUndefined();
  });

  it('has no first in or last out on a day without presence', () => {
    const day = reportDay(7, view('2026-03-03'), classifyDay('2026-03-03', [], rules, facts, now), rules, true);
    expect(day.first_in).toBeNull();
    expect(day.last_out).toBeNull();
    expect(day.records).toEqual([]);
  });

  it('is the same day from the figures alone as from the day view, on a holiday with a schedule and a comment too', () => {
    const stored: StoredRecord[] = records.map((r) => ({
      id: r.id,
      companyId: 1,
      userId: 7,
      kind: r.kind,
      startedAt: r.start,
      endedAt: r.end,
      source: 'web',
      deviceId: null,
      hasImage: false,
      reason: null,
      updatedBy: null,
      updatedAt: null,
      previousStart: null,
      previousEnd: null,
      registeredStart: r.start,
      registeredEnd: r.end,
      createdAt: r.start,
    }));
    const schedule = [{ start: at('2026-03-02 08:00'), end: at('2026-03-02 16:00'), shiftName: 'Morning' }];
    for (const dayFacts of [facts, { ...facts, schedule }, { ...facts, holiday: 'Holiday', schedule }]) {
      for (const mode of ['rounded', 'raw'] as const) {
        const input = { userId: 7, date: '2026-03-02', rules, facts: dayFacts, comment: 'Late train', now, mode };
        const full = dayView({ ...input, records: stored, factsOf: () => dayFacts, names: new Map() });
        expect(reportDayOf(7, dayFigures({ ...input, records: stored }), rules)).toEqual(reportDay(7, full.view, full.classified, rules, false));
      }
    }
  });
});
