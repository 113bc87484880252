import { LIST_REPORT_DAYS, type ReportDay, type ReportDaysAnswer, type ReportDaysPage, reportDaysOf } from '@presently/contracts';
import { bootPresence, insertRecord, type PresenceHarness, type TestCompany, type TestUser } from './support/presence-harness';

/**
 * The report's days: the figures-only path (the reports without records: spans read as epoch
 * milliseconds, no record views) gives every figure the path with records gives — the times of
 * records stored with microseconds, one across midnight and an open one included.
 */
describe('presence: report days with and without records', () => {
  let h: PresenceHarness;
  let company: TestCompany;
  let hr: TestUser;
  let ana: TestUser;

  beforeAll(async () => {
    h = await bootPresence();
    company = await h.company({ timezone: 'Europe/Skopje' });
    hr = await h.user(company, { role_id: 3, full_name: 'Hana HR' });
    ana = await h.user(company, { full_name: 'Ana Night' });
    // Skopje is UTC+1 in November. Monday 2-Nov: 08:00:30.123456–12:00:59.999999 work, a break, 12:30–16:45 work.
    await insertRecord(ana, 'work', '2026-11-02T07:00:30.123456Z', '2026-11-02T11:00:59.999999Z');
    await insertRecord(ana, 'break', '2026-11-02T11:00:59.999999Z', '2026-11-02T11:30:00Z');
    await insertRecord(ana, 'work', '2026-11-02T11:30:00Z', '2026-11-02T15:45:00.5Z');
    // Tuesday 3-Nov 22:00 to Wednesday 06:00 local: a night across midnight.
    await insertRecord(ana, 'work', '2026-11-03T21:00:00Z', '2026-11-04T05:00:00Z');
    // Thursday 5-Nov from 09:15 local, still open.
    await insertRecord(ana, 'work', '2026-11-05T08:15:00.000001Z', null);
  });

  afterAll(() => h?.close());

  const days = (with_records: boolean, mode: 'rounded' | 'raw') =>
    h.call<ReportDaysPage>(LIST_REPORT_DAYS.pattern, { from: '2026-11-01', to: '2026-11-06', user_id: ana.user_id, mode, offset: 0, limit: 10, with_records }, hr.meta());

  const figures = ({ records: _records, ...day }: ReportDay) => day;

  it.each(['rounded', 'raw'] as const)('packs the %s figures by column as reports asks, the same days once unpacked', async (mode) => {
    const ask = { from: '2026-11-01', to: '2026-11-06', user_id: ana.user_id, mode, offset: 0, limit: 10 };
    const [packed, plain] = await Promise.all([h.call<ReportDaysAnswer>(LIST_REPORT_DAYS.pattern, { ...ask, packed: true }, hr.meta()), days(false, mode)]);
    expect(packed.days).toBeUndefined();
    expect(packed.packed?.dates).toHaveLength(6);
    // Both read as reports reads them (times as epoch milliseconds).
    expect(reportDaysOf(packed)).toEqual(reportDaysOf(plain));
    // Not a comparison of empty days: Ana's worked days have their times and minutes.
    expect(plain.days.filter((d) => d.first_in !== null && d.totals.by_type.length > 0).length).toBeGreaterThanOrEqual(3);
  });

  it.each(['rounded', 'raw'] as const)('gives the same %s figures with and without the records', async (mode) => {
    const [plain, full] = await Promise.all([days(false, mode), days(true, mode)]);
    expect(plain.days.map((d) => d.records)).toEqual(plain.days.map(() => undefined));
    expect(full.days.find((d) => d.date === '2026-11-02')?.records).toHaveLength(3);
    expect(plain.days).toEqual(full.days.map(figures));
    expect(plain.days.map((d) => d.date)).toEqual(['2026-11-01', '2026-11-02', '2026-11-03', '2026-11-04', '2026-11-05', '2026-11-06']);
  });

  it('counts the night across midnight on both days and the open record until now', async () => {
    const { days: list } = await days(false, 'raw');
    const on = (date: string) => list.find((d) => d.date === date) as ReportDay;
    expect(on('2026-11-02').first_in).toBe('2026-11-02T07:00:00.000Z');
    expect(on('2026-11-03').totals.worked_minutes).toBe(120);
    expect(on('2026-11-04').totals.worked_minutes).toBe(360);
    expect(on('2026-11-05').first_in).toBe('2026-11-05T08:15:00.000Z');
    expect(on('2026-11-05').totals.worked_minutes).toBeGreaterThan(0);
  });
});
