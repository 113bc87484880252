import { randomUUID } from 'node:crypto';
import { tinyPng } from '../support/images';
import { waitForMail } from '../support/mailbox';
import { bearer, json, login, readyAdmin, uniqueEmail } from '../support/identity';
import { api, baseUrl } from '../support/stack';

const put = (body: unknown, token: string): RequestInit => ({ ...json(body, token), method: 'PUT' });
const patch = (body: unknown, token: string): RequestInit => ({ ...json(body, token), method: 'PATCH' });
const del = (token: string): RequestInit => bearer(token, { method: 'DELETE' });
const data = <T>(res: { body: Record<string, unknown> }): T => res.body.data as T;
/** Every list is a page on the server; the tests read its items. */
const items = <T>(res: { body: Record<string, unknown> }): T[] => (res.body.data as { items: T[] }).items;

interface Admin {
  token: string;
  companyId: number;
  userId: number;
}

async function admin(tag: string): Promise<Admin> {
  const a = await readyAdmin(tag);
  return { token: a.session.access_token, companyId: a.companyId, userId: a.userId };
}

async function defaults(a: Admin) {
  const departments = items<{ id: number; is_default: boolean }>(await api('/api/departments?per_page=100', bearer(a.token)));
  const teams = items<{ id: number; kind: string }>(await api('/api/teams?per_page=100', bearer(a.token)));
  const nationalities = items<{ id: number }>(await api('/api/nationalities', bearer(a.token)));
  const religions = items<{ id: number }>(await api('/api/religions', bearer(a.token)));
  return {
    departmentId: departments.find((d) => d.is_default)?.id as number,
    teamId: teams.find((t) => t.kind === 'default')?.id as number,
    deactivatedTeamId: teams.find((t) => t.kind === 'deactivated')?.id as number,
    nationalityId: nationalities[0].id,
    religionId: religions[0].id,
  };
}

async function userInput(a: Admin, email = uniqueEmail('member'), roleId = 5) {
  const d = await defaults(a);
  return {
    email,
    full_name: 'Elena Stojanovska',
    full_name_in_documents: 'Елена Стојановска',
    job_position: 'Accountant',
    job_position_in_documents: 'Сметководител',
    birthday: '1990-04-12',
    phone: '+389 70 123 456',
    nationality_id: d.nationalityId,
    religion_id: d.religionId,
    country_code: 'MK',
    employment_start_date: '2024-01-15',
    employment_end_date: null,
    role_id: roleId,
    department_id: d.departmentId,
    team_id: d.teamId,
    user_color: '#2786fb',
  };
}

