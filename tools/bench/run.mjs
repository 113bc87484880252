// `npm run bench`: throughput and latency of the platform's paths against baselines measured in the
// same run, on this machine. Reports figures, ratios and whether the presence target is met; asserts
// nothing (the exit code is 0 whenever the run itself worked). Ends with Lighthouse on /, /my-presence and /presence.
//
// Paths: a bare node:http server, the gateway alone, gateway → auth RPC (health), then presence:
// the PostgreSQL baseline of a clock-in (the same writes straight from one Node process), clocking
// through the gateway (each connection its own employee, alternating start-clock-in / end-clock-in)
// and gate scans through the gateway (POST /api/device/scans, QR codes of the employees in turn).
// The presence paths run twice: flat out (the rate they sustain), then paced at 40 % of the
// PostgreSQL baseline's rate (the latency at the rate the target asks for).
import { fork } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import autocannon from 'autocannon';
import pg from 'pg';
import { cpuBetween, cpuSnapshot, machineSnapshot, withMemory } from './cpu.mjs';
import { pacedRun } from './paced.mjs';
import { clockInOptions, clockInRequests, preflight, scanOptions, scanRequests } from './presence-paths.mjs';
import { liveFanout } from './live-fanout.mjs';
import { PASSWORD as BENCH_PASSWORD, seedBenchCompany } from './seed.mjs';
import { benchMonth, calendarOptions, calendarPreflight, seedCalendarPeople } from './calendar-path.mjs';
import { benchReports } from './reports.mjs';
import { runLighthouse, printLighthouse } from './lighthouse.mjs';
import { pgCounters, pgDelta, seedBigTable } from './big-table.mjs';

/**
 * BENCH_ONLY: a comma list of the parts to run (all when unset): http (the three baselines of the
 * gateway), presence (the PostgreSQL baseline, clock-ins and scans flat out and paced), sessions
 * (clock-ins with the gateway's session cache off), big-table (10 M records, then 200 req/s open loop),
 * calendar, live, reports, lighthouse.
 */
const ONLY = process.env.BENCH_ONLY ? new Set(process.env.BENCH_ONLY.split(',').map((s) => s.trim())) : null;
const part = (name) => !ONLY || ONLY.has(name);
/** The shift-change rate of the issue: 100,000 employees in ten minutes, open loop, over 10 M records. */
const BIG_TABLE_RATE = Number(process.env.BENCH_BIG_TABLE_RATE ?? 200);
const BIG_TABLE_RECORDS = Number(process.env.BENCH_BIG_TABLE_RECORDS ?? 10_000_000);
/** Seconds at the big table's rate before each measured run there. */
const BIG_TABLE_WARMUP = Number(process.env.BENCH_BIG_TABLE_WARMUP ?? 5);

const require = createRequire(import.meta.url);
const root = path.resolve(import.meta.dirname, '..', '..');
process.chdir(root);
const { ensureBackingServices, ensureRabbitVhost } = require('../run/lib/backing.cjs');
const { build } = require('../run/lib/build.cjs');
const { startStack, stopStack, stopApp, restartApp, readState, waitForHealth } = require('../run/lib/stack.cjs');

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP = 2;
/** Longer than any answer of a flat-out run takes (its p99 is a few hundred ms on a 2-core machine). */
const IN_FLIGHT_SETTLE_MS = 1000;
// The first three paths keep their 50 connections; the presence paths are judged at 100.
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const PRESENCE_CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100);
const PORT = process.env.BENCH_PORT ?? '18081';
/** A planner's calendar view is a large answer: a handful of people open it at once, not a hundred. */
const CALENDAR_CONNECTIONS = 10;
const BASELINE_PORT = Number(process.env.BENCH_BASELINE_PORT ?? 18091);
/** The issue's target: the gateway path sustains ≥ 40 % of the PostgreSQL baseline with p99 < 50 ms. */
const TARGET_RATIO = 0.4;
const TARGET_P99_MS = 50;
/** Issue 16's targets: ≥ 70 % of the baseline flat out, p99 ≤ 50 ms at 200 req/s over 10 M records. */
const HOT_PATH_RATIO = 0.7;
const BIG_TABLE_P99_MS = 50;

