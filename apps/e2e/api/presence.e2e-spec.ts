import { randomUUID } from 'node:crypto';
import { PRESENCE_TYPES } from '@presently/contracts';
import { bearer, json, login } from '../support/identity';
import { addPerson, dataOf, del, eventually, newCompany, patch, put, type Company, type Person } from '../support/people';
import { api } from '../support/stack';

interface RecordView {
  id: number;
  user_id: number;
  kind: string;
  presence_type_id: number;
  start: string;
  end: string | null;
  source: string;
  reason: string | null;
  updated_by: number | null;
  previous_start: string | null;
  previous_end: string | null;
  registered_start: string | null;
  registered_end: string | null;
}
interface HistoryPage {
  items: RecordView[];
  total: number;
  page: number;
  per_page: number;
}
interface DayView {
  date: string;
  records: RecordView[];
  totals: { worked_minutes: number; by_type: Array<{ presence_type_id: number; minutes: number }> };
  comment: string | null;
}
interface WeekView {
  year: number;
  weeknum: number;
  start: string;
  end: string;
  days: DayView[];
  totals: Record<string, unknown>;
}

const post = (path: string, token: string, body: unknown = {}) => api(path, json(body, token));
const get = (path: string, token: string) => api(path, bearer(token));
const clock = async (action: string, who: Person) => {
  const res = await post(`/api/${action}`, who.token);
  if (res.status !== 200) throw new Error(`${action} answered ${res.status}: ${JSON.stringify(res.body)}`);
  return dataOf<RecordView[]>(res);
};
const current = async (who: Person) => dataOf<RecordView[]>(await get('/api/my-presence-current-presence', who.token));
const history = async (who: Person, query = '') => dataOf<HistoryPage>(await get(`/api/my-presence-history${query}`, who.token));
const iso = (msAgo: number) => new Date(Date.now() - msAgo).toISOString().replace(/\.\d{3}Z$/, 'Z');
const ids = (records: RecordView[]) => records.map((r) => r.id);
const at = (instant: string | null) => (instant === null ? Infinity : new Date(instant).getTime());
const DAY = 24 * 3600 * 1000;
const HOUR = 3600 * 1000;

/**
 * Presence through the gateway with every service running (issue 4): the clocking calls and views of
 * spec section 7, the managers' screen with its role scopes and audit, schedules, gate devices, and
 * isolation between companies. Two companies of their own: A with a department (Ops), a team
 * (Alpha) and a person per role in it, and B.
 */
