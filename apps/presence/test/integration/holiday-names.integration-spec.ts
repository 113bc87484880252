import {
  type DashboardPresence,
  GET_DASHBOARD_PRESENCE,
  type Lang,
  LIST_REPORT_DAYS,
  ORG_PRESENCE_RPC,
  PRESENCE_RPC,
  type PresenceWeekView,
  type ReportDaysAnswer,
  reportDaysOf,
} from '@presently/contracts';
import { addDays } from '@presently/domain';
import { localDate } from '@presently/presence-rules';
import { holidayOf } from './support/peer-stub';
import { bootPresence, meta, type PresenceHarness, type TestCompany, type TestUser } from './support/presence-harness';

const LABOUR_DAY = { en: 'Labour Day', mk: 'Ден на трудот', bg: 'Ден на труда' };


/**
 * A holiday of the official list reaches presence with its names in every language; presence keeps
 * one answer per company and year for every reader and names it in each reader's own language (a
 * holiday an administrator typed as typed): the week views, the report days reports asks for, the dashboard.
 */
describe('presence: holidays in the reader’s language', () => {
  let h: PresenceHarness;
  let company: TestCompany;
  let ana: TestUser;
  let hr: TestUser;
  const as = (u: TestUser, lang: Lang) => meta({ userId: u.user_id, companyId: u.company_id, roleId: u.role_id, lang });

  beforeAll(async () => {
    h = await bootPresence();
    company = await h.company({ timezone: 'Europe/Skopje' });
    ana = await h.user(company);
    hr = await h.user(company, { role_id: 3 });
    // Friday 1 May 2026, saved from the list in Macedonian; Monday 4 May typed by the administrator.
    h.peers.holidays.set(company.id, [holidayOf(1, '2026-05-01', 'Ден на трудот', LABOUR_DAY), holidayOf(2, '2026-05-04', 'Ден на фирмата', null)]);
  });

  afterAll(() => h?.close());

  const holidayAsks = () => h.peers.calls.filter((c) => c.pattern === ORG_PRESENCE_RPC.holidays && c.payload.company_id === company.id).length;
  const weekOf = async (u: TestUser, lang: Lang, weeknum: number) => {
    const week = await h.call<PresenceWeekView>(PRESENCE_RPC.currentWeek, { weeknum, year: 2026 }, as(u, lang));
    return Object.fromEntries(week.days.filter((d) => d.holiday !== null).map((d) => [d.date, d.holiday]));
  };

  it('names the same kept holidays in each reader’s language, asking org once', async () => {
    const before = holidayAsks();
    expect(await weekOf(ana, 'bg', 18)).toEqual({ '2026-05-01': 'Ден на труда' });
    expect(await weekOf(hr, 'en', 18)).toEqual({ '2026-05-01': 'Labour Day' });
    expect(await weekOf(ana, 'mk', 18)).toEqual({ '2026-05-01': 'Ден на трудот' });
    // The administrator's own holiday reads as typed, whoever reads.
    expect(await weekOf(ana, 'bg', 19)).toEqual({ '2026-05-04': 'Ден на фирмата' });
    expect(await weekOf(hr, 'en', 19)).toEqual({ '2026-05-04': 'Ден на фирмата' });
    // One answer for the company's year served every reader.
    expect(holidayAsks() - before).toBe(1);
  });

  it('names them in the report days in the language of whoever runs the report', async () => {
    const ask = { from: '2026-05-01', to: '2026-05-04', user_id: ana.user_id, mode: 'rounded', offset: 0, limit: 10, packed: true };
    const namesIn = async (lang: Lang) => reportDaysOf(await h.call<ReportDaysAnswer>(LIST_REPORT_DAYS.pattern, ask, as(hr, lang))).map((d) => d.holiday);
    expect(await namesIn('bg')).toEqual(['Ден на труда', null, null, 'Ден на фирмата']);
    expect(await namesIn('en')).toEqual(['Labour Day', null, null, 'Ден на фирмата']);
  });

  it('lists the upcoming holidays of the dashboard in the reader’s language', async () => {
    const festive = await h.company({ timezone: 'Europe/Skopje' });
    const soon = addDays(localDate(new Date(), 'Europe/Skopje'), 3);
    h.peers.holidays.set(festive.id, [holidayOf(3, soon, 'Ден на трудот', LABOUR_DAY)]);
    const boss = await h.user(festive, { role_id: 3 });
    for (const [lang, name] of [['bg', 'Ден на труда'], ['en', 'Labour Day']] as const) {
      const board = await h.call<DashboardPresence>(GET_DASHBOARD_PRESENCE.pattern, {}, as(boss, lang));
      expect(board.upcoming_holidays).toEqual([{ date: soon, description: name }]);
    }
  });
});