/** Restarts the gateway with some configuration changed (kept in the state file for the next restart). */
async function restartGateway(changes) {
  const state = readState(stateFile);
  await stopApp(stateFile, 'gateway');
  Object.assign(state.env, changes);
  writeFileSync(stateFile, JSON.stringify(state, null, 2));
  appPids.gateway = restartApp(stateFile, 'gateway');
  await waitForHealth(state.baseUrl);
}

const outboxDir = path.join(root, 'var/bench/outbox');
const env = {
  ...process.env,
  NODE_ENV: 'production',
  JWT_SECRET: 'bench-only-secret-bench-only-secret-bench-only',
  ALTCHA_HMAC_KEY: 'bench-only-altcha-key-bench-only-altcha-key',
  // BENCH_DATABASE_URL (a presently_bench* name), BENCH_RABBITMQ_URL, BENCH_REDIS_PREFIX: a bench of its own beside another.
  DATABASE_URL: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/presently_bench',
  RABBITMQ_URL: process.env.BENCH_RABBITMQ_URL ?? 'amqp://guest:guest@127.0.0.1:5672/presently_bench',
  REDIS_PREFIX: process.env.BENCH_REDIS_PREFIX ?? 'presently_bench:',
  LOG_LEVEL: 'warn',
  PORT,
  // The bench company's invitations are read from here (never sent anywhere).
  OUTBOX_DIR: outboxDir,
  // Seeding logs a hundred accounts in from one address within a minute.
  RATE_LIMIT_IP_PER_MINUTE: '1000000',
  RATE_LIMIT_ACCOUNT_PER_15_MINUTES: '1000',
  // One device posts every scan of the bench (a turnstile does ~1 a second; the default is 1,200/min).
  RATE_LIMIT_DEVICE_PER_MINUTE: '100000000',
};
delete env.SMTP_URL;

function summary(name, r, extra = {}) {
  const errorCodes = Object.entries(r.statusCodeStats ?? {})
    .filter(([code]) => !code.startsWith('2'))
    .map(([code, s]) => `${code}×${s.count}`);
  return {
    name,
    connections: r.connections,
    requestsPerSecond: Math.round(r.requests.average),
    p50ms: r.latency.p50,
    p99ms: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
    ...(errorCodes.length ? { non2xxByStatus: errorCodes.join(' ') } : {}),
    ...extra,
  };
}

/**
 * One autocannon run, then a second for what it left in flight: autocannon closes its sockets when the
 * time is up, but the server still carries out the requests it had received. On the clock-in path the
 * warm-up's last end-clock-in, landing after the measured run's first start-clock-in (then a no-op),
 * closed the work that start found on, and that account's next end answered 409.
 */
async function cannon(opts) {
  const result = await new Promise((resolve, reject) => autocannon(opts, (err, r) => (err ? reject(err) : resolve(r))));
  await new Promise((resolve) => setTimeout(resolve, IN_FLIGHT_SETTLE_MS));
  return result;
}

/**
 * Every run starts from an empty bench database (the migrations recreate it), so runs compare: the
 * records of earlier runs would otherwise pile up under the indexes.
 */
async function freshDatabase(url) {
  const admin = new URL(url);
  const name = decodeURIComponent(admin.pathname.slice(1));
  if (!/^presently_bench/.test(name)) throw new Error(`refusing to drop ${name}: not a bench database`);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  } finally {
    await client.end();
  }
}

/** The stack's pids by app name, for the CPU figures (set once the stack is up). */
let appPids = {};

/**
 * Runs `work` and answers its result with the CPU each process used meanwhile (`cpu`) and the memory
 * of each at rest (just before) and at its peak during the work (`memory`, MB resident).
 */
