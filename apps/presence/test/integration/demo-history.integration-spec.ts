import { SEED_DEMO_PRESENCE, type SeedDemoPresenceResult } from '@presently/contracts';
import { bootPresence, type PresenceHarness, sql, type TestCompany, type TestUser } from './support/presence-harness';

const ZONE = 'Europe/Skopje';
const localDay = (offsetDays: number) => new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date(Date.now() + offsetDays * 86_400_000));

describe('presence: the demo company’s history', () => {
  let h: PresenceHarness;
  let company: TestCompany;
  let ana: TestUser;
  let ben: TestUser;

  beforeAll(async () => {
    h = await bootPresence();
    company = await h.company({ timezone: ZONE });
    ana = await h.user(company, { role_id: 4, full_name: 'Ana Field' });
    ben = await h.user(company, { role_id: 4, full_name: 'Ben Office' });
  });

  afterAll(() => h.close());

  const seed = (days: string[]) =>
    h.call<SeedDemoPresenceResult>(
      SEED_DEMO_PRESENCE.pattern,
      {
        company_id: company.id,
        timezone: ZONE,
        people: [
          { user_id: ana.user_id, profile: 'field', shift_start: '08:00', shift_end: '16:00', days },
          { user_id: ben.user_id, profile: 'office', shift_start: '09:00', shift_end: '17:00', days: days.slice(0, 1) },
        ],
      },
      { requestId: 'demo-history-test', actor: null },
    );

  const records = (userId: number) =>
    sql<{ kind: string; started_at: Date; ended_at: Date | null; day: string; source: string; registered_start: Date }>(
      `SELECT kind, started_at, ended_at, source, registered_start, to_char((started_at AT TIME ZONE $2)::date, 'YYYY-MM-DD') AS day
         FROM presence.presence_records WHERE user_id = $1 ORDER BY started_at`,
      [userId, ZONE],
    );

  it('writes each given day as a chain of clocked segments, and writes nothing the second time', async () => {
    const days = [localDay(-9), localDay(-8), localDay(-7)];
    const first = await seed(days);
    const written = await records(ana.user_id);
    expect(first).toEqual({ records: written.length + (await records(ben.user_id)).length, kept_days: 0 });
    expect([...new Set(written.map((r) => r.day))]).toEqual(days);
    for (const day of days) {
      const chain = written.filter((r) => r.day === day);
      expect(chain[0].kind).toBe('work');
      for (let i = 1; i < chain.length; i++) expect(chain[i].started_at).toEqual(chain[i - 1].ended_at);
    }
    expect(written.every((r) => r.source === 'web' && r.ended_at !== null && r.registered_start.getTime() === r.started_at.getTime())).toBe(true);
    expect(await seed(days)).toEqual({ records: 0, kept_days: 4 });
    expect(await records(ana.user_id)).toHaveLength(written.length);
  });

  it('fills only the days that have no record yet, and today only up to now', async () => {
    const today = localDay(0);
    const before = (await records(ana.user_id)).length;
    const result = await seed([localDay(-9), today]);
    expect(result.kept_days).toBe(2);
    const todays = (await records(ana.user_id)).slice(before);
    expect(todays.every((r) => r.day === today && r.started_at.getTime() <= Date.now())).toBe(true);
    expect(todays.filter((r) => r.ended_at === null).length).toBeLessThanOrEqual(1);
  });
});
