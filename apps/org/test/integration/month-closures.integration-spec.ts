import { CLOSE_MONTH, type Holiday, LIST_MONTH_CLOSURES, MONTH_CLOSURE_CHANGED, type MonthClosure, type MonthClosuresView, ORG_ADMIN_RPC, REOPEN_MONTH } from '@presently/contracts';
import { DateTime } from 'luxon';
import { type AbsenceStub, startAbsenceStub } from './support/absence-stub';
import { actorOf, type CompanyRefs, refsOf } from './support/admin-fixtures';
import { adminOf, bootOrg, type OrgHarness, rpcError, watchEvents } from './support/org-harness';

describe('org: closing a month', () => {
  let org: OrgHarness;
  let absence: AbsenceStub;
  let a: Awaited<ReturnType<OrgHarness['register']>>;
  let b: Awaited<ReturnType<OrgHarness['register']>>;
  let refsA: CompanyRefs;

  beforeAll(async () => {
    org = await bootOrg();
    absence = await startAbsenceStub();
    a = await org.register();
    b = await org.register();
    refsA = await refsOf(org, a.company_id);
  });

  afterAll(async () => {
    await absence.close();
    await org.close();
  });

  const close = (payload: unknown, m = adminOf(a)) => org.call<MonthClosure>(CLOSE_MONTH.pattern, payload, m);
  const list = (m = adminOf(a)) => org.call<MonthClosuresView>(LIST_MONTH_CLOSURES.pattern, {}, m);
  const reopen = (payload: unknown, m = adminOf(a)) => org.call<{ reopened: true }>(REOPEN_MONTH.pattern, payload, m);
  const holiday = (date: string) => org.call<Holiday>(ORG_ADMIN_RPC.createHoliday, { date, description: `Day ${date}`, type: 'public' }, adminOf(a));
  const until = async (check: () => boolean) => {
    for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 50));
  };

  it('HR closes an ended month: audited, announced, and holidays inside it are refused until it is reopened', async () => {
    const watch = await watchEvents(MONTH_CLOSURE_CHANGED.key);
    try {
      const hr = actorOf(a, 3);
      const closed = await close({ month: '2025-10', reason: 'Sent to payroll' }, hr);
      expect(closed).toMatchObject({ month: '2025-10', department_id: null, closed_by_user_id: a.user_id, reason: 'Sent to payroll' });
      expect(closed.closed_by_name.length).toBeGreaterThan(0);

      expect(await rpcError(holiday('2025-10-11'))).toEqual({ status: 422, errors: { _: ['month_closed:2025-10'] } });
      await expect(holiday('2025-11-11')).resolves.toMatchObject({ date: '2025-11-11' });

      expect(await rpcError(close({ month: '2025-10' }))).toEqual({ status: 409, error: 'month_already_closed' });
      expect(await rpcError(close({ month: '2025-10', department_id: refsA.defaultDepartmentId }))).toEqual({ status: 409, error: 'month_already_closed' });

      expect(await rpcError(reopen({ closure_id: closed.id, reason: '  ' }))).toEqual({ status: 422, errors: { reason: ['field_required'] } });
      await expect(reopen({ closure_id: closed.id, reason: 'Sick leave corrected' }, hr)).resolves.toEqual({ reopened: true });
      await expect(holiday('2025-10-11')).resolves.toMatchObject({ date: '2025-10-11' });

      const view = await list();
      expect(view.closures).toEqual([]);
      expect(view.history.map((h) => [h.month, h.action, h.reason])).toEqual([
        ['2025-10', 'reopened', 'Sick leave corrected'],
        ['2025-10', 'closed', 'Sent to payroll'],
      ]);

      await until(() => watch.events.length >= 2);
      expect(watch.events.map((e) => e.payload)).toEqual([
        { company_id: a.company_id, month: '2025-10', department_id: null, closed: true },
        { company_id: a.company_id, month: '2025-10', department_id: null, closed: false },
      ]);
    } finally {
      await watch.close();
    }
  });

  it("a department's closure holds its month for company holidays too, and is listed with the department's name", async () => {
    const closed = await close({ month: '2025-09', department_id: refsA.defaultDepartmentId });
    expect(closed).toMatchObject({ month: '2025-09', department_id: refsA.defaultDepartmentId, department_name: 'Default' });
    expect(await rpcError(holiday('2025-09-08'))).toEqual({ status: 422, errors: { _: ['month_closed:2025-09'] } });
    // The whole company may still be closed on top of one department.
    const company = await close({ month: '2025-09' });
    expect((await list()).closures.map((c) => [c.month, c.department_name])).toEqual([
      ['2025-09', null],
      ['2025-09', 'Default'],
    ]);
    await reopen({ closure_id: company.id, reason: 'x' });
    await reopen({ closure_id: closed.id, reason: 'x' });
  });

  it('refuses a month that has not ended, a malformed month, another company’s department, other roles and other companies', async () => {
    const thisMonth = DateTime.now().setZone('Pacific/Kiritimati').toFormat('yyyy-MM');
    expect(await rpcError(close({ month: thisMonth }))).toEqual({ status: 422, errors: { month: ['month_not_ended'] } });
    expect(await rpcError(close({ month: '2030-01' }))).toEqual({ status: 422, errors: { month: ['month_not_ended'] } });
    expect(await rpcError(close({ month: '2025-13' }))).toEqual({ status: 422, errors: { month: ['month_invalid'] } });
    expect(await rpcError(close({}))).toEqual({ status: 422, errors: { month: ['field_required'] } });
    const refsB = await refsOf(org, b.company_id);
    expect(await rpcError(close({ month: '2025-08', department_id: refsB.defaultDepartmentId }))).toEqual({ status: 422, errors: { department_id: ['invalid_option'] } });

    for (const roleId of [2, 4, 5, 6, 7, 8]) expect(await rpcError(close({ month: '2025-08' }, actorOf(a, roleId)))).toEqual({ status: 403, error: 'forbidden' });

    const closed = await close({ month: '2025-08' });
    expect((await list(adminOf(b))).closures).toEqual([]);
    expect(await rpcError(reopen({ closure_id: closed.id, reason: 'theirs' }, adminOf(b)))).toEqual({ status: 404, error: 'not_found' });
    expect(await rpcError(reopen({ closure_id: closed.id, reason: 'not mine' }, actorOf(a, 6)))).toEqual({ status: 403, error: 'forbidden' });
    await reopen({ closure_id: closed.id, reason: 'done' });
  });
});