describe('organisation administration through the gateway', () => {
  let a: Admin;
  let b: Admin;

  beforeAll(async () => {
    [a, b] = await Promise.all([admin('org-a'), admin('org-b')]);
  });

  it('reads and updates company details, refusing a general manager from another company', async () => {
    const details = data<{ name: string }>(await api('/api/company-details', bearer(a.token)));
    expect(details.name).toEqual(expect.any(String));
    const ok = await api('/api/company-details', put({ ...details, address: 'Partizanska 1', city: 'Skopje', country: 'MK', general_manager_user_id: a.userId, timezone: 'Europe/Skopje', language: 'mk' }, a.token));
    expect(ok.status).toBe(200);
    expect(data<{ city: string }>(ok).city).toBe('Skopje');
    const foreign = await api('/api/company-details', put({ ...details, general_manager_user_id: b.userId }, a.token));
    expect(foreign.status).toBe(422);
  });

  it('validates settings periods and answers no_changes_to_save when nothing changed', async () => {
    const settings = data<Record<string, unknown>>(await api('/api/settings', bearer(a.token)));
    const noPeriod = await api('/api/settings', put({ ...settings, night_work: { enabled: true, start: null, end: null } }, a.token));
    expect(noPeriod.status).toBe(422);
    expect(JSON.stringify(noPeriod.body)).toContain('period_required');
    const unchanged = await api('/api/settings', put(settings, a.token));
    expect(unchanged).toMatchObject({ status: 422, body: { errors: { _: ['no_changes_to_save'] } } });
    const changed = await api('/api/settings', put({ ...settings, show_saturday: !settings.show_saturday }, a.token));
    expect(changed.status).toBe(200);
  });

  it('creates a user who receives an invitation, sets a password with the link and logs in', async () => {
    const input = await userInput(a);
    const created = await api('/api/users', json(input, a.token));
    expect(created.status).toBe(201);
    const user = data<{ id: number; status: string }>(created);
    expect(user.status).toBe('active');

    const mail = await waitForMail(input.email, /./);
    const link = new URL(mail.links.find((l) => l.includes('token=')) as string);
    const token = link.searchParams.get('token') as string;
    const password = 'Invited1!pass';
    expect((await api('/api/password/set-with-token', json({ token, password, password_confirmation: password }))).status).toBe(200);
    expect(await api('/api/password/set-with-token', json({ token, password, password_confirmation: password }))).toMatchObject({
      status: 400,
      body: { error: 'invalid_or_expired_token' },
    });
    const session = await login(input.email, password);
    expect(session.user).toMatchObject({ id: user.id, company_id: a.companyId, roles: [{ id: 5 }] });
  });

  it('refuses a taken e-mail and missing required fields with field keys', async () => {
    const input = await userInput(a);
    expect((await api('/api/users', json(input, a.token))).status).toBe(201);
    expect(await api('/api/users', json(input, a.token))).toMatchObject({ status: 422, body: { errors: { email: ['email_taken'] } } });
    const missing = await api('/api/users', json({ email: uniqueEmail('x') }, a.token));
    expect(missing.status).toBe(422);
    const fields = Object.keys(missing.body.errors as object);
    expect(fields).toEqual(expect.arrayContaining(['full_name', 'birthday', 'country_code', 'employment_start_date', 'role_id', 'department_id', 'team_id']));
  });

  it('blocks a user (their session ends at once and login is refused) and unblocks them', async () => {
    const input = await userInput(a);
    const user = data<{ id: number }>(await api('/api/users', json(input, a.token)));
    const mail = await waitForMail(input.email, /./);
    const token = new URL(mail.links.find((l) => l.includes('token=')) as string).searchParams.get('token');
    await api('/api/password/set-with-token', json({ token, password: 'Member1!pass', password_confirmation: 'Member1!pass' }));
    const session = await login(input.email, 'Member1!pass');

    expect((await api(`/api/users/${user.id}/status`, json({ action: 'block' }, a.token))).status).toBe(200);
    // The block reaches auth by event: the session ends within moments.
    let status = 0;
    for (let i = 0; i < 50 && status !== 401; i++) {
      status = (await api('/api/user-info', bearer(session.access_token))).status;
      if (status !== 401) await new Promise((r) => setTimeout(r, 100));
    }
    expect(status).toBe(401);
    expect(await api('/api/login', json({ email: input.email, password: 'Member1!pass' }))).toMatchObject({ status: 403, body: { error: 'user_blocked' } });

    const listed = data<{ items: Array<{ id: number }> }>(await api('/api/users?status=blocked&per_page=100', bearer(a.token)));
    expect(listed.items.map((u) => u.id)).toContain(user.id);

    expect((await api(`/api/users/${user.id}/status`, json({ action: 'unblock' }, a.token))).status).toBe(200);
    let loggedIn = false;
    for (let i = 0; i < 50 && !loggedIn; i++) {
      loggedIn = (await api('/api/login', json({ email: input.email, password: 'Member1!pass' }))).status === 200;
      if (!loggedIn) await new Promise((r) => setTimeout(r, 100));
    }
    expect(loggedIn).toBe(true);
  });

  it('paginates and filters the user list on the server', async () => {
    const tag = randomUUID().slice(0, 6);
    for (let i = 0; i < 3; i++) {
      const input = { ...(await userInput(a, uniqueEmail(`page${tag}`))), full_name: `Pagetest ${tag} ${i}` };
      expect((await api('/api/users', json(input, a.token))).status).toBe(201);
    }
    const page1 = data<{ items: unknown[]; total: number; page: number; per_page: number }>(await api(`/api/users?q=${tag}&per_page=2&page=1`, bearer(a.token)));
    const page2 = data<{ items: unknown[]; total: number }>(await api(`/api/users?q=${tag}&per_page=2&page=2`, bearer(a.token)));
    expect([page1.total, page1.items.length, page2.items.length]).toEqual([3, 2, 1]);
  });

  it('keeps the Default and Deactivated teams, and names unique per company', async () => {
    const d = await defaults(a);
    expect(await api(`/api/teams/${d.deactivatedTeamId}`, del(a.token))).toMatchObject({ status: 409, body: { error: 'default_cannot_change' } });
    const name = `Team ${randomUUID().slice(0, 6)}`;
    const created = await api('/api/teams', json({ name, department_id: d.departmentId, team_lead_user_id: a.userId }, a.token));
    expect(created.status).toBe(201);
    expect((await api('/api/teams', json({ name, department_id: d.departmentId, team_lead_user_id: a.userId }, a.token))).status).toBe(422);
    const id = data<{ id: number }>(created).id;
    expect((await api(`/api/teams/${id}`, del(a.token))).status).toBe(200);
  });

  it('manages holidays, copies a year to the next, and lists, nationalities and religions', async () => {
    const year = 2031;
    const h = await api('/api/holidays', json({ date: `${year}-01-07`, description: 'Orthodox Christmas', type: 'religious', for_all: true, nationality_id: null, religion_id: null }, a.token));
    expect(h.status).toBe(201);
    expect(data<{ copied: number }>(await api('/api/holidays/copy-year', json({ year }, a.token))).copied).toBeGreaterThanOrEqual(1);
    const next = items<{ date: string }>(await api(`/api/holidays?year=${year + 1}&per_page=100`, bearer(a.token)));
    expect(next.map((x) => x.date)).toContain(`${year + 1}-01-07`);
    expect((await api('/api/holidays', json({ date: 'not a date', description: '', type: 'party' }, a.token))).status).toBe(422);

    const nat = await api('/api/nationalities', json({ name: `Nat ${randomUUID().slice(0, 4)}` }, a.token));
    expect([200, 201]).toContain(nat.status);
    const rel = await api('/api/religions', json({ name: `Rel ${randomUUID().slice(0, 4)}` }, a.token));
    expect([200, 201]).toContain(rel.status);
  });

  it('registers a device whose key is shown once, and revokes it', async () => {
    const gate = await api('/api/gates', json({ name: 'Main entrance', active: true }, a.token));
    expect([200, 201]).toContain(gate.status);
    const gateId = data<{ id: number }>(gate).id;
    const device = await api(`/api/gates/${gateId}/devices`, json({ name: 'Turnstile 1' }, a.token));
    expect(device.status).toBe(201);
    const registered = data<{ id: number; device_key: string }>(device);
    expect(registered.device_key.length).toBeGreaterThanOrEqual(32);
    const listed = items<Record<string, unknown>>(await api(`/api/gates/${gateId}/devices`, bearer(a.token)));
    expect(JSON.stringify(listed)).not.toContain(registered.device_key);
    expect(await api(`/api/gates/${gateId}`, del(a.token))).toMatchObject({ status: 409, body: { error: 'has_devices' } });
    expect((await api(`/api/devices/${registered.id}/revoke`, json({}, a.token))).status).toBe(200);
    // Revoked devices no longer hold the gate.
    expect((await api(`/api/gates/${gateId}`, del(a.token))).status).toBe(200);
  });

  it('keeps shifts and work rules', async () => {
    const shift = await api('/api/shifts', json({ name: 'Night', type: 'strict', start: '22:00', end: '06:00' }, a.token));
    expect([200, 201]).toContain(shift.status);
    expect(data<{ total_minutes: number }>(shift).total_minutes).toBe(480);
    const rules = data<Record<string, unknown>>(await api('/api/work-rules', bearer(a.token)));
    expect((await api('/api/work-rules', put({ ...rules, work_days: [1, 2, 3, 4, 5, 6] }, a.token))).status).toBe(200);
  });

  it('never lets company B read or change company A’s data, by id guessing included', async () => {
    const input = await userInput(a);
    const user = data<{ id: number }>(await api('/api/users', json(input, a.token)));
    const d = await defaults(a);
    const probes: Array<[string, RequestInit]> = [
      [`/api/users/${user.id}`, bearer(b.token)],
      [`/api/users/${user.id}`, put({ ...input, full_name: 'Hijacked' }, b.token)],
      [`/api/users/${user.id}/status`, json({ action: 'block' }, b.token)],
      [`/api/users/${user.id}/work-settings`, bearer(b.token)],
      [`/api/teams/${d.teamId}`, put({ name: 'Hijacked' }, b.token)],
      [`/api/departments/${d.departmentId}`, del(b.token)],
      [`/api/nationalities/${d.nationalityId}`, del(b.token)],
    ];
    for (const [path, init] of probes) expect([path, (await api(path, init)).status]).toEqual([path, 404]);
    expect(data<{ full_name: string }>(await api(`/api/users/${user.id}`, bearer(a.token))).full_name).toBe(input.full_name);
    const bUsers = data<{ items: Array<{ id: number }> }>(await api('/api/users?per_page=100', bearer(b.token)));
    expect(bUsers.items.map((u) => u.id)).not.toContain(user.id);
  });

  it('applies the spec’s guards to every role of the demo company', async () => {
    const routes: Array<[string, number[]]> = [
      ['/api/company-details', [1]],
      ['/api/settings', [1, 7]],
      ['/api/gates', [1, 7]],
      ['/api/users', [1, 3, 7]],
      ['/api/departments', [1, 3, 7]],
      ['/api/teams', [1, 3, 6, 7]],
      ['/api/holidays?year=2030', [1, 3, 7]],
      ['/api/holidays/official?country=MK&year=2030', [1, 3, 7]],
      ['/api/work-rules', [1, 3, 7]],
    ];
    const who: Array<[string, number]> = [
      ['sysadmin', 1],
      ['manager', 2],
      ['hr', 3],
      ['teammember', 4],
      ['employee', 5],
      ['teamlead', 6],
      ['deplead', 7],
      ['owner', 8],
    ];
    for (const [name, role] of who) {
      const { access_token } = await login(`${name}@demo.presently.local`, 'Presently1!');
      for (const [path, allowed] of routes) {
        const status = (await api(path, bearer(access_token))).status;
        const effective = role === 8 ? 2 : role;
        expect([name, path, status === 403 ? 'denied' : 'allowed']).toEqual([name, path, allowed.includes(effective) ? 'allowed' : 'denied']);
      }
    }
  });
});