async function withCpu(work) {
  const before = cpuSnapshot(appPids);
  const machineBefore = machineSnapshot();
  const { result, memory } = await withMemory(appPids, work);
  const cpu = cpuBetween(before, cpuSnapshot(appPids), machineBefore, machineSnapshot());
  if (cpu && result.requestsPerSecond > 0) cpu.msPerRequest = perRequest(cpu.pctOfOneCore, result.requestsPerSecond);
  return { ...result, ...(cpu ? { cpu } : {}), ...(memory ? { memory } : {}) };
}

/** CPU milliseconds each process spent per request: % of a core / 100 × 1000 ms / (requests a second). */
function perRequest(pctOfOneCore, requestsPerSecond) {
  return Object.fromEntries(Object.entries(pctOfOneCore).map(([n, pct]) => [n, Number(((pct * 10) / requestsPerSecond).toFixed(3))]));
}

/** A short warm-up so JIT and connection pools are settled, then the measured run. */
async function measure(name, opts, extra) {
  await cannon({ ...opts, duration: WARMUP });
  return withCpu(async () => summary(name, await cannon({ ...opts, duration: DURATION }), extra));
}

/** The PostgreSQL baseline in a process of its own (one Node process, as the issue says). */
function pgBaseline() {
  return new Promise((resolve, reject) => {
    const options = { databaseUrl: env.DATABASE_URL, workers: PRESENCE_CONNECTIONS, seconds: DURATION, warmupSeconds: WARMUP };
    if (process.env.BENCH_PG_POOL) options.poolSize = Number(process.env.BENCH_PG_POOL);
    const child = fork(path.join(import.meta.dirname, 'baseline-pg.mjs'), [JSON.stringify(options)]);
    child.once('message', (m) => (m.error ? reject(new Error(`PostgreSQL baseline: ${m.error}`)) : resolve(m.result)));
    child.once('exit', (code) => code !== 0 && reject(new Error(`PostgreSQL baseline exited with ${code}`)));
  });
}

const pad = (s, n) => String(s).padEnd(n);
const pct = (x) => (x === undefined || x === null ? '' : `${(x * 100).toFixed(1)} %`);

function printTable(results) {
  const W = 54;
  console.log(
    `\n${pad('path', W)} ${pad('conns', 6)} ${pad('req/s', 7)} ${pad('p50 ms', 8)} ${pad('p99 ms', 8)} ${pad('errors/non-2xx', 15)} ${pad('vs HTTP', 9)} vs PG`,
  );
  for (const r of results) {
    const label = r.label ?? r.name;
    if (r.skipped) {
      console.log(`${pad(label, W)} not measured: ${r.skipped}`);
      continue;
    }
    console.log(
      `${pad(label, W)} ${pad(r.connections, 6)} ${pad(r.requestsPerSecond, 7)} ${pad(r.p50ms, 8)} ${pad(r.p99ms, 8)} ${pad(`${r.errors}/${r.non2xx}`, 15)} ${pad(pct(r.ratioToBaseline), 9)} ${pct(r.ratioToPgBaseline)}`,
    );
    if (r.non2xxByStatus) console.log(`${pad('', W)} non-2xx by status: ${r.non2xxByStatus}`);
    if (r.cpu) {
      const shares = Object.entries(r.cpu.pctOfOneCore).map(([n, v]) => `${n} ${v}`);
      if (r.cpu.othersPct !== null) shares.push(`rest of the machine ${r.cpu.othersPct}`);
      console.log(`${pad('', W)} CPU, % of a core (${r.cpu.cores} cores): ${shares.join(', ')}`);
      if (r.cpu.msPerRequest) console.log(`${pad('', W)} CPU ms per request: ${Object.entries(r.cpu.msPerRequest).map(([n, ms]) => `${n} ${ms}`).join(', ')}`);
    }
    if (r.memory) {
      const rows = Object.entries(r.memory.peak).map(([n, mb]) => `${n} ${r.memory.rest[n] ?? '?'}→${mb}`);
      console.log(`${pad('', W)} memory, MB resident at rest→peak: ${rows.join(', ')}`);
    }
  }
}

