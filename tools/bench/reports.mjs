// The reports bench (issue 15): a 10,000-employee tenant with a month of presence seeded by COPY, then
// the month's presence report for all of them as XLSX end to end (POST → progress → file) against a
// `COPY (SELECT …) TO` of the same raw records in the same run, the peak RSS of every process, a
// 20-employee tenant's export while the big one runs (fairness), and a 1,000-employee calendar PDF.
// Run by `npm run bench` (tools/bench/run.mjs) or alone against a running stack:
//   node tools/bench/reports.mjs <gatewayUrl> <databaseUrl> <stateFile> <outboxDir>
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync, mkdtempSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { cpuSnapshot } from './cpu.mjs';
import { apiClient, seedBenchCompany } from './seed.mjs';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const seconds = (ms) => Number((ms / 1000).toFixed(2));

/** The previous month's dates (yyyy-mm-dd) and its working days. */
function previousMonth() {
  const now = new Date();
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  const last = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 0));
  const days = [];
  for (let d = new Date(first); d <= last; d.setUTCDate(d.getUTCDate() + 1)) days.push({ date: d.toISOString().slice(0, 10), weekday: d.getUTCDay() });
  return { from: days[0].date, to: days.at(-1).date, workdays: days.filter((d) => d.weekday !== 0 && d.weekday !== 6).map((d) => d.date) };
}

/** A shared machine's PostgreSQL may be at its connection limit for a moment: try again (the bench measures the work, not that). */
async function retrying(what, fn, tries = 20) {
  for (let i = 1; ; i++) {
    try {
      return await fn();
    } catch (err) {
      if (i >= tries || !/too many clients|server_error|503/.test(String(err.message))) throw err;
      console.warn(`  ${what}: ${String(err.message).slice(0, 120)}; again in 2 s`);
      await sleep(2000);
    }
  }
}

function psql(databaseUrl, sql, options = {}) {
  return retrying('psql', () => psqlOnce(databaseUrl, sql, options));
}

function psqlOnce(databaseUrl, sql, { input, stdout = 'ignore' } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn('psql', [databaseUrl, '-v', 'ON_ERROR_STOP=1', '-q', '-c', sql], { stdio: [input ? 'pipe' : 'ignore', stdout === 'count' ? 'pipe' : 'ignore', 'pipe'] });
    let err = '';
    let bytes = 0;
    child.stderr.on('data', (d) => (err += d));
    if (stdout === 'count') child.stdout.on('data', (d) => (bytes += d.length));
    child.on('exit', (code) => (code === 0 ? resolve(bytes) : reject(new Error(`psql failed: ${err}`))));
    if (input) input(child.stdin).then(() => child.stdin.end(), reject);
  });
}

const query = (databaseUrl, sql) => spawnSync('psql', [databaseUrl, '-At', '-c', sql], { encoding: 'utf8' }).stdout.trim();

/** Writes lines to a stream, waiting for it to drain (the generator never holds the whole data). */
async function writeLines(stream, lines) {
  for (const line of lines) if (!stream.write(line)) await new Promise((r) => stream.once('drain', r));
}

/**
 * Employees straight into presence's copies (as org's events would leave them) and a month of records
 * into presence_records, both by COPY: on each working day 08:00–12:00 work, a 30-minute break, work
 * to 16:30 and 30 minutes of field work (4 records), every 7th employee 2 hours more into the evening.
 */
async function seedTenant(databaseUrl, companyId, count, month, departments) {
  const base = Number(query(databaseUrl, 'SELECT coalesce(max("user_id"), 0) FROM "presence"."presence_users"')) + 1_000;
  const settings = query(databaseUrl, `SELECT "work_settings" FROM "presence"."presence_users" WHERE "company_id" = ${companyId} LIMIT 1`) || '{}';
  const ids = Array.from({ length: count }, (_, i) => base + i);
  const started = Date.now();
  await psql(databaseUrl, `\\copy "presence"."presence_users" ("user_id","company_id","full_name","role_id","status","department_id","work_settings","changed_at") FROM STDIN WITH (FORMAT csv)`, {
    input: (s) =>
      writeLines(
        s,
        (function* () {
          const json = `"${settings.replace(/"/g, '""')}"`;
          for (const [i, id] of ids.entries()) yield `${id},${companyId},Служител ${String(i).padStart(5, '0')},5,active,${departments(i)},${json},${new Date().toISOString()}\n`;
        })(),
      ),
  });
  const tz = 'Europe/Skopje';
  const offsetOf = (date) => {
    const d = new Date(`${date}T12:00:00Z`);
    const local = new Date(d.toLocaleString('en-US', { timeZone: tz }));
    const utc = new Date(d.toLocaleString('en-US', { timeZone: 'UTC' }));
    const h = Math.round((local - utc) / 3600_000);
    return `${h >= 0 ? '+' : '-'}${String(Math.abs(h)).padStart(2, '0')}:00`;
  };
  let records = 0;
  await psql(databaseUrl, `\\copy "presence"."presence_records" ("company_id","user_id","kind","started_at","ended_at","source") FROM STDIN WITH (FORMAT csv)`, {
    input: (s) =>
      writeLines(
        s,
        (function* () {
          for (const date of month.workdays) {
            const o = offsetOf(date);
            const t = (hm) => `${date}T${hm}:00${o}`;
            for (const [i, id] of ids.entries()) {
              const late = i % 7 === 0;
              yield `${companyId},${id},work,${t('08:00')},${t('12:00')},web\n`;
              yield `${companyId},${id},break,${t('12:00')},${t('12:30')},web\n`;
              yield `${companyId},${id},work,${t('12:30')},${late ? t('18:30') : t('16:30')},web\n`;
              yield `${companyId},${id},field_work,${late ? t('18:30') : t('16:30')},${late ? t('19:00') : t('17:00')},web\n`;
              records += 4;
            }
          }
        })(),
      ),
  });
  await psql(databaseUrl, 'ANALYZE "presence"."presence_records"');
  return { ids, records, seedSeconds: seconds(Date.now() - started) };
}

