import { randomUUID } from 'node:crypto';
import { bearer, json } from '../support/identity';
import { LiveStream, startSecondGateway } from '../support/live';
import { addPerson, dataOf, del, eventually, newCompany, put, type Company, type Person } from '../support/people';
import { api, baseUrl } from '../support/stack';

interface InNowRow {
  user_id: number;
  kind: string | null;
}
interface Dashboard {
  date: string;
  in_now: InNowRow[];
  counts: Record<'work' | 'break' | 'private_exit' | 'field_work' | 'off', number>;
  late: unknown[];
  on_leave: unknown[];
  absent_by_type: unknown[];
  week: { worked_minutes: number; scheduled_minutes: number; start: string; end: string };
  month_absences: unknown[];
  upcoming_holidays: Array<{ date: string; description: string }>;
  my_week: { totals: { worked_minutes: number } } | null;
  approvals: unknown[] | null;
  devices: { working_hours: boolean; items: Array<{ device_id: number; name: string; gate_name: string; drift_seconds: number | null; drifting: boolean; last_received_at: string | null }> } | null;
  unavailable: string[];
}

const post = (path: string, token: string, body: unknown = {}) => api(path, json(body, token));
const get = (path: string, token: string) => api(path, bearer(token));
const clock = async (action: string, who: Person) => {
  const res = await post(`/api/${action}`, who.token);
  if (res.status !== 200) throw new Error(`${action} answered ${res.status}: ${JSON.stringify(res.body)}`);
};
const dashboard = async (who: Person) => {
  const res = await get('/api/dashboard', who.token);
  if (res.status !== 200) throw new Error(`dashboard answered ${res.status}: ${JSON.stringify(res.body)}`);
  return dataOf<Dashboard>(res);
};

/** Opens a live board for someone on a gateway replica: a ticket (authenticated), then the stream with it. */
async function board(who: Person, gateway = baseUrl): Promise<LiveStream> {
  const res = await post('/api/live/tickets', who.token);
  if (res.status !== 201) throw new Error(`ticket answered ${res.status}: ${JSON.stringify(res.body)}`);
  const { ticket } = dataOf<{ ticket: string }>(res);
  const stream = await LiveStream.open(`${gateway}/api/live/presence?ticket=${ticket}`);
  await stream.next((e) => e.event === 'ready');
  return stream;
}

const changeOf = (userId: number, kind: string | null) => (e: { event: string; data: unknown }) => {
  const d = e.data as { user_id: number; kind: string | null };
  return e.event === 'presence' && d.user_id === userId && d.kind === kind;
};

/**
 * The dashboard and the live presence board (issue 12) through the whole platform: a team member's
 * clock-in reaches their team lead's board (on two gateway replicas), a gate scan too; nothing of
 * company A reaches company B, nor another team's lead; the dashboard's sections per role.
 */
