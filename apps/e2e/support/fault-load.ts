import { randomUUID } from 'node:crypto';
import { baseUrl } from './stack';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** One HTTP exchange as a client saw it: a status, or no answer in time, or no answer at all. */
export type Answer = { status: number; body: Record<string, unknown>; ms: number } | { status: 'timeout' | 'network'; body: Record<string, unknown>; ms: number };

/** Sends with a deadline of its own, so a hanging platform shows as `timeout` instead of blocking the suite. */
export async function send(path: string, init: RequestInit, timeoutMs: number): Promise<Answer> {
  const t = Date.now();
  try {
    const res = await fetch(`${baseUrl}${path}`, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    const text = await res.text();
    let body: Record<string, unknown> = {};
    try {
      body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    } catch {
      body = { text: text.slice(0, 200) };
    }
    return { status: res.status, body, ms: Date.now() - t };
  } catch (err) {
    const name = (err as Error).name;
    return { status: name === 'TimeoutError' || name === 'AbortError' ? 'timeout' : 'network', body: { error: (err as Error).message }, ms: Date.now() - t };
  }
}

/** Every request the load sent: counts by status, the slowest answer, and what no client should ever see. */
export class Tally {
  readonly byStatus: Record<string, number> = {};
  requests = 0;
  slowestMs = 0;
  /** 5xx other than 503, timeouts, connection errors: each with what was asked. */
  readonly faults: string[] = [];
  /** Answers the client cannot explain (e.g. a 409 that says an acknowledged clock-in is gone). */
  readonly anomalies: string[] = [];

  /** Notes an answer the client cannot explain (the first 20 kept, so a broken platform stays readable). */
  anomaly(text: string): void {
    if (this.anomalies.length < 20) this.anomalies.push(text);
    else if (this.anomalies.length === 20) this.anomalies.push('… and more');
  }

  add(what: string, answer: Answer): void {
    this.requests += 1;
    const key = String(answer.status);
    this.byStatus[key] = (this.byStatus[key] ?? 0) + 1;
    this.slowestMs = Math.max(this.slowestMs, answer.ms);
    const bad = typeof answer.status !== 'number' || (answer.status >= 500 && answer.status !== 503);
    if (bad && this.faults.length < 20) this.faults.push(`${what} → ${answer.status} in ${answer.ms} ms ${JSON.stringify(answer.body).slice(0, 200)}`);
    else if (bad && this.faults.length === 20) this.faults.push('… and more');
  }

  count(pred: (status: number | string) => boolean): number {
    return Object.entries(this.byStatus)
      .filter(([s]) => pred(Number.isNaN(Number(s)) ? s : Number(s)))
      .reduce((n, [, c]) => n + c, 0);
  }

  summary(): string {
    return `${this.requests} requests ${JSON.stringify(this.byStatus)}, slowest ${this.slowestMs} ms`;
  }
}

const ok = (status: number | string) => typeof status === 'number' && status >= 200 && status < 300;

/** A gate device with the code of the one person it scans (one person per device keeps their scans in order). */
export interface Gate {
  deviceId: number;
  deviceKey: string;
  qrCode: string;
  userId: number;
}

/** A scan the platform acknowledged (2xx): it must be stored, once. */
export interface AckedScan {
  userId: number;
  scanId: string;
  action: 'clock-in' | 'clock-out';
  at: string;
  attempts: number;
  /** Answered as seen before: an earlier attempt had been stored although its answer was lost. */
  duplicate: boolean;
}

export interface LoadOptions {
  /** Client deadline per attempt: past it the device gives up on the attempt and retries. */
  timeoutMs: number;
  /** Attempts per scan (the first and the retries). */
  attempts: number;
  /** Pause between a device's scans and before a retry (times the attempt number). */
  pauseMs: number;
  backoffMs: number;
}

/**
 * One device's loop until `stop()`: a fresh scan (new scan_id, scanned now), retried with the SAME
 * scan_id and scanned_at on 503, a timeout or a dropped connection, after a short backoff. A scan
 * that keeps failing is given up (the device would keep it for later); the next one starts afresh.
 */
export async function runGate(gate: Gate, stop: () => boolean, opts: LoadOptions, tally: Tally, acked: AckedScan[]): Promise<void> {
  while (!stop()) {
    const body = JSON.stringify({ device_id: gate.deviceId, qr_code: gate.qrCode, scanned_at: new Date().toISOString(), scan_id: randomUUID() });
    const scan = JSON.parse(body) as { scan_id: string; scanned_at: string };
    for (let attempt = 1; attempt <= opts.attempts; attempt++) {
      const answer = await send('/api/device/scans', { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Device-Key': gate.deviceKey }, body }, opts.timeoutMs);
      tally.add(`scan ${scan.scan_id} (attempt ${attempt})`, answer);
      if (ok(answer.status)) {
        const result = answer.body.data as { scan_id: string; action: 'clock-in' | 'clock-out'; at: string; duplicate: boolean; user_id: number };
        if (result.scan_id !== scan.scan_id || result.user_id !== gate.userId || new Date(result.at).getTime() !== new Date(scan.scanned_at).getTime()) {
          tally.anomaly(`scan ${scan.scan_id} answered for another scan: ${JSON.stringify(result)}`);
        }
        if (result.duplicate && attempt === 1) tally.anomaly(`a fresh scan ${scan.scan_id} answered duplicate: true`);
        acked.push({ userId: gate.userId, scanId: scan.scan_id, action: result.action, at: scan.scanned_at, attempts: attempt, duplicate: result.duplicate });
        break;
      }
      const retriable = answer.status === 503 || answer.status === 'timeout' || answer.status === 'network';
      if (!retriable) {
        tally.anomaly(`scan ${scan.scan_id} refused: ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`);
        break;
      }
      await sleep(opts.backoffMs * attempt);
    }
    await sleep(opts.pauseMs);
  }
}

/** Someone clocking in and out from the web; what the platform acknowledged of it. */
export interface Clocker {
  userId: number;
  token: string;
  /** Record ids a 2xx start-clock-in answered with. */
  started: number[];
  /** Record ids that were open when a 2xx end-clock-in answered: they must be closed. */
  ended: number[];
}

/**
 * One person's loop until `stop()`: start-clock-in, end-clock-in, … with the web client's retry
 * (one more try after a 503). A 409 presence_not_started on a retried end means the first try had
 * closed it; on a first try right after an acknowledged start it means that start was lost.
 */
export async function runClocker(who: Clocker, stop: () => boolean, opts: LoadOptions, tally: Tally): Promise<void> {
  let open: number | null = null; // the record an acknowledged start opened, while no failure clouds it
  let action: 'start-clock-in' | 'end-clock-in' = 'start-clock-in';
  while (!stop()) {
    let answer: Answer | null = null;
    for (let attempt = 1; attempt <= 2; attempt++) {
      answer = await send(`/api/${action}`, { method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${who.token}` }, body: '{}' }, opts.timeoutMs);
      tally.add(`${action} user ${who.userId} (attempt ${attempt})`, answer);
      if (ok(answer.status) && action === 'start-clock-in') {
        const records = answer.body.data as Array<{ id: number; end: string | null }>;
        const current = records.find((r) => r.end === null);
        if (!current) tally.anomaly(`start-clock-in for ${who.userId} answered no open record: ${JSON.stringify(records)}`);
        else {
          who.started.push(current.id);
          open = current.id;
        }
      } else if (ok(answer.status)) {
        if (open !== null) who.ended.push(open);
        open = null;
      } else if (answer.status === 409 && answer.body.error === 'presence_not_started' && action === 'end-clock-in') {
        if (attempt === 1 && open !== null) tally.anomaly(`end-clock-in for ${who.userId}: 409 although start-clock-in had answered record ${open}`);
        open = null;
      } else if (typeof answer.status === 'number' && answer.status !== 503) {
        // (timeouts and dropped connections are already the tally's faults)
        tally.anomaly(`${action} for ${who.userId}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`);
      }
      if (answer.status !== 503) break;
      await sleep(opts.backoffMs);
    }
    // After a failure the state is unknown: the next end may close something or find nothing.
    if (answer && !ok(answer.status) && answer.status !== 409) open = null;
    action = action === 'start-clock-in' ? 'end-clock-in' : 'start-clock-in';
    await sleep(opts.pauseMs);
  }
}

/** A stored presence record as the administrator's history shows it. */
export interface StoredRecord {
  id: number;
  user_id: number;
  kind: string;
  start: string;
  end: string | null;
  source: string;
}

/** Every record of a user, all pages, read through the managers' history as the administrator. */
export async function historyOf(adminToken: string, userId: number): Promise<StoredRecord[]> {
  const all: StoredRecord[] = [];
  for (let page = 1; page < 50; page++) {
    const res = await send(`/api/presence/history?user_id=${userId}&per_page=100&page=${page}`, { headers: { Authorization: `Bearer ${adminToken}` } }, 10000);
    if (res.status !== 200) throw new Error(`history of ${userId} answered ${res.status}: ${JSON.stringify(res.body)}`);
    const data = res.body.data as { items: StoredRecord[]; total: number };
    all.push(...data.items);
    if (data.items.length === 0 || all.length >= data.total) break;
  }
  return all;
}

const ms = (instant: string | null) => (instant === null ? Infinity : new Date(instant).getTime());

/**
 * What the stored records say against what was acknowledged: each acknowledged scan is a record that
 * starts (clock-in) or ends (clock-out) at its time, exactly once; no record of a person overlaps
 * another; at most one is open.
 */
export function checkScans(records: StoredRecord[], acked: AckedScan[]): string[] {
  const problems: string[] = [];
  const device = records.filter((r) => r.source === 'device');
  for (const scan of acked) {
    const at = ms(scan.at);
    const mine = device.filter((r) => r.user_id === scan.userId && (scan.action === 'clock-in' ? ms(r.start) === at : ms(r.end) === at));
    if (mine.length !== 1) problems.push(`scan ${scan.scanId} (${scan.action} at ${scan.at}, ${scan.attempts} attempts) is stored ${mine.length} times`);
  }
  return [...problems, ...checkTimeline(records)];
}

export function checkClocker(records: StoredRecord[], who: Clocker): string[] {
  const problems: string[] = [];
  const byId = new Map(records.map((r) => [r.id, r]));
  for (const id of new Set(who.started)) if (!byId.has(id)) problems.push(`user ${who.userId}: record ${id} of an acknowledged start-clock-in is not stored`);
  for (const id of who.ended) if (byId.get(id)?.end === null) problems.push(`user ${who.userId}: record ${id} is open although end-clock-in answered 2xx`);
  return [...problems, ...checkTimeline(records)];
}

function checkTimeline(records: StoredRecord[]): string[] {
  const problems: string[] = [];
  const byUser = new Map<number, StoredRecord[]>();
  for (const r of records) byUser.set(r.user_id, [...(byUser.get(r.user_id) ?? []), r]);
  for (const [user, rows] of byUser) {
    const sorted = [...rows].sort((a, b) => ms(a.start) - ms(b.start));
    if (sorted.filter((r) => r.end === null).length > 1) problems.push(`user ${user}: more than one open record`);
    for (let i = 1; i < sorted.length; i++) {
      if (ms(sorted[i - 1].end) > ms(sorted[i].start)) problems.push(`user ${user}: records ${sorted[i - 1].id} and ${sorted[i].id} overlap`);
    }
  }
  return problems;
}
