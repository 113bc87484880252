import { randomInt, randomUUID } from 'node:crypto';
import {
  ADD_ABSENCE_FILES,
  type AbsenceFileRef,
  CANCEL_ABSENCE,
  CREATE_ABSENCE,
  type CreateAbsenceInput,
  DECLINE_ABSENCE,
  END_ABSENCE,
  GET_ABSENCE,
  GET_MY_VACATION_DAYS,
  HOLIDAY_CHANGED,
  type HolidayChangedEvent,
  GET_MY_SUBSTITUTE,
  GET_TEAM_COVERAGE,
  LIST_ABSENCES,
  LIST_APPROVAL_RULES,
  LIST_PERSONAL_DAY_ALLOWANCES,
  SAVE_PERSONAL_DAY_ALLOWANCES,
  SAVE_APPROVAL_RULES,
  LIST_WAITING_APPROVALS,
  SET_MY_SUBSTITUTE,
  APPROVE_ABSENCE,
  type MessageMeta,
} from '@presently/contracts';
import { requestedDays, todayIn } from '@presently/absence-rules';
import { addDays } from '@presently/domain';
import type { RpcClient } from '@presently/messaging';
import { bootTestService, publishTestEvent, testRpcClient, type TestService, waitFor } from '@presently/testing';
import { AppModule } from '../../src/app.module';
import { definition } from '../../src/service.definition';
import { GM, HR_A, LEAD, MANAGER } from './support/absence-context-fixture';
import type { AbsenceView } from '@presently/contracts';
import { meta, rpcError, sql } from './support/absence-harness';
import { type DocumentsStub, startDocumentsStub } from './support/documents-stub';
import { type OrgStub, startOrgStub } from './support/org-stub';

/*
 * Changes to requests after they were made: a holiday added or removed later (org's event), files
 * added by the requester, and HR ending a started absence early. Company ids' low four bits are their
 * approval setting (support/absence-context-fixture.ts); dates are in 2030 unless "started" matters.
 */
