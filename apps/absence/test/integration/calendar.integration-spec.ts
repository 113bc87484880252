import { ABSENCE_CALENDAR_RPC, type AbsenceCalendar } from '@presently/contracts';
import type { RpcClient } from '@presently/messaging';
import { bootTestService, type TestService, testRpcClient } from '@presently/testing';
import { AppModule } from '../../src/app.module';
import { definition } from '../../src/service.definition';
import { freshCompanyIds, insertRequests, meta, rpcError, sql } from './support/absence-harness';

describe('absence: the calendar presence classifies days by', () => {
  let service: TestService;
  let rpc: RpcClient;
  const [A, B] = freshCompanyIds(2);
  const ANA = 101;
  const BOB = 102;
  const EVA = 103;

  /** Service to service: no actor, the company is in the payload. */
  const ask = (payload: unknown) => rpc.send<AbsenceCalendar>('absence', ABSENCE_CALENDAR_RPC.calendar, payload, meta());

  beforeAll(async () => {
    service = await bootTestService(definition, AppModule);
    rpc = testRpcClient(10_000);
    await rpc.waitForConnect();
  });

  afterEach(async () => {
    await sql('DELETE FROM absence.absence_requests WHERE company_id = ANY($1)', [[A, B]]);
    await sql('DELETE FROM absence.rest_days WHERE company_id = ANY($1)', [[A, B]]);
  });

  afterAll(async () => {
    await rpc?.close();
    await service?.close();
  });

  it('is empty while nothing is recorded, and for no users', async () => {
    await expect(ask({ company_id: A, user_ids: [ANA, BOB], from: '2026-03-01', to: '2026-03-31' })).resolves.toEqual({ absences: [], rest_days: [] });
    await expect(ask({ company_id: A, user_ids: [], from: '2026-03-01', to: '2026-03-31' })).resolves.toEqual({ absences: [], rest_days: [] });
  });

  it('expands approved absences of the users asked about into days of the period, in the company asked about only', async () => {
    await insertRequests([
      // Across the start of the period, and across a DST change (29 March 2026 in Europe).
      { company: A, user: ANA, type: 1, start: '2026-03-27', end: '2026-03-30', days: 2, status: 'approved' },
      { company: A, user: ANA, type: 3, start: '2026-03-31', end: '2026-03-31', status: 'approved' },
      { company: A, user: ANA, type: 1, start: '2026-04-06', end: '2026-04-08', days: 3, status: 'pending' },
      { company: A, user: ANA, type: 2, start: '2026-04-01', end: '2026-04-01', status: 'declined' },
      { company: A, user: BOB, type: 4, start: '2026-04-02', end: '2026-04-10', days: 7, status: 'approved' },
      { company: A, user: EVA, type: 1, start: '2026-03-30', end: '2026-03-30', status: 'approved' },
      { company: B, user: ANA, type: 5, start: '2026-03-30', end: '2026-03-30', status: 'approved' },
    ]);
    const calendar = await ask({ company_id: A, user_ids: [BOB, ANA], from: '2026-03-29', to: '2026-04-03' });
    expect(calendar.absences).toEqual([
      { user_id: ANA, date: '2026-03-29', absence_type_id: 1 },
      { user_id: ANA, date: '2026-03-30', absence_type_id: 1 },
      { user_id: ANA, date: '2026-03-31', absence_type_id: 3 },
      { user_id: BOB, date: '2026-04-02', absence_type_id: 4 },
      { user_id: BOB, date: '2026-04-03', absence_type_id: 4 },
    ]);
    await expect(ask({ company_id: B, user_ids: [ANA, BOB, EVA], from: '2026-03-29', to: '2026-04-03' })).resolves.toEqual({
      absences: [{ user_id: ANA, date: '2026-03-30', absence_type_id: 5 }],
      rest_days: [],
    });
  });

  it('gives rest days, stored or approved as "Rest day" requests, once per user and date', async () => {
    for (const [company, user, date] of [
      [A, ANA, '2026-05-01'],
      [A, ANA, '2026-05-09'],
      [A, BOB, '2026-05-02'],
      [B, ANA, '2026-05-03'],
    ] as const) {
      await sql('INSERT INTO absence.rest_days (company_id, user_id, date) VALUES ($1, $2, $3)', [company, user, date]);
    }
    await insertRequests([
      { company: A, user: ANA, type: 11, start: '2026-05-01', end: '2026-05-02', days: 2, status: 'approved' },
      { company: A, user: BOB, type: 11, start: '2026-05-04', end: '2026-05-04', status: 'pending' },
    ]);
    await expect(ask({ company_id: A, user_ids: [ANA, BOB], from: '2026-05-01', to: '2026-05-08' })).resolves.toEqual({
      absences: [],
      rest_days: [
        { user_id: ANA, date: '2026-05-01' },
        { user_id: ANA, date: '2026-05-02' },
        { user_id: BOB, date: '2026-05-02' },
      ],
    });
  });

  it('answers bad questions with 422 keyed by the field', async () => {
    const valid = { company_id: A, user_ids: [ANA], from: '2026-03-01', to: '2026-03-31' };
    expect(await rpcError(ask({}))).toEqual({
      status: 422,
      errors: { company_id: ['field_required'], user_ids: ['field_required'], from: ['field_required'], to: ['field_required'] },
    });
    expect(await rpcError(ask({ ...valid, user_ids: Array.from({ length: 1001 }, (_, i) => i + 1) }))).toEqual({ status: 422, errors: { user_ids: ['too_many_users'] } });
    expect(await rpcError(ask({ ...valid, user_ids: ['101'] }))).toEqual({ status: 422, errors: { user_ids: ['invalid_option'] } });
    expect(await rpcError(ask({ ...valid, from: '2026-04-01' }))).toEqual({ status: 422, errors: { to: ['end_before_start'] } });
    expect(await rpcError(ask({ ...valid, from: '2025-01-01', to: '2026-01-31' }))).toEqual({ status: 422, errors: { to: ['period_too_long'] } });
    expect(await rpcError(ask({ ...valid, from: '2026-02-30' }))).toEqual({ status: 422, errors: { from: ['invalid_option'] } });
  });
});
