import {
  type CurrentPresence,
  PRESENCE_RPC,
  type PresenceComment,
  type PresenceDayView,
  type PresenceHistoryPage,
  type PresenceTotals,
  type PresenceWeekView,
  type WeekRef,
} from '@presently/contracts';
import { localDate } from '@presently/presence-rules';
import { holidayOf } from './support/peer-stub';
import { bootPresence, insertRecord, type PresenceHarness, rpcError, sql, type TestCompany, type TestUser } from './support/presence-harness';

const holiday = (date: string, description: string) => holidayOf(1, date, description);

/** ISO week 10 of 2026 (2–8 March) in Europe/Skopje (UTC+1 in winter). */
describe('presence: my presence views', () => {
  let h: PresenceHarness;
  let company: TestCompany;
  let ana: TestUser;

  beforeAll(async () => {
    h = await bootPresence();
    company = await h.company({ timezone: 'Europe/Skopje', show_user_history: true, show_saturday: true });
    ana = await h.user(company, { work: { working_hours: 8, max_paid_break_minutes: 30 } });
    // Monday: 4 h work, a 45-minute break, 4 h 15 work (local 08:00–17:00).
    await insertRecord(ana, 'work', '2026-03-02T07:00:00Z', '2026-03-02T11:00:00Z');
    await insertRecord(ana, 'break', '2026-03-02T11:00:00Z', '2026-03-02T11:45:00Z');
    await insertRecord(ana, 'work', '2026-03-02T11:45:00Z', '2026-03-02T16:00:00Z');
    // Tuesday is a holiday: 2 hours of work on it.
    h.peers.holidays.set(company.id, [holiday('2026-03-03', 'Test holiday')]);
    await insertRecord(ana, 'work', '2026-03-03T08:00:00Z', '2026-03-03T10:00:00Z');
    // Wednesday: scheduled 09:00–17:00, nobody came.
    await sql(
      `INSERT INTO presence.schedules (company_id, user_id, date, shift_name, shift_type, starts_at, ends_at, total_minutes) VALUES ($1, $2, '2026-03-04', 'Day', 'strict', '2026-03-04T08:00:00Z', '2026-03-04T16:00:00Z', 480)`,
      [company.id, ana.user_id],
    );
    // Thursday: on vacation, yet 2 hours of work.
    h.peers.calendars.set(company.id, { absences: [{ user_id: ana.user_id, date: '2026-03-05', absence_type_id: 1 }], rest_days: [] });
    await insertRecord(ana, 'work', '2026-03-05T09:00:00Z', '2026-03-05T11:00:00Z', 'device');
  });

  afterAll(async () => {
    await h.close();
  });

  const minutes = (t: PresenceTotals) => Object.fromEntries(t.by_type.map((b) => [b.presence_type_id, b.minutes]));

  it('classifies a week: overtime and exceeded break, a holiday, unauthorized absence, presence on absence', async () => {
    const week = await h.call<PresenceWeekView>(PRESENCE_RPC.currentWeek, { weeknum: '10', year: '2026' }, ana.meta());
    expect(week).toMatchObject({ year: 2026, weeknum: 10, start: '2026-03-02', end: '2026-03-08', show_saturday: true, show_sunday: false });
    expect(week.days.map((d) => d.date)).toEqual(['2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05', '2026-03-06', '2026-03-07', '2026-03-08']);
    const [mon, tue, wed, thu, fri] = week.days;
    expect(minutes(mon.totals)).toEqual({ 1: 480, 2: 30, 20: 15, 21: 15, 25: 480 });
    expect(mon.totals).toMatchObject({ worked_minutes: 495, paid_break_minutes: 30, overtime_minutes: 15, scheduled_minutes: 0 });
    expect(mon.records.map((r) => [r.kind, r.presence_type_id, r.duration_minutes])).toEqual([
      ['work', 1, 240],
      ['break', 2, 45],
      ['work', 1, 255],
    ]);
    expect(tue).toMatchObject({ holiday: 'Test holiday', weekday: 2 });
    expect(minutes(tue.totals)).toMatchObject({ 7: 120, 9: 480 });
    expect(wed.scheduled).toEqual([{ start: '2026-03-04T08:00:00.000Z', end: '2026-03-04T16:00:00.000Z', shift_name: 'Day' }]);
    expect(wed.totals).toMatchObject({ unauthorized_absence_minutes: 480, scheduled_minutes: 480, worked_minutes: 0 });
    expect(thu).toMatchObject({ absence_type_id: 1 });
    expect(minutes(thu.totals)).toMatchObject({ 8: 120, 4: 480 });
    expect(fri.records).toEqual([]);
    expect(week.totals).toMatchObject({ worked_minutes: 495 + 120 + 120, unauthorized_absence_minutes: 480, scheduled_minutes: 480, overtime_minutes: 15 });

    // The same week by a date in it, its totals, per-day totals and dates.
    await expect(h.call(PRESENCE_RPC.givenDayWeek, { date: '2026-03-04' }, ana.meta())).resolves.toEqual(week);
    await expect(h.call(PRESENCE_RPC.getTotals, { weeknum: 10, year: 2026 }, ana.meta())).resolves.toEqual(week.totals);
    const perDay = await h.call<Array<{ date: string; totals: PresenceTotals }>>(PRESENCE_RPC.weekTotals, { weeknum: 10, year: 2026 }, ana.meta());
    expect(perDay.map((d) => [d.date, d.totals.worked_minutes])).toEqual([
      ['2026-03-02', 495],
      ['2026-03-03', 120],
      ['2026-03-04', 0],
      ['2026-03-05', 120],
      ['2026-03-06', 0],
      ['2026-03-07', 0],
      ['2026-03-08', 0],
    ]);
    await expect(h.call(PRESENCE_RPC.weeklyDates, { weeknum: 10, year: 2026 }, ana.meta())).resolves.toEqual({
      year: 2026,
      weeknum: 10,
      start: '2026-03-02',
      end: '2026-03-08',
      dates: week.days.map((d) => d.date),
    });
    expect(await rpcError(h.call(PRESENCE_RPC.currentWeek, { weeknum: 53, year: 2025 }, ana.meta()))).toEqual({ status: 422, errors: { weeknum: ['invalid_option'] } });
  });

  it('answers a day with its totals, and the weeks of a year', async () => {
    const day = await h.call<PresenceDayView>(PRESENCE_RPC.dayTotals, { date: '2026-03-02' }, ana.meta());
    expect(day.totals.worked_minutes).toBe(495);
    expect(day.segments.map((s) => s.presence_type_id)).toEqual([1, 2, 20, 1, 21]);
    await expect(h.call(PRESENCE_RPC.personalHistory, { date: '2026-03-02' }, ana.meta())).resolves.toEqual(day);
    const weeks = await h.call<WeekRef[]>(PRESENCE_RPC.allWeeks, { year: 2026 }, ana.meta());
    expect(weeks).toHaveLength(53);
    expect(weeks[0]).toEqual({ year: 2026, weeknum: 1, start: '2025-12-29', end: '2026-01-04' });
    const today = await h.call<PresenceDayView>(PRESENCE_RPC.dayTotals, {}, ana.meta());
    expect(today.date).toBe(localDate(new Date(), 'Europe/Skopje'));
  });

  it('lists my history, newest first, by filters and pages', async () => {
    const all = await h.call<PresenceHistoryPage>(PRESENCE_RPC.history, { from: '2026-03-01', to: '2026-03-08' }, ana.meta());
    expect(all.total).toBe(5);
    expect(all.items.map((r) => r.start)).toEqual([
      '2026-03-05T09:00:00.000Z',
      '2026-03-03T08:00:00.000Z',
      '2026-03-02T11:45:00.000Z',
      '2026-03-02T11:00:00.000Z',
      '2026-03-02T07:00:00.000Z',
    ]);
    const page = await h.call<PresenceHistoryPage>(PRESENCE_RPC.history, { from: '2026-03-01', per_page: '2', page: '2' }, ana.meta());
    expect(page).toMatchObject({ total: 5, page: 2, per_page: 2 });
    expect(page.items.map((r) => r.start)).toEqual(['2026-03-02T11:45:00.000Z', '2026-03-02T11:00:00.000Z']);
    await expect(h.call<PresenceHistoryPage>(PRESENCE_RPC.history, { kind: 'break' }, ana.meta())).resolves.toMatchObject({ total: 1 });
    await expect(h.call<PresenceHistoryPage>(PRESENCE_RPC.history, { source: 'device' }, ana.meta())).resolves.toMatchObject({ total: 1 });
    const onHoliday = await h.call<PresenceHistoryPage>(PRESENCE_RPC.history, { presence_type_id: 7 }, ana.meta());
    expect(onHoliday.items.map((r) => r.start)).toEqual(['2026-03-03T08:00:00.000Z']);
    expect(await rpcError(h.call(PRESENCE_RPC.history, { per_page: 500 }, ana.meta()))).toEqual({ status: 422, errors: { per_page: ['between_1_and_100'] } });

    // The company's "show history to team members" flag is the web's to apply: the records are the user's own.
    const closed = await h.company({ show_user_history: false });
    const bob = await h.user(closed, { role_id: 4 });
    await expect(h.call(PRESENCE_RPC.history, {}, bob.meta())).resolves.toMatchObject({ total: 0, items: [] });
  });

  it('sets and reads the comment of a day, checked', async () => {
    await expect(h.call<PresenceComment>(PRESENCE_RPC.comment, { date: '2026-03-02' }, ana.meta())).resolves.toEqual({ date: '2026-03-02', comment: null });
    await expect(h.call(PRESENCE_RPC.comment, { date: '2026-03-02', comment: '  Doctor in the morning ' }, ana.meta())).resolves.toEqual({
      date: '2026-03-02',
      comment: 'Doctor in the morning',
    });
    await expect(h.call(PRESENCE_RPC.comment, { date: '2026-03-02' }, ana.meta())).resolves.toEqual({ date: '2026-03-02', comment: 'Doctor in the morning' });
    expect(await rpcError(h.call(PRESENCE_RPC.comment, { date: '2026-03-02', comment: '   ' }, ana.meta()))).toEqual({ status: 422, errors: { comment: ['required'] } });
    expect(await rpcError(h.call(PRESENCE_RPC.comment, { date: '2026-03-02', comment: 'x'.repeat(251) }, ana.meta()))).toEqual({ status: 422, errors: { comment: ['too_long'] } });
    expect(await rpcError(h.call(PRESENCE_RPC.comment, { date: '2026-13-02' }, ana.meta()))).toEqual({ status: 422, errors: { date: ['date_invalid'] } });
    const day = await h.call<PresenceDayView>(PRESENCE_RPC.dayTotals, { date: '2026-03-02' }, ana.meta());
    expect(day.comment).toBe('Doctor in the morning');
  });

  it('types the current presence by the day: work on a holiday is 7', async () => {
    const today = localDate(new Date(), 'Europe/Skopje');
    const festive = await h.company({ timezone: 'Europe/Skopje' });
    h.peers.holidays.set(festive.id, [holiday(today, 'Today')]);
    const cem = await h.user(festive);
    const current = await h.call<CurrentPresence>(PRESENCE_RPC.clock, { action: 'start-clock-in' }, cem.meta());
    expect(current[0].presence_type_id).toBe(7);
  });

  it('fails a view with 503 when absence does not answer, rather than leaving absences out', async () => {
    h.peers.absenceDown = true;
    try {
      expect(await rpcError(h.call(PRESENCE_RPC.currentWeek, { weeknum: 10, year: 2026 }, ana.meta()))).toEqual({ status: 503, error: 'service_unavailable' });
      // Clocking still works: the presence type is then computed without absences.
      await expect(h.call(PRESENCE_RPC.clock, { action: 'start-clock-in' }, ana.meta())).resolves.toHaveLength(1);
    } finally {
      h.peers.absenceDown = false;
    }
  });
});
