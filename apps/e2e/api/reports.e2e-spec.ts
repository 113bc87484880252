import { randomUUID } from 'node:crypto';
import { DateTime } from 'luxon';
import { killApp, pauseApp, resumeApp } from '../support/fault-inject';
import { bearer, json, login } from '../support/identity';
import { addPerson, dataOf, del, eventually, newCompany, put, type Company, type Person } from '../support/people';
import { tinyPng } from '../support/images';
import { pdfImages, pdfText, readXlsx } from '../support/report-files';
import { api, baseUrl, restartApp, waitForHealthy } from '../support/stack';

interface Column {
  key: string;
  label: string;
  type: string;
}
interface Row {
  kind: string;
  cells: Record<string, string | number | boolean | null>;
  colors?: Record<string, string>;
}
interface Preview {
  kind: string;
  columns: Column[];
  rows: Row[];
  totals: Record<string, number>;
}
interface Job {
  id: string;
  status: string;
  progress: number;
  rows_done: number;
  rows_total: number;
  file_name: string | null;
  size_bytes: number | null;
  error: string | null;
}

const KINDS = ['presence', 'non-rounded-presence', 'calendar', 'shift', 'administrators', 'special', 'cumulative', 'periodic', 'detailed'] as const;
/** Who runs each report in a company without the special-reports flag (REPORTS-API.md, "Guards"); the chairman (8) has role 2's access. */
const ALLOWED: Record<(typeof KINDS)[number], number[]> = {
  presence: [1, 2, 3, 6, 7, 8],
  'non-rounded-presence': [],
  calendar: [1, 2, 3, 6, 7, 8],
  shift: [1, 2, 3, 4, 6, 7, 8], // a team member runs it for themselves
  administrators: [1, 2, 3, 7, 8],
  special: [],
  cumulative: [1, 2, 3, 6, 7, 8],
  periodic: [1, 2, 3, 6, 7, 8],
  detailed: [1, 2, 3, 6, 7, 8],
};

const get = (path: string, token: string) => api(path, bearer(token));
const post = (path: string, token: string, body: unknown) => api(path, json(body, token));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function preview(token: string, kind: string, query: string): Promise<Preview & { total: number }> {
  const res = await get(`/api/reports/${kind}?${query}`, token);
  if (res.status !== 200) throw new Error(`preview ${kind} answered ${res.status}: ${JSON.stringify(res.body)}`);
  return { ...(res.body.data as Preview), total: (res.body.meta as { total: number }).total };
}

async function startExport(token: string, kind: string, format: 'xlsx' | 'pdf', filters: Record<string, unknown>): Promise<Job> {
  const res = await post(`/api/reports/${kind}/exports`, token, { format, filters });
  if (res.status !== 202) throw new Error(`export answered ${res.status}: ${JSON.stringify(res.body)}`);
  return dataOf<Job>(res);
}

/** Polls the job as the web does (every second here, faster), returning every state seen. */
async function untilFinished(token: string, id: string, timeoutMs = 60_000): Promise<Job[]> {
  const seen: Job[] = [];
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const res = await get(`/api/report-exports/${id}`, token);
    if (res.status === 200) {
      const job = dataOf<Job>(res);
      seen.push(job);
      if (!['queued', 'running'].includes(job.status)) return seen;
    }
    await sleep(200);
  }
  throw new Error(`export ${id} did not finish in ${timeoutMs} ms: ${JSON.stringify(seen.at(-1))}`);
}

async function download(id: string, token: string): Promise<{ status: number; bytes: Buffer; disposition: string | null }> {
  const res = await fetch(`${baseUrl}/api/report-exports/${id}/file`, bearer(token));
  return { status: res.status, bytes: Buffer.from(await res.arrayBuffer()), disposition: res.headers.get('content-disposition') };
}

