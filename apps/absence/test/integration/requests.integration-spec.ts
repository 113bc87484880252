import { randomInt } from 'node:crypto';
import {
  ABSENCE_CALENDAR,
  APPROVE_ABSENCE,
  APPROVE_ALL_ABSENCES,
  type AbsenceView,
  CANCEL_ABSENCE,
  CREATE_ABSENCE,
  type CreateAbsenceInput,
  DECLINE_ABSENCE,
  GET_ABSENCE,
  GET_MY_VACATION_DAYS,
  LIST_ABSENCES,
  LIST_WAITING_APPROVALS,
  type MessageMeta,
} from '@presently/contracts';
import type { RpcClient } from '@presently/messaging';
import { bootTestService, type TestService, testRpcClient } from '@presently/testing';
import { AppModule } from '../../src/app.module';
import { definition } from '../../src/service.definition';
import { GM, HR_A, HR_B, LEAD, MANAGER, NO_LOGGING } from './support/absence-context-fixture';
import { meta, rpcError, sql } from './support/absence-harness';
import { type OrgStub, startOrgStub } from './support/org-stub';

/*
 * Absence requests on real PostgreSQL and RabbitMQ, org answered by a deterministic stub
 * (support/absence-context-fixture.ts): the company id's low four bits are its approval setting.
 * Dates are in 2030, so "today" never gets in the way of the rules under test.
 */
