import { ABSENCE_GUARD_RPC, type Holiday, type NamedItem, ORG_ADMIN_RPC, type Page } from '@presently/contracts';
import { type AbsenceStub, startAbsenceStub } from './support/absence-stub';
import { type CompanyRefs, createUser, refsOf, userForm } from './support/admin-fixtures';
import { adminOf, bootOrg, type OrgHarness, rpcError } from './support/org-harness';

describe('org: holidays, nationalities and religions', () => {
  let org: OrgHarness;
  let absence: AbsenceStub;
  let a: Awaited<ReturnType<OrgHarness['register']>>;
  let b: Awaited<ReturnType<OrgHarness['register']>>;
  let refsA: CompanyRefs;
  let refsB: CompanyRefs;

  beforeAll(async () => {
    org = await bootOrg();
    absence = await startAbsenceStub();
    a = await org.register();
    b = await org.register();
    refsA = await refsOf(org, a.company_id);
    refsB = await refsOf(org, b.company_id);
  });

  afterEach(() => absence.reset());

  afterAll(async () => {
    await absence.close();
    await org.close();
  });

  const create = (payload: unknown, r = a) => org.call<Holiday>(ORG_ADMIN_RPC.createHoliday, payload, adminOf(r));
  const list = (payload: unknown, r = a) => org.call<Page<Holiday>>(ORG_ADMIN_RPC.listHolidays, payload, adminOf(r));

  describe('holidays', () => {
    it('creates holidays for everyone or for a nationality or religion, and lists them by year and date', async () => {
      const newYear = await create({ date: '2031-01-01', description: 'New Year', type: 'public' });
      expect(newYear).toEqual({
        id: expect.any(Number),
        date: '2031-01-01',
        description: 'New Year',
        type: 'public',
        year: 2031,
        for_all: true,
        nationality_id: null,
        religion_id: null,
      });
      const christmas = await create({ date: '2031-01-07', description: 'Orthodox Christmas', type: 'religious', for_all: false, religion_id: refsA.religionId });
      expect(christmas).toMatchObject({ for_all: false, religion_id: refsA.religionId, nationality_id: null });
      await create({ date: '2030-12-31', description: 'Eve', type: 'public' });

      const year = await list({ year: '2031' });
      expect(year.items.map((h) => h.date)).toEqual(['2031-01-01', '2031-01-07']);
      expect(year.total).toBe(2);
      expect((await list({ year: 2031, type: 'religious' })).items.map((h) => h.id)).toEqual([christmas.id]);
      expect((await list({ year: 2031, q: 'christ' })).items.map((h) => h.id)).toEqual([christmas.id]);
      expect((await list({ year: 2031 }, b)).total).toBe(0);
    });

    it('refuses wrong forms, another company’s lists and a second holiday on a date for the same people', async () => {
      expect(await rpcError(create({ date: '2031-02-30', description: 'x'.repeat(251), type: 'bank', for_all: false }))).toEqual({
        status: 422,
        errors: { date: ['date_invalid'], description: ['max_250_characters'], type: ['invalid_option'], for_all: ['nationality_or_religion_required'] },
      });
      expect(await rpcError(create({ date: '2031-03-01', description: 'Theirs', type: 'ethnic', for_all: false, nationality_id: refsB.nationalityId }))).toEqual({
        status: 422,
        errors: { nationality_id: ['invalid_option'] },
      });
      await create({ date: '2031-05-01', description: 'Labour Day', type: 'public' });
      expect(await rpcError(create({ date: '2031-05-01', description: 'Again', type: 'public' }))).toEqual({ status: 422, errors: { date: ['holiday_exists'] } });
      await expect(create({ date: '2031-05-01', description: 'For some', type: 'ethnic', for_all: false, nationality_id: refsA.nationalityId })).resolves.toBeDefined();
      expect(await rpcError(list({ year: 1800, per_page: 500 }))).toEqual({ status: 422, errors: { per_page: ['between_1_and_100'], year: ['between_1900_and_2200'] } });
    });

    it('updates a holiday; nothing changed is no_changes_to_save; another company’s is not found', async () => {
      const h = await create({ date: '2032-08-02', description: 'Ilinden', type: 'public' });
      const payload = { holiday_id: h.id, date: '2032-08-02', description: 'Ilinden Uprising', type: 'public' };
      await expect(org.call(ORG_ADMIN_RPC.updateHoliday, payload, adminOf(a))).resolves.toMatchObject({ description: 'Ilinden Uprising' });
      expect(await rpcError(org.call(ORG_ADMIN_RPC.updateHoliday, payload, adminOf(a)))).toEqual({ status: 422, error: 'no_changes_to_save' });
      expect(await rpcError(org.call(ORG_ADMIN_RPC.updateHoliday, payload, adminOf(b)))).toEqual({ status: 404, error: 'not_found' });
      expect(await rpcError(org.call(ORG_ADMIN_RPC.deleteHoliday, { holiday_id: h.id }, adminOf(b)))).toEqual({ status: 404, error: 'not_found' });
    });

    it('asks for confirmation before deleting a holiday on which people have rest days', async () => {
      const h = await create({ date: '2032-09-08', description: 'Independence Day', type: 'public' });
      absence.answer(ABSENCE_GUARD_RPC.restDaysOn, 3, '2032-09-08');
      const m = adminOf(a);
      expect(await rpcError(org.call(ORG_ADMIN_RPC.deleteHoliday, { holiday_id: h.id }, m))).toEqual({ status: 409, error: 'holiday_has_rest_days' });
      expect(absence.calls).toEqual([{ pattern: ABSENCE_GUARD_RPC.restDaysOn, payload: { date: '2032-09-08' }, meta: m }]);
      await expect(org.call(ORG_ADMIN_RPC.deleteHoliday, { holiday_id: h.id, confirm: true }, adminOf(a))).resolves.toEqual({ deleted: true });
      expect((await list({ year: 2032, q: 'independence' })).total).toBe(0);

      const quiet = await create({ date: '2032-10-11', description: 'Uprising Day', type: 'public' });
      await expect(org.call(ORG_ADMIN_RPC.deleteHoliday, { holiday_id: quiet.id }, adminOf(a))).resolves.toEqual({ deleted: true });
    });

    it('copies a year to the next: the same month and day, skipping dates already there and 29 February', async () => {
      const c = await org.register();
      const refsC = await refsOf(org, c.company_id);
      for (const [date, description] of [
        ['2036-01-01', 'New Year'],
        ['2036-02-29', 'Leap day'],
        ['2036-05-01', 'Labour Day'],
        ['2036-12-25', 'Christmas'],
      ]) {
        await create({ date, description, type: 'public' }, c);
      }
      await create({ date: '2036-04-20', description: 'Easter', type: 'religious', for_all: false, religion_id: refsC.religionId }, c);
      await create({ date: '2037-05-01', description: 'Labour Day (already there)', type: 'public' }, c);

      await expect(org.call(ORG_ADMIN_RPC.copyHolidays, { year: 2036 }, adminOf(c))).resolves.toEqual({ from_year: 2036, to_year: 2037, copied: 3 });
      const next = await list({ year: 2037 }, c);
      expect(next.items.map((h) => [h.date, h.description])).toEqual([
        ['2037-01-01', 'New Year'],
        ['2037-04-20', 'Easter'],
        ['2037-05-01', 'Labour Day (already there)'],
        ['2037-12-25', 'Christmas'],
      ]);
      expect(next.items[1]).toMatchObject({ for_all: false, religion_id: refsC.religionId });
      await expect(org.call(ORG_ADMIN_RPC.copyHolidays, { year: 2036 }, adminOf(c))).resolves.toMatchObject({ copied: 0 });
      // Company A's years are its own.
      expect((await list({ year: 2037 })).total).toBe(0);
      expect(await rpcError(org.call(ORG_ADMIN_RPC.copyHolidays, {}, adminOf(c)))).toEqual({ status: 422, errors: { year: ['field_required'] } });
      expect(await rpcError(org.call(ORG_ADMIN_RPC.copyHolidays, { year: '' }, adminOf(c)))).toEqual({ status: 422, errors: { year: ['field_required'] } });
      expect(await rpcError(org.call(ORG_ADMIN_RPC.copyHolidays, { year: 1066 }, adminOf(c)))).toEqual({ status: 422, errors: { year: ['between_1900_and_2200'] } });
    });
  });

  describe('nationalities and religions', () => {
    it('adds, renames, lists and deletes entries of the company’s own lists', async () => {
      const added = await org.call<NamedItem>(ORG_ADMIN_RPC.saveNationality, { name: 'Nation of tests' }, adminOf(a));
      expect(added).toEqual({ id: expect.any(Number), name: 'Nation of tests', builtin_key: null });
      await expect(org.call(ORG_ADMIN_RPC.saveNationality, { id: added.id, name: 'Nation renamed' }, adminOf(a))).resolves.toEqual({ id: added.id, name: 'Nation renamed', builtin_key: null });
      const page = await org.call<Page<NamedItem>>(ORG_ADMIN_RPC.listNationalities, { q: 'renamed' }, adminOf(a));
      expect(page).toEqual({ items: [{ id: added.id, name: 'Nation renamed', builtin_key: null }], total: 1, page: 1, per_page: 20 });
      expect((await org.call<Page<NamedItem>>(ORG_ADMIN_RPC.listNationalities, { q: 'renamed' }, adminOf(b))).total).toBe(0);
      await expect(org.call(ORG_ADMIN_RPC.deleteNationality, { id: added.id }, adminOf(a))).resolves.toEqual({ deleted: true });

      const religion = await org.call<NamedItem>(ORG_ADMIN_RPC.saveReligion, { name: 'Buddhism' }, adminOf(a));
      expect((await org.call<Page<NamedItem>>(ORG_ADMIN_RPC.listReligions, { q: 'buddh' }, adminOf(a))).items).toEqual([religion]);
      await expect(org.call(ORG_ADMIN_RPC.deleteReligion, { id: religion.id }, adminOf(a))).resolves.toEqual({ deleted: true });
    });

    it('keys the entries a company starts with, until an administrator renames one (then it is theirs, as typed)', async () => {
      const seeded = await org.call<Page<NamedItem>>(ORG_ADMIN_RPC.listNationalities, { per_page: 100 }, adminOf(a));
      const first = seeded.items.find((item) => item.id === refsA.nationalityId);
      expect(first?.builtin_key).toEqual(expect.any(String));
      expect(seeded.items.every((item) => item.builtin_key !== null)).toBe(true);
      const religions = await org.call<Page<NamedItem>>(ORG_ADMIN_RPC.listReligions, { per_page: 100 }, adminOf(a));
      expect(religions.items.map((item) => item.builtin_key)).toEqual(expect.arrayContaining(['orthodox_christianity', 'islam', 'none']));

      const renamed = await org.call<NamedItem>(ORG_ADMIN_RPC.saveNationality, { id: refsA.nationalityId, name: 'Our own name' }, adminOf(a));
      expect(renamed).toEqual({ id: refsA.nationalityId, name: 'Our own name', builtin_key: null });
      const again = await org.call<Page<NamedItem>>(ORG_ADMIN_RPC.listNationalities, { q: 'own name' }, adminOf(a));
      expect(again.items).toEqual([renamed]);
    });

    it('keeps names unique in the list, refuses a rename to the same name, and finds no other company’s entry', async () => {
      const added = await org.call<NamedItem>(ORG_ADMIN_RPC.saveReligion, { name: 'Sikhism' }, adminOf(a));
      expect(await rpcError(org.call(ORG_ADMIN_RPC.saveReligion, { name: 'SIKHISM' }, adminOf(a)))).toEqual({ status: 422, errors: { name: ['name_taken'] } });
      expect(await rpcError(org.call(ORG_ADMIN_RPC.saveReligion, { id: added.id, name: 'Sikhism' }, adminOf(a)))).toEqual({ status: 422, error: 'no_changes_to_save' });
      expect(await rpcError(org.call(ORG_ADMIN_RPC.saveReligion, { name: '' }, adminOf(a)))).toEqual({ status: 422, errors: { name: ['field_required'] } });
      expect(await rpcError(org.call(ORG_ADMIN_RPC.saveReligion, { id: added.id, name: 'Renamed by B' }, adminOf(b)))).toEqual({ status: 404, error: 'not_found' });
      expect(await rpcError(org.call(ORG_ADMIN_RPC.deleteReligion, { id: added.id }, adminOf(b)))).toEqual({ status: 404, error: 'not_found' });
      await expect(org.call(ORG_ADMIN_RPC.saveReligion, { name: 'Sikhism' }, adminOf(b))).resolves.toMatchObject({ name: 'Sikhism' });
    });

    it('refuses to delete an entry a person or a holiday uses', async () => {
      const nationality = await org.call<NamedItem>(ORG_ADMIN_RPC.saveNationality, { name: 'Used by a person' }, adminOf(a));
      await createUser(org, adminOf(a), userForm(refsA, { nationality_id: nationality.id }));
      expect(await rpcError(org.call(ORG_ADMIN_RPC.deleteNationality, { id: nationality.id }, adminOf(a)))).toEqual({ status: 409, error: 'in_use' });

      const religion = await org.call<NamedItem>(ORG_ADMIN_RPC.saveReligion, { name: 'Used by a holiday' }, adminOf(a));
      await create({ date: '2033-04-01', description: 'Feast', type: 'religious', for_all: false, religion_id: religion.id });
      expect(await rpcError(org.call(ORG_ADMIN_RPC.deleteReligion, { id: religion.id }, adminOf(a)))).toEqual({ status: 409, error: 'in_use' });
    });
  });
});
