// Starts, watches and stops the platform's processes (seven services and the gateway) from dist/.
const fs = require('node:fs');
const path = require('node:path');
const { spawn } = require('node:child_process');

const ROOT = path.resolve(__dirname, '..', '..', '..');
const SERVICES = ['auth', 'org', 'presence', 'absence', 'reports', 'documents', 'notifications'];
const APPS = [...SERVICES, 'gateway'];

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * Node options per app. reports: a V8 old-space cap below V8's "large heap" size (2 GB here) makes
 * V8 grow the heap by about 1.5× the live objects after a full GC instead of up to 4×. The 10k XLSX
 * export keeps ≈ 40 MB alive but promotes page data and rows steadily, so with the default the heap
 * grew to ≈ 170 MB between full GCs and the process peaked near 280–300 MB RSS (docs/reports.md,
 * "Figures"). 768 MB still leaves the PDF layout's worker thread (same cap: V8 flags are per process)
 * room for the 1,000-employee calendar's ≈ 240 MB of live layout.
 * presence: the same reason (230–267 MB RSS in the 10k export without a cap, above the 256 MB target
 * in some runs). A 1,536 MB cap (a smaller heap growing factor, as for reports) with 32 MB semi-spaces (a
 * report page's objects die young instead of being promoted) keeps it near 200 MB for ≈ 10–15 % more
 * of presence's CPU; 1,536 MB alone gave ≈ 155 MB for up to ≈ 25 % more, 768 MB ≈ 145 MB for ≈ 30 % more
 * (docs/reports.md, "Figures", run G).
 */
const NODE_ARGS = { presence: ['--max-semi-space-size=32', '--max-old-space-size=1536'], reports: ['--max-old-space-size=768'] };
// docker-compose.yml and k8s/apps/*.yaml pass the same as NODE_OPTIONS (deploy/test/deploy-manifests.spec.ts holds them equal).

/** Extra V8/Node flags for every app, for a look inside (`PRESENTLY_NODE_FLAGS=--trace-gc npm run bench`); Node refuses some in NODE_OPTIONS. */
const EXTRA_NODE_FLAGS = (process.env.PRESENTLY_NODE_FLAGS ?? '').split(/\s+/).filter(Boolean);

function appArgs(app, extra = []) {
  return [...(NODE_ARGS[app] ?? []), ...EXTRA_NODE_FLAGS, '-r', path.join(ROOT, 'tools/register-paths.js'), path.join(ROOT, `dist/server/apps/${app}/src/main.js`), ...extra];
}

function runToEnd(app, args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, appArgs(app, args), { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    child.on('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`${app} ${args.join(' ')} failed:\n${out}`))));
  });
}

/**
 * Seeds the idempotent demo company (one user per role) through auth's `seed` mode, which asks org
 * for the users and gives them accounts. Returns the demo logins.
 */
async function seedDemo(env) {
  const out = await runToEnd('auth', ['seed'], env);
  const line = out.split('\n').find((l) => l.includes('"demo_logins"'));
  if (!line) throw new Error(`auth seed printed no demo logins:\n${out}`);
  const seeded = JSON.parse(line);
  // What the demo company's activity step wrote (zeros when it was there already) and how long it took.
  if (seeded.demo_activity) console.log(`Demo company activity: ${JSON.stringify(seeded.demo_activity)}`);
  return seeded.demo_logins;
}

/** Migrates every service's schema (each under its own advisory lock), in parallel. */
async function migrateAll(env) {
  await Promise.all(SERVICES.map((s) => runToEnd(s, ['migrate'], env)));
}

function startApp(app, env, logDir) {
  fs.mkdirSync(logDir, { recursive: true });
  const log = fs.openSync(path.join(logDir, `${app}.log`), 'a');
  // Detached and unreferenced: an app outlives the process that started it (a test that restarts
  // one, `npm start` in the background) and is stopped by pid from the state file.
  const child = spawn(process.execPath, appArgs(app), { cwd: ROOT, env, stdio: ['ignore', log, log], detached: true });
  child.unref();
  fs.closeSync(log);
  return child;
}

async function waitForHealth(baseUrl, timeoutMs = 60000) {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(5000) });
      const body = await res.json();
      if (res.status === 200) return body.data;
      last = `${res.status} down: ${(body.down || []).join(', ')}`;
    } catch (err) {
      last = err.message;
    }
    await sleep(300);
  }
  throw new Error(`The platform did not become healthy in ${timeoutMs} ms (${last})`);
}

function readState(stateFile) {
  try {
    return JSON.parse(fs.readFileSync(stateFile, 'utf8'));
  } catch {
    return null;
  }
}

function writeState(stateFile, state) {
  fs.mkdirSync(path.dirname(stateFile), { recursive: true });
  fs.writeFileSync(stateFile, JSON.stringify(state, null, 2));
}

function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** SIGTERM (graceful: services drain in-flight work), then SIGKILL after the grace period. */
async function stopPid(pid, graceMs = 20000) {
  if (!pid || !alive(pid)) return;
  process.kill(pid, 'SIGTERM');
  const deadline = Date.now() + graceMs;
  while (alive(pid) && Date.now() < deadline) await sleep(50);
  if (alive(pid)) process.kill(pid, 'SIGKILL');
}

/**
 * Starts the whole platform: migrations, services, then the gateway; resolves when /api/health is 200.
 * The state file records pids, so another process (npm stop, a test) can stop or restart an app.
 */
async function startStack({ env, stateFile, logDir }) {
  const port = Number(env.PORT || 8080);
  const baseUrl = `http://127.0.0.1:${port}`;
  await migrateAll(env);
  const pids = {};
  for (const app of APPS) pids[app] = startApp(app, env, logDir).pid;
  writeState(stateFile, { pids, port, baseUrl, logDir, env });
  try {
    const health = await waitForHealth(baseUrl);
    return { baseUrl, pids, health };
  } catch (err) {
    await stopStack(stateFile);
    throw err;
  }
}

async function stopStack(stateFile) {
  const state = readState(stateFile);
  if (!state) return false;
  // Tells the supervisor of `npm start` that the apps are going away on purpose.
  writeState(stateFile, { ...state, stopping: true });
  // The gateway first, so no new work arrives while the services drain.
  await stopPid(state.pids.gateway);
  await Promise.all(SERVICES.map((s) => stopPid(state.pids[s])));
  fs.rmSync(stateFile, { force: true });
  return true;
}

async function stopApp(stateFile, app) {
  const state = readState(stateFile);
  await stopPid(state.pids[app]);
}

function restartApp(stateFile, app) {
  const state = readState(stateFile);
  const child = startApp(app, state.env, state.logDir);
  state.pids[app] = child.pid;
  writeState(stateFile, state);
  return child.pid;
}

module.exports = { ROOT, SERVICES, APPS, NODE_ARGS, migrateAll, seedDemo, startStack, stopStack, stopApp, restartApp, waitForHealth, readState, alive };