describe('absence: holiday changes, files added later, absences ended early, substitutes, chains by type, team coverage', () => {
  let service: TestService;
  let rpc: RpcClient;
  let org: OrgStub;
  let documents: DocumentsStub;
  const BASE = (1_500_000_000 + randomInt(50_000_000)) & ~15;
  const NONE = BASE; // no approval step: approved at once
  const TEAM = BASE + 1; // the team lead approves
  const SUBS = BASE + 17; // the team lead approves; its people name substitutes
  const CHAINS = BASE + 31; // every step of the single setting on
  const COVER = BASE + 33; // the team lead approves
  const REFUSE = BASE + 49; // the team lead approves; at most 20 % of a team of 10 off at once, refused over it
  const WARN = BASE + 65; // the team lead approves; the same maximum, only flagged
  const ids = [NONE, TEAM, SUBS, CHAINS, COVER, REFUSE, WARN];
  const roleOf: Record<number, number> = { [LEAD]: 6, [MANAGER]: 7, [HR_A]: 3, [GM]: 2 };
  const as = (company: number, userId: number): MessageMeta => meta({ companyId: company, userId, roleId: roleOf[userId] ?? 4 });
  const create = (company: number, userId: number, over: Partial<CreateAbsenceInput> = {}) =>
    rpc.call(CREATE_ABSENCE, { absence_type_id: 3, start_date: '2030-06-03', end_date: '2030-06-07', comment: 'Flu', ...over }, as(company, userId));
  const audit = async (company: number, id: number) => (await rpc.call(GET_ABSENCE, { id }, as(company, HR_A))).audit.map((a) => `${a.action}:${a.detail ?? ''}`);
  /** What the outbox holds for one aggregate: each event's name, recipients (who and why) and change. */
  const outbox = async (aggregate: string) =>
    (
      await sql<{ name: string; payload: { recipients?: Array<{ user_id: number; reason: string; on_behalf_of?: string }>; recipient?: { user_id: number }; change?: unknown } }>(
        'SELECT name, payload FROM absence.outbox WHERE aggregate = $1 ORDER BY seq',
        [aggregate],
      )
    ).map((e) => ({ name: e.name, to: (e.payload.recipients ?? (e.payload.recipient ? [e.payload.recipient] : [])).map((r) => `${r.user_id}:${'reason' in r ? r.reason : ''}`), change: e.payload.change }));
  let fileId = 900_000_000 + randomInt(100_000_000);
  const files = (n: number): AbsenceFileRef[] => Array.from({ length: n }, () => ({ file_id: ++fileId, name: `scan-${fileId}.pdf`, mime: 'application/pdf', size: 1200 }));

  /** Publishes org's event as org's outbox would, with a chosen id (a redelivery carries the same one). */
  const announce = (payload: HolidayChangedEvent, id: string = randomUUID()) => publishTestEvent(HOLIDAY_CHANGED.key, payload, { id, meta: meta() });

  beforeAll(async () => {
    org = await startOrgStub();
    documents = await startDocumentsStub();
    service = await bootTestService(definition, AppModule);
    rpc = testRpcClient(20_000);
    await rpc.waitForConnect();
  });

  afterAll(async () => {
    await sql('DELETE FROM absence.absence_requests WHERE company_id = ANY($1)', [ids]);
    await sql('DELETE FROM absence.vacation_entitlements WHERE company_id = ANY($1)', [ids]);
    await sql('DELETE FROM absence.substitutes WHERE company_id = ANY($1)', [ids]);
    await sql('DELETE FROM absence.approval_rules WHERE company_id = ANY($1)', [ids]);
    await sql('DELETE FROM absence.personal_day_allowances WHERE company_id = ANY($1)', [ids]);
    await sql("DELETE FROM absence.outbox WHERE payload->>'company_id' = ANY($1)", [ids.map(String)]);
    await rpc?.close();
    await service?.close();
    await documents?.close();
    await org?.close();
  });

  it('a holiday added later recounts future pending and approved requests once, and the balance follows; removed, it counts again', async () => {
    const user = 3001;
    await sql(`INSERT INTO absence.vacation_entitlements (company_id, user_id, name, valid_from, valid_to, acquired_on, days) VALUES ($1, $2, '2030', '2030-01-01', '2030-12-31', '2030-01-01', 20)`, [TEAM, user]);
    const vacation = await create(TEAM, user, { absence_type_id: 1, start_date: '2030-06-03', end_date: '2030-06-07' });
    const sick = await create(NONE, user, { start_date: '2030-06-10', end_date: '2030-06-14' });
    const restDay = await create(NONE, user, { absence_type_id: 11, start_date: '2030-06-05', end_date: '2030-06-05', dates: ['2030-06-19'] });
    expect([vacation.status, vacation.requested_days, sick.status, sick.requested_days]).toEqual(['pending', 5, 'approved', 5]);
    expect((await rpc.call(GET_MY_VACATION_DAYS, {}, as(TEAM, user)))[0]).toMatchObject({ pending_days: 5, unused_days: 15 });

    // Wednesday 5 June and Wednesday 12 June become holidays; so does the rest day's date (never recounted).
    org.setHolidays(TEAM, ['2030-06-05']);
    org.setHolidays(NONE, ['2030-06-12', '2030-06-19']);
    const eventId = await announce({ company_id: TEAM, change: 'created', dates: ['2030-06-05'] });
    await announce({ company_id: NONE, change: 'created', dates: ['2030-06-12', '2030-06-19'] });
    await waitFor(async () => (await rpc.call(GET_ABSENCE, { id: vacation.id }, as(TEAM, HR_A))).requested_days === 4);
    await waitFor(async () => (await rpc.call(GET_ABSENCE, { id: sick.id }, as(NONE, HR_A))).requested_days === 4);
    expect((await rpc.call(GET_MY_VACATION_DAYS, {}, as(TEAM, user)))[0]).toMatchObject({ pending_days: 4, unused_days: 16 });
    expect(await audit(TEAM, vacation.id)).toEqual(['submitted:', 'days_recomputed:5 → 4']);
    expect((await rpc.call(GET_ABSENCE, { id: restDay.id }, as(NONE, HR_A))).requested_days).toBe(1);
    // The requester is e-mailed the recount, with the days before.
    expect((await outbox(`absence-request:${vacation.id}`)).filter((e) => e.name === 'absence.request.recounted.v1')).toEqual([
      { name: 'absence.request.recounted.v1', to: [`${user}:requester`], change: { before_days: 5 } },
    ]);
    expect((await outbox(`absence-request:${restDay.id}`)).map((e) => e.name)).not.toContain('absence.request.recounted.v1');

    // The same event again (a redelivery) changes nothing.
    await announce({ company_id: TEAM, change: 'created', dates: ['2030-06-05'] }, eventId);
    org.setHolidays(TEAM, []);
    const probe = await announce({ company_id: TEAM, change: 'created', dates: ['2030-06-05'] }, eventId);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(probe).toBe(eventId);
    expect((await rpc.call(GET_ABSENCE, { id: vacation.id }, as(TEAM, HR_A))).requested_days).toBe(4);

    org.setHolidays(TEAM, []);
    await announce({ company_id: TEAM, change: 'deleted', dates: ['2030-06-05'] });
    await waitFor(async () => (await rpc.call(GET_ABSENCE, { id: vacation.id }, as(TEAM, HR_A))).requested_days === 5);
    expect(await audit(TEAM, vacation.id)).toEqual(['submitted:', 'days_recomputed:5 → 4', 'days_recomputed:4 → 5']);
    expect((await outbox(`absence-request:${vacation.id}`)).filter((e) => e.name === 'absence.request.recounted.v1').map((e) => e.change)).toEqual([{ before_days: 5 }, { before_days: 4 }]);
    expect((await rpc.call(GET_MY_VACATION_DAYS, {}, as(TEAM, user)))[0]).toMatchObject({ pending_days: 5, unused_days: 15 });
  });

  it('a declined request, or one that has ended, is never recounted', async () => {
    const user = 3002;
    const declined = await create(TEAM, user, { start_date: '2030-07-01', end_date: '2030-07-05' });
    await rpc.call(DECLINE_ABSENCE, { id: declined.id, reason: 'Busy' }, as(TEAM, LEAD));
    const [past] = await sql<{ id: number }>(
      `INSERT INTO absence.absence_requests (company_id, user_id, absence_type_id, start_date, end_date, requested_days, status) VALUES ($1, $2, 3, '2020-07-01', '2020-07-03', 3, 'approved') RETURNING id`,
      [TEAM, user],
    );
    org.setHolidays(TEAM, ['2020-07-02', '2030-07-03']);
    const id = await announce({ company_id: TEAM, change: 'copied', dates: ['2020-07-02', '2030-07-03'] });
    await waitFor(async () => (await sql('SELECT 1 FROM absence.processed_events WHERE event_id = $1', [id])).length === 1);
    expect((await rpc.call(GET_ABSENCE, { id: declined.id }, as(TEAM, HR_A))).requested_days).toBe(5);
    const [row] = await sql<{ requested_days: string }>('SELECT requested_days FROM absence.absence_requests WHERE id = $1', [past.id]);
    expect(Number(row.requested_days)).toBe(3);
  });

  it('the requester adds files to a pending or approved request (5 in all); a request missing its document is listed for HR until then', async () => {
    const user = 3003;
    const sick = await create(TEAM, user, { start_date: '2030-08-05', end_date: '2030-08-06' });
    expect(sick.missing_document).toBe(true);
    const missing = await rpc.call(LIST_ABSENCES, { missing_document: 'true', per_page: '100' }, as(TEAM, HR_A));
    expect(missing.items.map((r) => r.id)).toContain(sick.id);

    const added = await rpc.call(ADD_ABSENCE_FILES, { id: sick.id, files: files(2) }, as(TEAM, user));
    expect(added).toMatchObject({ missing_document: false, status: 'pending' });
    expect(added.files).toHaveLength(2);
    expect(documents.attached.at(-1)).toEqual({ file_ids: added.files.map((f) => f.id), owner: `absence-request:${sick.id}` });
    expect((await rpc.call(LIST_ABSENCES, { missing_document: 'true', per_page: '100' }, as(TEAM, HR_A))).items.map((r) => r.id)).not.toContain(sick.id);
    expect((await audit(TEAM, sick.id)).at(-1)).toBe(`file_added:${added.files.map((f) => f.name).join(', ')}`);
    // The team lead the request waits for is told which files came.
    expect((await outbox(`absence-request:${sick.id}`)).at(-1)).toEqual({ name: 'absence.request.files-added.v1', to: [`${LEAD}:approver`], change: { file_names: added.files.map((f) => f.name) } });

    await expect(rpcError(rpc.call(ADD_ABSENCE_FILES, { id: sick.id, files: files(4) }, as(TEAM, user)))).resolves.toMatchObject({ status: 422, errors: { files: ['max_5_files'] } });
    await expect(rpcError(rpc.call(ADD_ABSENCE_FILES, { id: sick.id, files: [] }, as(TEAM, user)))).resolves.toMatchObject({ status: 422, errors: { files: ['file_required'] } });
    await expect(rpcError(rpc.call(ADD_ABSENCE_FILES, { id: sick.id, files: files(1) }, as(TEAM, 3999)))).resolves.toMatchObject({ status: 403 });
    await expect(rpcError(rpc.call(ADD_ABSENCE_FILES, { id: sick.id, files: files(1) }, as(NONE, user)))).resolves.toMatchObject({ status: 404 });
    // Documents refusing the attach leaves nothing behind.
    const refused = files(1);
    documents.refuse.add(refused[0].file_id);
    await expect(rpcError(rpc.call(ADD_ABSENCE_FILES, { id: sick.id, files: refused }, as(TEAM, user)))).resolves.toMatchObject({ status: 409, error: 'file_already_attached' });
    expect((await rpc.call(GET_ABSENCE, { id: sick.id }, as(TEAM, user))).files).toHaveLength(2);

    await rpc.call(DECLINE_ABSENCE, { id: sick.id, reason: 'No' }, as(TEAM, LEAD));
    await expect(rpcError(rpc.call(ADD_ABSENCE_FILES, { id: sick.id, files: files(1) }, as(TEAM, user)))).resolves.toMatchObject({ status: 409, error: 'absence_not_pending' });
    const approved = await create(NONE, user, { start_date: '2030-08-12', end_date: '2030-08-12' });
    await expect(rpc.call(ADD_ABSENCE_FILES, { id: approved.id, files: files(5) }, as(NONE, user))).resolves.toMatchObject({ status: 'approved', missing_document: false });
  });

  it('names who filed a request for someone else, and who added its files, in its history', async () => {
    const user = 3004;
    const filed = await create(TEAM, HR_A, { user_id: user, start_date: '2030-08-12', end_date: '2030-08-12' });
    await rpc.call(ADD_ABSENCE_FILES, { id: filed.id, files: files(1) }, as(TEAM, HR_A));
    await rpc.call(ADD_ABSENCE_FILES, { id: filed.id, files: files(1) }, as(TEAM, user));
    const { audit: entries } = await rpc.call(GET_ABSENCE, { id: filed.id }, as(TEAM, user));
    expect(entries.map((a) => [a.action, a.actor_user_id, a.actor_name])).toEqual([
      ['submitted', HR_A, `User ${HR_A}`],
      ['file_added', HR_A, `User ${HR_A}`],
      ['file_added', user, `User ${user}`],
    ]);
  });

  it('HR ends a started absence early with a reason; the requester cannot cancel it', async () => {
    const user = 3004;
    const today = todayIn('Europe/Skopje', new Date());
    const start = addDays(today, -3);
    const end = addDays(today, 10);
    const [started] = await sql<{ id: number }>(
      `INSERT INTO absence.absence_requests (company_id, user_id, absence_type_id, start_date, end_date, requested_days, status, user_name, user_email, half_day)
       VALUES ($1, $2, 4, $3, $4, 9.5, 'approved', 'User 3004', 'user3004@absence.test', true) RETURNING id`,
      [NONE, user, start, end],
    );
    await expect(rpcError(rpc.call(CANCEL_ABSENCE, { id: started.id }, as(NONE, user)))).resolves.toMatchObject({ status: 409, error: 'absence_already_started' });
    await expect(rpcError(rpc.call(END_ABSENCE, { id: started.id, end_date: today, reason: 'Back early' }, as(NONE, user)))).resolves.toMatchObject({ status: 403 });
    await expect(rpcError(rpc.call(END_ABSENCE, { id: started.id, end_date: end, reason: 'Back early' }, as(NONE, HR_A)))).resolves.toMatchObject({
      status: 422,
      errors: { end_date: ['end_date_out_of_period'] },
    });
    await expect(rpcError(rpc.call(END_ABSENCE, { id: started.id, end_date: today } as never, as(NONE, HR_A)))).resolves.toMatchObject({ status: 422, errors: { reason: ['field_required'] } });

    const ended = await rpc.call(END_ABSENCE, { id: started.id, end_date: today, reason: 'Back early' }, as(NONE, HR_A));
    const cal = { workDays: [1, 2, 3, 4, 5], holidays: [{ date: '2030-05-01', for_all: true, nationality_id: null, religion_id: null }], nationalityId: 1, religionId: 1, restDays: [] };
    expect(ended).toMatchObject({ status: 'approved', end_date: today, half_day: false, requested_days: requestedDays(start, today, cal) });
    expect((await audit(NONE, started.id)).at(-1)).toBe(`ended_early:${end} → ${today}: Back early`);
    expect((await outbox(`absence-request:${started.id}`)).at(-1)).toEqual({
      name: 'absence.request.ended.v1',
      to: [`${user}:requester`],
      change: { before_days: 9.5, before_end_date: end, reason: 'Back early' },
    });

    const future = await create(NONE, user, { start_date: '2030-09-02', end_date: '2030-09-06' });
    await expect(rpcError(rpc.call(END_ABSENCE, { id: future.id, end_date: '2030-09-03', reason: 'Back early' }, as(NONE, HR_A)))).resolves.toMatchObject({ status: 409, error: 'absence_not_started' });
    await expect(rpcError(rpc.call(END_ABSENCE, { id: started.id, end_date: today, reason: 'x' }, as(TEAM, HR_A)))).resolves.toMatchObject({ status: 404 });
  });

  it('a substitute sees and decides the steps the person holds while the period runs; one hop, no loops', async () => {
    const today = todayIn('Europe/Skopje', new Date());
    const running = { from: addDays(today, -1), to: addDays(today, 5) };
    const set = (userId: number, substitute: number | null, period = running) => rpc.call(SET_MY_SUBSTITUTE, { substitute_user_id: substitute, ...period }, as(SUBS, userId));

    await expect(rpcError(set(LEAD, LEAD))).resolves.toMatchObject({ status: 422, errors: { substitute_user_id: ['invalid_substitute'] } });
    await expect(rpcError(set(LEAD, 3101))).resolves.toMatchObject({ status: 422, errors: { substitute_user_id: ['invalid_substitute'] } });
    await expect(rpcError(set(LEAD, MANAGER, { from: running.to, to: running.from }))).resolves.toMatchObject({ status: 422, errors: { to: ['end_before_start'] } });
    await expect(set(LEAD, MANAGER)).resolves.toEqual({ user_id: LEAD, substitute_user_id: MANAGER, substitute_name: `User ${MANAGER}`, ...running });
    await expect(rpc.call(GET_MY_SUBSTITUTE, {}, as(SUBS, LEAD))).resolves.toMatchObject({ substitute_user_id: MANAGER });
    // A loop: the manager cannot name the lead back for an overlapping period.
    await expect(rpcError(set(MANAGER, LEAD))).resolves.toMatchObject({ status: 422, errors: { substitute_user_id: ['substitute_has_substitute'] } });
    await expect(set(MANAGER, GM)).resolves.toMatchObject({ substitute_user_id: GM });
    // Naming the same substitute for the same period again tells nobody again.
    await set(MANAGER, GM);
    expect(await outbox(`absence-substitute:${SUBS}:${MANAGER}`)).toHaveLength(1);

    const first = await create(SUBS, 3102, { start_date: '2030-10-07', end_date: '2030-10-08' });
    const second = await create(SUBS, 3103, { start_date: '2030-10-07', end_date: '2030-10-08' });
    expect(first.waiting_for_user_id).toBe(LEAD);
    // The named substitute was e-mailed; the request's e-mail goes to the holder and, as substitute, the manager.
    expect(await outbox(`absence-substitute:${SUBS}:${LEAD}`)).toEqual([{ name: 'absence.substitute.named.v1', to: [`${MANAGER}:substitute`], change: undefined }]);
    const [submitted] = await sql<{ payload: { recipients: unknown[] } }>('SELECT payload FROM absence.outbox WHERE aggregate = $1 ORDER BY seq LIMIT 1', [`absence-request:${first.id}`]);
    expect(submitted.payload.recipients).toEqual([
      expect.objectContaining({ user_id: LEAD, reason: 'next_approver' }),
      expect.objectContaining({ user_id: MANAGER, reason: 'substitute', on_behalf_of: `User ${LEAD}`, email: `user${MANAGER}@absence.test` }),
    ]);
    const waiting = await rpc.call(LIST_WAITING_APPROVALS, {}, as(SUBS, MANAGER));
    expect(waiting.map((r) => r.id)).toEqual(expect.arrayContaining([first.id, second.id]));
    expect((await rpc.call(LIST_ABSENCES, { per_page: '100' }, as(SUBS, MANAGER))).items.map((r) => r.id)).toEqual(expect.arrayContaining([first.id, second.id]));
    // One hop: the general manager stands in for the manager, never for those the manager stands in for.
    expect((await rpc.call(LIST_WAITING_APPROVALS, {}, as(SUBS, GM))).map((r) => r.id)).not.toContain(first.id);
    await expect(rpcError(rpc.call(APPROVE_ABSENCE, { id: first.id }, as(SUBS, GM)))).resolves.toMatchObject({ status: 403, error: 'no_permission' });

    const approved = await rpc.call(APPROVE_ABSENCE, { id: first.id }, as(SUBS, MANAGER));
    expect(approved).toMatchObject({ status: 'approved' });
    expect(approved.chain[0]).toMatchObject({ step: 'team_lead', holder_user_id: LEAD, holder_name: `User ${LEAD}`, acted_by_user_id: MANAGER, acted_by_name: `User ${MANAGER}` });
    expect((await audit(SUBS, first.id)).at(-1)).toBe(`approved:team_lead; for User ${LEAD}`);
    const declined = await rpc.call(DECLINE_ABSENCE, { id: second.id, reason: 'Release week' }, as(SUBS, MANAGER));
    expect(declined.chain[0]).toMatchObject({ status: 'declined', holder_user_id: LEAD, acted_by_user_id: MANAGER });

    // Outside the period the substitute decides nothing; null removes the substitute.
    await set(LEAD, MANAGER, { from: addDays(today, 10), to: addDays(today, 20) });
    const third = await create(SUBS, 3104, { start_date: '2030-10-14', end_date: '2030-10-15' });
    expect((await rpc.call(LIST_WAITING_APPROVALS, {}, as(SUBS, MANAGER))).map((r) => r.id)).not.toContain(third.id);
    await expect(rpcError(rpc.call(APPROVE_ABSENCE, { id: third.id }, as(SUBS, MANAGER)))).resolves.toMatchObject({ status: 403 });
    await expect(set(LEAD, null)).resolves.toEqual({ user_id: LEAD, substitute_user_id: null, substitute_name: null, from: null, to: null });
    await expect(rpc.call(APPROVE_ABSENCE, { id: third.id }, as(SUBS, LEAD))).resolves.toMatchObject({ status: 'approved' });
  });

  it('chains by type and length: a configured type takes its steps from their days; others keep the company setting', async () => {
    const admin = meta({ companyId: CHAINS, userId: 1, roleId: 1 });
    const steps = (v: AbsenceView) => v.chain.map((c) => c.step);
    const rules = await rpc.call(LIST_APPROVAL_RULES, {}, admin);
    expect(rules).toHaveLength(11);
    expect(rules.every((t) => t.company_default && t.steps.length === 0)).toBe(true);

    await expect(rpcError(rpc.call(SAVE_APPROVAL_RULES, { absence_type_id: 3, steps: [{ step: 'human_resources', from_days: 0 }] }, as(CHAINS, 3201)))).resolves.toMatchObject({ status: 403 });
    await expect(
      rpcError(rpc.call(SAVE_APPROVAL_RULES, { absence_type_id: 3, steps: [{ step: 'human_resources', from_days: 0 }, { step: 'human_resources', from_days: 2 }] }, admin)),
    ).resolves.toMatchObject({ status: 422, errors: { steps: ['duplicate_step'] } });
    await expect(rpcError(rpc.call(SAVE_APPROVAL_RULES, { absence_type_id: 12, steps: [] }, admin))).resolves.toMatchObject({ status: 422, errors: { absence_type_id: ['invalid_option'] } });

    // Sick leave → HR only; business trip → the team lead, and the general manager from 6 days.
    await expect(rpc.call(SAVE_APPROVAL_RULES, { absence_type_id: 3, steps: [{ step: 'human_resources', from_days: 0 }] }, admin)).resolves.toEqual({
      absence_type_id: 3,
      company_default: false,
      steps: [{ step: 'human_resources', from_days: 0 }],
    });
    await rpc.call(SAVE_APPROVAL_RULES, { absence_type_id: 4, steps: [{ step: 'general_manager', from_days: 6 }, { step: 'team_lead', from_days: 0 }] }, admin);
    expect((await rpc.call(LIST_APPROVAL_RULES, {}, admin)).find((t) => t.absence_type_id === 4)).toEqual({
      absence_type_id: 4,
      company_default: false,
      steps: [{ step: 'team_lead', from_days: 0 }, { step: 'general_manager', from_days: 6 }],
    });

    expect(steps(await create(CHAINS, 3202, { start_date: '2030-11-04', end_date: '2030-11-05' }))).toEqual(['human_resources']);
    expect(steps(await create(CHAINS, 3203, { absence_type_id: 4, start_date: '2030-11-04', end_date: '2030-11-08' }))).toEqual(['team_lead']);
    expect(steps(await create(CHAINS, 3204, { absence_type_id: 4, start_date: '2030-11-04', end_date: '2030-11-11' }))).toEqual(['team_lead', 'general_manager']);
    expect(steps(await create(CHAINS, 3205, { absence_type_id: 10, start_date: '2030-11-04', end_date: '2030-11-05' }))).toEqual(['team_lead', 'department_manager', 'human_resources', 'general_manager']);

    await expect(rpc.call(SAVE_APPROVAL_RULES, { absence_type_id: 3, steps: [] }, admin)).resolves.toEqual({ absence_type_id: 3, company_default: true, steps: [] });
    expect(steps(await create(CHAINS, 3206, { start_date: '2030-11-04', end_date: '2030-11-05' }))).toHaveLength(4);
  });

  it('team coverage: the approver sees how many others of the team are off on each date of the request', async () => {
    const a = await create(COVER, 3301, { start_date: '2030-12-02', end_date: '2030-12-03' });
    const b = await create(COVER, 3302, { start_date: '2030-12-03', end_date: '2030-12-05' });
    await rpc.call(APPROVE_ABSENCE, { id: b.id }, as(COVER, LEAD));
    const declined = await create(COVER, 3303, { start_date: '2030-12-02', end_date: '2030-12-06' });
    await rpc.call(DECLINE_ABSENCE, { id: declined.id, reason: 'No' }, as(COVER, LEAD));
    const mine = await create(COVER, 3304, { start_date: '2030-12-02', end_date: '2030-12-04' });
    await expect(rpc.call(GET_TEAM_COVERAGE, { id: mine.id }, as(COVER, LEAD))).resolves.toEqual({
      team_id: 1,
      team_size: 10,
      max_percent: null,
      action: 'warn',
      days: [
        { date: '2030-12-02', approved: 0, pending: 1, exceeded: false },
        { date: '2030-12-03', approved: 1, pending: 1, exceeded: false },
        { date: '2030-12-04', approved: 1, pending: 0, exceeded: false },
      ],
    });
    await expect(rpcError(rpc.call(GET_TEAM_COVERAGE, { id: mine.id }, as(COVER, a.user_id)))).resolves.toMatchObject({ status: 404 });
    await expect(rpcError(rpc.call(GET_TEAM_COVERAGE, { id: mine.id }, as(TEAM, LEAD)))).resolves.toMatchObject({ status: 404 });
  });

  it('team coverage maximum: with "refuse" the request that would take the team over it names the day and the figures; with "warn" it is accepted and flagged', async () => {
    org.setTeamCoverage(REFUSE, { maxPercent: 20, action: 'refuse', teamSize: 10 });
    org.setTeamCoverage(WARN, { maxPercent: 20, action: 'warn', teamSize: 10 });
    for (const company of [REFUSE, WARN]) {
      await create(company, 3401, { start_date: '2030-12-09', end_date: '2030-12-10' }); // pending
      const b = await create(company, 3402, { start_date: '2030-12-10', end_date: '2030-12-13' });
      await rpc.call(APPROVE_ABSENCE, { id: b.id }, as(company, LEAD));
    }
    // Two of ten are off on Tuesday 10 Dec: a third would be 30 %.
    await expect(rpcError(create(REFUSE, 3403, { start_date: '2030-12-10', end_date: '2030-12-11' }))).resolves.toMatchObject({
      status: 422,
      errors: { start_date: ['team_coverage_exceeded:2030-12-10:3:10:20'] },
    });
    // Wednesday to Friday only one other is off: accepted; and a weekend inside a period never counts.
    await expect(create(REFUSE, 3403, { start_date: '2030-12-11', end_date: '2030-12-16' })).resolves.toMatchObject({ status: 'pending', requested_days: 4 });

    const warned = await create(WARN, 3403, { start_date: '2030-12-10', end_date: '2030-12-11' });
    expect(warned.status).toBe('pending');
    await expect(rpc.call(GET_TEAM_COVERAGE, { id: warned.id }, as(WARN, LEAD))).resolves.toEqual({
      team_id: 1,
      team_size: 10,
      max_percent: 20,
      action: 'warn',
      days: [
        { date: '2030-12-10', approved: 1, pending: 1, exceeded: true },
        { date: '2030-12-11', approved: 1, pending: 0, exceeded: false },
      ],
    });
  });

  it('personal-day allowances per company: the labour code by default, the company’s own days once set, null back to the default', async () => {
    const admin = meta({ companyId: CHAINS, userId: 3501, roleId: 1 });
    const marriage = (userId: number, end: string) => create(CHAINS, userId, { absence_type_id: 2, personal_day_reason_id: 1, start_date: '2030-11-11', end_date: end });
    const defaults = await rpc.call(LIST_PERSONAL_DAY_ALLOWANCES, {}, admin);
    expect(defaults).toHaveLength(11);
    expect(defaults[0]).toEqual({ reason_id: 1, key: defaults[0].key, days: 3, default_days: 3, company_default: true });
    // North Macedonia's 3 days for one's marriage: four are refused.
    await expect(rpcError(marriage(3502, '2030-11-14'))).resolves.toMatchObject({ status: 422, errors: { personal_day_reason_id: ['personal_day_allowance_exceeded'] } });

    await expect(rpcError(rpc.call(SAVE_PERSONAL_DAY_ALLOWANCES, { allowances: [{ reason_id: 1, days: 5 }] }, as(CHAINS, 3502)))).resolves.toMatchObject({ status: 403 });
    const saved = await rpc.call(SAVE_PERSONAL_DAY_ALLOWANCES, { allowances: [{ reason_id: 1, days: 5 }, { reason_id: 11, days: 0 }] }, admin);
    expect(saved.find((a) => a.reason_id === 1)).toMatchObject({ days: 5, default_days: 3, company_default: false });
    expect(saved.find((a) => a.reason_id === 11)).toMatchObject({ days: 0, company_default: false });
    await expect(marriage(3502, '2030-11-14')).resolves.toMatchObject({ status: 'pending', requested_days: 4 });

    await rpc.call(SAVE_PERSONAL_DAY_ALLOWANCES, { allowances: [{ reason_id: 1, days: null }] }, admin);
    await expect(rpcError(marriage(3503, '2030-11-14'))).resolves.toMatchObject({ status: 422, errors: { personal_day_reason_id: ['personal_day_allowance_exceeded'] } });
    // Another company keeps its own.
    expect((await rpc.call(LIST_PERSONAL_DAY_ALLOWANCES, {}, meta({ companyId: COVER, userId: 3501, roleId: 1 })))[10]).toMatchObject({ days: 1, company_default: true });
  });
});
