import { DataSource } from 'typeorm';
import { ABSENCE_ENTITLEMENT_RPC, type MessageMeta, ORG_PRESENCE_RPC, type VacationEntitlement } from '@presently/contracts';
import type { RpcClient } from '@presently/messaging';
import { bootTestService, type TestService, testRpcClient } from '@presently/testing';
import { AppModule } from '../../src/app.module';
import { CreateVacationEntitlements1764200000000 } from '../../src/database/migrations/1764200000000-CreateVacationEntitlements';
import { definition } from '../../src/service.definition';
import { freshCompanyIds, insertRequests, meta, rpcError, sql } from './support/absence-harness';
import { type OrgStub, startOrgStub } from './support/org-stub';

describe('absence: vacation days per user', () => {
  let service: TestService;
  let rpc: RpcClient;
  let org: OrgStub;
  const [A, B] = freshCompanyIds(2);
  const ADMIN = 1;
  const ANA = 101;
  const BOB = 102;
  const CARL = 201;

  const as = (roleId: number, companyId = A): MessageMeta => meta({ companyId, userId: ADMIN, roleId });
  const call = <T>(pattern: string, payload: unknown, m: MessageMeta = as(1)) => rpc.send<T>('absence', pattern, payload, m);
  const list = (userId: number, m?: MessageMeta) => call<VacationEntitlement[]>(ABSENCE_ENTITLEMENT_RPC.list, { user_id: userId }, m);
  const save = (payload: Record<string, unknown>, m?: MessageMeta) => call<VacationEntitlement>(ABSENCE_ENTITLEMENT_RPC.save, payload, m);
  const remove = (userId: number, id: number, m?: MessageMeta) => call<{ deleted: true }>(ABSENCE_ENTITLEMENT_RPC.delete, { user_id: userId, id }, m);
  const form = (overrides: Record<string, unknown> = {}) => ({
    user_id: ANA,
    name: 'Annual leave 2026',
    valid_from: '2026-01-01',
    valid_to: '2026-12-31',
    acquired_on: '2026-01-01',
    days: 21,
    ...overrides,
  });

  beforeAll(async () => {
    org = await startOrgStub();
    org.addUser(A, ANA);
    org.addUser(A, BOB);
    org.addUser(B, CARL);
    service = await bootTestService(definition, AppModule);
    rpc = testRpcClient(10_000);
    await rpc.waitForConnect();
  });

  afterEach(async () => {
    await sql('DELETE FROM absence.vacation_entitlements WHERE company_id = ANY($1)', [[A, B]]);
    await sql('DELETE FROM absence.absence_requests WHERE company_id = ANY($1)', [[A, B]]);
  });

  afterAll(async () => {
    await rpc?.close();
    await service?.close();
    await org?.close();
  });

  it('adds, lists (newest period first), changes and deletes a user’s rules', async () => {
    const first = await save(form());
    expect(first).toEqual({
      id: expect.any(Number),
      user_id: ANA,
      name: 'Annual leave 2026',
      valid_from: '2026-01-01',
      valid_to: '2026-12-31',
      acquired_on: '2026-01-01',
      days: 21,
      used_days: 0,
      pending_days: 0,
      unused_days: 21,
    });
    expect(org.calls).toContainEqual({ pattern: ORG_PRESENCE_RPC.profile, payload: { company_id: A, user_id: ANA } });
    const older = await save(form({ name: 'Annual leave 2025 (rest)', valid_from: '2025-01-01', valid_to: '2026-06-30', acquired_on: '2025-01-01', days: 3.5 }));
    await expect(list(ANA)).resolves.toEqual([first, older]);
    await expect(list(BOB)).resolves.toEqual([]);

    const changed = await save(form({ id: first.id, days: 22.5, name: 'Annual leave 2026 ' }), as(3));
    expect(changed).toMatchObject({ id: first.id, name: 'Annual leave 2026', days: 22.5, unused_days: 22.5 });
    await expect(remove(ANA, older.id, as(7))).resolves.toEqual({ deleted: true });
    await expect(list(ANA)).resolves.toEqual([changed]);
  });

  it('refuses wrong forms, a name the user already has, and a save that changes nothing', async () => {
    expect(await rpcError(save(form({ name: '', valid_to: '2025-12-31', days: 366 })))).toEqual({
      status: 422,
      errors: { name: ['field_required'], valid_to: ['end_before_start'], days: ['between_0_and_365'] },
    });
    expect(await rpcError(save(form({ name: 'x'.repeat(101), acquired_on: '2026-02-29', days: 1.3 })))).toEqual({
      status: 422,
      errors: { name: ['max_100_characters'], acquired_on: ['date_invalid'], days: ['invalid_option'] },
    });
    const saved = await save(form());
    expect(await rpcError(save(form({ name: 'ANNUAL LEAVE 2026', valid_from: '2027-01-01', valid_to: '2027-12-31' })))).toEqual({
      status: 422,
      errors: { name: ['name_taken'] },
    });
    // Another user may use the same name.
    await expect(save(form({ user_id: BOB }))).resolves.toMatchObject({ user_id: BOB, name: 'Annual leave 2026' });
    expect(await rpcError(save(form({ id: saved.id })))).toEqual({ status: 422, error: 'no_changes_to_save' });
  });

  it('counts used and pending days from the user’s vacation requests in the period', async () => {
    const carried = await save(form({ name: 'Rest of 2025', valid_from: '2025-01-01', valid_to: '2026-06-30', acquired_on: '2025-01-01', days: 2 }));
    const current = await save(form());
    await insertRequests([
      { company: A, user: ANA, start: '2026-02-02', end: '2026-02-06', days: 5, status: 'approved' },
      { company: A, user: ANA, start: '2026-08-03', end: '2026-08-05', days: 3, status: 'pending' },
      { company: A, user: ANA, start: '2026-09-01', end: '2026-09-01', days: 1, status: 'declined' },
      // Sick leave uses no vacation days; another company's user with the same id is someone else.
      { company: A, user: ANA, type: 3, start: '2026-03-02', end: '2026-03-03', days: 2, status: 'approved' },
      { company: B, user: ANA, start: '2026-04-01', end: '2026-04-01', days: 1, status: 'approved' },
    ]);
    const figures = await list(ANA);
    expect(figures.find((e) => e.id === carried.id)).toMatchObject({ used_days: 2, pending_days: 0, unused_days: 0 });
    expect(figures.find((e) => e.id === current.id)).toMatchObject({ used_days: 3, pending_days: 3, unused_days: 15 });

    expect(await rpcError(remove(ANA, current.id))).toEqual({ status: 409, error: 'entitlement_in_use' });
    expect(await rpcError(remove(ANA, carried.id))).toEqual({ status: 409, error: 'entitlement_in_use' });
    await sql(`UPDATE absence.absence_requests SET status = 'declined', decline_reason = 'No' WHERE company_id = $1 AND user_id = $2`, [A, ANA]);
    await expect(remove(ANA, current.id)).resolves.toEqual({ deleted: true });
  });

  it('lets only the System Administrator, Human Resources and the Department Manager keep vacation days', async () => {
    const saved = await save(form());
    for (const roleId of [2, 4, 5, 6, 8]) {
      expect(await rpcError(list(ANA, as(roleId)))).toEqual({ status: 403, error: 'forbidden' });
      expect(await rpcError(save(form({ name: `By role ${roleId}` }), as(roleId)))).toEqual({ status: 403, error: 'forbidden' });
      expect(await rpcError(remove(ANA, saved.id, as(roleId)))).toEqual({ status: 403, error: 'forbidden' });
    }
    for (const roleId of [1, 3, 7]) await expect(list(ANA, as(roleId))).resolves.toHaveLength(1);
    expect(await rpcError(list(ANA, meta(null)))).toEqual({ status: 401, error: 'unauthenticated' });
  });

  it('finds no user of another company, and no other user’s or company’s rule', async () => {
    const mine = await save(form());
    const theirs = await save(form({ user_id: CARL }), as(1, B));
    expect(await rpcError(list(CARL))).toEqual({ status: 404, error: 'not_found' });
    expect(await rpcError(save(form({ user_id: CARL })))).toEqual({ status: 404, error: 'not_found' });
    expect(await rpcError(remove(CARL, theirs.id))).toEqual({ status: 404, error: 'not_found' });
    expect(await rpcError(list(ANA, as(1, B)))).toEqual({ status: 404, error: 'not_found' });
    // A rule id of another user of the same company is not found either.
    expect(await rpcError(save(form({ user_id: BOB, id: mine.id })))).toEqual({ status: 404, error: 'not_found' });
    expect(await rpcError(remove(BOB, mine.id))).toEqual({ status: 404, error: 'not_found' });
    expect(await rpcError(remove(ANA, 2_000_000_000))).toEqual({ status: 404, error: 'not_found' });
    await expect(list(CARL, as(1, B))).resolves.toEqual([theirs]);
    expect(await rpcError(remove(ANA, 0))).toEqual({ status: 422, errors: { id: ['invalid_option'] } });
  });

  it('keeps rows the domain never writes out of the table', async () => {
    const bad = (days: number, from: string, to: string, name = 'Rule') =>
      sql(
        `INSERT INTO absence.vacation_entitlements (company_id, user_id, name, valid_from, valid_to, acquired_on, days) VALUES ($1, 1, $2, $3, $4, $3, $5)`,
        [A, name, from, to, days],
      ).then(
        () => 'inserted',
        (err: { constraint?: string }) => err.constraint,
      );
    expect(await bad(1, '2026-01-02', '2026-01-01')).toBe('ck_vacation_entitlements_period');
    expect(await bad(366, '2026-01-01', '2026-01-01')).toBe('ck_vacation_entitlements_days');
    expect(await bad(1.3, '2026-01-01', '2026-01-01')).toBe('ck_vacation_entitlements_days');
    expect(await bad(1, '2026-01-01', '2026-01-01', '  ')).toBe('ck_vacation_entitlements_name');
    expect(await bad(1, '2026-01-01', '2026-01-01')).toBe('inserted');
    expect(await bad(1, '2026-01-01', '2026-01-01', 'RULE')).toBe('uq_vacation_entitlements_user_name');
  });

  it('has a reversible migration', async () => {
    const runner = service.app.get(DataSource).createQueryRunner();
    const migration = new CreateVacationEntitlements1764200000000();
    const exists = async () => ((await runner.query(`SELECT to_regclass('absence.vacation_entitlements') IS NOT NULL AS present`))[0] as { present: boolean }).present;
    await runner.connect();
    await runner.startTransaction();
    try {
      await migration.down(runner);
      expect(await exists()).toBe(false);
      await migration.up(runner);
      expect(await exists()).toBe(true);
    } finally {
      await runner.rollbackTransaction();
      await runner.release();
    }
  });
});
