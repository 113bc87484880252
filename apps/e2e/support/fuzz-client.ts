import { appendFileSync } from 'node:fs';
import type { Probe } from './fuzz-cases';
import { show } from './fuzz-cases';
import { baseUrl } from './stack';

// Sends the fuzz suite's probes a few at a time and keeps what each answered, and says which answers
// are findings: a server error, or a body that shows the server's insides.

export interface Outcome {
  probe: Probe;
  status: number;
  /** The body as text (cut at 4k: enough to show a stack trace). */
  text: string;
}

/** Credentials a probe is sent with. */
export interface Caller {
  token?: string;
  deviceKey?: string;
}

export async function send(probe: Probe, caller: Caller, timeoutMs = 15_000): Promise<Outcome> {
  const headers: Record<string, string> = {};
  if (caller.token) headers.Authorization = `Bearer ${caller.token}`;
  if (caller.deviceKey) headers['X-Device-Key'] = caller.deviceKey;
  if (probe.contentType) headers['Content-Type'] = probe.contentType;
  try {
    const res = await fetch(`${baseUrl}${probe.url}`, { method: probe.method, headers, body: probe.body, signal: AbortSignal.timeout(timeoutMs) });
    const text = await res.text();
    return { probe, status: res.status, text: text.slice(0, 4_000) };
  } catch (err) {
    // No answer at all (a hang or a dropped connection) is as much a finding as a 500.
    return { probe, status: 599, text: `no answer: ${(err as Error).message}` };
  }
}

/** Runs the probes `concurrency` at a time, in order of the list. */
export async function sendAll(probes: Probe[], callerOf: (p: Probe) => Caller, concurrency = 8): Promise<Outcome[]> {
  const outcomes: Outcome[] = new Array(probes.length);
  let next = 0;
  const worker = async () => {
    while (next < probes.length) {
      const i = next++;
      outcomes[i] = await send(probes[i], callerOf(probes[i]));
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return outcomes;
}

/** What an answer must never show: stack frames, error class prose, source paths, SQL or parser internals. */
const LEAKS: Array<[string, RegExp]> = [
  ['a stack frame', /\bat (?:async )?[\w$.<>[\] ]+ \(?(?:\/|node:|file:)[^)\s]*:\d+:\d+\)?/],
  ['a stack frame', /\n\s+at \S/],
  ['error prose', /\b[A-Z]?[a-z]*Error: /],
  ['a source path', /(?:\/[\w.@-]+)+\.(?:[cm]?js|ts)\b|node_modules|\/(?:work|home|app|usr)\//],
  ['SQL text', /QueryFailedError|duplicate key value|violates [\w ]*constraint|syntax error at or near|invalid input syntax for|relation "[^"]+"|column "[^"]+"/],
  ['JSON parser text', /Unexpected token|in JSON at position|Unexpected end of JSON/],
];

export function leakIn(text: string): string | null {
  for (const [what, pattern] of LEAKS) if (pattern.test(text)) return what;
  return null;
}

export interface Finding {
  op: string;
  input: string;
  status: number;
  body: string;
  why: string;
}

export function findingsIn(outcomes: Outcome[]): Finding[] {
  const findings: Finding[] = [];
  for (const o of outcomes) {
    const leak = leakIn(o.text);
    if (o.status >= 500 || leak) {
      findings.push({ op: o.probe.op, input: o.probe.input, status: o.status, body: o.text.slice(0, 300), why: o.status >= 500 ? 'server error' : `body shows ${leak}` });
    }
  }
  return findings;
}

/** The assertion message: each offending operation with its input and answer (the first `limit`). */
export function describeFindings(title: string, findings: Finding[], limit = 20): string {
  if (findings.length === 0) return `${title}: none`;
  const lines = findings.slice(0, limit).map((f, i) => `${i + 1}. ${f.op}  ${f.input}\n   → ${f.status} (${f.why}) ${f.body}`);
  const more = findings.length > limit ? `\n… and ${findings.length - limit} more` : '';
  return `${title}: ${findings.length}\n${lines.join('\n')}${more}`;
}

/** A per-status tally for the log line of a run. */
export function tally(outcomes: Outcome[]): string {
  const counts = new Map<number, number>();
  for (const o of outcomes) counts.set(o.status, (counts.get(o.status) ?? 0) + 1);
  return [...counts.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([s, n]) => `${s}×${n}`)
    .join(' ');
}

export { show };

/** With FUZZ_REPORT=file, every outcome as a JSON line (to read what a run did, beyond its findings). */
export function record(outcomes: Outcome[], label: string): void {
  const file = process.env.FUZZ_REPORT;
  if (!file) return;
  const lines = outcomes.map((o) => JSON.stringify({ label, op: o.probe.op, input: o.probe.input, url: o.probe.url.slice(0, 300), status: o.status, body: o.text.slice(0, 300) }));
  appendFileSync(file, `${lines.join('\n')}\n`);
}
