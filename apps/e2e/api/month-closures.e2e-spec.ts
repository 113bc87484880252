import { DateTime } from 'luxon';
import { bearer, json } from '../support/identity';
import { addPerson, dataOf, del, eventually, newCompany, patch, type Company, type Person } from '../support/people';
import { api } from '../support/stack';

interface Closure {
  id: number;
  month: string;
  department_id: number | null;
  closed_by_user_id: number;
  closed_by_name: string;
  closed_at: string;
  reason: string | null;
}
interface ClosuresView {
  closures: Closure[];
  history: Array<{ month: string; action: string; actor_user_id: number; reason: string | null }>;
}

const get = (path: string, token: string) => api(path, bearer(token));
const post = (path: string, token: string, body: unknown) => api(path, json(body, token));

/**
 * Closing a month through the gateway with every service running (issue 15 ★): HR closes last month,
 * and from the moment presence and absence hold the closure an edit of a record in it and an absence
 * in it are refused with month_closed, while the month's report stays what it was; reopening lets
 * the edit through. Another company neither sees nor reopens the closure; only HR and administrators
 * close and reopen.
 */
describe('closing a month through the gateway', () => {
  let a: Company;
  let b: Company;
  let hr: Person;
  let ana: Person;
  let people: Record<number, Person>;
  let tz: string;
  let month: string;
  let day: string;
  let recordId: number;

  const local = (date: string, hm: string) => DateTime.fromISO(`${date}T${hm}`, { zone: tz }).toISO() as string;
  const report = async () => {
    const res = await get(`/api/reports/presence?from=${month}-01&to=${DateTime.fromISO(`${month}-01`).endOf('month').toISODate()}&user_id=${ana.userId}&size=200`, hr.token);
    expect(res.status).toBe(200);
    return res.body.data;
  };
  // Each try asks a new end time: a try that goes through before presence holds the closure (org's
  // event is moments behind its commit) must not turn the next identical try into no_changes_to_save.
  let tries = 0;
  const editRecord = () => {
    tries += 1;
    const end = DateTime.fromISO(`${day}T17:00`, { zone: tz }).plus({ minutes: tries }).toISO() as string;
    return api(`/api/presence/records/${recordId}`, patch({ end, reason: 'Stayed late' }, hr.token));
  };

  beforeAll(async () => {
    a = await newCompany('mclose-a');
    b = await newCompany('mclose-b');
    tz = dataOf<{ timezone: string }>(await get('/api/settings', a.admin.token)).timezone;
    const lastMonth = DateTime.now().setZone(tz).startOf('month').minus({ months: 1 });
    month = lastMonth.toFormat('yyyy-MM');
    // A Wednesday of last month, whatever day the suite runs.
    day = lastMonth.plus({ days: (3 - lastMonth.weekday + 7) % 7 + 7 }).toISODate() as string;
    const [gm, member, lead, deplead] = await Promise.all([addPerson(a, 2), addPerson(a, 4), addPerson(a, 6), addPerson(a, 7)]);
    hr = await addPerson(a, 3);
    ana = await addPerson(a, 5, { full_name: 'Ана Затворена' });
    people = { 1: a.admin, 2: gm, 3: hr, 4: member, 5: ana, 6: lead, 7: deplead };
    const res = await post('/api/presence/records', hr.token, { user_id: ana.userId, kind: 'work', start: local(day, '08:00'), end: local(day, '16:00'), reason: 'Entered for payroll' });
    expect(res.status).toBe(201);
    recordId = dataOf<{ id: number }>(res).id;
  });

  it('HR closes last month: edits and absences in it are refused with month_closed, its report stays as it was; reopened, the edit goes through', async () => {
    const closed = await post('/api/month-closures', hr.token, { month, reason: 'Sent to payroll' });
    expect(closed.status).toBe(201);
    const closure = dataOf<Closure>(closed);
    expect(closure).toMatchObject({ month, department_id: null, closed_by_user_id: hr.userId, reason: 'Sent to payroll' });

    // presence holds the closure once org's event has reached it (moments after the commit).
    const refused = await eventually(editRecord, (r) => r.status === 422);
    expect(refused).toMatchObject({ status: 422, body: { errors: { _: [`month_closed:${month}`] } } });
    // From here on nothing may change the month's report (an edit tried before presence held the
    // closure may have gone through, as it would for a person).
    const before = await report();
    expect(await api(`/api/presence/records/${recordId}`, del(hr.token, { reason: 'Duplicate' }))).toMatchObject({ status: 422, body: { errors: { _: [`month_closed:${month}`] } } });
    expect(await post('/api/presence/records', hr.token, { user_id: ana.userId, kind: 'work', start: local(day, '18:00'), end: local(day, '19:00'), reason: 'Forgot' })).toMatchObject({
      status: 422,
      body: { errors: { _: [`month_closed:${month}`] } },
    });

    const sick = () => post('/api/absences', hr.token, { user_id: ana.userId, absence_type_id: 3, start_date: day, end_date: day, comment: 'Flu' });
    expect(await eventually(sick, (r) => r.status === 422 && JSON.stringify(r.body).includes('month_closed'))).toMatchObject({ status: 422, body: { errors: { _: [`month_closed:${month}`] } } });

    // Holidays inside it would recount its absences: org refuses them at once.
    expect(await post('/api/holidays', a.admin.token, { date: day, description: 'Late holiday', type: 'public' })).toMatchObject({ status: 422, body: { errors: { _: [`month_closed:${month}`] } } });

    expect(await report()).toEqual(before);

    const listed = dataOf<ClosuresView>(await get('/api/month-closures', hr.token));
    expect(listed.closures).toEqual([expect.objectContaining({ id: closure.id, month, closed_by_name: expect.any(String) })]);

    expect(await api(`/api/month-closures/${closure.id}`, del(hr.token, {}))).toMatchObject({ status: 422, body: { errors: { reason: ['field_required'] } } });
    expect(await api(`/api/month-closures/${closure.id}`, del(hr.token, { reason: 'Overtime corrected' }))).toMatchObject({ status: 200, body: { data: { reopened: true } } });
    const edited = await eventually(editRecord, (r) => r.status === 200);
    expect(edited.status).toBe(200);
    expect(dataOf<ClosuresView>(await get('/api/month-closures', hr.token)).history.slice(0, 2).map((h) => [h.action, h.actor_user_id, h.reason])).toEqual([
      ['reopened', hr.userId, 'Overtime corrected'],
      ['closed', hr.userId, 'Sent to payroll'],
    ]);
  });

  it('refuses the month still running, and a month closed twice', async () => {
    const thisMonth = DateTime.now().setZone(tz).toFormat('yyyy-MM');
    expect(await post('/api/month-closures', hr.token, { month: thisMonth })).toMatchObject({ status: 422, body: { errors: { month: ['month_not_ended'] } } });
    expect(await post('/api/month-closures', hr.token, { month: 'October' })).toMatchObject({ status: 422, body: { errors: { month: ['month_invalid'] } } });
    const older = DateTime.now().setZone(tz).minus({ months: 3 }).toFormat('yyyy-MM');
    const first = await post('/api/month-closures', a.admin.token, { month: older });
    expect(first.status).toBe(201);
    expect(await post('/api/month-closures', hr.token, { month: older })).toMatchObject({ status: 409, body: { error: 'month_already_closed' } });
    expect((await api(`/api/month-closures/${dataOf<Closure>(first).id}`, del(a.admin.token, { reason: 'Closed by mistake' }))).status).toBe(200);
  });

  it('only HR and administrators close and reopen; the presence screen’s roles read; company B neither sees nor reopens A’s closures', async () => {
    const older = DateTime.now().setZone(tz).minus({ months: 4 }).toFormat('yyyy-MM');
    for (const role of [2, 4, 5, 6, 7]) expect((await post('/api/month-closures', people[role].token, { month: older })).status).toBe(403);
    const closed = dataOf<Closure>(await post('/api/month-closures', hr.token, { month: older }));
    for (const role of [2, 4, 5, 6, 7]) expect((await api(`/api/month-closures/${closed.id}`, del(people[role].token, { reason: 'No' }))).status).toBe(403);
    for (const role of [1, 2, 3, 4, 6, 7]) expect((await get('/api/month-closures', people[role].token)).status).toBe(200);
    expect((await get('/api/month-closures', ana.token)).status).toBe(403);

    expect(dataOf<ClosuresView>(await get('/api/month-closures', b.admin.token))).toEqual({ closures: [], history: [] });
    expect(await api(`/api/month-closures/${closed.id}`, del(b.admin.token, { reason: 'Not ours' }))).toMatchObject({ status: 404, body: { error: 'not_found' } });
    expect(dataOf<ClosuresView>(await get('/api/month-closures', hr.token)).closures.map((c) => c.id)).toContain(closed.id);
    await api(`/api/month-closures/${closed.id}`, del(hr.token, { reason: 'Done' }));
  });
});
