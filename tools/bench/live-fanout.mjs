// The live presence board's fan-out (issue 12): N clock-ins (alternating start-/end-clock-in of the
// bench employees) while D dashboards hold the live stream open (GET /api/live/presence, each with its
// own ticket, all of the company administrator, whose scope is the whole company). Reports how many of
// the N × D deliveries arrived and the delay of each: from the change (the event's `at`, stamped by
// presence in the transaction) to its arrival at the dashboard, on this machine's one clock.
import http from 'node:http';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function call(baseUrl, path, token, method = 'GET') {
  const res = await fetch(`${baseUrl}${path}`, { method, headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' }, body: method === 'POST' ? '{}' : undefined });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

/** One dashboard: a stream read with node:http (no EventSource in Node), counting `presence` events and their delays. */
function openBoard(baseUrl, ticketUrl, onChange) {
  return new Promise((resolve, reject) => {
    const req = http.get(`${baseUrl}${ticketUrl}`, { headers: { Accept: 'text/event-stream' } }, (res) => {
      if (res.statusCode !== 200) {
        reject(new Error(`stream answered ${res.statusCode}`));
        res.resume();
        return;
      }
      res.setEncoding('utf8');
      let buffer = '';
      let ready = false;
      res.on('data', (chunk) => {
        const now = Date.now();
        buffer += chunk;
        let cut;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          if (block.includes('event: ready') && !ready) {
            ready = true;
            resolve({ close: () => req.destroy() });
          } else if (block.includes('event: presence')) {
            const data = block.split('\n').find((l) => l.startsWith('data: '));
            if (data) onChange(JSON.parse(data.slice(6)), now);
          }
        }
      });
    });
    req.on('error', (err) => reject(err));
  });
}

const percentile = (sorted, p) => (sorted.length === 0 ? null : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]);

/**
 * Opens `dashboards` live boards of the administrator, sends `clockIns` clock-ins (each employee's one
 * after another, the employees at once) and waits until every board has every change (or nothing more
 * arrives for 5 s). Every employee starts clocked off and the boards open after that settled, so
 * each change a board hears is one of this run's.
 * @param {{ baseUrl: string, viewerToken: string, employees: Array<{ id: number, token: string }>, clockIns?: number, dashboards?: number, log?: (s: string) => void }} o
 */
export async function liveFanout({ baseUrl, viewerToken, employees, clockIns = 1000, dashboards = 200, log = console.log }) {
  for (const e of employees) {
    for (const action of ['end-break', 'end-private-exit', 'end-field-work', 'end-clock-in']) await call(baseUrl, `/api/${action}`, e.token, 'POST');
  }
  await sleep(1000);

  const ids = new Set(employees.map((e) => e.id));
  const delays = [];
  let delivered = 0;
  let lastArrival = Date.now();
  const boards = [];
  for (let i = 0; i < dashboards; i++) {
    const ticket = await call(baseUrl, '/api/live/tickets', viewerToken, 'POST');
    if (ticket.status !== 201) throw new Error(`ticket answered ${ticket.status}: ${JSON.stringify(ticket.body)}`);
    boards.push(
      await openBoard(baseUrl, ticket.body.data.url, (change, receivedAt) => {
        if (!ids.has(change.user_id)) return;
        delivered += 1;
        lastArrival = receivedAt;
        delays.push(receivedAt - Date.parse(change.at));
      }),
    );
  }
  log(`  ${dashboards} dashboards connected; sending ${clockIns} clock-ins from ${employees.length} employees…`);

  let sent = 0;
  let failed = 0;
  const started = Date.now();
  let next = 0;
  await Promise.all(
    employees.map(async (e) => {
      for (let k = 0; next < clockIns; k++) {
        next += 1;
        const res = await call(baseUrl, `/api/${k % 2 === 0 ? 'start-clock-in' : 'end-clock-in'}`, e.token, 'POST');
        if (res.status === 200) sent += 1;
        else failed += 1;
      }
    }),
  );
  const sendSeconds = (Date.now() - started) / 1000;
  const expected = sent * dashboards;
  while (delivered < expected && Date.now() - lastArrival < 5000) await sleep(100);
  for (const b of boards) b.close();
  // Everyone off again, for whatever runs next.
  await Promise.all(employees.map((e) => call(baseUrl, '/api/end-clock-in', e.token, 'POST')));

  delays.sort((a, b) => a - b);
  return {
    name: `live fan-out: ${clockIns} clock-ins to ${dashboards} dashboards (SSE)`,
    dashboards,
    clockInsSent: sent,
    clockInsFailed: failed,
    clockInsPerSecond: Math.round(sent / sendSeconds),
    expectedDeliveries: expected,
    delivered,
    deliveredPct: expected ? Number(((delivered / expected) * 100).toFixed(2)) : 0,
    delayP50ms: percentile(delays, 50),
    delayP99ms: percentile(delays, 99),
    delayMaxms: delays.length ? delays[delays.length - 1] : null,
  };
}
