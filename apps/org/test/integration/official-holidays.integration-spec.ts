import {
  COPY_HOLIDAYS,
  GET_CALENDAR_DIRECTORY,
  type CalendarDirectory,
  type Holiday,
  type HolidayWithNames,
  type Lang,
  type OfficialHoliday,
  ORG_ADMIN_RPC,
  ORG_PRESENCE_RPC,
  type Page,
  PREVIEW_OFFICIAL_HOLIDAYS,
  SAVE_OFFICIAL_HOLIDAYS,
  type SaveOfficialHolidaysResult,
  UPDATE_HOLIDAY,
} from '@presently/contracts';
import { adminOf, bootOrg, type OrgHarness, rpcError } from './support/org-harness';

/*
 * The days each law gives for 2026 (not the data package's list): North Macedonia's eleven days off
 * for all with the Mondays after 24 May, 2 August and 11 October (Sundays); Bulgaria's Labour Code
 * art. 154 with Holy Saturday and the Mondays after 24 May, 6 September (Sundays) and 26 December
 * (a Saturday).
 */
const MK_2026_FOR_ALL = ['2026-01-01', '2026-01-07', '2026-03-20', '2026-04-13', '2026-05-01', '2026-05-24', '2026-05-25', '2026-08-02', '2026-08-03', '2026-09-08', '2026-10-11', '2026-10-12', '2026-10-23', '2026-12-08'];
const BG_2026 = ['2026-01-01', '2026-03-03', '2026-04-10', '2026-04-11', '2026-04-12', '2026-04-13', '2026-05-01', '2026-05-06', '2026-05-24', '2026-05-25', '2026-09-06', '2026-09-07', '2026-09-22', '2026-12-24', '2026-12-25', '2026-12-26', '2026-12-28'];

