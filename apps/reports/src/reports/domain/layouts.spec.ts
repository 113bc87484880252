import type { PresenceRecordView, ReportDayFigures, ReportEmployee } from '@presently/contracts';
import { DateTime } from 'luxon';
import type { EmployeeDays, ReportContext } from './layout';
import { addToTotals } from './layout';
import { LAYOUTS } from './layouts';
import { checkFilters, datesOf } from './report-query';

const TZ = 'Europe/Skopje';
const iso = (local: string) => DateTime.fromFormat(local, 'yyyy-MM-dd HH:mm', { zone: TZ }).toUTC().toISO()!;
/** The same instant as epoch milliseconds (a day's first in and last out). */
const at = (local: string) => Date.parse(iso(local));
const ana: ReportEmployee = { user_id: 7, full_name: 'Ана Петрова', department_id: 2, team_id: 3 };

function ctx(from: string, to: string, over: Partial<ReportContext> = {}): ReportContext {
  return {
    kind: 'presence',
    from,
    to,
    dates: datesOf(from, to),
    timezone: TZ,
    absenceTypeId: null,
    bucket: 'month',
    departmentName: (id) => (id === 2 ? 'Продажба' : null),
    teamName: (id) => (id === 3 ? 'Тим А' : null),
    ...over,
  };
}

function day(date: string, over: Partial<ReportDayFigures> & { byType?: Record<number, number> } = {}): ReportDayFigures {
  const { byType = {}, ...rest } = over;
  const by_type = Object.entries(byType).map(([id, minutes]) => ({ presence_type_id: Number(id), minutes }));
  const m = (ids: number[]) => by_type.filter((t) => ids.includes(t.presence_type_id)).reduce((s, t) => s + t.minutes, 0);
  return {
    user_id: ana.user_id,
    date,
    holiday: null,
    absence_type_id: null,
    rest_day: false,
    scheduled: [],
    first_in: null,
    last_out: null,
    totals: {
      by_type,
      worked_minutes: m([1, 5, 7, 8, 12, 13, 14, 15, 17, 18, 21]),
      paid_break_minutes: m([2, 10, 11, 16, 19]),
      overtime_minutes: m([21]),
      scheduled_minutes: 0,
      unauthorized_absence_minutes: m([6]),
    },
    night_minutes: 0,
    comment: null,
    ...rest,
  };
}

/** A week of October 2026: a normal day, an overtime evening into the night, a night shift across midnight, a holiday, a vacation day. */
const week: EmployeeDays = {
  employee: ana,
  days: [
    day('2026-10-05', { first_in: at('2026-10-05 08:00'), last_out: at('2026-10-05 16:30'), byType: { 1: 480, 2: 30 } }),
    // 14:00–23:30 with an 8-hour day: 90 minutes of overtime, and the same 90 minutes are night hours.
    day('2026-10-06', { first_in: at('2026-10-06 14:00'), last_out: at('2026-10-06 23:30'), byType: { 1: 480, 21: 90 }, night_minutes: 90 }),
    // 22:00 → 06:00 the next day: the part before midnight on the 7th, the rest on the 8th.
    day('2026-10-07', { first_in: at('2026-10-07 22:00'), last_out: at('2026-10-08 00:00'), byType: { 17: 120 }, night_minutes: 120 }),
    day('2026-10-08', { first_in: at('2026-10-08 00:00'), last_out: at('2026-10-08 06:00'), byType: { 17: 360 }, night_minutes: 360 }),
    day('2026-10-09', { holiday: 'Ден на независноста', byType: { 9: 480 } }),
    day('2026-10-10', { absence_type_id: 1, byType: { 4: 480 } }),
    day('2026-10-11', { rest_day: true, byType: { 23: 480 } }),
  ],
};
const c = ctx('2026-10-05', '2026-10-11');