/**
 * `met`: the flat-out rate is ≥ 40 % of the PostgreSQL baseline's and, offered 40 % of that rate over
 * 100 connections, the path keeps up with p99 < 50 ms, without errors. `metFlatOut` is the stricter
 * reading (p99 < 50 ms while 100 clients send flat out); with closed-loop clients the mean latency
 * is connections / rate, so it needs > 2,000 req/s at 100 connections.
 */
function judge(name, flat, paced) {
  if (!flat || flat.skipped || !paced) return { path: name, met: null, why: 'not measured' };
  const clean = flat.errors + flat.non2xx === 0 && paced.errors + paced.non2xx === 0;
  const rateOk = flat.ratioToPgBaseline >= TARGET_RATIO;
  const pacedOk = paced.p99ms < TARGET_P99_MS && paced.requestsPerSecond >= 0.95 * paced.offeredRate;
  return {
    path: name,
    met: rateOk && pacedOk && clean,
    metFlatOut: rateOk && flat.p99ms < TARGET_P99_MS && clean,
    rate: `${pct(flat.ratioToPgBaseline)} of the PostgreSQL baseline (≥ 40 %: ${rateOk ? 'yes' : 'no'})`,
    p99AtTargetRate: `${paced.p99ms} ms at ${paced.requestsPerSecond} of ${paced.offeredRate} req/s offered (< ${TARGET_P99_MS} ms and kept up: ${pacedOk ? 'yes' : 'no'})`,
    p99FlatOut: `${flat.p99ms} ms (< ${TARGET_P99_MS} ms: ${flat.p99ms < TARGET_P99_MS ? 'yes' : 'no'})`,
    clean,
  };
}

const stateFile = path.join(root, 'var/run/bench-stack.json');
/** BENCH_ONLY=reports: the reports part alone (seed, COPY baseline, the 10k XLSX, fairness, the PDF) on a fresh stack. */
const ONLY_REPORTS = process.env.BENCH_ONLY === 'reports';
let baseline;
try {
  await ensureBackingServices(env);
  ensureRabbitVhost(env.RABBITMQ_URL);
  build({ web: false });
  await stopStack(stateFile);
  await freshDatabase(env.DATABASE_URL);
  rmSync(outboxDir, { recursive: true, force: true });
  ({ pids: appPids } = await startStack({ env, stateFile, logDir: path.join(root, 'var/log/bench') }));
  if (ONLY_REPORTS) {
    const reports = await benchReports({ gatewayUrl: `http://127.0.0.1:${PORT}`, databaseUrl: env.DATABASE_URL, pids: appPids, outboxDir });
    console.log(`\nReports:\n${JSON.stringify(reports, null, 2)}`);
    mkdirSync(path.join(root, 'var/bench'), { recursive: true });
    writeFileSync(path.join(root, 'var/bench/reports.json'), JSON.stringify({ at: new Date().toISOString(), reports }, null, 2));
    console.log('\nResults written to var/bench/reports.json');
  } else await everyPath();
} catch (err) {
  console.error(err.message);
  process.exitCode = 1;
} finally {
  baseline?.kill();
  await stopStack(stateFile);
}