describe('org: official holidays', () => {
  let org: OrgHarness;
  let mk: Awaited<ReturnType<OrgHarness['register']>>;
  let bg: Awaited<ReturnType<OrgHarness['register']>>;

  beforeAll(async () => {
    org = await bootOrg();
    mk = await org.register({ lang: 'mk' });
    bg = await org.register({ lang: 'bg' });
  });

  afterAll(() => org.close());

  const preview = (payload: unknown, r = mk, lang: 'en' | 'mk' | 'bg' = 'mk') => org.call<{ items: OfficialHoliday[] }>(PREVIEW_OFFICIAL_HOLIDAYS.pattern, payload, adminOf(r, lang));
  const save = (payload: unknown, r = mk, lang: 'en' | 'mk' | 'bg' = 'mk') => org.call<SaveOfficialHolidaysResult>(SAVE_OFFICIAL_HOLIDAYS.pattern, payload, adminOf(r, lang));
  const holidaysOf = async (r: typeof mk, year: number, lang: Lang = 'en', query: Record<string, unknown> = {}) =>
    (await org.call<Page<Holiday>>(ORG_ADMIN_RPC.listHolidays, { year, per_page: 100, ...query }, adminOf(r, lang))).items;

  it('previews North Macedonia 2026 as the law gives it, matched to the company’s Macedonian lists, saving nothing', async () => {
    const { items } = await preview({ country: 'MK', year: '2026' });
    expect(items.filter((h) => h.for_all).map((h) => h.date)).toEqual(MK_2026_FOR_ALL);
    expect(items.find((h) => h.date === '2026-08-03')).toMatchObject({ moved_from: '2026-08-02', type: 'public', saved: false });
    expect(items.find((h) => h.date === '2026-01-01')?.description).toBe('Нова година');
    const religions = await org.sql<{ id: number; name: string }>('SELECT id, name FROM org.religions WHERE company_id = $1', [mk.company_id]);
    const orthodox = religions.find((r) => r.name === 'Православие')?.id;
    expect(items.find((h) => h.date === '2026-04-10')).toMatchObject({ for_all: false, type: 'religious', religion_id: orthodox, audience_name: 'Православие', audience_missing: false });
    expect(items.find((h) => h.date === '2026-11-22')).toMatchObject({ type: 'ethnic', for_all: false, audience_missing: false });
    expect(await holidaysOf(mk, 2026)).toEqual([]);
  });

  it('saves them once: a second save adds nothing, and what the company had is kept', async () => {
    await org.call(ORG_ADMIN_RPC.createHoliday, { date: '2026-01-01', description: 'Our New Year', type: 'public' }, adminOf(mk));
    const first = await save({ country: 'MK', year: 2026 });
    const { items } = await preview({ country: 'MK', year: 2026 });
    expect(first).toEqual({ country: 'MK', year: 2026, saved: items.length - 1, existing: 1, skipped: 0 });
    expect(await save({ country: 'MK', year: 2026 })).toEqual({ country: 'MK', year: 2026, saved: 0, existing: items.length, skipped: 0 });
    const held = await holidaysOf(mk, 2026);
    expect(held).toHaveLength(items.length);
    expect(held.find((h) => h.date === '2026-01-01')?.description).toBe('Our New Year');
    expect(held.filter((h) => h.for_all).map((h) => h.date)).toEqual(MK_2026_FOR_ALL);
    expect((await preview({ country: 'MK', year: 2026 })).items.every((h) => h.saved)).toBe(true);
  });

  it('previews and saves Bulgaria 2026 for a Bulgarian company in Bulgarian, without touching another company', async () => {
    const { items } = await preview({ country: 'BG', year: 2026 }, bg, 'bg');
    expect(items.map((h) => h.date)).toEqual(BG_2026);
    expect(items.find((h) => h.date === '2026-04-11')?.description).toBe('Велика събота');
    expect(items.find((h) => h.date === '2026-12-28')).toMatchObject({ moved_from: '2026-12-26', for_all: true });
    expect(await save({ country: 'BG', year: 2026 }, bg, 'bg')).toEqual({ country: 'BG', year: 2026, saved: BG_2026.length, existing: 0, skipped: 0 });
    expect((await holidaysOf(bg, 2026)).map((h) => h.date)).toEqual(BG_2026);
    expect((await holidaysOf(mk, 2026)).map((h) => h.date)).not.toContain('2026-03-03');
  });

  it('refuses a country it does not know and a missing or impossible year', async () => {
    expect(await rpcError(preview({ country: 'RS', year: 2026 }))).toEqual({ status: 422, errors: { country: ['invalid_option'] } });
    expect(await rpcError(preview({}))).toEqual({ status: 422, errors: { country: ['field_required'], year: ['field_required'] } });
    expect(await rpcError(save({ country: 'BG', year: 1800 }, bg))).toEqual({ status: 422, errors: { year: ['between_1900_and_2200'] } });
  });

  describe('names in the reader’s language', () => {
    let named: Awaited<ReturnType<OrgHarness['register']>>;
    const on = async (date: string, lang: Lang) => (await holidaysOf(named, 2027, lang)).find((h) => h.date === date && h.for_all);

    beforeAll(async () => {
      named = await org.register({ lang: 'mk' });
      // An administrator's own holiday first: the official save keeps it, as typed.
      await org.call(ORG_ADMIN_RPC.createHoliday, { date: '2027-01-01', description: 'Нова година во фирмата', type: 'public' }, adminOf(named, 'mk'));
      await save({ country: 'MK', year: 2027 }, named, 'mk');
    });

    it('lists a holiday saved from the official list in each reader’s language, and a typed one as typed to all', async () => {
      expect((await on('2027-05-01', 'mk'))?.description).toBe('Ден на трудот');
      expect((await on('2027-05-01', 'bg'))?.description).toBe('Ден на труда');
      expect((await on('2027-05-01', 'en'))?.description).toBe('Labour Day');
      for (const lang of ['en', 'mk', 'bg'] as const) expect((await on('2027-01-01', lang))?.description).toBe('Нова година во фирмата');
      // Searched and sorted by the reader's names.
      expect((await holidaysOf(named, 2027, 'bg', { q: 'труда' })).map((h) => h.date)).toEqual(['2027-05-01']);
      expect(await holidaysOf(named, 2027, 'en', { q: 'труда' })).toEqual([]);
      // In English Christmas comes before Labour Day; stored in Macedonian it would come after (П > Д).
      const byName = (await holidaysOf(named, 2027, 'en', { sort: 'description' })).map((h) => h.description);
      expect(byName.indexOf('Christmas (Orthodox)')).toBeGreaterThanOrEqual(0);
      expect(byName.indexOf('Christmas (Orthodox)')).toBeLessThan(byName.indexOf('Labour Day'));
    });

    it('gives presence and absence the names, the stored text beside them', async () => {
      const peers = await org.call<HolidayWithNames[]>(ORG_PRESENCE_RPC.holidays, { company_id: named.company_id, from: '2027-05-01', to: '2027-05-01' });
      expect(peers.find((h) => h.for_all)).toMatchObject({ description: 'Ден на трудот', names: { en: 'Labour Day', mk: 'Ден на трудот', bg: 'Ден на труда' } });
      const typed = await org.call<HolidayWithNames[]>(ORG_PRESENCE_RPC.holidays, { company_id: named.company_id, from: '2027-01-01', to: '2027-01-01' });
      expect(typed).toEqual([expect.objectContaining({ description: 'Нова година во фирмата', names: null })]);
      const dir = await org.call<CalendarDirectory>(GET_CALENDAR_DIRECTORY.pattern, { company_id: named.company_id, viewer_id: named.user_id, from: '2027-05-01', to: '2027-05-01', self_only: true });
      expect(dir.holidays.find((h) => h.for_all)).toMatchObject({ description: 'Ден на трудот', names: { bg: 'Ден на труда' } });
    });

    it('keeps the names when an editor changes only the date or type (the form showing their language), and drops them on a retyped description', async () => {
      const labour = (await on('2027-05-01', 'bg')) as Holiday;
      const form = { date: '2027-05-04', description: labour.description, type: 'religious', for_all: true, holiday_id: labour.id };
      const moved = await org.call<Holiday>(UPDATE_HOLIDAY.pattern, form, adminOf(named, 'bg'));
      expect(moved).toMatchObject({ date: '2027-05-04', description: 'Ден на труда', type: 'religious' });
      expect((await on('2027-05-04', 'en'))?.description).toBe('Labour Day');
      expect((await on('2027-05-04', 'mk'))?.description).toBe('Ден на трудот');
      // The same name again is no change.
      expect(await rpcError(org.call(UPDATE_HOLIDAY.pattern, { ...form, description: 'Labour Day' }, adminOf(named, 'en')))).toEqual({
        status: 422,
        error: 'no_changes_to_save',
      });

      await org.call<Holiday>(UPDATE_HOLIDAY.pattern, { ...form, description: 'Празник на трудот' }, adminOf(named, 'bg'));
      for (const lang of ['en', 'mk', 'bg'] as const) expect((await on('2027-05-04', lang))?.description).toBe('Празник на трудот');
      const [row] = await org.sql<{ names: unknown }>('SELECT names FROM org.holidays WHERE id = $1', [labour.id]);
      expect(row.names).toBeNull();
    });

    it('copies a year keeping the names', async () => {
      await org.call(COPY_HOLIDAYS.pattern, { year: 2027 }, adminOf(named, 'mk'));
      const copied = (await holidaysOf(named, 2028, 'bg')).filter((h) => h.for_all);
      expect(copied.find((h) => h.date === '2028-12-08')?.description).toBe('Св. Климент Охридски');
      expect(copied.find((h) => h.date === '2028-10-23')?.description).toBe('Ден на македонската революционна борба');
      expect(copied.find((h) => h.date === '2028-01-01')?.description).toBe('Нова година во фирмата');
    });
  });
});
