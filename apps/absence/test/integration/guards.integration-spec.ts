import { randomInt, randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { ABSENCE_GUARD_RPC, type AbsenceStatus, type MessageMeta } from '@presently/contracts';
import { RpcError, type RpcClient } from '@presently/messaging';
import { bootTestService, type TestService, testRpcClient } from '@presently/testing';
import { AppModule } from '../../src/app.module';
import { CreateAbsenceRequests1764100000000 } from '../../src/database/migrations/1764100000000-CreateAbsenceRequests';
import { ExtendAbsenceRequests1764300000000 } from '../../src/database/migrations/1764300000000-ExtendAbsenceRequests';
import { definition } from '../../src/service.definition';

async function sql<T = Record<string, unknown>>(text: string, params: unknown[] = []): Promise<T[]> {
  const client = new Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    return (await client.query(text, params)).rows as T[];
  } finally {
    await client.end();
  }
}

const meta = (companyId: number | null, userId = 1): MessageMeta => ({
  requestId: randomUUID(),
  actor: companyId === null ? null : { userId, companyId, roleId: 1, lang: 'en' },
});

async function rpcError(promise: Promise<unknown>): Promise<RpcError['body']> {
  const outcome = await promise.then(
    (value) => ({ value }),
    (err: unknown) => ({ err }),
  );
  if (!('err' in outcome)) throw new Error(`expected an error, got ${JSON.stringify(outcome.value)}`);
  if (!(outcome.err instanceof RpcError)) throw outcome.err;
  return outcome.err.body;
}

interface RequestRow {
  company: number;
  user: number;
  status: AbsenceStatus;
  approver?: number | null;
}

