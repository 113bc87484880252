// An open-loop load at a fixed rate: request i is due at start + i / rate, whatever happened to the
// ones before, over at most `connections` keep-alive connections. Latency counts from the moment a
// request was due, so a server that falls behind shows it (no coordinated omission).
//
// autocannon's own rate option is not used for this: it lets each connection send its quota for the
// second back to back when the second starts, so every second begins with a burst of the whole rate
// and the percentiles measure the burst (a server answering at once still shows ~80 ms p99 at 500/s).
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';

/** The p99 target: requests slower than this are placed in time (`slowBySecond`). */
const SLOW_MS = 50;

function percentile(sorted, p) {
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/**
 * `request(i)` answers { key, method, path, headers, body } for request i; requests with the same
 * `key` (one account) are sent one after another, never together, as one client would.
 * Answers { offeredRate, requestsPerSecond, p50ms, p99ms, non2xx, errors, non2xxByStatus }.
 */
export async function pacedRun({ baseUrl, rate, seconds, connections, request }) {
  const url = new URL(baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const total = Math.round(rate * seconds);
  const latencies = new Float64Array(total);
  const byStatus = new Map();
  let done = 0;
  let errors = 0;
  let non2xx = 0;
  const lastOfKey = new Map();
  const slowBySecond = new Map();

  const send = (spec) =>
    new Promise((resolve) => {
      const body = spec.body ?? '';
      const req = http.request(
        {
          agent,
          host: url.hostname,
          port: url.port,
          method: spec.method ?? 'POST',
          path: spec.path,
          headers: { ...spec.headers, 'content-length': Buffer.byteLength(body) },
          timeout: 10000,
        },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode));
          res.on('error', () => resolve(0));
        },
      );
      req.on('timeout', () => req.destroy(new Error('timeout')));
      req.on('error', () => resolve(0));
      req.end(body);
    });

  const started = performance.now();
  const startedAt = new Date().toISOString();
  const inFlight = [];
  // A 1 ms ticker sends whatever has fallen due (a busy loop would take a core from the server).
  for (let i = 0; i < total; ) {
    const now = performance.now();
    for (; i < total && started + (i * 1000) / rate <= now; i++) {
      const due = started + (i * 1000) / rate;
      const spec = request(i);
      const previous = lastOfKey.get(spec.key) ?? Promise.resolve();
      const p = previous.then(async () => {
        const status = await send(spec);
        const latency = performance.now() - due;
        latencies[done++] = latency;
        // Where the tail sits in time: a stall shows as many slow requests in one second, queueing as a few everywhere.
        if (latency > SLOW_MS) {
          const second = Math.floor((due - started) / 1000);
          slowBySecond.set(second, (slowBySecond.get(second) ?? 0) + 1);
        }
        if (status === 0) errors++;
        else if (status < 200 || status > 299) {
          non2xx++;
          byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
        }
      });
      lastOfKey.set(spec.key, p);
      inFlight.push(p);
    }
    await sleep(1);
  }
  await Promise.all(inFlight);
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  const sorted = latencies.slice(0, done).sort();
  const round = (v) => (v === null ? null : Math.round(v * 100) / 100);
  return {
    startedAt,
    connections,
    offeredRate: rate,
    requestsPerSecond: Math.round(done / elapsed),
    p50ms: round(percentile(sorted, 50)),
    p99ms: round(percentile(sorted, 99)),
    p999ms: round(percentile(sorted, 99.9)),
    maxMs: round(sorted.length ? sorted[sorted.length - 1] : null),
    // Seconds of the run (from its start) with requests slower than SLOW_MS, and how many: "s3×18 s11×12".
    slowBySecond: [...slowBySecond].sort((a, b) => a[0] - b[0]).map(([second, n]) => `s${second}×${n}`).join(' '),
    non2xx,
    errors,
    ...(byStatus.size ? { non2xxByStatus: [...byStatus].map(([s, n]) => `${s}×${n}`).join(' ') } : {}),
  };
}
