import { randomInt } from 'node:crypto';
import { APPROVE_ABSENCE, CANCEL_ABSENCE, CREATE_ABSENCE, type CreateAbsenceInput, DECLINE_ABSENCE, type MessageMeta, MONTH_CLOSURE_CHANGED, type MonthClosureChangedEvent } from '@presently/contracts';
import type { RpcClient } from '@presently/messaging';
import { bootTestService, publishTestEvent, testRpcClient, type TestService, waitFor } from '@presently/testing';
import { AppModule } from '../../src/app.module';
import { definition } from '../../src/service.definition';
import { HR_A, LEAD } from './support/absence-context-fixture';
import { meta, rpcError, sql } from './support/absence-harness';
import { type DocumentsStub, startDocumentsStub } from './support/documents-stub';
import { type OrgStub, startOrgStub } from './support/org-stub';

/*
 * absence's copy of org's closed months (org.month-closure.changed.v1 through the inbox) and what it
 * refuses: requests touching a closed month, approving or cancelling one there; declining stays
 * possible. Company ids' low four bits are their approval setting (support/absence-context-fixture.ts);
 * the fixture's people are in department 1. The copy takes org's word for which months are closed,
 * so months of 2030 stand in for ended ones here.
 */
describe('absence: closed months', () => {
  let service: TestService;
  let rpc: RpcClient;
  let org: OrgStub;
  let documents: DocumentsStub;
  const BASE = (1_550_000_000 + randomInt(50_000_000)) & ~15;
  const NONE = BASE; // no approval step: approved at once
  const TEAM = BASE + 1; // the team lead approves
  const ids = [NONE, TEAM];
  const user = 3101;
  const as = (company: number, userId: number, roleId = 4): MessageMeta => meta({ companyId: company, userId, roleId });
  const create = (company: number, over: Partial<CreateAbsenceInput> = {}) =>
    rpc.call(CREATE_ABSENCE, { absence_type_id: 3, start_date: '2030-07-08', end_date: '2030-07-09', comment: 'Flu', ...over }, as(company, user));
  const closed = (month: string) => ({ status: 422, errors: { _: [`month_closed:${month}`] } });

  const announce = async (payload: MonthClosureChangedEvent) => {
    const id = await publishTestEvent(MONTH_CLOSURE_CHANGED.key, payload, { meta: meta() });
    await waitFor(async () => (await sql('SELECT 1 FROM absence.processed_events WHERE event_id = $1', [id])).length > 0);
  };

  beforeAll(async () => {
    org = await startOrgStub();
    documents = await startDocumentsStub();
    service = await bootTestService(definition, AppModule);
    rpc = testRpcClient(20_000);
    await rpc.waitForConnect();
  });

  afterAll(async () => {
    await sql('DELETE FROM absence.absence_requests WHERE company_id = ANY($1)', [ids]);
    await sql('DELETE FROM absence.closed_months WHERE company_id = ANY($1)', [ids]);
    await sql("DELETE FROM absence.outbox WHERE payload->>'company_id' = ANY($1)", [ids.map(String)]);
    await rpc?.close();
    await service?.close();
    await documents?.close();
    await org?.close();
  });

  it('refuses requests, approvals and cancellations touching a closed July; a decline goes through; reopened, July takes requests again', async () => {
    const pending = await create(TEAM, { start_date: '2030-07-01', end_date: '2030-07-02' });
    const declined = await create(TEAM, { start_date: '2030-07-03', end_date: '2030-07-03' });
    const approved = await create(NONE, { start_date: '2030-07-15', end_date: '2030-07-16' });
    expect([pending.status, approved.status]).toEqual(['pending', 'approved']);

    for (const company of ids) await announce({ company_id: company, month: '2030-07', department_id: null, closed: true });

    expect(await rpcError(create(NONE))).toEqual(closed('2030-07'));
    // A sick leave from the end of June into July touches July.
    expect(await rpcError(create(NONE, { start_date: '2030-06-27', end_date: '2030-07-02' }))).toEqual(closed('2030-07'));
    // A switched day in August whose day worked instead is a Saturday of July.
    expect(await rpcError(create(NONE, { absence_type_id: 7, start_date: '2030-08-05', end_date: '2030-08-05', switch_date: '2030-07-13' }))).toEqual(closed('2030-07'));
    await expect(create(NONE, { start_date: '2030-08-12', end_date: '2030-08-13' })).resolves.toMatchObject({ status: 'approved' });

    expect(await rpcError(rpc.call(APPROVE_ABSENCE, { id: pending.id }, as(TEAM, LEAD, 6)))).toEqual(closed('2030-07'));
    await expect(rpc.call(DECLINE_ABSENCE, { id: declined.id, reason: 'Closed month' }, as(TEAM, LEAD, 6))).resolves.toMatchObject({ status: 'declined' });
    expect(await rpcError(rpc.call(CANCEL_ABSENCE, { id: approved.id }, as(NONE, user)))).toEqual(closed('2030-07'));

    await announce({ company_id: TEAM, month: '2030-07', department_id: null, closed: false });
    await expect(rpc.call(APPROVE_ABSENCE, { id: pending.id }, as(TEAM, LEAD, 6))).resolves.toMatchObject({ status: 'approved' });
    // NONE's July stays closed: a reopen is per company.
    expect(await rpcError(create(NONE, { start_date: '2030-07-22', end_date: '2030-07-22' }))).toEqual(closed('2030-07'));
  });

  it("a department's closure holds the people of that department only", async () => {
    await announce({ company_id: NONE, month: '2030-09', department_id: 1, closed: true });
    await announce({ company_id: NONE, month: '2030-10', department_id: 2, closed: true });
    expect(await rpcError(create(NONE, { start_date: '2030-09-09', end_date: '2030-09-10' }))).toEqual(closed('2030-09'));
    await expect(create(NONE, { start_date: '2030-10-07', end_date: '2030-10-08' })).resolves.toMatchObject({ status: 'approved' });
    // HR asking for the same person meets the same closure.
    expect(await rpcError(rpc.call(CREATE_ABSENCE, { user_id: user, absence_type_id: 3, start_date: '2030-09-16', end_date: '2030-09-16', comment: 'Flu' }, as(NONE, HR_A, 3)))).toEqual(closed('2030-09'));
  });
});
