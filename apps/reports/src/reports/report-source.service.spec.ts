import type { ReportDayFiguresPage, ReportDaysRequest } from '@presently/contracts';
import type { OrgClient } from '../peers/org.client';
import type { PresenceClient } from '../peers/presence.client';
import type { ScanReviews } from '../reviews/scan-reviews.repository';
import { LAYOUTS } from './domain/layouts';
import { checkFilters, datesOf } from './domain/report-query';
import { EMPLOYEES_PER_PAGE, type OpenedReport, ReportSource } from './report-source.service';

/** A presence that answers pages of `total` employees (one day each) when the test lets it. */
function pagedPresence(total: number) {
  const asked: number[] = [];
  const pending: Array<{ offset: number; answer: () => void }> = [];
  const presence = {
    days: (q: ReportDaysRequest) =>
      new Promise<ReportDayFiguresPage>((resolve) => {
        asked.push(q.offset);
        const ids = Array.from({ length: Math.max(0, Math.min(q.limit, total - q.offset)) }, (_, i) => q.offset + i + 1);
        const page: ReportDayFiguresPage = {
          total,
          timezone: 'Europe/Skopje',
          employees: ids.map((id) => ({ user_id: id, full_name: `E${id}`, department_id: null, team_id: null })),
          days: ids.map((id) => ({
            user_id: id,
            date: '2026-10-01',
            holiday: null,
            absence_type_id: null,
            rest_day: false,
            scheduled: [],
            first_in: null,
            last_out: null,
            totals: { by_type: [], worked_minutes: 0, paid_break_minutes: 0, overtime_minutes: 0, scheduled_minutes: 0, unauthorized_absence_minutes: 0 },
            night_minutes: 0,
            comment: null,
          })),
        };
        pending.push({ offset: q.offset, answer: () => resolve(page) });
      }),
  };
  /** Answers every page asked so far. */
  const answerAll = async () => {
    for (const p of pending.splice(0)) p.answer();
    await new Promise((r) => setImmediate(r));
  };
  return { presence: presence as unknown as PresenceClient, asked, answerAll };
}

const filters = checkFilters({ from: '2026-10-01', to: '2026-10-01' });
const report: OpenedReport = {
  layout: LAYOUTS.presence,
  companyName: 'A',
  companyId: 1,
  ctx: {
    kind: 'presence',
    from: filters.from,
    to: filters.to,
    dates: datesOf(filters.from, filters.to),
    timezone: 'Europe/Skopje',
    absenceTypeId: null,
    bucket: 'month',
    departmentName: () => null,
    teamName: () => null,
  },
};
const meta = { requestId: 'r', actor: { userId: 1, companyId: 1, roleId: 1, lang: 'en' as const } };

describe('the report source', () => {
  it('gives every employee once and in order, asking for the next page while one is written but never past the end', async () => {
    const total = EMPLOYEES_PER_PAGE * 4 + 30;
    const { presence, asked, answerAll } = pagedPresence(total);
    const source = new ReportSource({} as OrgClient, presence, {} as ScanReviews);
    const seen: number[] = [];
    let learnt = 0;
    const reading = (async () => {
      for await (const e of source.employees(report, filters, meta, (n) => (learnt = n))) seen.push(e.employee.user_id);
    })();
    // Presence answers only when the test says so: the next page is asked for while this one is given, never more (two pages held at most).
    for (let i = 0; i < 10 && seen.length < total; i++) {
      await answerAll();
      expect(asked.length - Math.ceil(seen.length / EMPLOYEES_PER_PAGE)).toBeLessThanOrEqual(2);
    }
    await reading;
    expect(learnt).toBe(total);
    expect(seen).toEqual(Array.from({ length: total }, (_, i) => i + 1));
    expect(asked).toEqual([0, 100, 200, 300, 400]);
  });

  it('asks for one page when the selection fits in it', async () => {
    const { presence, asked, answerAll } = pagedPresence(3);
    const source = new ReportSource({} as OrgClient, presence, {} as ScanReviews);
    const seen: number[] = [];
    const reading = (async () => {
      for await (const e of source.employees(report, filters, meta)) seen.push(e.employee.user_id);
    })();
    await answerAll();
    await reading;
    expect(seen).toEqual([1, 2, 3]);
    expect(asked).toEqual([0]);
  });
});