describe('presence through the gateway', () => {
  let a: Company;
  let b: Company;
  let opsId: number;
  let alphaId: number;
  let deplead: Person;
  let lead: Person;
  let member: Person & { fullName: string };
  let employee: Person;
  let other: Person;

  beforeAll(async () => {
    [a, b] = await Promise.all([newCompany('presence-a'), newCompany('presence-b')]);
    const ops = await post('/api/departments', a.admin.token, { name: `Ops ${randomUUID().slice(0, 4)}`, manager_user_id: a.admin.userId });
    if (ops.status !== 201) throw new Error(`department answered ${ops.status}: ${JSON.stringify(ops.body)}`);
    opsId = dataOf<{ id: number }>(ops).id;
    deplead = await addPerson(a, 7, { department_id: opsId });
    expect((await api(`/api/departments/${opsId}`, put({ manager_user_id: deplead.userId }, a.admin.token))).status).toBe(200);
    [lead, member, employee, other] = await Promise.all([
      addPerson(a, 6, { department_id: opsId }),
      addPerson(a, 4, { department_id: opsId }),
      addPerson(a, 5, { department_id: opsId }),
      addPerson(a, 4),
    ]);
    const alpha = await post('/api/teams', a.admin.token, { name: `Alpha ${randomUUID().slice(0, 4)}`, department_id: opsId, team_lead_user_id: lead.userId, member_ids: [lead.userId, member.userId, employee.userId] });
    if (alpha.status !== 201) throw new Error(`team answered ${alpha.status}: ${JSON.stringify(alpha.body)}`);
    alphaId = dataOf<{ id: number }>(alpha).id;
    // The moves reach presence by event: the team lead sees the team once they have.
    await eventually(
      async () => dataOf<Array<{ user_id: number }>>(await get('/api/presence/today', lead.token)) ?? [],
      (rows) => [member.userId, employee.userId].every((id) => rows.some((r) => r.user_id === id)),
    );
  });

  describe('clocking (spec section 4 and 7)', () => {
    it('follows Work → Break → Break again → Work: current presence and records', async () => {
      expect(await current(member)).toEqual([]);

      const working = await clock('start-clock-in', member);
      expect(working).toHaveLength(1);
      expect(working[0]).toMatchObject({ user_id: member.userId, kind: 'work', presence_type_id: 1, end: null, source: 'web' });
      expect(ids(await current(member))).toEqual(ids(working));

      const onBreak = await clock('start-break', member);
      expect(onBreak[0]).toMatchObject({ kind: 'break', end: null });
      expect(onBreak[0].presence_type_id).toBe(2);

      // Pressing Break again ends the break: back to Work, in a new record.
      const back = await clock('end-break', member);
      expect(back[0]).toMatchObject({ kind: 'work', end: null });
      expect(back[0].id).not.toBe(working[0].id);

      // Pressing Work again ends the day's presence.
      expect(await clock('end-clock-in', member)).toEqual([]);
      expect(await current(member)).toEqual([]);

      const page = await history(member);
      const mine = page.items.filter((r) => at(r.start) >= at(working[0].start));
      expect(mine.map((r) => r.kind).sort()).toEqual(['break', 'work', 'work']);
      expect(mine.every((r) => r.end !== null && r.user_id === member.userId && r.source === 'web')).toBe(true);
      // Each record ends where the next begins.
      const byStart = [...mine].sort((x, y) => at(x.start) - at(y.start));
      expect(byStart[0].end).toBe(byStart[1].start);
      expect(byStart[1].end).toBe(byStart[2].start);
    });

    it('keeps one open record when the same start is sent again, or fifty times at once', async () => {
      const first = await clock('start-clock-in', lead);
      expect(ids(await clock('start-clock-in', lead))).toEqual(ids(first));
      const answers = await Promise.all(Array.from({ length: 50 }, () => post('/api/start-clock-in', lead.token)));
      expect(answers.map((r) => r.status).filter((s) => s !== 200)).toEqual([]);
      const now = await current(lead);
      expect(now).toHaveLength(1);
      expect(now[0].id).toBe(first[0].id);
      const open = (await history(lead, '?per_page=100')).items.filter((r) => r.end === null);
      expect(open).toHaveLength(1);
      await clock('end-clock-in', lead);
    });

    it('switches between kinds, each start closing what was on', async () => {
      await clock('start-private-exit', employee);
      const field = await clock('start-field-work', employee);
      expect(field).toHaveLength(1);
      expect(field[0]).toMatchObject({ kind: 'field_work', presence_type_id: 5 });
      const back = await clock('end-field-work', employee);
      expect(back[0].kind).toBe('work');
      await clock('start-private-exit', employee);
      expect((await clock('end-private-exit', employee))[0].kind).toBe('work');
      await clock('end-clock-in', employee);
    });

    it('refuses to end what is not on (409) and refuses role 2 (403)', async () => {
      expect(await post('/api/end-break', other.token)).toMatchObject({ status: 409, body: { error: 'presence_not_started' } });
      expect(await post('/api/end-clock-in', other.token)).toMatchObject({ status: 409, body: { error: 'presence_not_started' } });
      const manager = await login('manager@demo.presently.local', 'Presently1!');
      expect(await post('/api/start-clock-in', manager.access_token)).toMatchObject({ status: 403, body: { error: 'forbidden' } });
      expect(await get('/api/my-presence-current-presence', manager.access_token)).toMatchObject({ status: 403 });
    });

    it('answers 403 presence_logging_disabled when management disabled the user’s logging', async () => {
      const person = await addPerson(a, 4);
      expect((await api(`/api/users/${person.userId}/work-settings`, put({ disable_presence_logging: true }, a.admin.token))).status).toBe(200);
      // The setting reaches presence by event; a clock-in that came first is undone.
      let refused = await post('/api/start-clock-in', person.token);
      for (let i = 0; i < 50 && refused.status !== 403; i++) {
        if (refused.status === 200) await post('/api/end-clock-in', person.token);
        await new Promise((r) => setTimeout(r, 100));
        refused = await post('/api/start-clock-in', person.token);
      }
      expect(refused).toMatchObject({ status: 403, body: { error: 'presence_logging_disabled' } });
      expect(await current(person)).toEqual([]);
    });
  });

  describe('one’s own views', () => {
    let today: string;

    beforeAll(async () => {
      today = dataOf<DayView>(await get('/api/my-presence-day-totals', member.token)).date;
    });

    it('shows today’s records and totals, and the week that holds a day', async () => {
      const day = dataOf<DayView>(await get(`/api/my-presence-day-totals?date=${today}`, member.token));
      expect(day.date).toBe(today);
      expect(day.records.filter((r) => r.kind === 'break')).toHaveLength(1);
      const week = dataOf<WeekView>(await get(`/api/my-presence-given-day-week?date=${today}`, member.token));
      expect(week.days).toHaveLength(7);
      expect(week.days.map((d) => d.date)).toContain(today);
      expect(week.days.find((d) => d.date === today)?.records.length).toBeGreaterThanOrEqual(3);
      const personal = await post(`/api/my-personal-presence-history?date=${today}`, member.token);
      expect(personal.status).toBe(200);
      expect(dataOf<DayView>(personal).records.map((r) => r.user_id)).toEqual(expect.arrayContaining([member.userId]));
    });

    it('shows the current week, its dates, totals and totals per day, and another week by weeknum', async () => {
      const week = dataOf<WeekView>(await get('/api/my-presence-current-week', member.token));
      expect(week.days).toHaveLength(7);
      expect(week.days.map((d) => d.date)).toContain(today);
      const dates = dataOf<{ weeknum: number; year: number; dates: string[] }>(await get('/api/my-presence-weekly-dates', member.token));
      expect(dates).toMatchObject({ weeknum: week.weeknum, year: week.year });
      expect(dates.dates).toEqual(week.days.map((d) => d.date));
      const totals = dataOf<{ by_type: unknown[]; worked_minutes: number }>(await get(`/api/my-presence-get-totals?weeknum=${week.weeknum}&year=${week.year}`, member.token));
      expect(totals).toHaveProperty('worked_minutes');
      expect(Array.isArray(totals.by_type)).toBe(true);
      const perDay = dataOf<Array<{ date: string }>>(await get(`/api/my-presence-week-totals?weeknum=${week.weeknum}&year=${week.year}`, member.token));
      expect(perDay.map((d) => d.date)).toEqual(week.days.map((d) => d.date));
      const quiet = week.weeknum === 1 ? 2 : 1;
      const first = dataOf<WeekView>(await get(`/api/my-presence-current-week?weeknum=${quiet}&year=${week.year}`, member.token));
      expect(first).toMatchObject({ weeknum: quiet, year: week.year });
      expect(first.days.every((d) => d.records.length === 0)).toBe(true);
      const weeks = dataOf<Array<{ weeknum: number }>>(await get(`/api/my-presence-all-weeks?year=${week.year}`, member.token));
      expect([52, 53]).toContain(weeks.length);
      expect(weeks[0].weeknum).toBe(1);
    });

    it('filters and pages the history', async () => {
      const breaks = await history(member, '?kind=break&source=web');
      expect(breaks.items.length).toBeGreaterThanOrEqual(1);
      expect(breaks.items.every((r) => r.kind === 'break')).toBe(true);
      const one = await history(member, '?per_page=1&page=2');
      expect(one).toMatchObject({ page: 2, per_page: 1 });
      expect(one.items).toHaveLength(1);
      expect(one.total).toBeGreaterThanOrEqual(3);
      const typed = await history(member, '?presence_type_id=2');
      expect(typed.items.every((r) => r.presence_type_id === 2)).toBe(true);
      const empty = await history(member, `?from=${today}&to=${today}&kind=&source=`);
      expect(empty.total).toBeGreaterThanOrEqual(3);
      expect(await get('/api/my-presence-history?per_page=500&kind=nap&from=2026-02-30', member.token)).toMatchObject({
        status: 422,
        body: { errors: { per_page: ['between_1_and_100'], kind: ['invalid_option'], from: ['date_invalid'] } },
      });
    });

    it('sets and reads a day’s comment, refusing a blank or over-long one', async () => {
      const set = await post('/api/set-get-presence-comment', member.token, { date: today, comment: 'Left early: doctor' });
      expect(set).toMatchObject({ status: 200, body: { data: { date: today, comment: 'Left early: doctor' } } });
      expect(await post('/api/set-get-presence-comment', member.token, { date: today })).toMatchObject({ status: 200, body: { data: { comment: 'Left early: doctor' } } });
      expect(dataOf<DayView>(await get(`/api/my-presence-day-totals?date=${today}`, member.token)).comment).toBe('Left early: doctor');
      expect(await post('/api/set-get-presence-comment', member.token, { date: today, comment: '   ' })).toMatchObject({ status: 422, body: { errors: { comment: ['required'] } } });
      expect(await post('/api/set-get-presence-comment', member.token, { date: today, comment: 'x'.repeat(251) })).toMatchObject({ status: 422, body: { errors: { comment: ['too_long'] } } });
      expect((await post('/api/set-get-presence-comment', member.token, { comment: 'no day' })).status).toBe(422);
      // Another user's comment for the same day is their own.
      expect(await post('/api/set-get-presence-comment', other.token, { date: today })).toMatchObject({ status: 200, body: { data: { comment: null } } });
    });

    it('answers 422 with keys for malformed weeks and dates', async () => {
      expect(await get('/api/my-presence-current-week?weeknum=54', member.token)).toMatchObject({ status: 422, body: { errors: { weeknum: ['between_1_and_53'] } } });
      expect(await get('/api/my-presence-day-totals?date=31-12-2026', member.token)).toMatchObject({ status: 422, body: { errors: { date: ['date_invalid'] } } });
      expect(await post('/api/my-personal-presence-history?date=2026-02-30', member.token)).toMatchObject({ status: 422, body: { errors: { date: ['date_invalid'] } } });
    });

    it('serves the presence type catalogue', async () => {
      expect(dataOf<unknown[]>(await get('/api/presence-types', employee.token))).toEqual(PRESENCE_TYPES);
    });
  });

  describe('the managers’ screen and its scopes', () => {
    let edited: RecordView;

    it('shows a team lead their team today, a department manager their department, a team member only themselves; not an employee', async () => {
      const rows = (who: Person) => get('/api/presence/today', who.token).then((r) => dataOf<Array<{ user_id: number }>>(r).map((x) => x.user_id));
      const team = await rows(lead);
      expect(team).toEqual(expect.arrayContaining([lead.userId, member.userId, employee.userId]));
      expect(team).not.toContain(other.userId);
      const department = await rows(deplead);
      expect(department).toEqual(expect.arrayContaining([deplead.userId, lead.userId, member.userId, employee.userId]));
      expect(department).not.toContain(other.userId);
      expect(await rows(member)).toEqual([member.userId]);
      expect(await rows(a.admin)).toEqual(expect.arrayContaining([other.userId, member.userId, deplead.userId]));
      expect(await get('/api/presence/today', employee.token)).toMatchObject({ status: 403, body: { error: 'forbidden' } });
      const byTeam = await get(`/api/presence/today?team_id=${alphaId}`, a.admin.token).then((r) => dataOf<Array<{ user_id: number }>>(r).map((x) => x.user_id));
      expect(byTeam).toEqual(expect.arrayContaining([member.userId]));
      expect(byTeam).not.toContain(other.userId);
    });

    it('shows the team’s week and history in scope, and refuses a user outside it', async () => {
      const week = dataOf<{ rows: Array<{ user_id: number; days: unknown[] }> }>(await get('/api/presence/week', lead.token));
      expect(week.rows.map((r) => r.user_id)).toEqual(expect.arrayContaining([member.userId]));
      expect(week.rows.every((r) => r.days.length === 7)).toBe(true);
      const hist = dataOf<HistoryPage>(await get(`/api/presence/history?user_id=${member.userId}`, lead.token));
      expect(hist.items.length).toBeGreaterThanOrEqual(3);
      expect(hist.items.every((r) => r.user_id === member.userId)).toBe(true);
      expect(await get(`/api/presence/history?user_id=${other.userId}`, lead.token)).toMatchObject({ status: 403, body: { error: 'no_permission' } });
      expect((await post(`/api/my-personal-presence-history?date=2026-11-02&user_id=${member.userId}`, lead.token)).status).toBe(200);
      expect(await post(`/api/my-personal-presence-history?date=2026-11-02&user_id=${other.userId}`, lead.token)).toMatchObject({ status: 403, body: { error: 'no_permission' } });
    });

    it('lets a team lead add a record for a member of their team, with a reason, but not for someone of another team', async () => {
      const start = iso(5 * DAY);
      const end = iso(5 * DAY - 4 * HOUR);
      const created = await post('/api/presence/records', lead.token, { user_id: member.userId, kind: 'work', start, end, reason: 'Forgot to clock in' });
      expect(created.status).toBe(201);
      edited = dataOf<RecordView>(created);
      expect(edited).toMatchObject({ user_id: member.userId, kind: 'work', source: 'edit', reason: 'Forgot to clock in', updated_by: lead.userId });
      expect(at(edited.start)).toBe(at(start));
      expect(await post('/api/presence/records', lead.token, { user_id: other.userId, kind: 'work', start, end, reason: 'Not mine' })).toMatchObject({ status: 403, body: { error: 'no_permission' } });
      expect(await post('/api/presence/records', member.token, { user_id: member.userId, kind: 'work', start, end, reason: 'Myself' })).toMatchObject({ status: 403 });
    });

    it('checks an edit’s reason and times with keys', async () => {
      const start = iso(6 * DAY);
      const noReason = await post('/api/presence/records', lead.token, { user_id: member.userId, kind: 'work', start, end: iso(6 * DAY - HOUR), reason: '  ' });
      expect(noReason).toMatchObject({ status: 422, body: { errors: { reason: ['required'] } } });
      const long = await post('/api/presence/records', lead.token, { user_id: member.userId, kind: 'work', start, end: iso(6 * DAY - HOUR), reason: 'x'.repeat(251) });
      expect(long).toMatchObject({ status: 422, body: { errors: { reason: ['too_long'] } } });
      const backwards = await post('/api/presence/records', lead.token, { user_id: member.userId, kind: 'work', start, end: iso(6 * DAY + HOUR), reason: 'Backwards' });
      expect(backwards.status).toBe(422);
      expect(JSON.stringify(backwards.body)).toContain('end_before_start');
      const shape = await post('/api/presence/records', lead.token, { user_id: 'me', kind: 'nap', start: 'yesterday', reason: 'x' });
      expect(shape).toMatchObject({ status: 422, body: { errors: { user_id: ['invalid_option'], kind: ['invalid_option'], start: ['date_invalid'] } } });
    });

    it('changes a record keeping the previous and registered times, lists the audit, and deletes it with a reason', async () => {
      const newEnd = iso(5 * DAY - 5 * HOUR);
      const changed = await api(`/api/presence/records/${edited.id}`, patch({ end: newEnd, reason: 'Stayed late' }, lead.token));
      expect(changed.status).toBe(200);
      const after = dataOf<RecordView>(changed);
      expect(at(after.end)).toBe(at(newEnd));
      expect(after.previous_end).toBe(edited.end);
      expect(after).toMatchObject({ reason: 'Stayed late', updated_by: lead.userId });
      expect(await api(`/api/presence/records/${edited.id}`, patch({ reason: 'Nothing' }, lead.token))).toMatchObject({ status: 422 });

      const audit = dataOf<Array<{ action: string; actor_user_id: number; reason: string | null }>>(await get(`/api/presence/records/${edited.id}/audit`, lead.token));
      expect(audit.map((e) => e.action)).toEqual(expect.arrayContaining(['create', 'update']));
      expect(audit.find((e) => e.action === 'update')).toMatchObject({ actor_user_id: lead.userId, reason: 'Stayed late' });

      expect(await api(`/api/presence/records/${edited.id}`, del(lead.token, { reason: '' }))).toMatchObject({ status: 422, body: { errors: { reason: ['required'] } } });
      expect((await api(`/api/presence/records/${edited.id}`, del(lead.token, { reason: 'Entered twice' }))).status).toBe(200);
      const trail = dataOf<Array<{ action: string }>>(await get(`/api/presence/records/${edited.id}/audit`, a.admin.token));
      expect(trail.map((e) => e.action)).toContain('delete');
      expect((await history(member, '?source=edit')).items.map((r) => r.id)).not.toContain(edited.id);
    });

    it('trims an existing record that an edit overlaps, so the day never counts twice', async () => {
      const base = 8 * DAY;
      const first = dataOf<RecordView>(await post('/api/presence/records', a.admin.token, { user_id: other.userId, kind: 'work', start: iso(base), end: iso(base - 4 * HOUR), reason: 'Morning' }));
      const second = await post('/api/presence/records', a.admin.token, { user_id: other.userId, kind: 'break', start: iso(base - 3 * HOUR), end: iso(base - 5 * HOUR), reason: 'Long lunch' });
      expect(second.status).toBe(201);
      const from = Date.now() - base - HOUR;
      const to = Date.now() - base + 6 * HOUR;
      const records = (await history(other, '?per_page=100')).items.filter((r) => at(r.start) >= from && at(r.start) <= to);
      expect(records.length).toBeGreaterThanOrEqual(2);
      const sorted = [...records].sort((x, y) => at(x.start) - at(y.start));
      for (let i = 1; i < sorted.length; i++) expect(at(sorted[i - 1].end)).toBeLessThanOrEqual(at(sorted[i].start));
      const audit = dataOf<Array<{ action: string }>>(await get(`/api/presence/records/${first.id}/audit`, a.admin.token));
      expect(audit.map((e) => e.action).some((x) => ['trim', 'merge', 'update', 'delete'].includes(x))).toBe(true);
    });

    it('schedules a shift for a member, lists it and removes it', async () => {
      const shift = await post('/api/shifts', a.admin.token, { name: `Early ${randomUUID().slice(0, 4)}`, type: 'strict', start: '07:00', end: '15:00' });
      expect([200, 201]).toContain(shift.status);
      const shiftId = dataOf<{ id: number }>(shift).id;
      const day = new Date(Date.now() + 7 * DAY).toISOString().slice(0, 10);
      const assigned = await post('/api/presence/schedules', lead.token, { user_ids: [member.userId], dates: [day], shift_id: shiftId });
      expect(assigned.status).toBe(201);
      const entries = dataOf<Array<{ id: number; user_id: number; date: string; shift_id: number; total_minutes: number }>>(assigned);
      expect(entries).toEqual([expect.objectContaining({ user_id: member.userId, date: day, shift_id: shiftId, total_minutes: 480 })]);
      const listed = dataOf<Array<{ id: number }>>(await get(`/api/presence/schedules?from=${day}&to=${day}&user_id=${member.userId}`, lead.token));
      expect(listed.map((e) => e.id)).toEqual([entries[0].id]);
      expect(await post('/api/presence/schedules', lead.token, { user_ids: [other.userId], dates: [day], shift_id: shiftId })).toMatchObject({ status: 403 });
      expect((await api(`/api/presence/schedules/${entries[0].id}`, del(lead.token))).status).toBe(200);
      expect(dataOf<unknown[]>(await get(`/api/presence/schedules?from=${day}&to=${day}&user_id=${member.userId}`, lead.token))).toEqual([]);
    });
  });

  describe('gate devices', () => {
    let gateId: number;
    let deviceId: number;
    let deviceKey: string;
    let qr: string;

    const scan = (body: Record<string, unknown>, key = deviceKey) =>
      api('/api/device/scans', { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Device-Key': key }, body: JSON.stringify(body) });
    const scanOf = (extra: Record<string, unknown> = {}) => ({ device_id: deviceId, qr_code: qr, scanned_at: new Date().toISOString(), scan_id: randomUUID(), ...extra });

    beforeAll(async () => {
      const gate = await post('/api/gates', a.admin.token, { name: `Main entrance ${randomUUID().slice(0, 4)}`, active: true });
      gateId = dataOf<{ id: number }>(gate).id;
      const device = dataOf<{ id: number; device_key: string }>(await post(`/api/gates/${gateId}/devices`, a.admin.token, { name: 'Turnstile 1' }));
      deviceId = device.id;
      deviceKey = device.device_key;
      const sheet = dataOf<Array<{ id: number; qr_code: string }>>(await get('/api/users/qr-codes', a.admin.token));
      qr = sheet.find((u) => u.id === other.userId)?.qr_code as string;
      expect(qr).toEqual(expect.any(String));
    });

    it('clocks a user in with a scan of their QR code, and out with the next', async () => {
      const first = scanOf();
      const res = await scan(first);
      expect(res.status).toBe(201);
      expect(dataOf<Record<string, unknown>>(res)).toMatchObject({ scan_id: first.scan_id, user_id: other.userId, action: 'clock-in', duplicate: false });
      const now = await current(other);
      expect(now).toHaveLength(1);
      expect(now[0]).toMatchObject({ kind: 'work', source: 'device' });

      const again = await scan(first);
      expect(again.status).toBe(200);
      expect(dataOf<Record<string, unknown>>(again)).toMatchObject({ scan_id: first.scan_id, action: 'clock-in', duplicate: true });
      expect(ids(await current(other))).toEqual(ids(now));

      const out = await scan(scanOf());
      expect(dataOf<Record<string, unknown>>(out)).toMatchObject({ action: 'clock-out', duplicate: false });
      expect(await current(other)).toEqual([]);
    });

    it('places a late scan (the device was offline) at its own time', async () => {
      const scannedAt = new Date(Date.now() - 3 * DAY);
      scannedAt.setUTCHours(7, 30, 0, 0);
      const res = await scan(scanOf({ scanned_at: scannedAt.toISOString() }));
      expect(res.status).toBe(201);
      expect(dataOf<Record<string, unknown>>(res)).toMatchObject({ action: 'clock-in' });
      const outAt = new Date(scannedAt.getTime() + 6 * HOUR);
      expect(dataOf<Record<string, unknown>>(await scan(scanOf({ scanned_at: outAt.toISOString() })))).toMatchObject({ action: 'clock-out' });
      const day = (await history(other, '?source=device&per_page=100')).items.find((r) => new Date(r.start).getTime() === scannedAt.getTime());
      expect(day).toMatchObject({ kind: 'work', source: 'device' });
      expect(new Date(day?.end as string).getTime()).toBe(outAt.getTime());
    });

    it('refuses a wrong QR code, a device id that is not the key’s, and a missing key', async () => {
      const wrong = await scan(scanOf({ qr_code: 'not-a-code' }));
      expect(wrong.status).toBe(422);
      expect(JSON.stringify(wrong.body)).toContain('wrong_qr_code');
      expect(await scan(scanOf({ device_id: deviceId + 1 }))).toMatchObject({ status: 422, body: { errors: { device_id: ['device_unknown'] } } });
      expect(await scan({ ...scanOf(), device_id: undefined })).toMatchObject({ status: 422, body: { errors: { device_id: ['device_unknown'] } } });
      expect(await scan(scanOf(), 'pdk_unknown')).toMatchObject({ status: 401, body: { error: 'device_unknown' } });
    });

    it('revokes a user’s QR code by issuing a new one: the old code is refused, the new one clocks in', async () => {
      const res = await post(`/api/users/${other.userId}/qr-code`, a.admin.token, {});
      expect(res.status).toBe(200);
      const fresh = dataOf<{ id: number; qr_code: string }>(res).qr_code;
      expect(fresh).toEqual(expect.any(String));
      expect(fresh).not.toBe(qr);
      // Only the company's administration may do it.
      expect((await post(`/api/users/${other.userId}/qr-code`, lead.token, {})).status).toBe(403);
      // Presence takes the new code from org's event: until then the old one may still pass.
      const old = qr;
      let refused = await scan(scanOf({ qr_code: old }));
      for (let i = 0; i < 50 && refused.status !== 422; i += 1) {
        if (refused.status === 201) await scan(scanOf({ qr_code: old })); // undo that clock-in
        await new Promise((r) => setTimeout(r, 100));
        refused = await scan(scanOf({ qr_code: old }));
      }
      expect(refused).toMatchObject({ status: 422 });
      expect(JSON.stringify(refused.body)).toContain('wrong_qr_code');
      qr = fresh;
      const first = dataOf<{ user_id: number; action: string }>(await scan(scanOf()));
      expect(first.user_id).toBe(other.userId);
      const second = dataOf<{ user_id: number; action: string }>(await scan(scanOf()));
      expect(second).toMatchObject({ user_id: other.userId, action: first.action === 'clock-in' ? 'clock-out' : 'clock-in' });
      if ((await current(other)).length > 0) await scan(scanOf()); // leave the user clocked out for the next tests
      expect(await current(other)).toEqual([]);
    });

    it('refuses a gate switched off, and a revoked device at once', async () => {
      const name = `Side door ${randomUUID().slice(0, 4)}`;
      expect((await api(`/api/gates/${gateId}`, put({ name, active: false }, a.admin.token))).status).toBe(200);
      expect(await scan(scanOf())).toMatchObject({ status: 403, body: { error: 'gate_inactive' } });
      expect((await api(`/api/gates/${gateId}`, put({ name, active: true }, a.admin.token))).status).toBe(200);
      const back = await scan(scanOf());
      expect(back.status).toBe(201);
      await scan(scanOf());
      expect((await post(`/api/devices/${deviceId}/revoke`, a.admin.token)).status).toBe(200);
      expect(await scan(scanOf())).toMatchObject({ status: 401, body: { error: 'device_unknown' } });
    });
  });

  describe('isolation between companies', () => {
    let record: RecordView;

    beforeAll(async () => {
      [record] = await clock('start-clock-in', b.admin);
      await clock('end-clock-in', b.admin);
    });

    it('never shows company B’s presence to company A, nor A’s to B', async () => {
      const aToday = dataOf<Array<{ user_id: number }>>(await get('/api/presence/today', a.admin.token)).map((r) => r.user_id);
      expect(aToday).not.toContain(b.admin.userId);
      const bToday = dataOf<Array<{ user_id: number }>>(await get('/api/presence/today', b.admin.token)).map((r) => r.user_id);
      expect(bToday).toEqual([b.admin.userId]);
      const bHistory = dataOf<HistoryPage>(await get('/api/presence/history?per_page=100', b.admin.token));
      expect(bHistory.items.every((r) => r.user_id === b.admin.userId)).toBe(true);
      expect(await get(`/api/presence/history?user_id=${member.userId}`, b.admin.token)).toMatchObject({ status: 404 });
      expect(await post(`/api/my-personal-presence-history?date=2026-11-02&user_id=${member.userId}`, b.admin.token)).toMatchObject({ status: 404 });
    });

    it('answers 404 for company B’s record ids in company A, whatever the role', async () => {
      for (const who of [lead, a.admin]) {
        expect(await get(`/api/presence/records/${record.id}/audit`, who.token)).toMatchObject({ status: 404, body: { error: 'not_found' } });
        expect(await api(`/api/presence/records/${record.id}`, patch({ end: iso(HOUR), reason: 'Hijack' }, who.token))).toMatchObject({ status: 404 });
        expect(await api(`/api/presence/records/${record.id}`, del(who.token, { reason: 'Hijack' }))).toMatchObject({ status: 404 });
        expect((await get(`/api/presence/records/${record.id}/image`, who.token)).status).toBe(404);
      }
      expect(await post('/api/presence/records', a.admin.token, { user_id: b.admin.userId, kind: 'work', start: iso(2 * DAY), end: iso(DAY), reason: 'Foreign' })).toMatchObject({ status: 404 });
      // B's record is untouched.
      expect((await history(b.admin)).items.find((r) => r.id === record.id)).toMatchObject({ id: record.id, reason: null });
    });
  });
});