/** CPU seconds per name between two `cpuSnapshot`s (those under 0.1 s left out), busiest first. */
function cpuSecondsBetween(before, after) {
  if (!before || !after) return null;
  const used = Object.entries(after.byName).map(([name, ticks]) => [name, Number(((ticks - (before.byName[name] ?? 0)) / 100).toFixed(2))]);
  return Object.fromEntries(used.filter(([, s]) => s >= 0.1).sort((a, b) => b[1] - a[1]));
}

/**
 * The peak resident memory of each app while `work` runs (sampled every 100 ms from /proc), and the
 * CPU seconds each app and backing service used meanwhile: on a shared machine the seconds of CPU
 * move less with the load than the wall-clock time does.
 */
async function withPeakRss(pids, work) {
  const peak = {};
  const cpuBefore = cpuSnapshot(pids);
  const sample = () => {
    for (const [app, pid] of Object.entries(pids)) {
      try {
        const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
        peak[app] = Math.max(peak[app] ?? 0, Math.round(kb / 1024));
      } catch {
        /* the process is gone */
      }
    }
  };
  sample();
  const timer = setInterval(sample, 100);
  try {
    const result = await work();
    sample();
    return { ...result, peakRssMb: peak, cpuSeconds: cpuSecondsBetween(cpuBefore, cpuSnapshot(pids)) };
  } finally {
    clearInterval(timer);
  }
}

/** POST the export, poll it (every 100 ms, to see how often progress moves), download the file. */
async function exportEnd2End(api, token, kind, format, filters) {
  const started = Date.now();
  const created = await api(`/api/reports/${kind}/exports`, { method: 'POST', token, body: { format, filters } });
  if (created.status !== 202) throw new Error(`export answered ${created.status}: ${JSON.stringify(created.body)}`);
  const id = created.body.data.id;
  const changes = [];
  let job;
  for (;;) {
    const res = await api(`/api/report-exports/${id}`, { token }).catch((err) => ({ status: 0, body: { error: err.message } }));
    if (res.status !== 200) {
      // A busy machine may answer a poll late or with 503: poll again, as the web does.
      await sleep(100);
      continue;
    }
    job = res.body.data;
    // A change the user sees: the bar (progress) or the rows counted (a PDF's layout moves the bar only).
    const last = changes.at(-1);
    if (!last || last.rows_done !== job.rows_done || last.progress !== job.progress) changes.push({ at: Date.now(), rows_done: job.rows_done, progress: job.progress });
    if (!['queued', 'running'].includes(job.status)) break;
    await sleep(100);
  }
  if (job.status !== 'done') throw new Error(`export ${id} ended ${job.status}: ${job.error}`);
  const res = await fetch(`${api.baseUrl}/api/report-exports/${id}/file`, { headers: { Authorization: `Bearer ${token}` } });
  const bytes = Buffer.from(await res.arrayBuffer());
  const ended = Date.now();
  const running = changes.filter((c) => c.progress > 0 && c.progress < 100);
  const gaps = running.slice(1).map((c, i) => c.at - running[i].at);
  return {
    seconds: seconds(ended - started),
    rows: job.rows_done,
    bytes: bytes.length,
    progressUpdates: running.length,
    longestGapBetweenProgressSeconds: gaps.length ? seconds(Math.max(...gaps)) : null,
    file: bytes,
  };
}

