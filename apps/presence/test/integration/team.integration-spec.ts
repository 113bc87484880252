import {
  PRESENCE_RPC,
  type PresenceAuditEntry,
  type PresenceDayView,
  type PresenceHistoryPage,
  type PresenceRecordView,
  type TeamWeekView,
  type TodayRow,
} from '@presently/contracts';
import { bootPresence, freshId, insertRecord, type PresenceHarness, recordsOf, rpcError, sql, type TestCompany, type TestUser } from './support/presence-harness';

/**
 * One company: department D1 with teams T1 (lead: lee) and T2, department D2 with team T3; plus
 * another company. Scopes: HR the company, the department manager D1, the team lead T1, a team
 * member themselves, an employee not at all.
 */
describe('presence: managers screens, scopes and edits', () => {
  let h: PresenceHarness;
  let company: TestCompany;
  let elsewhere: TestCompany;
  const D1 = freshId();
  const D2 = freshId();
  const T1 = freshId();
  const T2 = freshId();
  const T3 = freshId();
  let hr: TestUser;
  let dm: TestUser;
  let lee: TestUser;
  let mia: TestUser;
  let eli: TestUser;
  let oto: TestUser;
  let far: TestUser;
  let stranger: TestUser;
  let gone: TestUser;

  beforeAll(async () => {
    h = await bootPresence();
    company = await h.company({ timezone: 'Europe/Skopje' });
    elsewhere = await h.company();
    hr = await h.user(company, { role_id: 3, full_name: 'Hana HR', department_id: D2, team_id: T3 });
    dm = await h.user(company, { role_id: 7, full_name: 'Dara Manager', department_id: D1, team_id: T2 });
    lee = await h.user(company, { role_id: 6, full_name: 'Lee Lead', department_id: D1, team_id: T1 });
    mia = await h.user(company, { role_id: 4, full_name: 'Mia Member', department_id: D1, team_id: T1 });
    eli = await h.user(company, { role_id: 5, full_name: 'Eli Employee', department_id: D1, team_id: T1 });
    oto = await h.user(company, { role_id: 4, full_name: 'Oto Other', department_id: D1, team_id: T2 });
    far = await h.user(company, { role_id: 4, full_name: 'Far Away', department_id: D2, team_id: T3 });
    stranger = await h.user(elsewhere, { role_id: 4, full_name: 'Stranger' });
    gone = await h.user(company, { role_id: 4, full_name: 'Gone Member', department_id: D1, team_id: T1, status: 'deactivated' });
  });

  afterAll(async () => {
    await h.close();
  });

  const names = (rows: Array<{ full_name: string }>) => rows.map((r) => r.full_name);

  it('shows today by scope: company, department, team, oneself; never to an employee', async () => {
    await h.call(PRESENCE_RPC.clock, { action: 'start-clock-in' }, mia.meta());
    await h.call(PRESENCE_RPC.clock, { action: 'start-break' }, mia.meta());
    const byLead = await h.call<TodayRow[]>(PRESENCE_RPC.today, {}, lee.meta());
    expect(names(byLead)).toEqual(['Eli Employee', 'Lee Lead', 'Mia Member']);
    expect(byLead.find((r) => r.user_id === mia.user_id)).toMatchObject({ kind: 'break', presence_type_id: 2, since: expect.any(String) });
    expect(byLead.find((r) => r.user_id === eli.user_id)).toMatchObject({ kind: null, presence_type_id: null, since: null, worked_minutes_today: 0 });
    await expect(h.call<TodayRow[]>(PRESENCE_RPC.today, { team_id: T2 }, lee.meta())).resolves.toEqual([]);
    expect(names(await h.call<TodayRow[]>(PRESENCE_RPC.today, {}, dm.meta()))).toEqual(['Dara Manager', 'Eli Employee', 'Lee Lead', 'Mia Member', 'Oto Other']);
    expect(names(await h.call<TodayRow[]>(PRESENCE_RPC.today, { department_id: String(D2) }, hr.meta()))).toEqual(['Far Away', 'Hana HR']);
    expect(names(await h.call<TodayRow[]>(PRESENCE_RPC.today, {}, hr.meta()))).toHaveLength(7);
    expect(names(await h.call<TodayRow[]>(PRESENCE_RPC.today, {}, mia.meta()))).toEqual(['Mia Member']);
    expect(await rpcError(h.call(PRESENCE_RPC.today, {}, eli.meta()))).toEqual({ status: 403, error: 'no_permission' });
  });

  it('answers another person presence only within scope: 403 outside, 404 for another company', async () => {
    await expect(h.call<PresenceDayView>(PRESENCE_RPC.personalHistory, { date: '2026-03-02', user_id: String(mia.user_id) }, lee.meta())).resolves.toMatchObject({ date: '2026-03-02' });
    expect(await rpcError(h.call(PRESENCE_RPC.personalHistory, { date: '2026-03-02', user_id: oto.user_id }, lee.meta()))).toEqual({ status: 403, error: 'no_permission' });
    await expect(h.call(PRESENCE_RPC.personalHistory, { date: '2026-03-02', user_id: oto.user_id }, dm.meta())).resolves.toMatchObject({ date: '2026-03-02' });
    expect(await rpcError(h.call(PRESENCE_RPC.personalHistory, { date: '2026-03-02', user_id: far.user_id }, dm.meta()))).toEqual({ status: 403, error: 'no_permission' });
    expect(await rpcError(h.call(PRESENCE_RPC.personalHistory, { date: '2026-03-02', user_id: lee.user_id }, mia.meta()))).toEqual({ status: 403, error: 'no_permission' });
    expect(await rpcError(h.call(PRESENCE_RPC.personalHistory, { date: '2026-03-02', user_id: stranger.user_id }, hr.meta()))).toEqual({ status: 404, error: 'not_found' });
    expect(await rpcError(h.call(PRESENCE_RPC.teamHistory, { user_id: far.user_id }, lee.meta()))).toEqual({ status: 403, error: 'no_permission' });
    expect(await rpcError(h.call(PRESENCE_RPC.teamHistory, { user_id: stranger.user_id }, hr.meta()))).toEqual({ status: 404, error: 'not_found' });
  });

  it('shows the week and the history of the scope', async () => {
    await insertRecord(oto, 'work', '2026-03-02T07:00:00Z', '2026-03-02T15:00:00Z');
    await insertRecord(far, 'work', '2026-03-02T07:00:00Z', '2026-03-02T11:00:00Z');
    const week = await h.call<TeamWeekView>(PRESENCE_RPC.teamWeek, { weeknum: 10, year: 2026 }, dm.meta());
    expect(names(week.rows)).toEqual(['Dara Manager', 'Eli Employee', 'Gone Member', 'Lee Lead', 'Mia Member', 'Oto Other']);
    const otoRow = week.rows.find((r) => r.user_id === oto.user_id);
    expect(otoRow?.days).toHaveLength(7);
    expect(otoRow?.totals.worked_minutes).toBe(480);
    const picked = await h.call<TeamWeekView>(PRESENCE_RPC.teamWeek, { weeknum: 10, year: 2026, user_ids: `${oto.user_id},${far.user_id}` }, hr.meta());
    expect(picked.rows.map((r) => [r.full_name, r.totals.worked_minutes])).toEqual([
      ['Far Away', 240],
      ['Oto Other', 480],
    ]);
    const history = await h.call<PresenceHistoryPage>(PRESENCE_RPC.teamHistory, { from: '2026-03-02', to: '2026-03-02' }, hr.meta());
    expect(history.items.map((r) => r.user_id).sort()).toEqual([oto.user_id, far.user_id].sort());
    await expect(h.call<PresenceHistoryPage>(PRESENCE_RPC.teamHistory, { from: '2026-03-02', to: '2026-03-02' }, lee.meta())).resolves.toMatchObject({ total: 0 });
  });

  it('names the person of every history record, deactivated people too (no list of today names them)', async () => {
    await insertRecord(gone, 'work', '2026-03-03T07:00:00Z', '2026-03-03T12:00:00Z');
    await insertRecord(oto, 'work', '2026-03-03T07:00:00Z', '2026-03-03T09:00:00Z');
    const history = await h.call<PresenceHistoryPage>(PRESENCE_RPC.teamHistory, { from: '2026-03-03', to: '2026-03-03' }, dm.meta());
    expect(history.items.map((r) => [r.user_id, r.full_name]).sort()).toEqual(
      [
        [gone.user_id, 'Gone Member'],
        [oto.user_id, 'Oto Other'],
      ].sort(),
    );
    const one = await h.call<PresenceHistoryPage>(PRESENCE_RPC.teamHistory, { from: '2026-03-03', to: '2026-03-03', user_id: gone.user_id }, hr.meta());
    expect(one.items.map((r) => r.full_name)).toEqual(['Gone Member']);
  });

  describe('edits', () => {
    let work1: number;
    let pause: number;
    let work2: number;

    beforeAll(async () => {
      work1 = await insertRecord(mia, 'work', '2026-03-04T07:00:00Z', '2026-03-04T11:00:00Z');
      pause = await insertRecord(mia, 'break', '2026-03-04T11:00:00Z', '2026-03-04T11:30:00Z');
      work2 = await insertRecord(mia, 'work', '2026-03-04T11:30:00Z', '2026-03-04T15:00:00Z');
    });

    it('adds a record with a reason, trimming and removing what it overlaps, all audited', async () => {
      const created = await h.call<PresenceRecordView>(
        PRESENCE_RPC.createRecord,
        { user_id: mia.user_id, kind: 'field_work', start: '2026-03-04T10:00:00Z', end: '2026-03-04T12:00:00Z', reason: 'Client visit' },
        lee.meta(),
      );
      expect(created).toMatchObject({ kind: 'field_work', source: 'edit', reason: 'Client visit', updated_by: lee.user_id, updated_by_name: 'Lee Lead', registered_start: null });
      const rows = (await recordsOf(mia.user_id)).filter((r) => r.started_at < new Date('2026-03-05'));
      expect(rows.map((r) => [r.id, r.kind, r.started_at.toISOString(), r.ended_at?.toISOString()])).toEqual([
        [work1, 'work', '2026-03-04T07:00:00.000Z', '2026-03-04T10:00:00.000Z'],
        [created.id, 'field_work', '2026-03-04T10:00:00.000Z', '2026-03-04T12:00:00.000Z'],
        [work2, 'work', '2026-03-04T12:00:00.000Z', '2026-03-04T15:00:00.000Z'],
      ]);
      const trail = await sql<{ record_id: number; action: string; reason: string; actor_user_id: number }>(
        'SELECT record_id, action, reason, actor_user_id FROM presence.presence_audit WHERE user_id = $1 ORDER BY id',
        [mia.user_id],
      );
      expect(trail).toEqual(
        expect.arrayContaining([
          { record_id: work1, action: 'trim', reason: 'Client visit', actor_user_id: lee.user_id },
          { record_id: pause, action: 'delete', reason: 'Client visit', actor_user_id: lee.user_id },
          { record_id: work2, action: 'trim', reason: 'Client visit', actor_user_id: lee.user_id },
          { record_id: created.id, action: 'create', reason: 'Client visit', actor_user_id: lee.user_id },
        ]),
      );
      expect(trail).toHaveLength(4);
      const audit = await h.call<PresenceAuditEntry[]>(PRESENCE_RPC.recordAudit, { record_id: pause }, lee.meta());
      expect(audit).toEqual([
        {
          id: expect.any(Number),
          record_id: pause,
          action: 'delete',
          actor_user_id: lee.user_id,
          actor_name: 'Lee Lead',
          reason: 'Client visit',
          before: { kind: 'break', start: '2026-03-04T11:00:00.000Z', end: '2026-03-04T11:30:00.000Z' },
          after: null,
          at: expect.any(String),
        },
      ]);
    });

    it('changes times with a reason, keeping previous and registered times', async () => {
      const updated = await h.call<PresenceRecordView>(PRESENCE_RPC.updateRecord, { id: work1, start: '2026-03-04T06:30:00Z', reason: 'Came early' }, dm.meta());
      expect(updated).toMatchObject({
        id: work1,
        start: '2026-03-04T06:30:00.000Z',
        end: '2026-03-04T10:00:00.000Z',
        previous_start: '2026-03-04T07:00:00.000Z',
        previous_end: '2026-03-04T10:00:00.000Z',
        registered_start: '2026-03-04T07:00:00.000Z',
        registered_end: '2026-03-04T11:00:00.000Z',
        reason: 'Came early',
        updated_by: dm.user_id,
        updated_by_name: 'Dara Manager',
      });
      expect(await rpcError(h.call(PRESENCE_RPC.updateRecord, { id: work1, start: '2026-03-04T06:30:00Z', reason: 'Again' }, dm.meta()))).toEqual({
        status: 422,
        error: 'no_changes_to_save',
      });
      expect(await rpcError(h.call(PRESENCE_RPC.updateRecord, { id: work1, end: '2026-03-04T06:00:00Z', reason: ' ' }, dm.meta()))).toEqual({
        status: 422,
        errors: { reason: ['required'] },
      });
      expect(await rpcError(h.call(PRESENCE_RPC.updateRecord, { id: work1, end: '2026-03-04T06:00:00Z', reason: 'r'.repeat(251) }, dm.meta()))).toEqual({
        status: 422,
        errors: { reason: ['too_long'] },
      });
      expect(await rpcError(h.call(PRESENCE_RPC.updateRecord, { id: work1, end: '2026-03-04T06:00:00Z', reason: 'Wrong' }, dm.meta()))).toEqual({
        status: 422,
        errors: { end: ['end_before_start'] },
      });
      const audit = await h.call<PresenceAuditEntry[]>(PRESENCE_RPC.recordAudit, { record_id: String(work1) }, hr.meta());
      expect(audit.map((a) => [a.action, a.reason])).toEqual([
        ['trim', 'Client visit'],
        ['update', 'Came early'],
      ]);
    });

    it('merges an edit into the record of the same kind it meets', async () => {
      // work1 now ends at 10:00 where the field work starts; turning the field work into work merges it.
      const merged = await h.call<PresenceRecordView>(PRESENCE_RPC.updateRecord, { id: work1, end: '2026-03-04T12:00:00Z', reason: 'Was at the office' }, hr.meta());
      expect(merged).toMatchObject({ id: work1, start: '2026-03-04T06:30:00.000Z', end: '2026-03-04T15:00:00.000Z' });
      const rows = (await recordsOf(mia.user_id)).filter((r) => r.started_at < new Date('2026-03-05'));
      expect(rows.map((r) => r.id)).toEqual([work1]);
    });

    it('deletes with a reason; the trail stays listable', async () => {
      const extra = await insertRecord(mia, 'work', '2026-03-05T07:00:00Z', '2026-03-05T08:00:00Z');
      expect(await rpcError(h.call(PRESENCE_RPC.deleteRecord, { id: extra }, hr.meta()))).toEqual({ status: 422, errors: { reason: ['required'] } });
      await expect(h.call(PRESENCE_RPC.deleteRecord, { id: extra, reason: 'Duplicate' }, hr.meta())).resolves.toEqual({ deleted: true });
      expect(await sql('SELECT id FROM presence.presence_records WHERE id = $1', [extra])).toEqual([]);
      await expect(h.call<PresenceAuditEntry[]>(PRESENCE_RPC.recordAudit, { record_id: extra }, hr.meta())).resolves.toMatchObject([{ action: 'delete', reason: 'Duplicate' }]);
      expect(await rpcError(h.call(PRESENCE_RPC.deleteRecord, { id: extra, reason: 'Again' }, hr.meta()))).toEqual({ status: 404, error: 'not_found' });
    });

    it('lets only editors edit, within scope; leads not their own; never another company', async () => {
      const payload = (user: TestUser) => ({ user_id: user.user_id, kind: 'work', start: '2026-03-06T07:00:00Z', end: '2026-03-06T08:00:00Z', reason: 'Test' });
      expect(await rpcError(h.call(PRESENCE_RPC.createRecord, payload(mia), mia.meta()))).toEqual({ status: 403, error: 'no_permission' });
      expect(await rpcError(h.call(PRESENCE_RPC.createRecord, payload(oto), lee.meta()))).toEqual({ status: 403, error: 'no_permission' });
      expect(await rpcError(h.call(PRESENCE_RPC.createRecord, payload(lee), lee.meta()))).toEqual({ status: 403, error: 'no_permission' });
      expect(await rpcError(h.call(PRESENCE_RPC.createRecord, payload(stranger), hr.meta()))).toEqual({ status: 404, error: 'not_found' });
      const theirs = await insertRecord(stranger, 'work', '2026-03-06T07:00:00Z', '2026-03-06T08:00:00Z');
      expect(await rpcError(h.call(PRESENCE_RPC.updateRecord, { id: theirs, start: '2026-03-06T06:00:00Z', reason: 'x' }, hr.meta()))).toEqual({ status: 404, error: 'not_found' });
      expect(await rpcError(h.call(PRESENCE_RPC.deleteRecord, { id: theirs, reason: 'x' }, hr.meta()))).toEqual({ status: 404, error: 'not_found' });
      expect(await rpcError(h.call(PRESENCE_RPC.recordAudit, { record_id: theirs }, hr.meta()))).toEqual({ status: 404, error: 'not_found' });
      await expect(h.call(PRESENCE_RPC.createRecord, payload(hr), hr.meta())).resolves.toMatchObject({ user_id: hr.user_id });
    });
  });
});
