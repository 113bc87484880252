// The two presence paths the bench drives through the gateway, as autocannon options.
// Each builder answers a function making fresh options for one autocannon instance.
import { randomUUID } from 'node:crypto';
import { apiClient } from './seed.mjs';

/**
 * Clocking: each connection is its own employee (its own bearer token) and alternates
 * POST /api/start-clock-in and POST /api/end-clock-in, so work goes on and off as in a real day.
 */
export function clockInOptions(baseUrl, users, connections) {
  if (connections > users.length) throw new Error(`${connections} connections need as many employees (have ${users.length})`);
  return () => {
    let next = 0;
    return {
      url: `${baseUrl}/api/start-clock-in`,
      connections,
      setupClient(client) {
        const user = users[next++ % users.length];
        const headers = { 'content-type': 'application/json', authorization: `Bearer ${user.token}` };
        client.setRequests([
          { method: 'POST', path: '/api/start-clock-in', headers, body: '{}' },
          { method: 'POST', path: '/api/end-clock-in', headers, body: '{}' },
        ]);
      },
    };
  };
}

/**
 * Gate scans: POST /api/device/scans with the device's key; each request a new scan_id, the
 * employees' QR codes in turn (so concurrent scans are of different people, as at a turnstile),
 * scanned now. Each scan toggles its employee in or out.
 */
export function scanOptions(baseUrl, seed, connections) {
  const runTag = randomUUID().slice(0, 8);
  let scans = 0;
  return () => ({
    url: `${baseUrl}/api/device/scans`,
    connections,
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-device-key': seed.device.key },
    requests: [
      {
        setupRequest(req) {
          const n = scans++;
          const user = seed.users[n % seed.users.length];
          const body = { device_id: seed.device.id, qr_code: user.qr_code, scanned_at: new Date().toISOString(), scan_id: `bench-${runTag}-${n}` };
          return { ...req, body: JSON.stringify(body) };
        },
      },
    ],
  });
}

/**
 * One request of each path before measuring: a path that is not there yet (or refuses the bench's
 * requests) is reported with its answer, not measured. Answers { clockIn?, scan? } problems.
 */
export async function preflight(baseUrl, seed) {
  const api = apiClient(baseUrl);
  const problems = {};
  const user = seed.users[0];
  for (const action of ['start-clock-in', 'end-clock-in']) {
    const res = await api(`/api/${action}`, { method: 'POST', token: user.token, body: {} });
    if ((res.status < 200 || res.status > 299) && !problems.clockIn) {
      problems.clockIn = `POST /api/${action} answered ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`;
    }
  }
  const res = await fetch(`${baseUrl}/api/device/scans`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-device-key': seed.device.key },
    body: JSON.stringify({ device_id: seed.device.id, qr_code: user.qr_code, scanned_at: new Date().toISOString(), scan_id: `bench-preflight-${randomUUID()}` }),
    signal: AbortSignal.timeout(30000),
  });
  if (res.status < 200 || res.status > 299) problems.scan = `POST /api/device/scans answered ${res.status} ${(await res.text()).slice(0, 200)}`;
  return problems;
}

/**
 * The same two paths for the paced (open-loop) run: request i is employee i mod n's; each employee
 * alternates start and end (starting with a start: a start of work already on is a no-op, so the
 * state left by the flat-out run does not matter).
 */
export function clockInRequests(users) {
  return (i) => {
    const user = users[i % users.length];
    const action = Math.floor(i / users.length) % 2 === 0 ? 'start-clock-in' : 'end-clock-in';
    return {
      key: user.token,
      method: 'POST',
      path: `/api/${action}`,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${user.token}` },
      body: '{}',
    };
  };
}

export function scanRequests(seed) {
  const runTag = randomUUID().slice(0, 8);
  return (i) => {
    const user = seed.users[i % seed.users.length];
    const body = { device_id: seed.device.id, qr_code: user.qr_code, scanned_at: new Date().toISOString(), scan_id: `bench-paced-${runTag}-${i}` };
    return {
      key: user.qr_code,
      method: 'POST',
      path: '/api/device/scans',
      headers: { 'content-type': 'application/json', 'x-device-key': seed.device.key },
      body: JSON.stringify(body),
    };
  };
}