describe('absence: requests, the approval chain and decisions', () => {
  let service: TestService;
  let rpc: RpcClient;
  let org: OrgStub;
  // 16 consecutive company ids starting at a multiple of 16: BASE + bits is the company with that setting.
  const BASE = (1_500_000_000 + randomInt(50_000_000)) & ~15;
  const ALL = BASE + 15;
  const ids = Array.from({ length: 16 }, (_, i) => BASE + i);
  const roleOf: Record<number, number> = { [LEAD]: 6, [MANAGER]: 7, [HR_A]: 3, [HR_B]: 3, [GM]: 2 };
  const as = (company: number, userId: number): MessageMeta => meta({ companyId: company, userId, roleId: roleOf[userId] ?? 4 });

  const body = (over: Partial<CreateAbsenceInput> = {}): CreateAbsenceInput => ({
    absence_type_id: 3,
    start_date: '2030-06-03',
    end_date: '2030-06-07',
    comment: 'Doctor said rest',
    ...over,
  });
  const create = (company: number, userId: number, over: Partial<CreateAbsenceInput> = {}) => rpc.call(CREATE_ABSENCE, body(over), as(company, userId));
  const approve = (company: number, userId: number, id: number) => rpc.call(APPROVE_ABSENCE, { id }, as(company, userId));
  const steps = (v: AbsenceView) => v.chain.map((s) => `${s.step}:${s.holder_user_id}:${s.status}`);

  beforeAll(async () => {
    org = await startOrgStub();
    service = await bootTestService(definition, AppModule);
    rpc = testRpcClient(20_000);
    await rpc.waitForConnect();
  });

  afterAll(async () => {
    await sql('DELETE FROM absence.absence_requests WHERE company_id = ANY($1)', [ids]);
    await sql('DELETE FROM absence.vacation_entitlements WHERE company_id = ANY($1)', [ids]);
    await rpc?.close();
    await service?.close();
    await org?.close();
  });

  it('vacation: counts working days without the holiday, needs days, refuses overdraw and overlap', async () => {
    const user = 1001;
    await expect(rpcError(create(ALL, user, { absence_type_id: 1, start_date: '2030-04-29', end_date: '2030-05-03' }))).resolves.toMatchObject({
      status: 422,
      errors: { start_date: ['no_vacation_right_yet'] },
    });
    await sql(`INSERT INTO absence.vacation_entitlements (company_id, user_id, name, valid_from, valid_to, acquired_on, days) VALUES ($1, $2, '2030', '2030-01-01', '2030-12-31', '2030-01-01', 6)`, [ALL, user]);
    // Mon 29 April – Fri 3 May 2030 with 1 May a holiday: 4 working days.
    const v = await create(ALL, user, { absence_type_id: 1, start_date: '2030-04-29', end_date: '2030-05-03' });
    expect(v).toMatchObject({ status: 'pending', requested_days: 4, next_working_day: '2030-05-06', waiting_for_user_id: LEAD, user_name: `User ${user}` });
    expect(steps(v)).toEqual([`team_lead:${LEAD}:waiting`, `department_manager:${MANAGER}:upcoming`, `human_resources:${HR_A}:upcoming`, `general_manager:${GM}:upcoming`]);
    // 2 left; pending counts: 3 more is an overdraw, 1.5 (a half day at the end) fits.
    await expect(rpcError(create(ALL, user, { absence_type_id: 1, start_date: '2030-05-13', end_date: '2030-05-15' }))).resolves.toMatchObject({ errors: { start_date: ['days_exceed_annual_limit'] } });
    await expect(create(ALL, user, { absence_type_id: 1, start_date: '2030-05-13', end_date: '2030-05-14', half_day: true })).resolves.toMatchObject({ requested_days: 1.5 });
    await expect(rpcError(create(ALL, user, { start_date: '2030-05-03', end_date: '2030-05-03' }))).resolves.toMatchObject({ errors: { start_date: ['overlapping_absence'] } });
    await expect(rpc.call(GET_MY_VACATION_DAYS, {}, as(ALL, user))).resolves.toEqual([expect.objectContaining({ days: 6, used_days: 0, pending_days: 5.5, unused_days: 0.5 })]);
  });

  it('per-type rules: reasons, rest days, switched day, logging disabled, half days', async () => {
    const user = 1002;
    await expect(rpcError(create(ALL, user, { absence_type_id: 2 }))).resolves.toMatchObject({ errors: { personal_day_reason_id: ['personal_day_reason_required'] } });
    await expect(create(ALL, user, { absence_type_id: 2, personal_day_reason_id: 1, start_date: '2030-06-03', end_date: '2030-06-05' })).resolves.toMatchObject({ requested_days: 3 });
    await expect(rpcError(create(ALL, user, { absence_type_id: 2, personal_day_reason_id: 1, start_date: '2030-06-10', end_date: '2030-06-10' }))).resolves.toMatchObject({
      errors: { personal_day_reason_id: ['personal_day_allowance_exceeded'] },
    });
    await expect(rpcError(create(ALL, user, { absence_type_id: 11, dates: ['2030-06-10', '2030-06-11', '2030-06-12'] }))).resolves.toMatchObject({ errors: { dates: ['max_two_rest_days'] } });
    await expect(rpcError(create(ALL, LEAD, { absence_type_id: 11, dates: ['2030-06-10'] }))).resolves.toMatchObject({ errors: { dates: ['not_permitted_to_schedule_own_rest_days'] } });
    await expect(create(ALL, user, { absence_type_id: 11, start_date: '2030-06-10', end_date: '2030-06-10', dates: ['2030-06-10', '2030-06-11'] })).resolves.toMatchObject({ requested_days: 2, dates: ['2030-06-10', '2030-06-11'] });
    await expect(rpcError(create(ALL, user, { absence_type_id: 7, start_date: '2030-06-17', end_date: '2030-06-18', switch_date: '2030-06-22' }))).resolves.toMatchObject({ errors: { switch_date: ['select_one_day_to_switch'] } });
    await expect(rpcError(create(ALL, user, { absence_type_id: 7, start_date: '2030-06-11', end_date: '2030-06-11', switch_date: '2030-06-22' }))).resolves.toMatchObject({ errors: { start_date: ['overlapping_period_or_switch_day'] } });
    await expect(rpcError(create(ALL, NO_LOGGING, { absence_type_id: 5 }))).resolves.toMatchObject({ errors: { absence_type_id: ['presence_logging_disabled'] } });
    await expect(rpcError(create(ALL, user, { absence_type_id: 4, half_day: true, start_date: '2030-07-01', end_date: '2030-07-01' }))).resolves.toMatchObject({ errors: { half_day: ['half_day_not_allowed'] } });
    await expect(rpcError(create(ALL, user, { start_date: '2020-01-06', end_date: '2020-01-06' }))).resolves.toMatchObject({ errors: { start_date: ['dates_must_be_present_or_future'] } });
    await expect(rpcError(create(ALL, user, { comment: '' }))).resolves.toMatchObject({ status: 422, errors: { comment: ['field_required'] } });
    // Someone else: HR may, an employee may not.
    await expect(create(ALL, HR_A, { user_id: 1003, start_date: '2030-08-05', end_date: '2030-08-05' })).resolves.toMatchObject({ user_id: 1003, submitted_by_user_id: HR_A });
    await expect(rpcError(create(ALL, user, { user_id: 1003, start_date: '2030-08-06', end_date: '2030-08-06' }))).resolves.toMatchObject({ status: 403 });
  });

  it('the chain for every combination of the approval setting (none: approved at once)', async () => {
    const holders = [`team_lead:${LEAD}`, `department_manager:${MANAGER}`, `human_resources:${HR_A}`, `general_manager:${GM}`];
    for (let bits = 0; bits < 16; bits++) {
      const v = await create(BASE + bits, 1100 + bits);
      const expected = holders.filter((_, i) => (bits & (1 << i)) !== 0);
      expect(v.chain.map((s) => `${s.step}:${s.holder_user_id}`)).toEqual(expected);
      expect(v.status).toBe(bits === 0 ? 'approved' : 'pending');
    }
    // The requester's own step is skipped: the team lead's request starts at the department manager.
    const own = await create(ALL, LEAD, { start_date: '2030-09-02', end_date: '2030-09-02' });
    expect(own.chain.map((s) => s.step)).toEqual(['department_manager', 'human_resources', 'general_manager']);
  });

  it('goes through the chain: only the holder decides (any HR for HR), the last approval approves; events in the outbox', async () => {
    const v = await create(ALL, 1201, { start_date: '2030-10-07', end_date: '2030-10-08' });
    await expect(rpcError(approve(ALL, MANAGER, v.id))).resolves.toMatchObject({ status: 403 });
    await expect(approve(ALL, LEAD, v.id)).resolves.toMatchObject({ status: 'pending', waiting_for_user_id: MANAGER });
    await approve(ALL, MANAGER, v.id);
    const afterHr = await approve(ALL, HR_B, v.id);
    expect(afterHr.chain[2]).toMatchObject({ holder_user_id: HR_A, acted_by_user_id: HR_B, acted_by_name: `User ${HR_B}`, status: 'approved' });
    await expect(rpc.call(LIST_WAITING_APPROVALS, {}, as(ALL, GM))).resolves.toEqual(expect.arrayContaining([expect.objectContaining({ id: v.id })]));
    await expect(approve(ALL, GM, v.id)).resolves.toMatchObject({ status: 'approved', waiting_for_user_id: null });
    await expect(rpcError(approve(ALL, GM, v.id))).resolves.toMatchObject({ status: 409, error: 'absence_not_pending' });

    const events = await sql<{ name: string; payload: { recipients: Array<{ user_id: number; reason: string }> } }>(
      `SELECT name, payload FROM absence.outbox WHERE aggregate = $1 ORDER BY seq`,
      [`absence-request:${v.id}`],
    );
    expect(events.map((e) => e.name)).toEqual(['absence.request.submitted.v1', 'absence.request.decided.v1', 'absence.request.decided.v1', 'absence.request.decided.v1', 'absence.request.approved.v1']);
    expect(events[0].payload.recipients).toEqual([expect.objectContaining({ user_id: LEAD, reason: 'next_approver' })]);
    // The department manager's e-mails are switched off in the fixture company: only the requester hears.
    expect(events[1].payload.recipients).toEqual([expect.objectContaining({ user_id: 1201, reason: 'requester' })]);
    expect(events[4].payload.recipients).toEqual([expect.objectContaining({ user_id: 1201, reason: 'requester' })]);

    // Presence's calendar now has the days.
    await expect(rpc.call(ABSENCE_CALENDAR, { company_id: ALL, user_ids: [1201], from: '2030-10-01', to: '2030-10-31' }, meta(null))).resolves.toMatchObject({
      absences: [
        { user_id: 1201, date: '2030-10-07', absence_type_id: 3 },
        { user_id: 1201, date: '2030-10-08', absence_type_id: 3 },
      ],
    });
    const details = await rpc.call(GET_ABSENCE, { id: v.id }, as(ALL, 1201));
    expect(details.audit.map((a) => a.action)).toEqual(['submitted', 'approved', 'approved', 'approved', 'approved']);
    // Another company cannot see it, nor decide it.
    await expect(rpcError(rpc.call(GET_ABSENCE, { id: v.id }, as(ALL - 1, 1201)))).resolves.toMatchObject({ status: 404 });
  });

  it('a decline needs a reason and ends the request', async () => {
    const v = await create(ALL, 1202, { start_date: '2030-10-14', end_date: '2030-10-14' });
    await expect(rpcError(rpc.call(DECLINE_ABSENCE, { id: v.id, reason: '' }, as(ALL, LEAD)))).resolves.toMatchObject({ errors: { reason: ['field_required'] } });
    const declined = await rpc.call(DECLINE_ABSENCE, { id: v.id, reason: 'Release week' }, as(ALL, LEAD));
    expect(declined).toMatchObject({ status: 'declined', decline_reason: 'Release week' });
    expect(declined.chain[0]).toMatchObject({ status: 'declined', reason: 'Release week' });
    await expect(rpcError(approve(ALL, MANAGER, v.id))).resolves.toMatchObject({ status: 409 });
  });

  it('cancel: pending at once; approved and not started waits for the last approver', async () => {
    const pending = await create(ALL, 1203, { start_date: '2030-11-04', end_date: '2030-11-04' });
    await expect(rpc.call(CANCEL_ABSENCE, { id: pending.id }, as(ALL, 1203))).resolves.toMatchObject({ status: 'cancelled' });
    const company = BASE + 1; // team lead only
    const v = await create(company, 1204, { start_date: '2030-11-05', end_date: '2030-11-05' });
    await approve(company, LEAD, v.id);
    await expect(rpcError(rpc.call(CANCEL_ABSENCE, { id: v.id }, as(company, 1205)))).resolves.toMatchObject({ status: 403 });
    await expect(rpc.call(CANCEL_ABSENCE, { id: v.id }, as(company, 1204))).resolves.toMatchObject({ status: 'cancellation_pending', waiting_for_user_id: LEAD });
    await expect(approve(company, LEAD, v.id)).resolves.toMatchObject({ status: 'cancelled' });
  });

  it('two approvers at once leave one decision; two requests for one period at once leave one', async () => {
    const v = await create(ALL, 1301, { start_date: '2030-12-02', end_date: '2030-12-02' });
    await approve(ALL, LEAD, v.id);
    await approve(ALL, MANAGER, v.id);
    // HR_A and HR_B may both decide the HR step: one approval lands, the other finds it decided.
    const outcomes = await Promise.allSettled([approve(ALL, HR_A, v.id), approve(ALL, HR_B, v.id)]);
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    const after = await rpc.call(GET_ABSENCE, { id: v.id }, as(ALL, 1301));
    expect(after.chain.filter((s) => s.status === 'approved')).toHaveLength(3);

    const twice = await Promise.allSettled([create(ALL, 1302, { start_date: '2030-12-09', end_date: '2030-12-10' }), create(ALL, 1302, { start_date: '2030-12-10', end_date: '2030-12-11' })]);
    expect(twice.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
  });

  it('50 requests from 50 people at once all answer; approve-all decides what waits for the lead', async () => {
    const company = BASE + 1;
    const results = await Promise.allSettled(Array.from({ length: 50 }, (_, i) => create(company, 2000 + i, { start_date: '2030-03-04', end_date: '2030-03-08' })));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(50);
    const bulk = await rpc.call(APPROVE_ALL_ABSENCES, {}, as(company, LEAD));
    expect(bulk.count).toBeGreaterThanOrEqual(50);
    const list = await rpc.call(LIST_ABSENCES, { status: 'approved', per_page: '100', from: '2030-03-04', to: '2030-03-08' }, as(company, LEAD));
    expect(list.total).toBeGreaterThanOrEqual(50);
    // An employee sees only their own.
    const own = await rpc.call(LIST_ABSENCES, { per_page: '100' }, as(company, 2001));
    expect(own.items.every((i) => i.user_id === 2001)).toBe(true);
  });
});