/** The whole bench: HTTP baselines, presence paths, calendar, live fan-out, reports, Lighthouse. */
async function everyPath() {
  baseline = fork(path.join(import.meta.dirname, 'baseline-server.mjs'), [String(BASELINE_PORT)]);
  await new Promise((r) => baseline.once('message', r));

  console.log(`Benchmark: ${DURATION} s per path after ${WARMUP} s of warm-up, on ${process.env.HOSTNAME ?? 'this machine'}`);
  const results = [];
  const http = { connections: CONNECTIONS };
  // The first row is what "vs HTTP" divides by: always measured.
  results.push(await measure('bare HTTP baseline (node:http)', { ...http, url: `http://127.0.0.1:${BASELINE_PORT}/` }));
  if (part('http')) {
    results.push(await measure('gateway only (GET /api/health/live)', { ...http, url: `http://127.0.0.1:${PORT}/api/health/live` }));
    results.push(await measure('gateway → auth RPC (GET /api/health/services/auth)', { ...http, url: `http://127.0.0.1:${PORT}/api/health/services/auth` }));
  }

  console.log(`Seeding the bench company (${PRESENCE_CONNECTIONS} employees, a gate and a device) through the API…`);
  const gatewayUrl = `http://127.0.0.1:${PORT}`;
  let seed = null;
  let missing;
  try {
    seed = await seedBenchCompany({ baseUrl: gatewayUrl, outboxDir, users: PRESENCE_CONNECTIONS });
    missing = await preflight(gatewayUrl, seed);
  } catch (err) {
    console.error(`  seeding failed: ${err.message}`);
    missing = { clockIn: `seeding failed: ${err.message}`, scan: `seeding failed: ${err.message}` };
  }

  console.log('Measuring the PostgreSQL baseline of a clock-in…');
  const pgResult = await pgBaseline();
  results.push({
    name: 'PostgreSQL baseline of a clock-in (pg, one Node process)',
    label: 'PostgreSQL baseline of a clock-in (pg, 1 process)',
    connections: pgResult.workers,
    requestsPerSecond: pgResult.requestsPerSecond,
    p50ms: pgResult.p50ms,
    p99ms: pgResult.p99ms,
    non2xx: 0,
    errors: pgResult.errors,
    poolSize: pgResult.poolSize,
    ...(pgResult.lastError ? { lastError: pgResult.lastError } : {}),
    ...(pgResult.cpu ? { cpu: { ...pgResult.cpu, msPerRequest: perRequest(pgResult.cpu.pctOfOneCore, pgResult.requestsPerSecond) } } : {}),
  });
  const pgRate = pgResult.requestsPerSecond;
  const pacedRate = Math.max(1, Math.round(TARGET_RATIO * pgRate));

  const paths = [
    {
      key: 'clockIn',
      name: 'clock-in via the gateway (start-/end-clock-in, own accounts)',
      label: 'clock-in via the gateway (own accounts)',
      options: seed && clockInOptions(gatewayUrl, seed.users, PRESENCE_CONNECTIONS),
      // A fresh generator for every run: scans get new scan_ids (a repeated one is answered as a duplicate).
      requests: seed && (() => clockInRequests(seed.users)),
    },
    {
      key: 'scan',
      name: 'device scan via the gateway (POST /api/device/scans)',
      label: 'device scan via the gateway',
      options: seed && scanOptions(gatewayUrl, seed, PRESENCE_CONNECTIONS),
      requests: seed && (() => scanRequests(seed)),
    },
  ];
  const verdicts = [];
  for (const p of part('presence') ? paths : []) {
    if (missing[p.key]) {
      results.push({ name: p.name, label: p.label, skipped: missing[p.key] });
      verdicts.push(judge(p.name, null, null));
      continue;
    }
    console.log(`Measuring ${p.name}…`);
    const flat = { label: p.label, ...(await measure(p.name, p.options())) };
    flat.ratioToPgBaseline = Number((flat.requestsPerSecond / pgRate).toFixed(3));
    results.push(flat);
    const paced = {
      name: `${p.name}, paced at 40 % of the PG rate`,
      label: `  … paced at 40 % of the PG rate (${pacedRate}/s offered)`,
      ...(await withCpu(() => pacedRun({ baseUrl: gatewayUrl, rate: pacedRate, seconds: DURATION, connections: PRESENCE_CONNECTIONS, request: p.requests() }))),
    };
    paced.ratioToPgBaseline = Number((paced.requestsPerSecond / pgRate).toFixed(3));
    results.push(paced);
    verdicts.push(judge(p.name, flat, paced));
  }

  // The gateway's session cache (Redis client tracking): clock-ins flat out with it off, the gateway
  // restarted with SESSION_CACHE=off and then on again.
  let sessions = null;
  if (part('sessions') && seed && !missing.clockIn) {
    console.log('Measuring clock-ins with the session cache off (gateway restarted with SESSION_CACHE=off)…');
    const on = results.find((r) => r.name === paths[0].name) ?? (await measure(paths[0].name, paths[0].options()));
    await restartGateway({ SESSION_CACHE: 'off' });
    try {
      const off = { label: `${paths[0].label}, session cache off`, ...(await measure(`${paths[0].name}, SESSION_CACHE=off`, paths[0].options())) };
      off.ratioToPgBaseline = Number((off.requestsPerSecond / pgRate).toFixed(3));
      results.push(off);
      sessions = { onRequestsPerSecond: on.requestsPerSecond, offRequestsPerSecond: off.requestsPerSecond, gain: Number((on.requestsPerSecond / off.requestsPerSecond - 1).toFixed(3)), onCpuMs: on.cpu?.msPerRequest, offCpuMs: off.cpu?.msPerRequest };
    } finally {
      await restartGateway({ SESSION_CACHE: 'on' });
    }
  }

  // Issue 16: 10 M records in presence_records, then the shift-change rate open loop (p99 ≤ 50 ms).
  let bigTable = null;
  if (part('big-table') && seed) {
    console.log(`Seeding ${BIG_TABLE_RECORDS.toLocaleString('en')} presence records by COPY (kept when already there)…`);
    const benchUsers = seed.users.map((u) => ({ id: u.id, companyId: seed.company_id }));
    bigTable = { seed: await seedBigTable(env.DATABASE_URL, BIG_TABLE_RECORDS, benchUsers) };
    console.log(`  ${bigTable.seed.records} records (${bigTable.seed.tableMb} MB with indexes) in ${bigTable.seed.seconds} s`);
    bigTable.paths = [];
    for (const p of paths) {
      if (missing[p.key]) continue;
      console.log(`Measuring ${p.name} at ${BIG_TABLE_RATE}/s open loop over the big table, after ${BIG_TABLE_WARMUP} s at that rate…`);
      // As every other path here (and the PostgreSQL baseline) has its warm-up: JIT, pools, the table's
      // pages just after the seed. Its figures are kept beside the run's, not hidden.
      const warmUp = await pacedRun({ baseUrl: gatewayUrl, rate: BIG_TABLE_RATE, seconds: BIG_TABLE_WARMUP, connections: PRESENCE_CONNECTIONS, request: p.requests() });
      const pgBefore = pgCounters(env.DATABASE_URL);
      const run = {
        name: `${p.name}, ${BIG_TABLE_RATE}/s open loop, ${Math.round(bigTable.seed.records / 1e6)} M records`,
        label: `${p.label}, ${BIG_TABLE_RATE}/s open loop, ${Math.round(bigTable.seed.records / 1e6)} M records`,
        ...(await withCpu(() => pacedRun({ baseUrl: gatewayUrl, rate: BIG_TABLE_RATE, seconds: Math.max(DURATION, 20), connections: PRESENCE_CONNECTIONS, request: p.requests() }))),
        postgres: pgDelta(pgBefore, pgCounters(env.DATABASE_URL)),
        warmUp: { seconds: BIG_TABLE_WARMUP, p50ms: warmUp.p50ms, p99ms: warmUp.p99ms, maxMs: warmUp.maxMs, slowBySecond: warmUp.slowBySecond, errors: warmUp.errors, non2xx: warmUp.non2xx },
      };
      console.log(`  warm-up: p50 ${warmUp.p50ms} ms, p99 ${warmUp.p99ms} ms, max ${warmUp.maxMs} ms; slow (> 50 ms) by second: ${warmUp.slowBySecond || 'none'}`);
      console.log(`  measured: p50 ${run.p50ms} ms, p99 ${run.p99ms} ms, max ${run.maxMs} ms; slow by second: ${run.slowBySecond || 'none'}`);
      console.log(`  PostgreSQL meanwhile: ${run.postgres.text}`);
      results.push(run);
      bigTable.paths.push({ path: p.name, p99ms: run.p99ms, kept: run.requestsPerSecond >= 0.95 * BIG_TABLE_RATE, clean: run.errors + run.non2xx === 0, met: run.p99ms <= BIG_TABLE_P99_MS && run.requestsPerSecond >= 0.95 * BIG_TABLE_RATE && run.errors + run.non2xx === 0 });
    }
  }

  // Issue 12: a month of /calendar for a company of 1,000 people, the resource view's one request.
  const calendarName = 'GET /api/calendar, 1,000 people × a month (company-wide)';
  if (!part('calendar')) {
    // not asked for
  } else if (seed) {
    try {
      const month = benchMonth();
      const filled = await seedCalendarPeople({ databaseUrl: env.DATABASE_URL, companyId: seed.company_id, month });
      const view = await calendarPreflight(gatewayUrl, seed.admin.token, month);
      if (view.problem) results.push({ name: calendarName, skipped: view.problem });
      else {
        console.log(`Measuring ${calendarName}: ${view.people} people, ${view.absences} absences, ${Math.round(view.bytes / 1024)} KiB a response…`);
        results.push(await measure(calendarName, calendarOptions(gatewayUrl, seed.admin.token, month, CALENDAR_CONNECTIONS), { people: view.people, absences: view.absences, seeded: filled, responseBytes: view.bytes }));
      }
    } catch (err) {
      results.push({ name: calendarName, skipped: err.message });
    }
  } else results.push({ name: calendarName, skipped: 'seeding failed' });
  // The live presence board: clock-ins fanned out to connected dashboards (issue 12).
  let live = null;
  if (seed && part('live')) {
    const dashboards = Number(process.env.BENCH_LIVE_DASHBOARDS ?? 200);
    const clockIns = Number(process.env.BENCH_LIVE_CLOCK_INS ?? 1000);
    console.log(`Measuring the live fan-out (${clockIns} clock-ins to ${dashboards} dashboards)…`);
    try {
      live = await withCpu(() => liveFanout({ baseUrl: gatewayUrl, viewerToken: seed.admin.token, employees: seed.users, clockIns, dashboards }));
    } catch (err) {
      live = { skipped: err.message };
    }
  }
  // The web as people meet it (issue 14): Lighthouse on the first pages, signed in as the bench company's administrator.
  let lighthouseResults = null;
  if (seed && part('lighthouse')) {
    console.log('Lighthouse on /, /my-presence and /presence…');
    try {
      lighthouseResults = await runLighthouse({ baseUrl: gatewayUrl, account: { email: seed.admin.email, password: BENCH_PASSWORD } });
    } catch (err) {
      console.error(`  Lighthouse failed: ${err.message}`);
    }
  }

  const base = results[0].requestsPerSecond;
  for (const r of results) if (!r.skipped) r.ratioToBaseline = Number((r.requestsPerSecond / base).toFixed(3));
  printTable(results);

  console.log(`\nTarget: ≥ ${TARGET_RATIO * 100} % of the PostgreSQL baseline's rate with p99 < ${TARGET_P99_MS} ms at ${PRESENCE_CONNECTIONS} connections`);
  for (const v of verdicts) {
    if (v.met === null) console.log(`  ${v.path}: not measured`);
    else {
      console.log(`  ${v.path}: ${v.met ? 'MET' : 'NOT MET'} (flat-out reading: ${v.metFlatOut ? 'met' : 'not met'})${v.clean ? '' : ', with errors'}`);
      console.log(`    rate ${v.rate}\n    p99 at 40 % of the PG rate: ${v.p99AtTargetRate}\n    p99 flat out: ${v.p99FlatOut}`);
    }
  }
  const clockFlat = results.find((r) => r.name === paths[0].name);
  const scanFlat = results.find((r) => r.name === paths[1].name);
  if (clockFlat || bigTable) {
    console.log(`\nIssue 16: ≥ ${HOT_PATH_RATIO * 100} % of the PostgreSQL baseline flat out; p99 ≤ ${BIG_TABLE_P99_MS} ms at ${BIG_TABLE_RATE}/s over 10 M records`);
    for (const r of [clockFlat, scanFlat].filter(Boolean)) console.log(`  ${r.name}: ${pct(r.ratioToPgBaseline)} (${r.ratioToPgBaseline >= HOT_PATH_RATIO ? 'met' : 'not met'})`);
    for (const b of bigTable?.paths ?? []) console.log(`  ${b.path}: p99 ${b.p99ms} ms at ${BIG_TABLE_RATE}/s (${b.met ? 'met' : 'not met'}${b.kept ? '' : ', did not keep up'}${b.clean ? '' : ', with errors'})`);
  }
  if (sessions) console.log(`\nSession cache: clock-ins ${sessions.onRequestsPerSecond}/s on, ${sessions.offRequestsPerSecond}/s off (${pct(sessions.gain)}); gateway CPU ms per request on ${sessions.onCpuMs?.gateway ?? '?'}, off ${sessions.offCpuMs?.gateway ?? '?'}; redis on ${sessions.onCpuMs?.redis ?? '?'}, off ${sessions.offCpuMs?.redis ?? '?'}`);
  if (live?.skipped) console.log(`\nLive fan-out: not measured: ${live.skipped}`);
  else if (live) {
    console.log(`\n${live.name}`);
    console.log(`  clock-ins: ${live.clockInsSent} answered 200 (${live.clockInsFailed} failed), ${live.clockInsPerSecond}/s while the boards listened`);
    console.log(`  delivered: ${live.delivered} of ${live.expectedDeliveries} (${live.deliveredPct} %)`);
    console.log(`  delay from the change to the dashboard: p50 ${live.delayP50ms} ms, p99 ${live.delayP99ms} ms, max ${live.delayMaxms} ms`);
    if (live.cpu) console.log(`  CPU, % of a core (${live.cpu.cores} cores): ${Object.entries(live.cpu.pctOfOneCore).map(([n, v]) => `${n} ${v}`).join(', ')}`);
  }
  // Reports (issue 15): a 10,000-employee tenant's month as XLSX against a COPY of its records, fairness, a 1,000-employee PDF.
  let reports = null;
  if (part('reports')) try {
    reports = await benchReports({ gatewayUrl, databaseUrl: env.DATABASE_URL, pids: appPids, outboxDir });
    console.log(`\nReports:\n${JSON.stringify(reports, null, 2)}`);
  } catch (err) {
    reports = { skipped: err.message };
    console.error(`  reports bench failed: ${err.message}`);
  }
  if (lighthouseResults) printLighthouse(lighthouseResults);
  mkdirSync(path.join(root, 'var/bench'), { recursive: true });
  writeFileSync(
    path.join(root, 'var/bench/results.json'),
    JSON.stringify(
      {
        at: new Date().toISOString(),
        connections: CONNECTIONS,
        presenceConnections: PRESENCE_CONNECTIONS,
        seconds: DURATION,
        results,
        pgBaseline: pgResult,
        target: { ratio: TARGET_RATIO, p99ms: TARGET_P99_MS, connections: PRESENCE_CONNECTIONS, verdicts },
        hotPath: { ratio: HOT_PATH_RATIO, p99ms: BIG_TABLE_P99_MS, rate: BIG_TABLE_RATE, bigTable },
        sessionCache: sessions,
        liveFanout: live,
        reports,
        lighthouse: lighthouseResults,
      },
      null,
      2,
    ),
  );
  console.log('\nResults written to var/bench/results.json');
}
