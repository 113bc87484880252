import { DEFAULT_COMPANY_SETTINGS, DEFAULT_WORK_SETTINGS } from '../../copies/domain/copy-payloads';
import { rulesOf } from '../../common/domain/user-rules';
import { NO_FACTS } from '../../facts/domain/day-facts';
import type { StoredRecord } from './stored-record';
import { dayView, recordsOfDay, recordViews, totalsView, weekdayOf } from './presence-views';

const record = (id: number, kind: StoredRecord['kind'], start: string, end: string | null): StoredRecord => ({
  id,
  companyId: 1,
  userId: 7,
  kind,
  startedAt: new Date(start),
  endedAt: end ? new Date(end) : null,
  source: 'web',
  deviceId: null,
  hasImage: false,
  reason: null,
  updatedBy: null,
  updatedAt: null,
  previousStart: null,
  previousEnd: null,
  registeredStart: new Date(start),
  registeredEnd: end ? new Date(end) : null,
  createdAt: new Date(start),
});

const rules = rulesOf(DEFAULT_WORK_SETTINGS, { ...DEFAULT_COMPANY_SETTINGS, timezone: 'Europe/Skopje' });
const night = rulesOf(DEFAULT_WORK_SETTINGS, { ...DEFAULT_COMPANY_SETTINGS, timezone: 'Europe/Skopje', night_work: { enabled: true, start: '22:00', end: '06:00' } });

describe('presence views', () => {
  it('lists totals by the catalogue order, only types with time', () => {
    expect(
      totalsView({
        byType: new Map([
          [21, 15],
          [1, 480],
          [2, 0],
        ]),
        workedMinutes: 495,
        paidBreakMinutes: 0,
        overtimeMinutes: 15,
        scheduledMinutes: 0,
        unauthorizedAbsenceMinutes: 0,
      }).by_type,
    ).toEqual([
      { presence_type_id: 1, minutes: 480 },
      { presence_type_id: 21, minutes: 15 },
    ]);
  });

  it('types and rounds records, open ones lasting until now', () => {
    const now = new Date('2026-03-10T10:00:30Z');
    const [work, open] = recordViews(
      [record(1, 'work', '2026-03-10T07:00:00Z', '2026-03-10T09:00:00Z'), record(2, 'break', '2026-03-10T09:00:00Z', null)],
      'Europe/Skopje',
      () => rules,
      () => NO_FACTS,
      now,
      new Map(),
    );
    expect(work).toMatchObject({ presence_type_id: 1, duration_minutes: 120, end: '2026-03-10T09:00:00.000Z', rounded_start: '2026-03-10T07:00:00.000Z' });
    expect(open).toMatchObject({ presence_type_id: 2, end: null, rounded_end: null, duration_minutes: 60 });
  });

  it('types night work by its start, in the company zone', () => {
    const [late] = recordViews([record(3, 'work', '2026-03-10T21:30:00Z', null)], 'Europe/Skopje', () => night, () => NO_FACTS, new Date('2026-03-10T22:00:00Z'), new Map());
    expect(late.presence_type_id).toBe(17);
  });

  it("types each record with the rules of its start day (a closed month's own settings)", () => {
    // 22:30 local on 10 and 11 March; only the 10th is classified with a night window.
    const asked: string[] = [];
    const rulesOn = (_userId: number, date: string) => {
      asked.push(date);
      return date === '2026-03-10' ? night : rules;
    };
    const views = recordViews(
      [record(5, 'work', '2026-03-10T21:30:00Z', '2026-03-10T22:00:00Z'), record(6, 'work', '2026-03-11T21:30:00Z', '2026-03-11T22:00:00Z')],
      'Europe/Skopje',
      rulesOn,
      () => NO_FACTS,
      new Date('2026-03-12T00:00:00Z'),
      new Map(),
    );
    expect(views.map((v) => v.presence_type_id)).toEqual([17, 1]);
    expect(asked.sort()).toEqual(['2026-03-10', '2026-03-11']);
  });

  it('cuts a day: a record across midnight shows on both days, with each day its part', () => {
    const shift = record(4, 'work', '2026-03-10T20:00:00Z', '2026-03-11T03:00:00Z'); // 21:00–04:00 local
    const now = new Date('2026-03-12T00:00:00Z');
    expect(recordsOfDay([shift], '2026-03-10', 'Europe/Skopje', now)).toHaveLength(1);
    expect(recordsOfDay([shift], '2026-03-11', 'Europe/Skopje', now)).toHaveLength(1);
    expect(recordsOfDay([shift], '2026-03-12', 'Europe/Skopje', now)).toHaveLength(0);
    const input = { userId: 7, records: [shift], rules, facts: NO_FACTS, factsOf: () => NO_FACTS, comment: null, now, names: new Map<number, string>() };
    expect(dayView({ ...input, date: '2026-03-10' }).totals.workedMinutes).toBe(180);
    expect(dayView({ ...input, date: '2026-03-11' }).totals.workedMinutes).toBe(240);
    expect(weekdayOf('2026-03-10')).toBe(2);
  });

  it('numbers weekdays Monday 1 to Sunday 7, the day of a DST change and a leap day too', () => {
    expect(['2026-03-23', '2026-03-24', '2026-03-25', '2026-03-26', '2026-03-27', '2026-03-28', '2026-03-29'].map(weekdayOf)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(weekdayOf('2026-10-25')).toBe(7);
    expect(weekdayOf('2024-02-29')).toBe(4);
  });
});