describe('dashboard and live presence board', () => {
  let a: Company;
  let b: Company;
  let opsId: number;
  let lead: Person;
  let member: Person;
  let elsewhere: Person;
  let employee: Person;
  let manager: Person;
  let deplead: Person;
  let bPerson: Person;
  const streams: LiveStream[] = [];
  const open = async (who: Person, gateway?: string) => {
    const s = await board(who, gateway);
    streams.push(s);
    return s;
  };

  beforeAll(async () => {
    [a, b] = await Promise.all([newCompany('dash-a'), newCompany('dash-b')]);
    const ops = await post('/api/departments', a.admin.token, { name: `Ops ${randomUUID().slice(0, 4)}`, manager_user_id: a.admin.userId });
    opsId = dataOf<{ id: number }>(ops).id;
    deplead = await addPerson(a, 7, { department_id: opsId });
    expect((await api(`/api/departments/${opsId}`, put({ manager_user_id: deplead.userId }, a.admin.token))).status).toBe(200);
    [lead, member, elsewhere, employee, manager, bPerson] = await Promise.all([
      addPerson(a, 6, { department_id: opsId }),
      addPerson(a, 4, { department_id: opsId }),
      addPerson(a, 4),
      addPerson(a, 5, { department_id: opsId }),
      addPerson(a, 2),
      addPerson(b, 4),
    ]);
    const team = await post('/api/teams', a.admin.token, { name: `Alpha ${randomUUID().slice(0, 4)}`, department_id: opsId, team_lead_user_id: lead.userId, member_ids: [lead.userId, member.userId, employee.userId] });
    if (team.status !== 201) throw new Error(`team answered ${team.status}: ${JSON.stringify(team.body)}`);
    // The moves reach presence by event: the team lead's scope holds the member once they have.
    await eventually(
      async () => (await dashboard(lead)).in_now,
      (rows) => rows.some((r) => r.user_id === member.userId),
    );
  });

  afterAll(() => {
    for (const s of streams) s.close();
  });

  describe('live stream', () => {
    it('delivers a team member’s clock-in to the team lead, and their clock-out', async () => {
      const leadBoard = await open(lead);
      expect(leadBoard.contentType).toMatch(/^text\/event-stream/);
      await clock('start-clock-in', member);
      const change = await leadBoard.next(changeOf(member.userId, 'work'));
      expect(change.data).toMatchObject({ user_id: member.userId, kind: 'work', source: 'web', since: expect.any(String) });
      expect(change.id).toMatch(/^\d+$/);
      await clock('end-clock-in', member);
      await leadBoard.next(changeOf(member.userId, null));
    });

    it('every gateway replica delivers: a board on a second gateway hears the same change', async () => {
      const second = await startSecondGateway();
      try {
        const onFirst = await open(a.admin);
        const onSecond = await open(lead, second.url);
        await clock('start-clock-in', member);
        await onFirst.next(changeOf(member.userId, 'work'));
        await onSecond.next(changeOf(member.userId, 'work'));
        await clock('end-clock-in', member);
        await onSecond.next(changeOf(member.userId, null));
        onSecond.close();
      } finally {
        await second.stop();
      }
    });

    it('nothing of company A reaches company B; another team’s change does not reach the lead', async () => {
      const leadBoard = await open(lead);
      const bBoard = await open(b.admin);
      await clock('start-clock-in', elsewhere); // company A, not in the lead's team
      await clock('start-clock-in', member); // company A, the lead's team
      await clock('start-clock-in', bPerson); // company B
      // The feed keeps the outbox's order: once the later change arrived, the earlier one would have.
      await leadBoard.next(changeOf(member.userId, 'work'));
      await bBoard.next(changeOf(bPerson.userId, 'work'));
      expect(leadBoard.changes().map((c) => c.user_id)).not.toContain(elsewhere.userId);
      expect(leadBoard.changes().map((c) => c.user_id)).not.toContain(bPerson.userId);
      expect(bBoard.changes().every((c) => c.user_id === bPerson.userId)).toBe(true);
      await Promise.all([clock('end-clock-in', elsewhere), clock('end-clock-in', member), clock('end-clock-in', bPerson)]);
    });

    it('delivers a gate scan of a team member, marked as from a device', async () => {
      const gate = dataOf<{ id: number }>(await post('/api/gates', a.admin.token, { name: `Door ${randomUUID().slice(0, 4)}`, active: true }));
      const device = dataOf<{ id: number; device_key: string }>(await post(`/api/gates/${gate.id}/devices`, a.admin.token, { name: 'Turnstile' }));
      const sheet = dataOf<Array<{ id: number; qr_code: string }>>(await get('/api/users/qr-codes', a.admin.token));
      // The employee of the team, who has never clocked: the scan is on time (nothing recorded after it).
      const qr = sheet.find((u) => u.id === employee.userId)?.qr_code;
      const leadBoard = await open(lead);
      // The device's clock is three minutes behind: the dashboard flags it (drift > 2 minutes).
      const scannedAt = new Date(Date.now() - 3 * 60_000).toISOString();
      const scan = await api('/api/device/scans', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Device-Key': device.device_key },
        body: JSON.stringify({ device_id: device.id, qr_code: qr, scanned_at: scannedAt, scan_id: randomUUID() }),
      });
      expect(scan.status).toBe(201);
      const change = await leadBoard.next(changeOf(employee.userId, 'work'));
      const { source, since } = change.data as { source: string; since: string };
      expect(source).toBe('device');
      // Work from the scan's own time, as the device said.
      expect(Math.abs(Date.parse(since) - Date.parse(scannedAt))).toBeLessThan(1000);

      const admin = await dashboard(a.admin);
      const mine = admin.devices?.items.find((d) => d.device_id === device.id);
      expect(mine).toMatchObject({ name: 'Turnstile', drifting: true, last_received_at: expect.any(String) });
      expect(mine?.drift_seconds).toBeGreaterThanOrEqual(170);
      await clock('end-clock-in', employee);
    });

    it('delivers a team lead’s edit of a member’s records: an open record added by hand, then removed', async () => {
      const leadBoard = await open(lead);
      // From now: after every record of the member so far, so it stays open.
      const start = new Date().toISOString();
      const created = await post('/api/presence/records', lead.token, { user_id: member.userId, kind: 'field_work', start, end: null, reason: 'Forgot to clock in' });
      expect(created.status).toBe(201);
      const added = await leadBoard.next(changeOf(member.userId, 'field_work'));
      expect(added.data).toMatchObject({ source: 'edit' });
      const { id } = dataOf<{ id: number }>(created);
      expect((await api(`/api/presence/records/${id}`, del(lead.token, { reason: 'Entered by mistake' }))).status).toBe(200);
      const removed = await leadBoard.next((e) => e.event === 'presence' && (e.data as { user_id: number; kind: string | null; source: string }).source === 'edit' && (e.data as { kind: string | null }).kind === null);
      expect(removed.data).toMatchObject({ user_id: member.userId });
    });

    it('refuses role 5 a ticket, and a ticket twice, an unknown one or none', async () => {
      expect((await post('/api/live/tickets', employee.token)).status).toBe(403);
      expect((await api('/api/live/tickets', { method: 'POST' })).status).toBe(401);
      const { ticket } = dataOf<{ ticket: string }>(await post('/api/live/tickets', lead.token));
      const first = await LiveStream.open(`${baseUrl}/api/live/presence?ticket=${ticket}`);
      streams.push(first);
      expect(first.status).toBe(200);
      const again = await api(`/api/live/presence?ticket=${ticket}`);
      expect(again).toMatchObject({ status: 401, body: { error: 'ticket_invalid' } });
      expect((await api(`/api/live/presence?ticket=${'x'.repeat(40)}`)).status).toBe(401);
      expect((await api('/api/live/presence')).status).toBe(401);
    });
  });

  describe('dashboard sections per role', () => {
    it('the team lead sees their team in now, with approvals and their own week, but no devices', async () => {
      await clock('start-clock-in', member);
      const d = await dashboard(lead);
      const ids = d.in_now.map((r) => r.user_id);
      expect(ids).toEqual(expect.arrayContaining([lead.userId, member.userId, employee.userId]));
      expect(ids).not.toContain(elsewhere.userId);
      expect(d.in_now.find((r) => r.user_id === member.userId)?.kind).toBe('work');
      expect(d.counts.work).toBeGreaterThanOrEqual(1);
      expect(Object.values(d.counts).reduce((x, y) => x + y, 0)).toBe(d.in_now.length);
      expect(d.approvals).toEqual(expect.any(Array));
      expect(d.my_week).not.toBeNull();
      expect(d.devices).toBeNull();
      expect(d.week.start <= d.date && d.date <= d.week.end).toBe(true);
      await clock('end-clock-in', member);
    });

    it('the department manager sees the department; the administrator the company and the devices', async () => {
      const dep = (await dashboard(deplead)).in_now.map((r) => r.user_id);
      expect(dep).toEqual(expect.arrayContaining([member.userId, lead.userId]));
      expect(dep).not.toContain(elsewhere.userId);
      const admin = await dashboard(a.admin);
      expect(admin.in_now.map((r) => r.user_id)).toEqual(expect.arrayContaining([member.userId, elsewhere.userId, manager.userId]));
      expect(admin.devices).not.toBeNull();
    });

    it('a team member sees only themselves and has no approvals; the general manager has no week of their own', async () => {
      const m = await dashboard(member);
      expect(m.in_now.map((r) => r.user_id)).toEqual([member.userId]);
      expect(m.approvals).toBeNull();
      expect(m.my_week).not.toBeNull();
      const gm = await dashboard(manager);
      expect(gm.my_week).toBeNull();
      expect(gm.in_now.map((r) => r.user_id)).toContain(member.userId);
    });

    it('refuses role 5, and shows company B none of company A', async () => {
      const refused = await get('/api/dashboard', employee.token);
      expect(refused.status).toBe(403);
      const other = await dashboard(b.admin);
      const ids = other.in_now.map((r) => r.user_id);
      expect(ids).toContain(bPerson.userId);
      expect(ids).not.toContain(member.userId);
      expect(ids).not.toContain(a.admin.userId);
    });
  });
});
