import type { ReportEmployee } from './report-days';
import { type PackableReportDay, packReportDays, type ReportDayFigures, reportDaysOf } from './report-days-codec';

const employee = (user_id: number): ReportEmployee => ({ user_id, full_name: `E${user_id}`, department_id: null, team_id: null });

/** A day with nothing in it: no times, no minutes, none of what a day may lack. */
const plainDay = (over: Partial<PackableReportDay> = {}): PackableReportDay => {
  const minutes = ['worked', 'paid_break', 'overtime', 'scheduled', 'unauthorized_absence'].map((k) => [`${k}_minutes`, 0]);
  const totals = { by_type: [], ...Object.fromEntries(minutes) } as PackableReportDay['totals'];
  const nothing = Object.fromEntries(['holiday', 'absence_type_id', 'first_in', 'last_out', 'comment'].map((k) => [k, null]));
  return { ...nothing, rest_day: false, scheduled: [], totals, night_minutes: 0, ...over } as PackableReportDay;
};

const asReportDay = (user_id: number, date: string, d: PackableReportDay): ReportDayFigures => ({ user_id, date, ...d });
const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

describe('report days packed by column', () => {
  const dates = ['2026-10-01', '2026-10-02', '2026-10-03'];
  const worked = plainDay({
    first_in: Date.parse('2026-10-01T06:00:00Z'),
    last_out: Date.parse('2026-10-01T14:30:00Z'),
    totals: {
      by_type: [
        { presence_type_id: 1, minutes: 450 },
        { presence_type_id: 2, minutes: 30 },
        { presence_type_id: 21, minutes: 60 },
      ],
      worked_minutes: 510,
      paid_break_minutes: 30,
      overtime_minutes: 60,
      scheduled_minutes: 480,
      unauthorized_absence_minutes: 0,
    },
    night_minutes: 45,
    scheduled: [{ start: '2026-10-01T06:00:00.000Z', end: '2026-10-01T14:00:00.000Z', shift_name: 'Утро' }],
    comment: 'Доктор',
  });
  const days: PackableReportDay[][] = [
    [worked, plainDay({ holiday: 'Празник' }), plainDay({ rest_day: true })],
    [plainDay({ absence_type_id: 4 }), plainDay({ first_in: Date.parse('2026-10-02T22:15:00Z'), last_out: null }), plainDay()],
  ];
  const employees = [employee(7), employee(3)];

  it('gives back every figure of every day, employees and dates in order', () => {
    const expected = days.flatMap((list, e) => list.map((d, k) => asReportDay(employees[e].user_id, dates[k], d)));
    const packed = packReportDays(dates, days);
    // Through JSON, as it travels over the broker.
    const answer = { total: 2, employees, timezone: 'Europe/Skopje', packed };
    expect(reportDaysOf(JSON.parse(JSON.stringify(answer)))).toEqual(expected);
  });

  it('sends a key once per page and leaves out what a day lacks', () => {
    const plain = packReportDays(dates, [[plainDay(), plainDay(), plainDay()]]);
    expect(plain).toMatchObject({ holidays: { at: [] }, comments: { at: [] }, scheduled: { at: [] }, rest_days: [], by_type: [] });
    const json = JSON.stringify(packReportDays(dates, days));
    expect(json.match(/worked/g)).toHaveLength(1);
    expect(json).not.toContain('comment":null');
  });

  it('reads a page of days sent as objects (ISO times) the same way', () => {
    const objects = [{ ...asReportDay(7, dates[0], worked), first_in: iso(worked.first_in), last_out: iso(worked.last_out) }];
    expect(reportDaysOf({ total: 1, employees: [employee(7)], timezone: 'Europe/Skopje', days: objects })).toEqual([asReportDay(7, dates[0], worked)]);
  });

  it('refuses an employee whose days do not cover the dates', () => {
    expect(() => packReportDays(dates, [[plainDay()]])).toThrow(/1 days for 3 dates/);
  });
});
