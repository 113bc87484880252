import { ORG_ADMIN_RPC, type Page, type Shift, type WorkRules } from '@presently/contracts';
import { adminOf, bootOrg, type OrgHarness, rpcError } from './support/org-harness';

describe('org: shifts and work rules', () => {
  let org: OrgHarness;
  let a: Awaited<ReturnType<OrgHarness['register']>>;
  let b: Awaited<ReturnType<OrgHarness['register']>>;

  beforeAll(async () => {
    org = await bootOrg();
    a = await org.register();
    b = await org.register();
  });

  afterAll(async () => {
    await org.close();
  });

  const save = (payload: unknown, r = a) => org.call<Shift>(ORG_ADMIN_RPC.saveShift, payload, adminOf(r));

  describe('shifts', () => {
    it('adds shifts with their lengths, across midnight too, and lists them', async () => {
      const day = await save({ name: 'Day', type: 'strict', start: '08:00', end: '16:00' });
      expect(day).toEqual({ id: expect.any(Number), name: 'Day', type: 'strict', start: '08:00', end: '16:00', total_minutes: 480 });
      await expect(save({ name: 'Night', type: 'sliding', start: '22:00', end: '06:30' })).resolves.toMatchObject({ total_minutes: 510 });
      await save({ name: 'Afternoon', type: 'custom', start: '14:00', end: '22:00' });
      const page = await org.call<Page<Shift>>(ORG_ADMIN_RPC.listShifts, {}, adminOf(a));
      expect(page.items.map((s) => s.name)).toEqual(['Afternoon', 'Day', 'Night']);
      expect((await org.call<Page<Shift>>(ORG_ADMIN_RPC.listShifts, { sort: 'start', per_page: 1 }, adminOf(a))).items[0].name).toBe('Day');
      expect((await org.call<Page<Shift>>(ORG_ADMIN_RPC.listShifts, {}, adminOf(b))).total).toBe(0);
    });

    it('changes and deletes a shift; refuses wrong forms, taken names and no changes', async () => {
      const s = await save({ name: 'Early', type: 'strict', start: '06:00', end: '14:00' });
      await expect(save({ id: s.id, name: 'Early', type: 'strict', start: '05:00', end: '13:00' })).resolves.toMatchObject({ start: '05:00', total_minutes: 480 });
      expect(await rpcError(save({ id: s.id, name: 'Early', type: 'strict', start: '05:00', end: '13:00' }))).toEqual({ status: 422, error: 'no_changes_to_save' });
      expect(await rpcError(save({ name: 'EARLY', type: 'strict', start: '05:00', end: '13:00' }))).toEqual({ status: 422, errors: { name: ['name_taken'] } });
      expect(await rpcError(save({ name: 'Odd', type: 'rotating', start: '5:00', end: '05:00' }))).toEqual({
        status: 422,
        errors: { type: ['invalid_option'], start: ['time_invalid'] },
      });
      expect(await rpcError(save({ name: 'Odd', type: 'custom', start: '05:00', end: '05:00' }))).toEqual({ status: 422, errors: { end: ['start_equals_end'] } });
      await expect(org.call(ORG_ADMIN_RPC.deleteShift, { id: s.id }, adminOf(a))).resolves.toEqual({ deleted: true });
    });

    it('keeps shifts to their company, by id guessing included', async () => {
      const s = await save({ name: 'Private', type: 'strict', start: '09:00', end: '17:00' });
      expect(await rpcError(save({ id: s.id, name: 'Stolen', type: 'strict', start: '09:00', end: '17:00' }, b))).toEqual({ status: 404, error: 'not_found' });
      expect(await rpcError(org.call(ORG_ADMIN_RPC.deleteShift, { id: s.id }, adminOf(b)))).toEqual({ status: 404, error: 'not_found' });
      await expect(save({ name: 'Private', type: 'strict', start: '09:00', end: '17:00' }, b)).resolves.toMatchObject({ name: 'Private' });
    });
  });

  describe('work rules', () => {
    it('start with the defaults and change field by field', async () => {
      await expect(org.call<WorkRules>(ORG_ADMIN_RPC.getWorkRules, {}, adminOf(a))).resolves.toEqual({
        work_days: [1, 2, 3, 4, 5],
        daily_hours: 8,
        default_max_paid_break_minutes: 30,
        overtime_after_minutes: 0,
      });
      const saved = await org.call<WorkRules>(ORG_ADMIN_RPC.updateWorkRules, { work_days: [6, 1, 2, 3, 4, 5], daily_hours: 7.5 }, adminOf(a));
      expect(saved).toEqual({ work_days: [1, 2, 3, 4, 5, 6], daily_hours: 7.5, default_max_paid_break_minutes: 30, overtime_after_minutes: 0 });
      await expect(org.call(ORG_ADMIN_RPC.getWorkRules, {}, adminOf(a))).resolves.toEqual(saved);
      await expect(org.call<WorkRules>(ORG_ADMIN_RPC.getWorkRules, {}, adminOf(b))).resolves.toMatchObject({ daily_hours: 8 });
    });

    it('refuse wrong values and saves that change nothing', async () => {
      expect(await rpcError(org.call(ORG_ADMIN_RPC.updateWorkRules, { work_days: [0, 8], daily_hours: 30, overtime_after_minutes: -1 }, adminOf(b)))).toEqual({
        status: 422,
        errors: { work_days: ['invalid_option'], daily_hours: ['between_1_and_24'], overtime_after_minutes: ['between_0_and_240'] },
      });
      expect(await rpcError(org.call(ORG_ADMIN_RPC.updateWorkRules, { work_days: [] }, adminOf(b)))).toEqual({ status: 422, errors: { work_days: ['field_required'] } });
      expect(await rpcError(org.call(ORG_ADMIN_RPC.updateWorkRules, { work_days: [5, 4, 3, 2, 1] }, adminOf(b)))).toEqual({ status: 422, error: 'no_changes_to_save' });
    });
  });
});
