// `npm test`: everything CI runs, in order, ending with one line `N passed, N failed`.
// Steps: lint, type check, build, deploy manifests, unit (server + web), integration (real
// PostgreSQL, RabbitMQ, Redis), then API and browser end-to-end against the whole platform.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { fork, spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const root = path.resolve(import.meta.dirname, '..', '..');
process.chdir(root);

if (!existsSync(path.join(root, 'node_modules', '.package-lock.json'))) {
  const r = spawnSync('npm', ['install', '--no-audit', '--no-fund'], { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const { ensureBackingServices, ensureRabbitVhost } = require('../run/lib/backing.cjs');
const { build } = require('../run/lib/build.cjs');
const { startStack, stopStack, seedDemo } = require('../run/lib/stack.cjs');

/** Forgets the test namespace's rate-limit counters, so back-to-back runs start from zero. */
async function resetTestRateLimits() {
  const Redis = require('ioredis');
  const redis = new Redis(TEST_ENV.REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${TEST_ENV.REDIS_PREFIX}ratelimit:*`, 'COUNT', 500);
      if (keys.length) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

const only = process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : null;
const resultsDir = path.join(root, 'var/test-results');
rmSync(resultsDir, { recursive: true, force: true });
mkdirSync(resultsDir, { recursive: true });

const TEST_ENV = {
  NODE_ENV: 'test',
  DATABASE_URL: process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/presently_test',
  RABBITMQ_URL: process.env.TEST_RABBITMQ_URL ?? 'amqp://guest:guest@127.0.0.1:5672/presently_test',
  REDIS_URL: process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379',
  REDIS_PREFIX: process.env.TEST_REDIS_PREFIX ?? 'presently_test:',
  LOG_LEVEL: 'warn',
};
const E2E_PORT = process.env.E2E_PORT ?? '18080';
const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 18025);
const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', FORCE_COLOR: '0' };
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

const rows = [];
const record = (name, passed, failed, seconds) => rows.push({ name, passed, failed, seconds });

function timed(fn) {
  const t = Date.now();
  const value = fn();
  return [value, (Date.now() - t) / 1000];
}

/**
 * Runs a command to its end: { status, seconds }. Alone, it writes to this terminal as it goes; run
 * beside others (`held`), its output is kept and written in one piece when it ends, so that two
 * runners' lines do not interleave.
 */
function runCommand(name, cmd, args, extraEnv, held) {
  if (!held) console.log(`\n▶ ${name}`);
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { stdio: held ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: { ...env, ...extraEnv } });
    const chunks = [];
    if (held) for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => chunks.push(chunk));
    let failedToStart = null;
    child.once('error', (err) => (failedToStart = err));
    child.once('close', (code) => {
      if (held) {
        console.log(`\n▶ ${name}`);
        process.stdout.write(Buffer.concat(chunks));
      }
      if (failedToStart) console.error(`${name}: ${failedToStart.message}`);
      resolve({ status: failedToStart ? 1 : code, seconds: (Date.now() - started) / 1000 });
    });
  });
}

/** A check that is not a test runner (lint, type check, build): one pass or one failure. Answers its summary row. */
async function check(name, cmd, args, extraEnv = {}, held = false) {
  const r = await runCommand(name, cmd, args, extraEnv, held);
  return { name, passed: r.status === 0 ? 1 : 0, failed: r.status === 0 ? 0 : 1, seconds: r.seconds };
}

/** A test runner writing a Jest-format JSON report (Jest and Vitest both do). Answers its summary row. */
async function jestLike(name, cmd, args, reportFile, extraEnv = {}, held = false) {
  const r = await runCommand(name, cmd, args, extraEnv, held);
  let passed = 0;
  let failed = 0;
  try {
    const report = JSON.parse(readFileSync(reportFile, 'utf8'));
    passed = report.numPassedTests;
    failed = report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0);
  } catch {
    failed = 1; // no report: the runner itself broke
  }
  if (r.status !== 0 && failed === 0) failed = 1;
  return { name, passed, failed, seconds: r.seconds };
}

/** One step after another: its row in the summary. */
async function step(running) {
  rows.push(await running(false));
}

/**
 * Steps that share nothing, at once: on the 2-core CI machine a runner that mostly waits (the
 * integration suite on PostgreSQL and RabbitMQ) leaves a core to one that computes. Each step is
 * `(held) => Promise<row>`; their outputs are written whole as each ends, their rows in the order given.
 */
async function together(...steps) {
  rows.push(...(await Promise.all(steps.map((running) => running(true)))));
}

function playwright(name, reportFile, extraEnv) {
  console.log(`\n▶ ${name}`);
  const [r, s] = timed(() =>
    spawnSync(bin('playwright'), ['test', '-c', 'apps/e2e/playwright.config.ts'], {
      stdio: 'inherit',
      env: { ...env, ...extraEnv, PLAYWRIGHT_JSON: reportFile },
    }),
  );
  let passed = 0;
  let failed = 0;
  try {
    const { stats } = JSON.parse(readFileSync(reportFile, 'utf8'));
    passed = stats.expected + stats.flaky;
    failed = stats.unexpected;
  } catch {
    failed = 1;
  }
  if (r.status !== 0 && failed === 0) failed = 1;
  record(name, passed, failed, s);
}

const report = (file) => path.join(resultsDir, file);
const want = (group) => !only || only === group;

try {
  console.log('▶ backing services');
  await ensureBackingServices({ ...process.env, ...TEST_ENV });
  ensureRabbitVhost(TEST_ENV.RABBITMQ_URL);

  if (want('static')) {
    spawnSync(bin('nx'), ['show', 'projects'], { env, stdio: 'ignore' }); // the project graph the boundary rule reads
    // Four single-threaded tools: two at a time on the 2-core CI machine.
    await together(
      (held) => check('lint', bin('eslint'), ['--max-warnings=0', '.'], {}, held),
      (held) => check('type check (server, tests, tools)', bin('tsc'), ['-p', 'tsconfig.spec.json'], {}, held),
    );
    await together(
      (held) => check('type check (web)', bin('tsc'), ['-p', 'apps/web/tsconfig.json', '--noEmit'], {}, held),
      (held) => check('type check (web build config)', bin('tsc'), ['-p', 'apps/web/tsconfig.node.json', '--noEmit'], {}, held),
    );
  }

  console.log('\n▶ build');
  const [built, buildSeconds] = timed(() => {
    try {
      build();
      return true;
    } catch (err) {
      console.error(err.message);
      return false;
    }
  });
  record('build (server + web)', built ? 1 : 0, built ? 0 : 1, buildSeconds);

  if (want('static')) await step((held) => check('deploy manifests (compose, Kong, k8s)', process.execPath, ['tools/deploy-check/validate.mjs'], {}, held));
  if (want('static') && built) await step((held) => check('first-load budget (web JavaScript, gzip)', process.execPath, ['tools/test/bundle-budget.mjs'], {}, held));

  if (want('unit')) {
    // A worker per core (Jest's default leaves one for itself, a third of the run on the 2-core CI machine).
    await step((held) => jestLike('unit (server)', bin('jest'), ['--selectProjects', 'unit', '--maxWorkers=100%', '--json', `--outputFile=${report('unit.json')}`], report('unit.json'), {}, held));
  }
  const webUnit = (held) =>
    jestLike(
      'unit (web)',
      bin('vitest'),
      ['run', '--config', 'apps/web/vite.config.mts', '--reporter=default', '--reporter=json', `--outputFile.json=${report('web.json')}`],
      report('web.json'),
      {},
      held,
    );
  const integration = (held) =>
    jestLike('integration', bin('jest'), ['--selectProjects', 'integration', '--runInBand', '--json', `--outputFile=${report('integration.json')}`], report('integration.json'), TEST_ENV, held);
  // The web's unit tests (jsdom, no backing service) beside the integration suite, which spends most of
  // its time waiting on PostgreSQL and RabbitMQ: 273 s + 190 s one after the other in the last CI, 357 s
  // side by side (on a machine busy with a build and a browser besides).
  if (want('unit') && want('integration')) await together(webUnit, integration);
  else if (want('unit')) await step(webUnit);
  else if (want('integration')) await step(integration);

  if ((want('e2e') || want('browser')) && built) {
    console.log('\n▶ starting the platform for end-to-end tests');
    const stateFile = path.join(root, 'var/run/e2e-stack.json');
    await stopStack(stateFile); // a previous run that was interrupted
    const mailDir = path.join(root, 'var/test-mail');
    rmSync(mailDir, { recursive: true, force: true });
    // Its own process: this one blocks in spawnSync while the suites run.
    const smtp = fork(path.join(import.meta.dirname, 'smtp-capture.cjs'), [String(SMTP_PORT), mailDir], { stdio: 'inherit' });
    await new Promise((resolve, reject) => {
      smtp.once('message', resolve);
      smtp.once('exit', (code) => reject(new Error(`the test SMTP server exited (${code})`)));
    });
    const stackEnv = {
      ...env,
      ...TEST_ENV,
      PORT: E2E_PORT,
      PUBLIC_URL: `http://localhost:${E2E_PORT}`,
      RPC_TIMEOUT_MS: '3000',
      SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
      // The suites log in far more often than a person; the per-account limit is tested on its own.
      RATE_LIMIT_IP_PER_MINUTE: '100000',
    };
    const e2eEnv = { E2E_BASE_URL: `http://127.0.0.1:${E2E_PORT}`, E2E_STATE_FILE: stateFile, E2E_MAIL_DIR: mailDir };
    try {
      await resetTestRateLimits();
      await startStack({ env: stackEnv, stateFile, logDir: path.join(root, 'var/log/e2e') });
      await seedDemo(stackEnv);
      if (want('e2e')) {
        await step((held) => jestLike(
          'API end-to-end',
          bin('jest'),
          ['--selectProjects', 'e2e', '--runInBand', '--forceExit', '--testPathIgnorePatterns', 'faults\\.e2e-spec', '--json', `--outputFile=${report('e2e.json')}`],
          report('e2e.json'),
          { ...TEST_ENV, ...e2eEnv },
          held,
        ));
      }
      playwright('browser end-to-end (Chromium)', report('browser.json'), e2eEnv);
      // Last: the fault suite kills a service, drops the broker's and the database's connections, and
      // leaves the platform healthy again; nothing else runs against the platform while it does.
      if (want('e2e')) {
        await step((held) => jestLike(
          'fault end-to-end (kill -9, broker and database drops)',
          bin('jest'),
          ['apps/e2e/api/faults', '--selectProjects', 'e2e', '--runInBand', '--forceExit', '--json', `--outputFile=${report('faults.json')}`],
          report('faults.json'),
          { ...TEST_ENV, ...e2eEnv },
          held,
        ));
      }
    } catch (err) {
      console.error(err.message);
      record('end-to-end platform start', 0, 1, 0);
    } finally {
      await stopStack(stateFile);
      smtp.kill();
    }
  }
} catch (err) {
  console.error(`\n${err.message}`);
  record('setup', 0, 1, 0);
}

const pad = (s, n) => String(s).padEnd(n);
console.log('\nSummary');
for (const r of rows) console.log(`  ${pad(r.name, 42)} ${pad(`${r.passed} passed`, 12)} ${pad(`${r.failed} failed`, 10)} ${r.seconds.toFixed(1)} s`);
const passed = rows.reduce((n, r) => n + r.passed, 0);
const failed = rows.reduce((n, r) => n + r.failed, 0);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
