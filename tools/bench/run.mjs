// `npm run bench`: throughput and latency of the gateway → service RPC path against a bare HTTP
// baseline measured in the same run, on this machine. Reports figures and ratios; asserts nothing.
import { fork } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import autocannon from 'autocannon';

const require = createRequire(import.meta.url);
const root = path.resolve(import.meta.dirname, '..', '..');
process.chdir(root);
const { ensureBackingServices, ensureRabbitVhost } = require('../run/lib/backing.cjs');
const { build } = require('../run/lib/build.cjs');
const { startStack, stopStack } = require('../run/lib/stack.cjs');

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const PORT = process.env.BENCH_PORT ?? '18081';
const BASELINE_PORT = 18091;

const env = {
  ...process.env,
  NODE_ENV: 'production',
  JWT_SECRET: 'bench-only-secret-bench-only-secret-bench-only',
  ALTCHA_HMAC_KEY: 'bench-only-altcha-key-bench-only-altcha-key',
  DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/presently_bench',
  RABBITMQ_URL: 'amqp://guest:guest@127.0.0.1:5672/presently_bench',
  REDIS_PREFIX: 'presently_bench:',
  LOG_LEVEL: 'warn',
  PORT,
};

function measure(name, url) {
  return new Promise((resolve, reject) => {
    // A short warm-up so JIT and connection pools are settled before the measured run.
    autocannon({ url, connections: CONNECTIONS, duration: 2 }, (warmErr) => {
      if (warmErr) return reject(warmErr);
      autocannon({ url, connections: CONNECTIONS, duration: DURATION }, (err, r) => {
        if (err) return reject(err);
        resolve({
          name,
          url,
          requestsPerSecond: Math.round(r.requests.average),
          p50ms: r.latency.p50,
          p99ms: r.latency.p99,
          non2xx: r.non2xx,
          errors: r.errors + r.timeouts,
        });
      });
    });
  });
}

const stateFile = path.join(root, 'var/run/bench-stack.json');
let baseline;
try {
  await ensureBackingServices(env);
  ensureRabbitVhost(env.RABBITMQ_URL);
  build({ web: false });
  await stopStack(stateFile);
  await startStack({ env, stateFile, logDir: path.join(root, 'var/log/bench') });
  baseline = fork(path.join(import.meta.dirname, 'baseline-server.mjs'), [String(BASELINE_PORT)]);
  await new Promise((r) => baseline.once('message', r));

  console.log(`Benchmark: ${CONNECTIONS} connections, ${DURATION} s each, on ${process.env.HOSTNAME ?? 'this machine'}\n`);
  const results = [];
  results.push(await measure('bare HTTP baseline (node:http)', `http://127.0.0.1:${BASELINE_PORT}/`));
  results.push(await measure('gateway only (GET /api/health/live)', `http://127.0.0.1:${PORT}/api/health/live`));
  results.push(await measure('gateway → auth RPC (GET /api/health/services/auth)', `http://127.0.0.1:${PORT}/api/health/services/auth`));

  const base = results[0].requestsPerSecond;
  const pad = (s, n) => String(s).padEnd(n);
  console.log(`${pad('path', 52)} ${pad('req/s', 9)} ${pad('p50 ms', 8)} ${pad('p99 ms', 8)} ${pad('vs baseline', 12)} errors`);
  for (const r of results) {
    r.ratioToBaseline = Number((r.requestsPerSecond / base).toFixed(3));
    console.log(`${pad(r.name, 52)} ${pad(r.requestsPerSecond, 9)} ${pad(r.p50ms, 8)} ${pad(r.p99ms, 8)} ${pad(`${(r.ratioToBaseline * 100).toFixed(1)} %`, 12)} ${r.errors + r.non2xx}`);
  }
  mkdirSync(path.join(root, 'var/bench'), { recursive: true });
  writeFileSync(path.join(root, 'var/bench/results.json'), JSON.stringify({ at: new Date().toISOString(), connections: CONNECTIONS, seconds: DURATION, results }, null, 2));
  console.log('\nResults written to var/bench/results.json');
} catch (err) {
  console.error(err.message);
  process.exitCode = 1;
} finally {
  baseline?.kill();
  await stopStack(stateFile);
}
