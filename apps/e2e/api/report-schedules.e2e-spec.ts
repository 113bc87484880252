import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { DateTime } from 'luxon';
import { simpleParser } from 'mailparser';
import { bearer, json } from '../support/identity';
import { mailDir } from '../support/mailbox';
import { addPerson, dataOf, del, newCompany, put, type Company, type Person } from '../support/people';
import { pdfText, readXlsx } from '../support/report-files';
import { api } from '../support/stack';

interface Schedule {
  id: string;
  kind: string;
  next_run_at: string;
  time_zone: string;
}
interface Run {
  id: string;
  status: string;
  from: string;
  to: string;
  delivery: string | null;
  error: string | null;
}
interface Mail {
  subject: string;
  text: string;
  lang: string | null;
  attachments: Array<{ filename?: string; content: Buffer; contentType: string }>;
}

const get = (path: string, token: string) => api(path, bearer(token));
const post = (path: string, token: string, body: unknown) => api(path, json(body, token));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The scheduled report's e-mail to `to`, parsed with its attachments (waits for the SMTP capture). */
async function mailTo(to: string, timeoutMs = 90_000): Promise<Mail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    let files: string[] = [];
    try {
      files = readdirSync(mailDir).filter((f) => f.endsWith('.eml') && !f.startsWith('.'));
    } catch {
      files = [];
    }
    for (const file of files) {
      const raw = readFileSync(join(mailDir, file));
      if (!raw.toString('latin1').toLowerCase().includes(to.toLowerCase())) continue;
      const mail = await simpleParser(raw);
      const lang = mail.headers.get('content-language');
      return { subject: mail.subject ?? '', text: mail.text ?? '', lang: typeof lang === 'string' ? lang : null, attachments: mail.attachments };
    }
    await sleep(500);
  }
  throw new Error(`no e-mail to ${to} within ${timeoutMs} ms`);
}

async function untilRunEnds(token: string, scheduleId: string, runId: string, timeoutMs = 90_000): Promise<Run> {
  const deadline = Date.now() + timeoutMs;
  let last: Run | undefined;
  while (Date.now() < deadline) {
    const runs = dataOf<Run[]>(await get(`/api/report-schedules/${scheduleId}/runs`, token));
    last = runs.find((r) => r.id === runId);
    if (last && (last.status === 'sent' || last.status === 'failed')) return last;
    await sleep(500);
  }
  throw new Error(`run ${runId} did not end: ${JSON.stringify(last)}`);
}

/**
 * Scheduled reports through the gateway with every service running (issue 15, ★): HR schedules the
 * presence report, a run made due now is exported through the export queue and e-mailed; the files
 * that arrive in the SMTP capture are read back by openpyxl (XLSX) and pdftotext (PDF). Another
 * company never sees the schedules; roles without reports have none; bad forms get 422 keys.
 */