describe('absence: the guard RPCs org asks before administrative changes', () => {
  let service: TestService;
  let rpc: RpcClient;
  // Two companies of this run only (ids no org company of the test database has), and users that
  // exist in both, so that a count leaking across companies shows.
  const A = 1_500_000_000 + randomInt(100_000_000);
  const B = A + 1;
  const ANA = 101;
  const BOB = 102;
  const LEAD = 201;
  const OTHER_LEAD = 202;

  const call = (pattern: string, payload: unknown, m: MessageMeta = meta(A)) => rpc.send<{ count: number }>('absence', pattern, payload, m);

  const insertRequests = async (rows: RequestRow[]) => {
    for (const r of rows) {
      await sql(
        `INSERT INTO absence.absence_requests
           (company_id, user_id, absence_type_id, start_date, end_date, requested_days, status, current_approver_user_id, decline_reason)
         VALUES ($1, $2, 1, '2026-03-02', '2026-03-06', 5, $3, $4, $5)`,
        [r.company, r.user, r.status, r.approver ?? null, r.status === 'declined' ? 'Busy week' : null],
      );
    }
  };

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

  it('answers 0 for every guard while nothing exists', async () => {
    await expect(call(ABSENCE_GUARD_RPC.openAbsences, { user_id: ANA })).resolves.toEqual({ count: 0 });
    await expect(call(ABSENCE_GUARD_RPC.pendingApprovals, { user_id: LEAD })).resolves.toEqual({ count: 0 });
    await expect(call(ABSENCE_GUARD_RPC.restDaysOn, { date: '2026-03-02' })).resolves.toEqual({ count: 0 });
  });

  it('openAbsences: counts the user’s pending and approved absences in the actor’s company, never declined ones', async () => {
    await insertRequests([
      { company: A, user: ANA, status: 'pending', approver: LEAD },
      { company: A, user: ANA, status: 'approved' },
      { company: A, user: ANA, status: 'approved' },
      { company: A, user: ANA, status: 'declined' },
      { company: A, user: BOB, status: 'pending', approver: LEAD },
      { company: B, user: ANA, status: 'pending', approver: LEAD },
      { company: B, user: ANA, status: 'approved' },
    ]);
    await expect(call(ABSENCE_GUARD_RPC.openAbsences, { user_id: ANA })).resolves.toEqual({ count: 3 });
    await expect(call(ABSENCE_GUARD_RPC.openAbsences, { user_id: BOB })).resolves.toEqual({ count: 1 });
    await expect(call(ABSENCE_GUARD_RPC.openAbsences, { user_id: ANA }, meta(B))).resolves.toEqual({ count: 2 });
    await expect(call(ABSENCE_GUARD_RPC.openAbsences, { user_id: BOB }, meta(B))).resolves.toEqual({ count: 0 });

    // Declining the last open absence releases the user.
    await sql(`UPDATE absence.absence_requests SET status = 'declined', decline_reason = 'No', current_approver_user_id = NULL WHERE company_id = $1 AND user_id = $2`, [A, BOB]);
    await expect(call(ABSENCE_GUARD_RPC.openAbsences, { user_id: BOB })).resolves.toEqual({ count: 0 });
  });

  it('pendingApprovals: counts pending requests waiting for that approver in the actor’s company only', async () => {
    await insertRequests([
      { company: A, user: ANA, status: 'pending', approver: LEAD },
      { company: A, user: BOB, status: 'pending', approver: LEAD },
      { company: A, user: BOB, status: 'pending', approver: OTHER_LEAD },
      { company: A, user: ANA, status: 'approved', approver: LEAD },
      { company: A, user: ANA, status: 'declined', approver: LEAD },
      { company: A, user: ANA, status: 'pending', approver: null },
      { company: B, user: ANA, status: 'pending', approver: LEAD },
    ]);
    await expect(call(ABSENCE_GUARD_RPC.pendingApprovals, { user_id: LEAD })).resolves.toEqual({ count: 2 });
    await expect(call(ABSENCE_GUARD_RPC.pendingApprovals, { user_id: OTHER_LEAD })).resolves.toEqual({ count: 1 });
    await expect(call(ABSENCE_GUARD_RPC.pendingApprovals, { user_id: ANA })).resolves.toEqual({ count: 0 });
    await expect(call(ABSENCE_GUARD_RPC.pendingApprovals, { user_id: LEAD }, meta(B))).resolves.toEqual({ count: 1 });
    await expect(call(ABSENCE_GUARD_RPC.pendingApprovals, { user_id: OTHER_LEAD }, meta(B))).resolves.toEqual({ count: 0 });
  });

  it('restDaysOn: counts the actor’s company’s users resting on that date', async () => {
    const rest = [
      [A, ANA, '2026-05-01'],
      [A, BOB, '2026-05-01'],
      [A, LEAD, '2026-05-02'],
      [B, ANA, '2026-05-01'],
    ];
    for (const [company, user, date] of rest) await sql('INSERT INTO absence.rest_days (company_id, user_id, date) VALUES ($1, $2, $3)', [company, user, date]);
    await expect(call(ABSENCE_GUARD_RPC.restDaysOn, { date: '2026-05-01' })).resolves.toEqual({ count: 2 });
    await expect(call(ABSENCE_GUARD_RPC.restDaysOn, { date: '2026-05-02' })).resolves.toEqual({ count: 1 });
    await expect(call(ABSENCE_GUARD_RPC.restDaysOn, { date: '2026-05-03' })).resolves.toEqual({ count: 0 });
    await expect(call(ABSENCE_GUARD_RPC.restDaysOn, { date: '2026-05-01' }, meta(B))).resolves.toEqual({ count: 1 });
    await expect(call(ABSENCE_GUARD_RPC.restDaysOn, { date: '2026-05-02' }, meta(B))).resolves.toEqual({ count: 0 });
  });

  it('answers bad payloads with 422 keyed by the field', async () => {
    for (const pattern of [ABSENCE_GUARD_RPC.openAbsences, ABSENCE_GUARD_RPC.pendingApprovals]) {
      expect(await rpcError(call(pattern, {}))).toEqual({ status: 422, errors: { user_id: ['field_required'] } });
      expect(await rpcError(call(pattern, null))).toEqual({ status: 422, errors: { user_id: ['field_required'] } });
      for (const user_id of ['101', 0, -1, 1.5, 2_147_483_648, [101]]) {
        expect(await rpcError(call(pattern, { user_id }))).toEqual({ status: 422, errors: { user_id: ['invalid_option'] } });
      }
    }
    expect(await rpcError(call(ABSENCE_GUARD_RPC.restDaysOn, {}))).toEqual({ status: 422, errors: { date: ['field_required'] } });
    for (const date of ['2026-02-29', '2026-5-1', '01.05.2026', '2026-05-01T00:00:00Z', '0000-01-01', 20260501]) {
      expect(await rpcError(call(ABSENCE_GUARD_RPC.restDaysOn, { date }))).toEqual({ status: 422, errors: { date: ['invalid_option'] } });
    }
  });

  it('refuses a call without an actor (401)', async () => {
    expect(await rpcError(call(ABSENCE_GUARD_RPC.openAbsences, { user_id: ANA }, meta(null)))).toEqual({ status: 401, error: 'unauthenticated' });
    expect(await rpcError(call(ABSENCE_GUARD_RPC.restDaysOn, { date: '2026-05-01' }, meta(null)))).toEqual({ status: 401, error: 'unauthenticated' });
  });

  it('keeps rows the domain never writes out of the tables', async () => {
    const bad = (text: string, params: unknown[]) => sql(text, params).then(() => 'inserted', (err: { constraint?: string }) => err.constraint);
    const insert = `INSERT INTO absence.absence_requests (company_id, user_id, absence_type_id, start_date, end_date, requested_days, status, decline_reason)
                    VALUES ($1, 1, $2, $3, $4, $5, $6, $7)`;
    expect(await bad(insert, [A, 12, '2026-03-02', '2026-03-02', 1, 'pending', null])).toBe('ck_absence_requests_type');
    expect(await bad(insert, [A, 1, '2026-03-02', '2026-03-01', 1, 'pending', null])).toBe('ck_absence_requests_period');
    expect(await bad(insert, [A, 1, '2026-03-02', '2026-03-02', 0, 'pending', null])).toBe('ck_absence_requests_requested_days');
    // 'cancelled' became a status of its own with issue 11; a status the domain never writes is still refused.
    expect(await bad(insert, [A, 1, '2026-03-02', '2026-03-02', 1, 'withdrawn', null])).toBe('ck_absence_requests_status');
    expect(await bad(insert, [A, 1, '2026-03-02', '2026-03-02', 1, 'declined', null])).toBe('ck_absence_requests_decline_reason');
    await sql('INSERT INTO absence.rest_days (company_id, user_id, date) VALUES ($1, 1, $2)', [A, '2026-05-01']);
    expect(await bad('INSERT INTO absence.rest_days (company_id, user_id, date) VALUES ($1, 1, $2)', [A, '2026-05-01'])).toBe('uq_rest_days_company_user_date');
  });

  it('has a reversible migration: down drops both tables, up brings them back', async () => {
    const runner = service.app.get(DataSource).createQueryRunner();
    const migration = new CreateAbsenceRequests1764100000000();
    // The later migration builds on these tables: it is taken down first and brought back last.
    const extension = new ExtendAbsenceRequests1764300000000();
    const tables = async () =>
      (await runner.query(`SELECT to_regclass('absence.absence_requests') IS NOT NULL AS requests, to_regclass('absence.rest_days') IS NOT NULL AS rest`))[0] as {
        requests: boolean;
        rest: boolean;
      };
    await runner.connect();
    await runner.startTransaction();
    try {
      await extension.down(runner);
      await migration.down(runner);
      expect(await tables()).toEqual({ requests: false, rest: false });
      await migration.up(runner);
      expect(await tables()).toEqual({ requests: true, rest: true });
      await extension.up(runner);
    } finally {
      // DDL is transactional in PostgreSQL: the schema is left exactly as the suite found it.
      await runner.rollbackTransaction();
      await runner.release();
    }
  });
});