/** The whole previous month (always in the past, whatever day the suite runs). */
function previousMonth(): { from: string; to: string; weekday: (n: number) => string } {
  const start = DateTime.utc().startOf('month').minus({ months: 1 });
  const end = start.endOf('month');
  const weekdays: string[] = [];
  for (let d = start; d <= end; d = d.plus({ days: 1 })) if (d.weekday <= 5) weekdays.push(d.toISODate() as string);
  return { from: start.toISODate() as string, to: end.toISODate() as string, weekday: (n) => weekdays[n] };
}

/**
 * Reports through the gateway with every service running (issue 15): previews of every kind for the
 * eight roles in and out of scope, XLSX and PDF exports read back by openpyxl and pdftotext and
 * compared with the preview, cancel, an export surviving kill -9 of the reports service, and a second
 * company that never sees the first one's exports or files.
 */
describe('reports through the gateway', () => {
  const month = previousMonth();
  const d1 = month.weekday(2);
  const d2 = month.weekday(3);
  let a: Company;
  let tz: string;
  let companyName: string;
  let people: Record<number, Person>;
  let ana: Person & { fullName: string };
  let outsider: Person & { fullName: string };
  let departmentId: number;

  const local = (date: string, hm: string) => DateTime.fromISO(`${date}T${hm}`, { zone: tz }).toISO() as string;

  beforeAll(async () => {
    a = await newCompany('reports-a');
    const token = a.admin.token;
    // The company's logo, from its details: it heads every page of a PDF.
    const form = new FormData();
    form.append('logo', new Blob([new Uint8Array(tinyPng())], { type: 'image/png' }), 'logo.png');
    const logo = await api('/api/company-details/logo', bearer(token, { method: 'POST', body: form }));
    if (logo.status !== 200) throw new Error(`the logo answered ${logo.status}: ${JSON.stringify(logo.body)}`);
    tz = (dataOf<{ timezone: string }>(await get('/api/settings', token))).timezone;
    companyName = (dataOf<{ name: string }>(await get('/api/company-details', token))).name;
    const ops = dataOf<{ id: number }>(await post('/api/departments', token, { name: `Ops ${randomUUID().slice(0, 4)}`, manager_user_id: a.admin.userId }));
    departmentId = ops.id;
    const [deplead, lead, hr, gm, member, chairman] = await Promise.all([
      addPerson(a, 7, { department_id: ops.id }),
      addPerson(a, 6, { department_id: ops.id }),
      addPerson(a, 3),
      addPerson(a, 2),
      addPerson(a, 4, { department_id: ops.id }),
      addPerson(a, 8),
    ]);
    ana = await addPerson(a, 5, { department_id: ops.id, full_name: 'Ана Петрова' });
    outsider = await addPerson(a, 5, { full_name: 'Outside Person' });
    const employee = await addPerson(a, 5, { department_id: ops.id });
    await api(`/api/departments/${ops.id}`, put({ manager_user_id: deplead.userId }, token));
    const team = await post('/api/teams', token, { name: `Alpha ${randomUUID().slice(0, 4)}`, department_id: ops.id, team_lead_user_id: lead.userId, member_ids: [lead.userId, ana.userId, member.userId, employee.userId] });
    if (team.status !== 201) throw new Error(`team answered ${team.status}: ${JSON.stringify(team.body)}`);
    people = { 1: a.admin, 2: gm, 3: hr, 4: member, 5: employee, 6: lead, 7: deplead, 8: chairman };
    // HR enters the month's presence: Ana 08:00–16:30 and 14:00–23:30, the outsider 09:00–17:00.
    const record = async (who: Person, date: string, start: string, end: string) => {
      const res = await post('/api/presence/records', hr.token, { user_id: who.userId, kind: 'work', start: local(date, start), end: local(date, end), reason: 'Entered for the report' });
      if (res.status !== 201) throw new Error(`record answered ${res.status}: ${JSON.stringify(res.body)}`);
    };
    await record(ana, d1, '08:00', '16:30');
    await record(ana, d2, '14:00', '23:30');
    await record(outsider, d1, '09:00', '17:00');
  });

  it('shows HR the presence report: a row per day with first in, last out and worked time, the employee total, the selection totals', async () => {
    const p = await preview(people[3].token, 'presence', `from=${month.from}&to=${month.to}&user_id=${ana.userId}&size=200`);
    const days = p.rows.filter((r) => r.kind === 'day');
    expect(days).toHaveLength(DateTime.fromISO(month.to).day);
    const first = days.find((r) => r.cells.date === d1) as Row;
    expect(first.cells).toMatchObject({ employee: 'Ана Петрова', first_in: '08:00', last_out: '16:30', worked: 510, overtime: 30, regular: 480 });
    const second = days.find((r) => r.cells.date === d2) as Row;
    expect(second.cells).toMatchObject({ first_in: '14:00', last_out: '23:30', worked: 570, overtime: 90 });
    expect(p.rows.at(-1)).toMatchObject({ kind: 'total', cells: { worked: 1080, overtime: 120 } });
    expect(p.totals).toMatchObject({ worked: 1080, overtime: 120 });
    expect(p.columns.find((c) => c.key === 'type_21')).toMatchObject({ type: 'minutes', label: 'presence_type' });
  });

  it('runs every report kind for exactly the roles its guard allows (8 roles × 9 kinds)', async () => {
    const answers: string[] = [];
    const expected: string[] = [];
    for (const kind of KINDS) {
      for (const role of [1, 2, 3, 4, 5, 6, 7, 8]) {
        const res = await get(`/api/reports/${kind}?from=${d1}&to=${d1}`, people[role].token);
        answers.push(`${kind}:${role}:${res.status}`);
        expected.push(`${kind}:${role}:${ALLOWED[kind].includes(role) ? 200 : 403}`);
      }
    }
    expect(answers).toEqual(expected);
  });

  it('scopes the rows: team member → themselves, team lead → own team, department manager → own department, HR and the general manager → the company', async () => {
    const names = async (role: number) => (await preview(people[role].token, 'cumulative', `from=${month.from}&to=${month.to}&size=200`)).rows.map((r) => r.cells.employee);
    const lead = await names(6);
    const deplead = await names(7);
    const hr = await names(3);
    const gm = await names(2);
    expect(lead).toContain('Ана Петрова');
    expect(lead).not.toContain('Outside Person');
    expect(lead.length).toBeLessThan(deplead.length);
    expect(deplead).toContain('Ана Петрова');
    expect(deplead).not.toContain('Outside Person');
    expect(hr).toContain('Outside Person');
    expect(gm.sort()).toEqual([...hr].sort());
    // A team lead asking for someone outside the team gets no rows of them.
    const asked = await preview(people[6].token, 'presence', `from=${d1}&to=${d1}&user_id=${outsider.userId}`);
    expect(asked.rows).toEqual([]);
    // A team member runs the shift report for themselves only, even when asking for a teammate.
    const shift = await post('/api/shifts', a.admin.token, { name: `Day ${randomUUID().slice(0, 4)}`, type: 'strict', start: '08:00', end: '16:00' });
    expect(shift.status).toBe(201);
    const scheduled = await post('/api/presence/schedules', people[3].token, { user_ids: [people[4].userId, ana.userId], dates: [d1, d2], shift_id: dataOf<{ id: number }>(shift).id });
    expect(scheduled.status).toBeLessThan(300);
    const own = (await preview(people[4].token, 'shift', `from=${d1}&to=${d2}&size=200`)).rows.map((r) => r.cells.employee);
    expect(own.length).toBeGreaterThan(0);
    expect(new Set(own).size).toBe(1);
    expect(own).not.toContain('Ана Петрова');
    expect((await preview(people[4].token, 'shift', `from=${d1}&to=${d1}&user_id=${ana.userId}`)).rows).toEqual([]);
  });

  it('lets the administrators report’s roles mark a scan’s image reviewed, and refuses another company’s people and those out of scope', async () => {
    const admin = a.admin.token;
    const settings = dataOf<Record<string, unknown>>(await get('/api/settings', admin));
    expect((await api('/api/settings', put({ ...settings, saving_images: true }, admin))).status).toBe(200);
    const work = dataOf<Record<string, unknown>>(await get(`/api/users/${outsider.userId}/work-settings`, admin));
    expect((await api(`/api/users/${outsider.userId}/work-settings`, put({ ...work, saving_images: true }, admin))).status).toBe(200);
    const gate = dataOf<{ id: number }>(await post('/api/gates', admin, { name: `Gate ${randomUUID().slice(0, 4)}`, active: true }));
    const device = dataOf<{ id: number; device_key: string }>(await post(`/api/gates/${gate.id}/devices`, admin, { name: 'Turnstile' }));
    const qr = dataOf<Array<{ id: number; qr_code: string }>>(await get('/api/users/qr-codes', admin)).find((u) => u.id === outsider.userId)?.qr_code;
    const scan = (image?: string) =>
      api('/api/device/scans', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Device-Key': device.device_key },
        body: JSON.stringify({ device_id: device.id, qr_code: qr, scanned_at: new Date().toISOString(), scan_id: randomUUID(), ...(image ? { image } : {}) }),
      });
    const today = DateTime.now().setZone(tz).toISODate() as string;
    const rows = async (token = people[3].token) => (await preview(token, 'administrators', `from=${today}&to=${today}&user_id=${outsider.userId}&size=200`)).rows;
    // Presence learns the image settings from org's events: scan in and out until a scan keeps its image.
    let row: Row | undefined;
    for (const deadline = Date.now() + 20_000; !row && Date.now() < deadline; ) {
      expect((await scan(tinyPng().toString('base64'))).status).toBe(201);
      expect((await scan()).status).toBeLessThan(300);
      row = (await rows()).find((r) => r.cells.has_image === true);
    }
    if (!row) throw new Error('no scan kept its image');
    const recordId = row.cells.record_id as number;
    const review = (method: 'PUT' | 'DELETE', token: string, id = recordId) => api(`/api/reports/administrators/reviews/${id}`, bearer(token, { method }));

    // Another company's people, whatever their role, and a department manager of another department: refused, nothing marked.
    const b = await newCompany('reports-b-review');
    expect((await review('PUT', b.admin.token)).status).toBe(404);
    expect((await review('DELETE', b.admin.token)).status).toBe(404);
    expect([403, 404]).toContain((await review('PUT', people[7].token)).status);
    expect((await review('PUT', people[6].token)).status).toBe(403);
    expect((await rows()).find((r) => r.cells.record_id === recordId)?.cells.reviewed_by).toBeNull();

    // HR marks it: the report shows who; the chairman marking again keeps HR's mark; HR unmarks it.
    const hr = await review('PUT', people[3].token);
    expect(hr.status).toBe(200);
    const hrName = dataOf<{ reviewed_by_name: string }>(hr).reviewed_by_name;
    expect(dataOf<Record<string, unknown>>(await review('PUT', people[8].token))).toMatchObject({ record_id: recordId, reviewed: true, reviewed_by_name: hrName });
    expect((await rows(people[2].token)).find((r) => r.cells.record_id === recordId)?.cells.reviewed_by).toBe(hrName);
    expect((await review('DELETE', b.admin.token)).status).toBe(404);
    expect((await rows()).find((r) => r.cells.record_id === recordId)?.cells.reviewed_by).toBe(hrName);
    expect(dataOf<Record<string, unknown>>(await review('DELETE', people[3].token))).toMatchObject({ reviewed: false });
    expect((await rows()).find((r) => r.cells.record_id === recordId)?.cells.reviewed_by).toBeNull();
    // A device record whose scan sent no image has nothing to review.
    expect((await scan()).status).toBe(201);
    const plain = (await rows()).find((r) => r.cells.has_image === false && r.cells.record_id !== recordId);
    expect(plain).toBeDefined();
    expect((await review('PUT', people[3].token, plain?.cells.record_id as number)).status).toBe(404);
    expect((await scan()).status).toBeLessThan(300);
  });

  it('answers bad filters with 422 keys, and an unknown kind with 404', async () => {
    const token = people[3].token;
    expect(await get('/api/reports/presence', token)).toMatchObject({ status: 422, body: { errors: { from: ['field_required'], to: ['field_required'] } } });
    expect(await get(`/api/reports/presence?from=${d2}&to=${d1}`, token)).toMatchObject({ status: 422, body: { errors: { to: ['from_after_to'] } } });
    expect(await get('/api/reports/presence?from=2024-01-01&to=2025-06-01', token)).toMatchObject({ status: 422, body: { errors: { to: ['period_too_long'] } } });
    expect(await get(`/api/reports/presence?from=2026-02-30&to=${d1}`, token)).toMatchObject({ status: 422, body: { errors: { from: ['date_invalid'] } } });
    expect(await get(`/api/reports/periodic?from=${d1}&to=${d1}&bucket=day`, token)).toMatchObject({ status: 422, body: { errors: { bucket: ['invalid_option'] } } });
    expect(await get(`/api/reports/presence?from=${d1}&to=${d1}&team_id=abc`, token)).toMatchObject({ status: 422, body: { errors: { team_id: ['invalid_option'] } } });
    expect(await post('/api/reports/presence/exports', token, { format: 'docx', filters: { from: d1, to: d1 } })).toMatchObject({ status: 422, body: { errors: { format: ['invalid_option'] } } });
    expect(await post('/api/reports/presence/exports', token, { format: 'xlsx', filters: { from: d2, to: d1 } })).toMatchObject({ status: 422, body: { errors: { to: ['from_after_to'] } } });
    expect((await get(`/api/reports/payroll?from=${d1}&to=${d1}`, token)).status).toBe(404);
  });

  it('exports the presence report as XLSX with progress; openpyxl reads the same figures as the preview', async () => {
    const token = people[3].token;
    const filters = { from: month.from, to: month.to, department_id: departmentId };
    const p = await preview(token, 'presence', `from=${month.from}&to=${month.to}&department_id=${departmentId}&size=200`);
    const job = await startExport(token, 'presence', 'xlsx', filters);
    expect(job).toMatchObject({ status: 'queued', progress: 0 });
    const seen = await untilFinished(token, job.id);
    const done = seen.at(-1) as Job;
    expect(done).toMatchObject({ status: 'done', progress: 100, file_name: `presence-${month.from}-${month.to}.xlsx`, rows_done: p.total });
    const file = await download(job.id, token);
    expect(file.status).toBe(200);
    expect(file.disposition).toContain(`presence-${month.from}-${month.to}.xlsx`);
    expect(file.bytes.length).toBe(done.size_bytes);

    const [sheet, types] = readXlsx(file.bytes);
    expect(sheet.freeze).toBe('B2');
    const header = sheet.rows[0] as string[];
    const at = (name: string) => header.indexOf(name);
    expect(header.slice(0, 4)).toEqual(['Employee', 'Department', 'Team', 'Date']);
    const body = sheet.rows.slice(1, -1);
    // Every preview row is in the file, in order, with the same minutes (h:mm durations in Excel).
    expect(body).toHaveLength(p.rows.length);
    p.rows.forEach((r, i) => {
      const line = body[i];
      expect(line[at('Employee')]).toBe(r.cells.employee);
      expect(line[at('Date')] ?? null).toBe(r.cells.date ?? null);
      expect(line[at('Worked')]).toEqual({ minutes: r.cells.worked });
      expect(line[at('Overtime')]).toEqual({ minutes: r.cells.overtime });
      expect(line[at('First in')] ?? null).toBe(r.cells.first_in ?? null);
    });
    const total = sheet.rows.at(-1) as unknown[];
    expect(total[at('Employee')]).toBe('Total of the selection');
    expect(total[at('Worked')]).toEqual({ minutes: p.totals.worked });
    expect(types.name).toBe('By presence type');
    expect(types.rows.some((r) => r[0] === 'Ана Петрова')).toBe(true);
  });

  it('exports the calendar report as a landscape PDF with the company logo, name, Cyrillic names and page numbers', async () => {
    const token = people[3].token;
    const job = await startExport(token, 'calendar', 'pdf', { from: month.from, to: month.to });
    expect((await untilFinished(token, job.id)).at(-1)).toMatchObject({ status: 'done' });
    const file = await download(job.id, token);
    expect(file.status).toBe(200);
    const { text, pages } = pdfText(file.bytes);
    expect(text).toContain(companyName);
    expect(text).toContain('Ана');
    expect(text).toContain('Петрова');
    expect(text).toContain('Calendar report');
    expect(text).toContain(`Page 1 of ${pages}`);
    const images = pdfImages(file.bytes);
    expect(images.map((i) => i.page)).toEqual(Array.from({ length: pages }, (_, i) => i + 1));
    // The 1×1 logo, embedded once and drawn on each page.
    expect(new Set(images.map((i) => i.object)).size).toBe(1);
    expect(images[0]).toMatchObject({ width: 1, height: 1 });
  });

  it('keeps files in the company and scope that made them: company B and another scope never read them', async () => {
    const hrJob = await startExport(people[3].token, 'presence', 'xlsx', { from: d1, to: d1 });
    await untilFinished(people[3].token, hrJob.id);
    const b = await newCompany('reports-b');
    for (const res of [await get(`/api/report-exports/${hrJob.id}`, b.admin.token), (await download(hrJob.id, b.admin.token)) as { status: number }, await api(`/api/report-exports/${hrJob.id}`, del(b.admin.token))]) {
      expect(res.status).toBe(404);
    }
    expect(dataOf<Job[]>(await get('/api/report-exports', b.admin.token)).map((j) => j.id)).not.toContain(hrJob.id);
    // The team lead's scope does not cover a company-wide export; the general manager's does.
    expect((await download(hrJob.id, people[6].token)).status).toBe(404);
    expect((await download(hrJob.id, people[2].token)).status).toBe(200);
    // The actor's recent exports, newest first.
    const mine = dataOf<Job[]>(await get('/api/report-exports', people[3].token));
    expect(mine[0].id).toBe(hrJob.id);
  });

  it('answers the same export asked again, with no data changed since, with the earlier file; a change makes a new one', async () => {
    const token = people[3].token;
    const filters = { from: month.from, to: month.to, user_id: outsider.userId };
    const first = await startExport(token, 'presence', 'xlsx', filters);
    expect((await untilFinished(token, first.id)).at(-1)?.status).toBe('done');
    const again = await startExport(token, 'presence', 'xlsx', filters);
    expect(again).toMatchObject({ id: first.id, status: 'done' });
    // Another format or other filters are another question.
    expect((await startExport(token, 'presence', 'xlsx', { ...filters, user_id: ana.userId })).id).not.toBe(first.id);
    // A clock-in and -out of today change no day of an ended period: the file is still the answer.
    // In the last minutes before midnight presence counts today as past already (its commit margin,
    // docs/presence.md "Events"): a run that falls there waits for the new day first.
    const untilMidnight = DateTime.now().setZone(tz).endOf('day').diffNow().toMillis();
    if (untilMidnight < 6 * 60_000) await sleep(untilMidnight + 1000);
    for (const action of ['start-clock-in', 'end-clock-in']) expect((await post(`/api/${action}`, outsider.token, {})).status).toBeLessThan(300);
    await sleep(2000); // the events of the clock-ins have long reached reports by then
    expect((await startExport(token, 'presence', 'xlsx', filters)).id).toBe(first.id);
    // A presence record of a past day changes the data: the next ask makes a new file, with the new day in it.
    const res = await post('/api/presence/records', token, { user_id: outsider.userId, kind: 'work', start: local(d2, '10:00'), end: local(d2, '12:00'), reason: 'Entered for the report' });
    expect(res.status).toBe(201);
    const fresh = await eventually(
      () => startExport(token, 'presence', 'xlsx', filters),
      (j) => j.id !== first.id,
      20_000,
    );
    const done = (await untilFinished(token, fresh.id)).at(-1) as Job;
    expect(done.status).toBe('done');
    const [sheet] = readXlsx((await download(fresh.id, token)).bytes);
    const header = sheet.rows[0] as string[];
    expect(sheet.rows.some((r) => r[header.indexOf('Date')] === d2 && r[header.indexOf('First in')] === '10:00')).toBe(true);
  }, 8 * 60_000); // room for the wait for midnight above

  it('cancels an export waiting behind the company’s running one: cancelled, and no file', async () => {
    const token = people[3].token;
    const year = DateTime.fromISO(month.to).minus({ days: 364 }).toISODate() as string;
    const long = await startExport(token, 'detailed', 'xlsx', { from: year, to: month.to });
    const waiting = await startExport(token, 'presence', 'xlsx', { from: year, to: month.to });
    const cancelled = await api(`/api/report-exports/${waiting.id}`, del(token));
    expect(cancelled).toMatchObject({ status: 200, body: { data: { id: waiting.id, status: 'cancelled' } } });
    await untilFinished(token, long.id, 120_000);
    await sleep(1000);
    expect(dataOf<Job>(await get(`/api/report-exports/${waiting.id}`, token))).toMatchObject({ status: 'cancelled', file_name: null });
    expect((await download(waiting.id, token)).status).toBe(409);
  });

  it('finishes an export whose reports process was killed (-9): picked up again, one file', async () => {
    const token = people[3].token;
    // A period of its own: the same question as the cancel test's finished export would be answered by its file.
    const year = DateTime.fromISO(month.to).minus({ days: 363 }).toISODate() as string;
    // Killed while it runs. An export of a few people's year takes well under a second, less than one
    // poll of its status: presence is paused first, so the run waits at its first page of rows (its
    // calls time out only after RPC_TIMEOUT_MS) and the kill lands mid-run every time.
    pauseApp('presence');
    let job: Job;
    try {
      job = await startExport(token, 'detailed', 'xlsx', { from: year, to: month.to });
      const running = await eventually(async () => dataOf<Job>(await get(`/api/report-exports/${job.id}`, token)), (j) => j.status !== 'queued', 20_000);
      expect(running.status).toBe('running');
      await killApp('reports');
    } finally {
      resumeApp('presence');
    }
    restartApp('reports');
    await waitForHealthy(60_000);
    const done = (await untilFinished(token, job.id, 120_000)).at(-1) as Job;
    expect(done.status).toBe('done');
    const file = await download(job.id, token);
    expect(file.bytes.length).toBe(done.size_bytes);
    const [sheet] = readXlsx(file.bytes);
    expect(sheet.rows.length).toBe(done.rows_done + 2);
  });

  describe('in a company with the special-reports flag (the demo company)', () => {
    const DEMO = ['sysadmin', 'manager', 'hr', 'teammember', 'employee', 'teamlead', 'deplead', 'owner'];

    it('opens the non-rounded presence report to roles 1 and 2 (and the chairman), the special report to HR only', async () => {
      const answers: string[] = [];
      for (const [i, who] of DEMO.entries()) {
        const session = await login(`${who}@demo.presently.local`, 'Presently1!');
        for (const kind of ['non-rounded-presence', 'special']) {
          answers.push(`${kind}:${i + 1}:${(await get(`/api/reports/${kind}?from=${d1}&to=${d1}`, session.access_token)).status}`);
        }
      }
      const expected = DEMO.flatMap((_, i) => [`non-rounded-presence:${i + 1}:${[1, 2, 8].includes(i + 1) ? 200 : 403}`, `special:${i + 1}:${i + 1 === 3 ? 200 : 403}`]);
      expect(answers).toEqual(expected);
    });
  });
});
