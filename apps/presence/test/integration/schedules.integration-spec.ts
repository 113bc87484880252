import { PRESENCE_RPC, type PresenceDayView, type ScheduleEntry } from '@presently/contracts';
import { bootPresence, freshId, type PresenceHarness, rpcError, type TestCompany, type TestUser } from './support/presence-harness';

describe('presence: schedules', () => {
  let h: PresenceHarness;
  let company: TestCompany;
  let lenient: TestCompany;
  const team = freshId();
  const MORNING = 41;
  const NIGHT = 42;
  let hr: TestUser;
  let lee: TestUser;
  let mia: TestUser;
  let oto: TestUser;

  beforeAll(async () => {
    h = await bootPresence();
    company = await h.company({ timezone: 'Europe/Skopje', leads_schedule_own_work_time: false });
    lenient = await h.company({ timezone: 'Europe/Skopje', leads_schedule_own_work_time: true });
    for (const c of [company, lenient]) {
      h.peers.shifts.set(`${c.id}|${MORNING}`, { id: MORNING, name: 'Morning', type: 'strict', start: '09:00', end: '17:00', total_minutes: 480 });
      h.peers.shifts.set(`${c.id}|${NIGHT}`, { id: NIGHT, name: 'Night', type: 'custom', start: '22:00', end: '06:00', total_minutes: 480 });
    }
    hr = await h.user(company, { role_id: 3, full_name: 'Hana HR' });
    lee = await h.user(company, { role_id: 6, full_name: 'Lee Lead', team_id: team });
    mia = await h.user(company, { role_id: 4, full_name: 'Mia Member', team_id: team });
    oto = await h.user(company, { role_id: 4, full_name: 'Oto Other' });
  });

  afterAll(async () => {
    await h.close();
  });

  it('assigns a shift to users on dates, in the company zone, replacing what a date had', async () => {
    const assigned = await h.call<ScheduleEntry[]>(PRESENCE_RPC.assignSchedules, { user_ids: [mia.user_id], dates: ['2026-03-10', '2026-03-09'], shift_id: NIGHT }, lee.meta());
    expect(assigned.map((s) => s.date)).toEqual(['2026-03-09', '2026-03-10']);
    const again = await h.call<ScheduleEntry[]>(PRESENCE_RPC.assignSchedules, { user_ids: [mia.user_id], dates: ['2026-03-09', '2026-03-10'], shift_id: MORNING }, lee.meta());
    expect(again[0]).toEqual({
      id: assigned[0].id,
      user_id: mia.user_id,
      full_name: 'Mia Member',
      date: '2026-03-09',
      shift_id: MORNING,
      shift_name: 'Morning',
      shift_type: 'strict',
      start: '2026-03-09T08:00:00.000Z',
      end: '2026-03-09T16:00:00.000Z',
      total_minutes: 480,
    });
    const listed = await h.call<ScheduleEntry[]>(PRESENCE_RPC.listSchedules, { from: '2026-03-01', to: '2026-03-31' }, lee.meta());
    expect(listed.map((s) => [s.full_name, s.date, s.shift_name])).toEqual([
      ['Mia Member', '2026-03-09', 'Morning'],
      ['Mia Member', '2026-03-10', 'Morning'],
    ]);
  });

  it('spans a night shift across midnight and the change to summer time', async () => {
    const [night] = await h.call<ScheduleEntry[]>(PRESENCE_RPC.assignSchedules, { user_ids: [oto.user_id], dates: ['2026-03-28'], shift_id: NIGHT }, hr.meta());
    // 22:00 CET on the 28th to 06:00 CEST on the 29th: seven hours of real time.
    expect([night.start, night.end]).toEqual(['2026-03-28T21:00:00.000Z', '2026-03-29T04:00:00.000Z']);
  });

  it('feeds the classification: scheduled time without presence is unauthorized absence', async () => {
    const day = await h.call<PresenceDayView>(PRESENCE_RPC.personalHistory, { date: '2026-03-09', user_id: mia.user_id }, lee.meta());
    expect(day.totals).toMatchObject({ scheduled_minutes: 480, unauthorized_absence_minutes: 480, worked_minutes: 0 });
    expect(day.segments).toEqual([{ presence_type_id: 6, start: '2026-03-09T08:00:00.000Z', end: '2026-03-09T16:00:00.000Z', minutes: 480, record_id: null }]);
  });

  it('keeps schedules to editors in scope; leads schedule themselves only when the company allows', async () => {
    const assign = (user: TestUser, by: TestUser, shift = MORNING) => h.call<ScheduleEntry[]>(PRESENCE_RPC.assignSchedules, { user_ids: [user.user_id], dates: ['2026-03-11'], shift_id: shift }, by.meta());
    expect(await rpcError(assign(oto, lee))).toEqual({ status: 403, error: 'no_permission' });
    expect(await rpcError(assign(lee, lee))).toEqual({ status: 403, error: 'no_permission' });
    expect(await rpcError(assign(mia, mia))).toEqual({ status: 403, error: 'no_permission' });
    expect(await rpcError(assign(mia, lee, 999))).toEqual({ status: 422, errors: { shift_id: ['invalid_option'] } });
    expect(await rpcError(h.call(PRESENCE_RPC.assignSchedules, { user_ids: [], dates: [], shift_id: MORNING }, lee.meta()))).toEqual({
      status: 422,
      errors: { user_ids: ['field_required'], dates: ['field_required'] },
    });
    const bold = await h.user(lenient, { role_id: 6, team_id: freshId() });
    await expect(assign(bold, bold)).resolves.toHaveLength(1);
    const stranger = await h.user(lenient, { role_id: 4 });
    expect(await rpcError(assign(stranger, hr))).toEqual({ status: 404, error: 'not_found' });
  });

  it('deletes an entry in scope', async () => {
    const [entry] = await h.call<ScheduleEntry[]>(PRESENCE_RPC.listSchedules, { from: '2026-03-10', to: '2026-03-10', user_id: mia.user_id }, hr.meta());
    expect(await rpcError(h.call(PRESENCE_RPC.deleteSchedule, { id: entry.id }, mia.meta()))).toEqual({ status: 403, error: 'no_permission' });
    await expect(h.call(PRESENCE_RPC.deleteSchedule, { id: entry.id }, lee.meta())).resolves.toEqual({ deleted: true });
    expect(await rpcError(h.call(PRESENCE_RPC.deleteSchedule, { id: entry.id }, lee.meta()))).toEqual({ status: 404, error: 'not_found' });
    expect(await rpcError(h.call(PRESENCE_RPC.listSchedules, { from: '2026-01-01', to: '2026-12-31' }, lee.meta()))).toEqual({ status: 422, errors: { to: ['between_1_and_62'] } });
  });
});
