import {
  type CompanySettingsChangedEvent,
  LIST_REPORT_DAYS,
  MONTH_CLOSURE_CHANGED,
  type MonthClosureChangedEvent,
  ORG_EVENT,
  PRESENCE_RPC,
  type PresenceHistoryPage,
  type ReportDay,
  type ReportDaysPage,
  type UserChangedEvent,
  type WorkSettings,
} from '@presently/contracts';
import { publishTestEvent, waitFor } from '@presently/testing';
import { bootPresence, freshId, insertRecord, meta, type PresenceHarness, sql, type TestCompany, type TestUser } from './support/presence-harness';

/**
 * A closed month keeps the settings it was closed with (issue 15 ★): presence snapshots the company's
 * margins and night window and its people's work settings when it applies the close, and classifies
 * the month's days with them. Settings changed afterwards reach the open months only; a close
 * delivered again keeps the first snapshot; a reopen drops it, and the next close takes its own.
 */
describe('presence: a closed month keeps its settings', () => {
  let h: PresenceHarness;
  let company: TestCompany;
  let hr: TestUser;
  let ana: TestUser;
  let bob: TestUser;
  const SALES = freshId();

  beforeAll(async () => {
    h = await bootPresence();
    company = await h.company({ timezone: 'Europe/Skopje', start_rounding_minutes: 15, end_rounding_minutes: 15, night_work: { enabled: false, start: null, end: null } });
    hr = await h.user(company, { role_id: 3 });
    ana = await h.user(company, { department_id: SALES, work: { working_hours: 8 } });
    bob = await h.user(company, { department_id: freshId() });
    // Skopje is UTC+2 until 26 October, UTC+1 after. Wednesdays 08:07–16:52 local, Thursdays 20:00–23:00 local.
    await insertRecord(ana, 'work', '2025-10-08T06:07:00Z', '2025-10-08T14:52:00Z');
    await insertRecord(ana, 'work', '2025-10-09T18:00:00Z', '2025-10-09T21:00:00Z');
    await insertRecord(ana, 'work', '2025-11-05T07:07:00Z', '2025-11-05T15:52:00Z');
    await insertRecord(ana, 'work', '2025-11-06T19:00:00Z', '2025-11-06T22:00:00Z');
  });

  afterAll(async () => {
    await sql('DELETE FROM presence.closed_month_settings WHERE company_id = $1', [company.id]);
    await sql('DELETE FROM presence.closed_months WHERE company_id = $1', [company.id]);
    await h.close();
  });

  const closure = (month: string, closed: boolean, department_id: number | null = null): MonthClosureChangedEvent => ({ company_id: company.id, month, department_id, closed });
  const publish = (name: string, payload: unknown, options: { id?: string; occurredAt?: string } = {}) => publishTestEvent(name, payload, { ...options, meta: meta() });
  const processed = (id: string) => sql('SELECT 1 FROM presence.processed_events WHERE event_id = $1', [id]).then((r) => r.length > 0);
  const snapshotOf = (month: string, department = 0) =>
    sql<{ start_rounding: number; taken_at: Date; people: number[] }>(
      `SELECT (s.company_settings->>'start_rounding_minutes')::int AS start_rounding, s.taken_at,
              ARRAY(SELECT w.user_id FROM presence.closed_month_work_settings w
                     WHERE (w.company_id, w.month, w.department_id) = (s.company_id, s.month, s.department_id) ORDER BY w.user_id) AS people
         FROM presence.closed_month_settings s WHERE s.company_id = $1 AND s.month = $2 AND s.department_id = $3`,
      [company.id, month, department],
    ).then((r) => r[0]);

  /** org's events changing the margins and night window, and Ana's working hours. */
  const changeSettings = async (margins: number, night: boolean, workingHours: number) => {
    const settings = { ...company.settings, start_rounding_minutes: margins, end_rounding_minutes: margins, night_work: night ? { enabled: true, start: '22:00', end: '06:00' } : { enabled: false, start: null, end: null } };
    const settingsEvent: CompanySettingsChangedEvent = { company_id: company.id, settings, special_reports: false };
    const work: WorkSettings = { ...ana.work_settings, working_hours: workingHours };
    const { meta: _meta, ...profile } = ana;
    const userEvent: UserChangedEvent = { ...profile, email: `u${ana.user_id}@itest.presently.local`, lang: 'en', created: false, work_settings: work };
    const ids = [await publish(ORG_EVENT.companySettingsChanged, settingsEvent), await publish(ORG_EVENT.userChanged, userEvent)];
    await waitFor(async () => (await Promise.all(ids.map(processed))).every(Boolean));
  };

  const reportDays = async (withRecords: boolean): Promise<Map<string, ReportDay>> => {
    const page = await h.call<ReportDaysPage>(
      LIST_REPORT_DAYS.pattern,
      { from: '2025-10-01', to: '2025-11-30', user_id: ana.user_id, mode: 'rounded', offset: 0, limit: 10, with_records: withRecords },
      hr.meta(),
    );
    return new Map<string, ReportDay>(page.days.map(({ records: _records, ...d }) => [d.date, d]));
  };
  /** The figures payroll reads of the four days, by both paths of the report (they must agree). */
  const figures = async () => {
    const [plain, full] = await Promise.all([reportDays(false), reportDays(true)]);
    const pick = (days: Map<string, ReportDay>) =>
      Object.fromEntries(
        ['2025-10-08', '2025-10-09', '2025-11-05', '2025-11-06'].map((date) => {
          const d = days.get(date) as ReportDay;
          return [date, { first_in: d.first_in, last_out: d.last_out, worked: d.totals.worked_minutes, overtime: d.totals.overtime_minutes, night: d.night_minutes }];
        }),
      );
    expect(pick(full)).toEqual(pick(plain));
    return pick(plain);
  };
  const roundedStarts = async (from: string, to: string) =>
    (await h.call<PresenceHistoryPage>(PRESENCE_RPC.history, { from, to }, ana.meta())).items.map((r) => r.rounded_start);

  it('classifies a closed October with the settings of its close until it is reopened', async () => {
    const before = await figures();
    expect(before['2025-10-08']).toMatchObject({ first_in: '2025-10-08T06:15:00.000Z', last_out: '2025-10-08T14:45:00.000Z', worked: 510 });
    expect(before['2025-10-09'].night).toBe(0);
    const overtimeAt8Hours = before['2025-10-08'].overtime;

    const closeId = await publish(MONTH_CLOSURE_CHANGED.key, closure('2025-10', true));
    const first = await waitFor(() => snapshotOf('2025-10'));
    expect(first).toMatchObject({ start_rounding: 15, people: [hr.user_id, ana.user_id, bob.user_id].sort((a, b) => a - b) });

    // Margins of 30 minutes, a night window, and a 6-hour day for Ana: November changes, October does not.
    await changeSettings(30, true, 6);
    const after = await figures();
    expect(after['2025-10-08']).toEqual(before['2025-10-08']);
    expect(after['2025-10-09']).toEqual(before['2025-10-09']);
    expect(after['2025-11-05']).toMatchObject({ first_in: '2025-11-05T07:30:00.000Z', last_out: '2025-11-05T15:30:00.000Z', worked: 480 });
    expect(after['2025-11-05'].overtime).toBeGreaterThan(before['2025-11-05'].overtime);
    expect(after['2025-11-06'].night).toBe(60);
    // The record lists too: October's record keeps its 08:15 start, November's starts at 08:30.
    expect(await roundedStarts('2025-10-08', '2025-10-08')).toEqual(['2025-10-08T06:15:00.000Z']);
    expect(await roundedStarts('2025-11-05', '2025-11-05')).toEqual(['2025-11-05T07:30:00.000Z']);

    // The close delivered again (the same event) and published again (a new event, later) keeps the first snapshot.
    await publish(MONTH_CLOSURE_CHANGED.key, closure('2025-10', true), { id: closeId });
    const again = await publish(MONTH_CLOSURE_CHANGED.key, closure('2025-10', true));
    await waitFor(() => processed(again));
    expect(await snapshotOf('2025-10')).toEqual(first);
    expect((await figures())['2025-10-08']).toEqual(before['2025-10-08']);

    // Reopened: October is classified with the settings of now.
    await publish(MONTH_CLOSURE_CHANGED.key, closure('2025-10', false));
    await waitFor(async () => (await snapshotOf('2025-10')) === undefined);
    const reopened = await figures();
    expect(reopened['2025-10-08']).toMatchObject({ first_in: '2025-10-08T06:30:00.000Z', worked: 480 });
    expect(reopened['2025-10-08'].overtime).toBeGreaterThan(overtimeAt8Hours);
    expect(reopened['2025-10-09'].night).toBe(60);

    // Closed again, it keeps the settings of this second close when they change back.
    await publish(MONTH_CLOSURE_CHANGED.key, closure('2025-10', true));
    await waitFor(() => snapshotOf('2025-10'));
    await changeSettings(15, false, 8);
    const closedAgain = await figures();
    expect(closedAgain['2025-10-08']).toEqual(reopened['2025-10-08']);
    expect(closedAgain['2025-10-09']).toEqual(reopened['2025-10-09']);
    expect(closedAgain['2025-11-05']).toEqual(before['2025-11-05']);
  });

  it("snapshots a department's closure with that department's people only", async () => {
    await publish(MONTH_CLOSURE_CHANGED.key, closure('2025-09', true, SALES));
    expect(await waitFor(() => snapshotOf('2025-09', SALES))).toMatchObject({ people: [ana.user_id] });
  });
});