describe('the presence report', () => {
  const rows = LAYOUTS.presence.rows(week, c);

  it('has a row per day and the employee total, with times in the company zone', () => {
    expect(rows.map((r) => r.kind)).toEqual(['day', 'day', 'day', 'day', 'day', 'day', 'day', 'total']);
    expect(rows[0].cells).toMatchObject({ employee: 'Ана Петрова', department: 'Продажба', team: 'Тим А', first_in: '08:00', last_out: '16:30', worked: 480, paid_break: 30 });
  });

  it('shows night hours on top of overtime (both supplements are paid)', () => {
    expect(rows[1].cells).toMatchObject({ worked: 570, regular: 480, overtime: 90, night: 90, type_21: 90 });
    expect(rows[1].cells.type_17).toBeUndefined();
  });

  it('splits a night shift across midnight between the two days', () => {
    expect(rows[2].cells).toMatchObject({ first_in: '22:00', last_out: '00:00', worked: 120, night: 120 });
    expect(rows[3].cells).toMatchObject({ first_in: '00:00', last_out: '06:00', worked: 360, night: 360 });
  });

  it('codes holiday, absence and rest day, in their colours', () => {
    expect([rows[4], rows[5], rows[6]].map((r) => r.cells.status)).toEqual(['H', 'V', 'R']);
    expect(rows[4].cells.holiday).toBe('Ден на независноста');
    expect(rows[5].colors?.status).toMatch(/^#/);
  });

  it('names each code of its legend once: a scheduled rest day (type 11) is the rest-day R', () => {
    const legend = LAYOUTS.presence.legend(c);
    const codes = legend.map((l) => l.code);
    expect(codes).toEqual([...new Set(codes)]);
    expect(legend.filter((l) => l.code === 'R')).toEqual([{ code: 'R', label: 'rest_day', color: '#90a4ae' }]);
    expect(legend.find((l) => l.absence_type_id === 1)).toMatchObject({ code: 'V', label: 'absence_type' });
    expect(LAYOUTS.calendar.legend({ ...c, absenceTypeId: 11 }).map((l) => l.code)).toEqual(['W', 'H', 'R', 'U']);
  });

  it('totals the employee, and the selection without counting the total rows twice', () => {
    expect(rows[7].cells).toMatchObject({ worked: 480 + 570 + 120 + 360, overtime: 90, night: 570, type_9: 480, type_4: 480 });
    const totals: Record<string, number> = {};
    addToTotals(totals, LAYOUTS.presence.columns(c), rows);
    expect(totals.worked).toBe(1530);
    expect(totals.night).toBe(570);
  });

  it('keeps only the days of the absence type asked for', () => {
    const only = LAYOUTS.presence.rows(week, { ...c, absenceTypeId: 1 });
    expect(only.filter((r) => r.kind === 'day').map((r) => r.cells.date)).toEqual(['2026-10-10']);
    expect(LAYOUTS.presence.rows(week, { ...c, absenceTypeId: 3 })).toEqual([]);
  });

  it('the non-rounded report asks presence for raw times, the presence report for rounded ones', () => {
    expect(LAYOUTS['non-rounded-presence'].mode).toBe('raw');
    expect(LAYOUTS.presence.mode).toBe('rounded');
  });
});

describe('the calendar report', () => {
  it('is one row per employee with a coded cell per day and day counts', () => {
    const [row] = LAYOUTS.calendar.rows(week, c);
    expect(['2026-10-05', '2026-10-06', '2026-10-07', '2026-10-08', '2026-10-09', '2026-10-10', '2026-10-11'].map((d) => row.cells[`d_${d}`])).toEqual(['W', 'W', 'W', 'W', 'H', 'V', 'R']);
    expect(row.cells).toMatchObject({ worked_days: 4, holidays: 1, rest_days: 1, absence_1: 1, absence_3: 0, worked: 1530 });
    expect(row.colors?.['d_2026-10-09']).toBe('#34bfa3');
    const columns = LAYOUTS.calendar.columns(c).filter((col) => col.label === 'day');
    expect(columns.map((col) => col.date)).toEqual(c.dates);
  });
});

describe('the summaries', () => {
  it('cumulative sums the period per category', () => {
    const [row] = LAYOUTS.cumulative.rows(week, c);
    expect(row.cells).toMatchObject({ days_present: 4, worked: 1530, overtime: 90, night: 570, holidays: 1, absence_1: 1, rest_days: 1 });
  });

  it('periodic gives a row per ISO week or month bucket and a total', () => {
    const two = { employee: ana, days: [...week.days, day('2026-10-12', { byType: { 1: 60 } })] };
    const rows = LAYOUTS.periodic.rows(two, ctx('2026-10-05', '2026-10-12', { bucket: 'week' }));
    expect(rows.map((r) => [r.kind, r.cells.period, r.cells.worked])).toEqual([
      ['day', '2026-W41', 1530],
      ['day', '2026-W42', 60],
      ['total', null, 1590],
    ]);
  });

  it('special (payroll) counts regular, overtime and night separately, and paid days by kind', () => {
    const [row] = LAYOUTS.special.rows(week, c);
    expect(row.cells).toMatchObject({ regular: 1440, overtime: 90, night: 570, paid_break: 30, paid_total: 1560, vacation_days: 1, sick_leave_days: 0, holidays: 1 });
  });
});

describe('the shift report', () => {
  it('compares a scheduled shift with what happened', () => {
    const d = day('2026-10-05', {
      scheduled: [{ start: iso('2026-10-05 08:00'), end: iso('2026-10-05 16:00'), shift_name: 'Утро' }],
      first_in: at('2026-10-05 08:20'),
      last_out: at('2026-10-05 15:30'),
      byType: { 1: 430, 6: 50 },
    });
    d.totals.scheduled_minutes = 480;
    const rows = LAYOUTS.shift.rows({ employee: ana, days: [d, day('2026-10-06')] }, c);
    expect(rows).toHaveLength(2);
    expect(rows[0].cells).toMatchObject({ shift: 'Утро', scheduled_start: '08:00', scheduled_end: '16:00', late_arrival: 20, early_leave: 30, missing: 50, worked: 430 });
  });
});

describe('the filters', () => {
  it('refuses a missing period, from after to, and more than a year, with keys', () => {
    expect(() => checkFilters({})).toThrow(expect.objectContaining({ errors: { from: ['field_required'], to: ['field_required'] } }));
    expect(() => checkFilters({ from: '2026-10-02', to: '2026-10-01' })).toThrow(expect.objectContaining({ errors: { to: ['from_after_to'] } }));
    expect(() => checkFilters({ from: '2025-01-01', to: '2026-01-02' })).toThrow(expect.objectContaining({ errors: { to: ['period_too_long'] } }));
    expect(checkFilters({ from: '2024-01-01', to: '2024-12-31' }).bucket).toBe('month');
  });
});

describe('the administrators report', () => {
  const scan = (id: number, local: string, over: Partial<PresenceRecordView> = {}): PresenceRecordView => ({
    id,
    user_id: ana.user_id,
    kind: 'work',
    presence_type_id: 1,
    start: iso(local),
    end: null,
    rounded_start: iso(local),
    rounded_end: null,
    duration_minutes: 0,
    source: 'device',
    device_id: 4,
    has_image: true,
    reason: null,
    updated_by: null,
    updated_by_name: null,
    updated_at: null,
    previous_start: null,
    previous_end: null,
    registered_start: null,
    registered_end: null,
    ...over,
  });
  const scans: EmployeeDays = {
    employee: ana,
    days: [day('2026-10-05', { records: [scan(11, '2026-10-05 08:00'), scan(12, '2026-10-05 16:30'), scan(13, '2026-10-05 12:00', { source: 'web', has_image: false })] })],
    // Marked at 21:15 UTC on 5 October = 23:15 in Skopje (summer time).
    reviews: new Map([[11, { byName: 'Марија HR', at: new Date('2026-10-05T21:15:00Z') }]]),
  };

  it('lists the device scans with who reviewed each (date and time in the company zone), empty when not reviewed', () => {
    const a = ctx('2026-10-05', '2026-10-05', { kind: 'administrators' });
    const layout = LAYOUTS.administrators;
    expect(layout.columns(a).map((k) => k.key)).toEqual(expect.arrayContaining(['record_id', 'reviewed_by', 'reviewed_at']));
    const rows = layout.rows(scans, a).map((r) => [r.cells.record_id, r.cells.time, r.cells.reviewed_by, r.cells.reviewed_at]);
    expect(rows).toEqual([
      [11, '08:00', 'Марија HR', '2026-10-05 23:15'],
      [12, '16:30', null, null],
    ]);
  });

  it('adds no device or record numbers into the selection’s total', () => {
    const a = ctx('2026-10-05', '2026-10-05', { kind: 'administrators' });
    const totals: Record<string, number> = {};
    addToTotals(totals, LAYOUTS.administrators.columns(a), LAYOUTS.administrators.rows(scans, a));
    expect(totals).toEqual({});
  });
});