export async function benchReports({ gatewayUrl, databaseUrl, pids, outboxDir, log = console.log }) {
  const api = Object.assign(apiClient(gatewayUrl), { baseUrl: gatewayUrl });
  const month = previousMonth();
  const loadAtStart = loadavg().map((l) => Number(l.toFixed(1)));
  log(`Reports bench: seeding a 10,000-employee tenant and a 20-employee tenant (${month.from} – ${month.to}) by COPY…`);
  const big = await retrying('seeding', () => seedBenchCompany({ baseUrl: gatewayUrl, outboxDir, users: 1, log }));
  const small = await retrying('seeding', () => seedBenchCompany({ baseUrl: gatewayUrl, outboxDir, users: 1, log }));
  const printed = (await api('/api/departments', { method: 'POST', token: big.admin.token, body: { name: 'Печатени', manager_user_id: big.users[0].id } })).body.data;
  if (!printed?.id) throw new Error('the department of the printed calendar could not be made');
  // A holiday in the month, for every citizen.
  await api('/api/holidays', { method: 'POST', token: big.admin.token, body: { date: month.workdays[5], description: 'Празник', type: 'public', for_all: true } });
  const seeded = await seedTenant(databaseUrl, big.company_id, 10_000, month, (i) => (i < 1000 ? printed.id : ''));
  await seedTenant(databaseUrl, small.company_id, 20, month, () => '');
  log(`  ${seeded.records} records of 10,000 employees in ${seeded.seedSeconds} s`);

  const filters = { from: month.from, to: month.to };
  const copyStarted = Date.now();
  const copyBytes = await psql(
    databaseUrl,
    `COPY (SELECT u."full_name", r."kind", r."started_at", r."ended_at" FROM "presence"."presence_records" r JOIN "presence"."presence_users" u USING ("user_id")
      WHERE r."company_id" = ${big.company_id} AND r."started_at" >= '${month.from}' AND r."started_at" < '${month.to}'::date + 1 ORDER BY u."full_name", r."started_at") TO STDOUT`,
    { stdout: 'count' },
  );
  const copySeconds = seconds(Date.now() - copyStarted);
  log(`  COPY (SELECT …) TO of the raw records: ${copySeconds} s, ${copyBytes} bytes`);

  // The small tenant's export alone, then while the big one runs.
  const alone = await exportEnd2End(api, small.admin.token, 'presence', 'xlsx', filters);
  // Asked again unchanged, the same export would be answered with the first file (docs/reports.md,
  // "Reusing a file"): a holiday after the period changes the tenant's data version, not the report.
  const after = new Date(`${month.to}T00:00:00Z`);
  after.setUTCDate(after.getUTCDate() + 1);
  await api('/api/holidays', { method: 'POST', token: small.admin.token, body: { date: after.toISOString().slice(0, 10), description: 'Bench', type: 'public', for_all: true } });
  await sleep(1000);
  const [bigRun, smallDuring] = await withPeakRss(pids, async () => {
    const bigPromise = exportEnd2End(api, big.admin.token, 'presence', 'xlsx', filters);
    await sleep(3000);
    const during = await exportEnd2End(api, small.admin.token, 'presence', 'xlsx', filters);
    return { runs: [await bigPromise, during] };
  }).then((r) => {
    r.runs[0].peakRssMb = r.peakRssMb;
    r.runs[0].cpuSeconds = r.cpuSeconds;
    return r.runs;
  });
  const dir = mkdtempSync(path.join(tmpdir(), 'reports-bench-'));
  writeFileSync(path.join(dir, 'presence-10k.xlsx'), bigRun.file);
  log(`  10k presence XLSX: ${bigRun.seconds} s, ${bigRun.rows} rows, ${bigRun.bytes} bytes (${(bigRun.seconds / copySeconds).toFixed(1)}× the COPY)`);

  const pdf = await exportEnd2End(api, big.admin.token, 'calendar', 'pdf', { ...filters, department_id: printed.id });
  writeFileSync(path.join(dir, 'calendar-1000.pdf'), pdf.file);
  const pages = Number(/Pages:\s+(\d+)/.exec(spawnSync('pdfinfo', [path.join(dir, 'calendar-1000.pdf')], { encoding: 'utf8' }).stdout ?? '')?.[1] ?? NaN);

  const strip = (run) => Object.fromEntries(Object.entries(run).filter(([k]) => k !== 'file'));
  return {
    // The machine is shared: its load (1, 5, 15 min) says how far the seconds can be compared; the ratios to the COPY are the figures.
    machine: { cores: cpus().length, loadAtStart, loadAtEnd: loadavg().map((l) => Number(l.toFixed(1))) },
    seed: { employees: 10_000, records: seeded.records, seconds: seeded.seedSeconds },
    copyBaseline: { seconds: copySeconds, bytes: copyBytes },
    presenceXlsx10k: { ...strip(bigRun), ratioToCopy: Number((bigRun.seconds / copySeconds).toFixed(2)) },
    smallExportAlone: strip(alone),
    smallExportDuringBig: strip(smallDuring),
    calendarPdf1000: { ...strip(pdf), pages },
    files: dir,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [gatewayUrl, databaseUrl, stateFile, outboxDir] = process.argv.slice(2);
  const { pids } = JSON.parse(readFileSync(stateFile, 'utf8'));
  const result = await benchReports({ gatewayUrl, databaseUrl, pids, outboxDir });
  console.log(JSON.stringify(result, null, 2));
  process.exit(0);
}
