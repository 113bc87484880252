// The bench company, made through the public API of the running stack as a customer would make it:
// register (solving the ALTCHA proof of work), verify the e-mail from the outbox, log in, accept the
// terms; add `users` employees (org gives each an account and e-mails an invitation), set each
// password from the invitation link in the outbox, log each in and accept the terms; add a gate and a
// device (its key is shown once); read the QR sheet. No service is asked for anything a customer
// could not do. A fresh company per run (unique e-mails), so runs never depend on each other.
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { solveChallenge } from 'altcha-lib';
import { simpleParser } from 'mailparser';

export const PASSWORD = 'Bench1!pass';
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

export function apiClient(baseUrl) {
  return async function api(route, { method = 'GET', token, body } = {}) {
    const headers = {};
    if (token) headers.Authorization = `Bearer ${token}`;
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const res = await fetch(`${baseUrl}${route}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(30000),
    });
    const text = await res.text();
    let parsed = {};
    try {
      parsed = text ? JSON.parse(text) : {};
    } catch {
      parsed = { text };
    }
    return { status: res.status, body: parsed };
  };
}

function expectStatus(res, allowed, what) {
  if (!allowed.includes(res.status)) throw new Error(`${what} answered ${res.status}: ${JSON.stringify(res.body).slice(0, 500)}`);
  return res.body.data;
}

/** Runs `fn` over `items` with at most `limit` at a time; answers the results in order. */
export async function mapLimit(items, limit, fn) {
  const results = new Array(items.length);
  let next = 0;
  let failed = false;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length && !failed) {
        const i = next++;
        try {
          results[i] = await fn(items[i], i);
        } catch (err) {
          failed = true; // the other workers stop taking items
          throw err;
        }
      }
    }),
  );
  return results;
}

/** The next e-mail to `to` in the outbox (file names carry the recipient), parsed; each file is read once. */
const seenMail = new Set();
async function waitForMail(outboxDir, to, timeoutMs = 60000) {
  const needle = `_${to.toLowerCase()}_`;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    let files = [];
    try {
      files = readdirSync(outboxDir).filter((f) => f.endsWith('.eml') && !f.startsWith('.') && f.includes(needle)).sort();
    } catch {
      files = [];
    }
    const file = files.find((f) => !seenMail.has(f));
    if (file) {
      seenMail.add(file);
      const mail = await simpleParser(readFileSync(path.join(outboxDir, file)));
      const html = typeof mail.html === 'string' ? mail.html : '';
      const all = `${mail.text ?? ''}\n${html}`;
      return [...new Set([...all.matchAll(/https?:\/\/[^\s"'<>]+/g)].map((m) => m[0].replace(/&amp;/g, '&')))];
    }
    await sleep(100);
  }
  throw new Error(`no e-mail to ${to} in ${outboxDir} within ${timeoutMs} ms (is notifications running?)`);
}

async function solveBotCheck(api) {
  const challenge = expectStatus(await api('/api/bot-check/challenge'), [200], 'GET /api/bot-check/challenge');
  const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber).promise;
  if (!solution) throw new Error('the bot check could not be solved');
  const payload = { algorithm: challenge.algorithm, challenge: challenge.challenge, number: solution.number, salt: challenge.salt, signature: challenge.signature };
  return Buffer.from(JSON.stringify(payload)).toString('base64');
}

async function login(api, email) {
  const session = expectStatus(await api('/api/login', { method: 'POST', body: { email, password: PASSWORD, remember_me: false } }), [200], `login of ${email}`);
  if (!session.access_token) throw new Error(`login of ${email} asked for more than a password: ${JSON.stringify(session)}`);
  expectStatus(await api('/api/accept-privacy-policy', { method: 'POST', token: session.access_token, body: {} }), [200, 201], 'accept-privacy-policy');
  return session;
}

const items = (data) => (Array.isArray(data) ? data : data.items);

/**
 * Answers { company_id, admin: { email, token }, users: [{ id, email, token, qr_code }],
 * gate_id, device: { id, key } }.
 */
export async function seedBenchCompany({ baseUrl, outboxDir, users = 100, log = console.log }) {
  const api = apiClient(baseUrl);
  const tag = randomUUID().slice(0, 8);
  const started = Date.now();

  // The company and its administrator (role 1).
  const adminEmail = `bench-${tag}-admin@bench.presently.test`;
  const registered = expectStatus(
    await api('/api/register', {
      method: 'POST',
      body: {
        company_name: `Bench ${tag}`,
        email: adminEmail,
        password: PASSWORD,
        password_confirmation: PASSWORD,
        account_type: 'company',
        terms: true,
        bot_check: await solveBotCheck(api),
      },
    }),
    [201],
    'POST /api/register',
  );
  const verifyLink = (await waitForMail(outboxDir, adminEmail)).find((l) => l.includes('/email/verify/'));
  if (!verifyLink) throw new Error('the verification e-mail has no /email/verify/ link');
  const url = new URL(verifyLink);
  expectStatus(await api(`/api${url.pathname}${url.search}`), [200], 'e-mail verification');
  const admin = await login(api, adminEmail);
  const token = admin.access_token;

  // The ids the add-user form needs.
  const departments = items(expectStatus(await api('/api/departments?per_page=100', { token }), [200], 'GET /api/departments'));
  const teams = items(expectStatus(await api('/api/teams?per_page=100', { token }), [200], 'GET /api/teams'));
  const nationalities = items(expectStatus(await api('/api/nationalities', { token }), [200], 'GET /api/nationalities'));
  const religions = items(expectStatus(await api('/api/religions', { token }), [200], 'GET /api/religions'));
  const form = {
    job_position: 'Operator',
    job_position_in_documents: 'Operator',
    birthday: '1990-04-12',
    nationality_id: nationalities[0]?.id ?? null,
    religion_id: religions[0]?.id ?? null,
    country_code: 'MK',
    employment_start_date: '2024-01-15',
    employment_end_date: null,
    role_id: 5,
    department_id: departments.find((d) => d.is_default)?.id ?? departments[0]?.id,
    team_id: teams.find((t) => t.kind === 'default')?.id ?? null,
  };

  // The employees: created by the admin, invited by e-mail, each sets a password and logs in.
  const numbers = Array.from({ length: users }, (_, i) => String(i + 1).padStart(3, '0'));
  const people = await mapLimit(numbers, 10, async (n) => {
    const email = `bench-${tag}-${n}@bench.presently.test`;
    const user = expectStatus(
      await api('/api/users', { method: 'POST', token, body: { ...form, email, full_name: `Bench Employee ${n}`, full_name_in_documents: `Bench Employee ${n}` } }),
      [201],
      'POST /api/users',
    );
    const invitation = (await waitForMail(outboxDir, email)).find((l) => l.includes('token='));
    if (!invitation) throw new Error(`the invitation to ${email} has no token link`);
    const invitationToken = new URL(invitation).searchParams.get('token');
    // auth publishes the invitation before its transaction commits, so under load the e-mail can be
    // read before the token is stored: a few tries a moment apart.
    const setPassword = { method: 'POST', body: { token: invitationToken, password: PASSWORD, password_confirmation: PASSWORD } };
    let res = await api('/api/password/set-with-token', setPassword);
    for (let attempt = 1; attempt <= 5 && res.status === 400 && res.body.error === 'invalid_or_expired_token'; attempt++) {
      await sleep(200 * attempt);
      res = await api('/api/password/set-with-token', setPassword);
    }
    expectStatus(res, [200], 'POST /api/password/set-with-token');
    const session = await login(api, email);
    return { id: user.id, email, token: session.access_token };
  });

  // One gate with one device; the key is in this answer only.
  const gate = expectStatus(await api('/api/gates', { method: 'POST', token, body: { name: `Bench gate ${tag}`, active: true } }), [200, 201], 'POST /api/gates');
  const device = expectStatus(
    await api(`/api/gates/${gate.id}/devices`, { method: 'POST', token, body: { name: 'Bench turnstile' } }),
    [201],
    'POST /api/gates/:id/devices',
  );

  // The QR sheet: every active user's code; the bench scans its employees'.
  const sheet = expectStatus(await api('/api/users/qr-codes', { token }), [200], 'GET /api/users/qr-codes');
  const qrById = new Map(sheet.map((row) => [row.id, row.qr_code]));
  for (const p of people) {
    p.qr_code = qrById.get(p.id);
    if (!p.qr_code) throw new Error(`the QR sheet has no code for user ${p.id}`);
  }

  log(`  bench company ${registered.company_id}: ${users} employees with sessions, gate ${gate.id}, device ${device.id} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  return {
    company_id: registered.company_id,
    admin: { email: adminEmail, token },
    users: people,
    gate_id: gate.id,
    device: { id: device.id, key: device.device_key },
  };
}