describe('organisation administration (issue 5): the remaining screens', () => {
  let a: Admin;
  let b: Admin;
  let userId: number;
  let input: Awaited<ReturnType<typeof userInput>>;

  beforeAll(async () => {
    [a, b] = await Promise.all([admin('org5-a'), admin('org5-b')]);
    input = await userInput(a);
    userId = data<{ id: number }>(await api('/api/users', json(input, a.token))).id;
  });

  it('reads and changes a user’s work settings, keeping what was not sent', async () => {
    const before = data<Record<string, unknown>>(await api(`/api/users/${userId}/work-settings`, bearer(a.token)));
    expect(before).toMatchObject({ working_hours: expect.any(Number), max_paid_break_minutes: expect.any(Number), disable_presence_logging: false });
    const changed = await api(`/api/users/${userId}/work-settings`, put({ working_hours: 6, max_paid_break_minutes: 20, saving_images: true }, a.token));
    expect(changed.status).toBe(200);
    expect(data<Record<string, unknown>>(changed)).toEqual({ ...before, working_hours: 6, max_paid_break_minutes: 20, saving_images: true });
    expect(data<Record<string, unknown>>(await api(`/api/users/${userId}/work-settings`, bearer(a.token)))).toMatchObject({ working_hours: 6, saving_images: true });
    expect(await api(`/api/users/${userId}/work-settings`, put({ working_hours: 'six' }, a.token))).toMatchObject({ status: 422, body: { errors: { working_hours: ['invalid_option'] } } });
    expect((await api(`/api/users/${userId}/work-settings`, bearer(b.token))).status).toBe(404);
  });

  it('prints the QR codes of the active users, filtered by team', async () => {
    const d = await defaults(a);
    const sheet = data<Array<{ id: number; full_name: string; qr_code: string }>>(await api('/api/users/qr-codes', bearer(a.token)));
    const row = sheet.find((u) => u.id === userId);
    expect(row).toMatchObject({ full_name: input.full_name, qr_code: expect.any(String) });
    expect(data<{ qr_code: string }>(await api(`/api/users/${userId}`, bearer(a.token))).qr_code).toBe(row?.qr_code);
    const team = data<Array<{ id: number }>>(await api(`/api/users/qr-codes?team_id=${d.teamId}`, bearer(a.token)));
    expect(team.map((u) => u.id)).toContain(userId);
    expect(data<Array<{ id: number }>>(await api('/api/users/qr-codes', bearer(b.token))).map((u) => u.id)).not.toContain(userId);
  });

  it('uploads the company logo and serves it to the company’s members only', async () => {
    const png = tinyPng();
    const form = new FormData();
    form.append('logo', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'logo.png');
    const up = await api('/api/company-details/logo', bearer(a.token, { method: 'POST', body: form }));
    expect(up.status).toBe(200);
    const res = await fetch(`${baseUrl}/api/company-logo`, bearer(a.token));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await res.arrayBuffer()).equals(png)).toBe(true);
    const notImage = new FormData();
    notImage.append('logo', new Blob([new Uint8Array(Buffer.from('<svg onload="alert(1)"/>'))], { type: 'image/svg+xml' }), 'logo.svg');
    expect((await api('/api/company-details/logo', bearer(a.token, { method: 'POST', body: notImage }))).status).toBe(422);
    // Company B has no logo of its own, and never sees A's.
    expect((await fetch(`${baseUrl}/api/company-logo`, bearer(b.token))).status).toBe(404);
  });

  it('creates a department with a manager and renames it', async () => {
    const name = `Finance ${randomUUID().slice(0, 6)}`;
    const created = await api('/api/departments', json({ name, manager_user_id: a.userId }, a.token));
    expect(created.status).toBe(201);
    const dep = data<{ id: number; name: string; manager_user_id: number }>(created);
    expect(dep).toMatchObject({ name, manager_user_id: a.userId });
    const renamed = await api(`/api/departments/${dep.id}`, put({ name: `${name} & Accounting` }, a.token));
    expect(renamed.status).toBe(200);
    expect(data<{ name: string; manager_user_id: number }>(renamed)).toMatchObject({ name: `${name} & Accounting`, manager_user_id: a.userId });
    const listed = items<{ id: number; name: string }>(await api('/api/departments?per_page=100', bearer(a.token)));
    expect(listed.find((x) => x.id === dep.id)?.name).toBe(`${name} & Accounting`);
    expect((await api('/api/departments', json({ name }, a.token))).status).toBe(422);
    expect((await api(`/api/departments/${dep.id}`, put({ name: 'Hijacked' }, b.token))).status).toBe(404);
  });

  it('renames and deletes nationalities and religions', async () => {
    for (const list of ['nationalities', 'religions']) {
      const name = `Item ${randomUUID().slice(0, 6)}`;
      const created = await api(`/api/${list}`, json({ name }, a.token));
      expect([200, 201]).toContain(created.status);
      const id = data<{ id: number }>(created).id;
      const renamed = await api(`/api/${list}/${id}`, put({ name: `${name} (renamed)` }, a.token));
      expect({ list, status: renamed.status, name: data<{ name: string }>(renamed).name }).toEqual({ list, status: 200, name: `${name} (renamed)` });
      expect((await api(`/api/${list}/${id}`, put({ name: '' }, a.token))).status).toBe(422);
      expect((await api(`/api/${list}/${id}`, del(b.token))).status).toBe(404);
      expect((await api(`/api/${list}/${id}`, del(a.token))).status).toBe(200);
      const after = items<{ id: number }>(await api(`/api/${list}?per_page=100`, bearer(a.token)));
      expect({ list, ids: after.map((x) => x.id).includes(id) }).toEqual({ list, ids: false });
    }
    // One in use by a user cannot go.
    const d = await defaults(a);
    expect((await api(`/api/nationalities/${d.nationalityId}`, del(a.token))).status).toBe(409);
  });

  it('keeps vacation days per user: add, list with used, pending and unused, change, delete', async () => {
    const rule = { name: 'Annual leave 2026', valid_from: '2026-01-01', valid_to: '2027-06-30', acquired_on: '2026-01-01', days: 21 };
    const created = await api(`/api/users/${userId}/vacation-days`, json(rule, a.token));
    expect(created.status).toBe(201);
    const saved = data<{ id: number; user_id: number; days: number; used_days: number; pending_days: number; unused_days: number }>(created);
    expect(saved).toMatchObject({ ...rule, user_id: userId, used_days: 0, pending_days: 0, unused_days: 21 });

    const second = await api(`/api/users/${userId}/vacation-days`, json({ ...rule, name: 'Extra days 2026', days: 2.5 }, a.token));
    expect(second.status).toBe(201);
    const listed = data<Array<{ id: number; name: string }>>(await api(`/api/users/${userId}/vacation-days`, bearer(a.token)));
    expect(listed.map((e) => e.name).sort()).toEqual(['Annual leave 2026', 'Extra days 2026']);

    const changed = await api(`/api/users/${userId}/vacation-days/${saved.id}`, patch({ days: 23 }, a.token));
    expect(changed.status).toBe(200);
    expect(data<Record<string, unknown>>(changed)).toMatchObject({ ...rule, id: saved.id, days: 23, unused_days: 23 });
    expect(await api(`/api/users/${userId}/vacation-days/${saved.id}`, patch({ days: 23 }, a.token))).toMatchObject({ status: 422, body: { errors: { _: ['no_changes_to_save'] } } });

    expect((await api(`/api/users/${userId}/vacation-days/${saved.id}`, del(a.token))).status).toBe(200);
    const left = data<Array<{ id: number }>>(await api(`/api/users/${userId}/vacation-days`, bearer(a.token)));
    expect(left.map((e) => e.id)).not.toContain(saved.id);
    expect((await api(`/api/users/${userId}/vacation-days/${saved.id}`, del(a.token))).status).toBe(404);
  });

  it('checks vacation days with field keys, and keeps them to the company’s administrators', async () => {
    // The gateway refuses a malformed value; absence names what is missing and breaks its rules.
    expect(await api(`/api/users/${userId}/vacation-days`, json({ name: 'Leave', valid_from: '2026-01-01', valid_to: '2026-12-31', acquired_on: '2026-02-30', days: 5 }, a.token))).toMatchObject({
      status: 422,
      body: { errors: { acquired_on: ['date_invalid'] } },
    });
    const bad = await api(`/api/users/${userId}/vacation-days`, json({ name: '', valid_from: '2026-12-31', valid_to: '2026-01-01', days: 400 }, a.token));
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toMatchObject({ name: ['field_required'], valid_to: ['end_before_start'], acquired_on: ['field_required'], days: ['between_0_and_365'] });
    expect(await api(`/api/users/${userId}/vacation-days`, json({ name: 'Half', valid_from: '2026-01-01', valid_to: '2026-12-31', acquired_on: '2026-01-01', days: 'ten' }, a.token))).toMatchObject({
      status: 422,
      body: { errors: { days: ['invalid_option'] } },
    });
    const rule = { name: `Rule ${randomUUID().slice(0, 4)}`, valid_from: '2026-01-01', valid_to: '2026-12-31', acquired_on: '2026-01-01', days: 5 };
    expect((await api(`/api/users/${userId}/vacation-days`, json(rule, a.token))).status).toBe(201);
    expect(await api(`/api/users/${userId}/vacation-days`, json(rule, a.token))).toMatchObject({ status: 422, body: { errors: { name: ['name_taken'] } } });
    // Another company's user is not found; the screen is for administration only.
    expect((await api(`/api/users/${userId}/vacation-days`, bearer(b.token))).status).toBe(404);
    expect((await api(`/api/users/${userId}/vacation-days`, json(rule, b.token))).status).toBe(404);
    const { access_token } = await login('teamlead@demo.presently.local', 'Presently1!');
    expect(await api(`/api/users/${userId}/vacation-days`, bearer(access_token))).toMatchObject({ status: 403, body: { error: 'forbidden' } });
  });
});