describe('scheduled reports through the gateway', () => {
  let a: Company;
  let hr: Person;
  let ana: Person & { fullName: string };
  let member: Person;
  let tz: string;
  const start = DateTime.utc().startOf('month').minus({ months: 1 });
  const lastMonth = { from: start.toISODate() as string, to: start.endOf('month').toISODate() as string };
  let day: string;

  beforeAll(async () => {
    a = await newCompany('schedules-a');
    tz = dataOf<{ timezone: string }>(await get('/api/settings', a.admin.token)).timezone;
    hr = await addPerson(a, 3);
    member = await addPerson(a, 4);
    ana = await addPerson(a, 5, { full_name: 'Ана Распоредна' });
    let d = start.plus({ days: 3 });
    while (d.weekday > 5) d = d.plus({ days: 1 });
    day = d.toISODate() as string;
    const local = (hm: string) => DateTime.fromISO(`${day}T${hm}`, { zone: tz }).toISO() as string;
    const res = await post('/api/presence/records', hr.token, { user_id: ana.userId, kind: 'work', start: local('08:00'), end: local('16:30'), reason: 'Entered for the report' });
    if (res.status !== 201) throw new Error(`record answered ${res.status}: ${JSON.stringify(res.body)}`);
  });

  const form = (over: Record<string, unknown> = {}) => ({
    kind: 'presence',
    format: 'xlsx',
    filters: { period: 'last_month', user_id: ana.userId },
    frequency: 'monthly',
    day_of_month: 1,
    time: '07:00',
    recipients: [{ email: `sched-mk-${randomUUID().slice(0, 8)}@e2e.presently.test`, lang: 'mk' }],
    ...over,
  });

  it('mails the XLSX of a run made due to each recipient in their language; openpyxl reads the month’s figures', async () => {
    const mk = `sched-mk-${randomUUID().slice(0, 8)}@e2e.presently.test`;
    const en = `sched-en-${randomUUID().slice(0, 8)}@e2e.presently.test`;
    const created = await post('/api/report-schedules', hr.token, form({ recipients: [{ email: mk, lang: 'mk' }, { email: en, lang: 'en' }] }));
    expect(created.status).toBe(201);
    const s = dataOf<Schedule>(created);
    expect(s.time_zone).toBe(tz);
    // The next run: the 1st of a month at 07:00 in the company's zone.
    const next = DateTime.fromISO(s.next_run_at, { zone: tz });
    expect([next.day, next.hour, next.minute]).toEqual([1, 7, 0]);
    expect(next.toMillis()).toBeGreaterThan(Date.now());

    const started = await post(`/api/report-schedules/${s.id}/runs`, hr.token, {});
    expect(started.status).toBe(202);
    const run = dataOf<Run>(started);
    expect({ from: run.from, to: run.to }).toEqual(lastMonth);
    const ended = await untilRunEnds(hr.token, s.id, run.id);
    expect(ended).toMatchObject({ status: 'sent', delivery: 'attachment', error: null });

    const m = await mailTo(mk);
    expect(m.lang).toBe('mk');
    expect(m.subject).toContain('Извештај за присуство');
    expect(m.text).toContain('Датотеката е прикачена');
    expect(m.attachments).toHaveLength(1);
    expect(m.attachments[0].filename).toBe(`presence-${lastMonth.from}-${lastMonth.to}.xlsx`);
    // One file per run, in the language of the schedule's owner (HR here: English); each e-mail is in its recipient's.
    const [sheet] = readXlsx(m.attachments[0].content);
    const header = sheet.rows[0] as string[];
    const row = sheet.rows.find((r) => r.includes('Ана Распоредна') && r.includes(day)) as unknown[];
    expect(row).toBeDefined();
    expect(row[header.indexOf('First in')]).toBe('08:00');
    expect(row[header.indexOf('Last out')]).toBe('16:30');
    expect(row[header.indexOf('Worked')]).toEqual({ minutes: 510 });

    const e = await mailTo(en);
    expect(e.lang).toBe('en');
    expect(e.subject).toBe(`Presence report: ${DateTime.fromISO(lastMonth.from).toFormat('dd-LLL-yyyy')} – ${DateTime.fromISO(lastMonth.to).toFormat('dd-LLL-yyyy')}`);
    expect(e.attachments[0].content.equals(m.attachments[0].content)).toBe(true);
  });

  it('mails a PDF that pdftotext reads, and lists the run as sent', async () => {
    const bg = `sched-bg-${randomUUID().slice(0, 8)}@e2e.presently.test`;
    const s = dataOf<Schedule>(await post('/api/report-schedules', hr.token, form({ format: 'pdf', frequency: 'weekly', weekday: 1, day_of_month: null, recipients: [{ email: bg, lang: 'bg' }] })));
    const run = dataOf<Run>(await post(`/api/report-schedules/${s.id}/runs`, hr.token, {}));
    await untilRunEnds(hr.token, s.id, run.id);
    const m = await mailTo(bg);
    expect(m.subject).toContain('Отчет за присъствие');
    expect(m.attachments[0].contentType).toBe('application/pdf');
    const { text } = pdfText(m.attachments[0].content);
    expect(text).toContain('Ана Распоредна');
    expect(text).toContain('8:30'); // worked 08:00–16:30
    const runs = dataOf<Run[]>(await get(`/api/report-schedules/${s.id}/runs`, hr.token));
    expect(runs.map((r) => r.status)).toEqual(['sent']);
  });

  it('keeps schedules to their company: company B neither lists, reads, changes, runs nor deletes A’s', async () => {
    const s = dataOf<Schedule>(await post('/api/report-schedules', hr.token, form()));
    const b = await newCompany('schedules-b');
    const token = b.admin.token;
    expect(dataOf<Schedule[]>(await get('/api/report-schedules', token)).map((x) => x.id)).not.toContain(s.id);
    expect((await get(`/api/report-schedules/${s.id}`, token)).status).toBe(404);
    expect((await get(`/api/report-schedules/${s.id}/runs`, token)).status).toBe(404);
    expect((await api(`/api/report-schedules/${s.id}`, put(form(), token))).status).toBe(404);
    expect((await post(`/api/report-schedules/${s.id}/runs`, token, {})).status).toBe(404);
    expect((await api(`/api/report-schedules/${s.id}`, del(token))).status).toBe(404);
    // Still there for A.
    expect(dataOf<Schedule[]>(await get('/api/report-schedules', hr.token)).map((x) => x.id)).toContain(s.id);
  });

  it('refuses roles without reports and a kind the role may not run, answers bad forms with 422 keys', async () => {
    expect((await get('/api/report-schedules', member.token)).status).toBe(403);
    expect((await post('/api/report-schedules', member.token, form())).status).toBe(403);
    // A team member runs their own shift report but schedules none (the schedules screen's roles).
    expect((await post('/api/report-schedules', member.token, form({ kind: 'shift' }))).status).toBe(403);
    expect((await post('/api/report-schedules', hr.token, form({ kind: 'non-rounded-presence' }))).status).toBe(403);
    expect(await post('/api/report-schedules', hr.token, form({ recipients: [] }))).toMatchObject({ status: 422, body: { errors: { recipients: ['recipients_required'] } } });
    expect(await post('/api/report-schedules', hr.token, form({ frequency: 'weekly', weekday: null }))).toMatchObject({ status: 422, body: { errors: { weekday: ['field_required'] } } });
    expect(await post('/api/report-schedules', hr.token, form({ time: '25:00' }))).toMatchObject({ status: 422, body: { errors: { time: ['time_invalid'] } } });
    const bad = await post('/api/report-schedules', hr.token, form({ recipients: [{ email: 'nope', lang: 'de' }] }));
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors as object).sort()).toEqual(['recipients.0.email', 'recipients.0.lang']);
  });

  it('changes and removes a schedule', async () => {
    const s = dataOf<Schedule>(await post('/api/report-schedules', hr.token, form()));
    const changed = await api(`/api/report-schedules/${s.id}`, put(form({ frequency: 'weekly', weekday: 3, time: '18:15' }), hr.token));
    expect(changed.status).toBe(200);
    const next = DateTime.fromISO(dataOf<Schedule>(changed).next_run_at, { zone: tz });
    expect([next.weekday, next.hour, next.minute]).toEqual([3, 18, 15]);
    expect((await api(`/api/report-schedules/${s.id}`, del(hr.token))).status).toBe(200);
    expect((await get(`/api/report-schedules/${s.id}`, hr.token)).status).toBe(404);
  });
});
