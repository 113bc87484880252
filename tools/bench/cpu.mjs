// Where the CPU goes while a path is measured: the stack's apps (by pid, from the state file), the
// backing services and the load generator, read from /proc (Linux; elsewhere nothing is reported).
// Figures are in % of one core over the measured period, so 100 % is a core kept busy.
import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';

const TICKS_PER_SECOND = 100; // USER_HZ on Linux
const BACKING = { postgres: 'postgres', 'beam.smp': 'rabbitmq', 'redis-server': 'redis' };

function ticksOf(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command may hold spaces and parentheses: fields start after the last ')'.
    const rest = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { comm: stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')), ticks: Number(rest[11]) + Number(rest[12]) };
  } catch {
    return null;
  }
}

/** { name → CPU ticks so far } for the apps (pid by name), the backing services and this process. */
export function cpuSnapshot(appPids) {
  const byName = {};
  const add = (name, ticks) => (byName[name] = (byName[name] ?? 0) + ticks);
  let pids = [];
  try {
    pids = readdirSync('/proc').filter((d) => /^\d+$/.test(d));
  } catch {
    return null;
  }
  const appByPid = new Map(Object.entries(appPids).map(([name, pid]) => [String(pid), name]));
  for (const pid of pids) {
    const t = ticksOf(pid);
    if (!t) continue;
    if (appByPid.has(pid)) add(appByPid.get(pid), t.ticks);
    else if (pid === String(process.pid)) add('load generator (bench)', t.ticks);
    else if (BACKING[t.comm]) add(BACKING[t.comm], t.ticks);
  }
  return { at: Date.now(), byName };
}

/**
 * The CPU each name used between two snapshots, as % of one core, busiest first (under 2 % left
 * out); `othersPct` is what the rest of the machine used (other work on a shared machine skews a run).
 */
export function cpuBetween(before, after, machineBefore, machineAfter) {
  if (!before || !after) return null;
  const seconds = (after.at - before.at) / 1000;
  const shares = {};
  let ours = 0;
  for (const [name, ticks] of Object.entries(after.byName)) {
    const used = (ticks - (before.byName[name] ?? 0)) / TICKS_PER_SECOND;
    ours += used;
    const pct = Math.round((used / seconds) * 100);
    if (pct >= 2) shares[name] = pct;
  }
  const sorted = Object.fromEntries(Object.entries(shares).sort((a, b) => b[1] - a[1]));
  const machineBusy = machineAfter && machineBefore ? (machineAfter.busy - machineBefore.busy) / TICKS_PER_SECOND : null;
  return {
    cores: os.cpus().length,
    pctOfOneCore: sorted,
    othersPct: machineBusy === null ? null : Math.max(0, Math.round(((machineBusy - ours) / seconds) * 100)),
  };
}

/** The machine's busy ticks (all cores) from /proc/stat. */
export function machineSnapshot() {
  try {
    const line = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
    const [user, nice, system, , , irq, softirq, steal] = line;
    return { busy: user + nice + system + irq + softirq + steal };
  } catch {
    return null;
  }
}

function rssKbOf(pid) {
  try {
    const match = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
    return match ? Number(match[1]) : null;
  } catch {
    return null;
  }
}

/**
 * { name → resident memory in MB } of the stack's apps and the backing services (a service of many
 * processes, as PostgreSQL is, is their sum; shared pages counted in each, so it is an upper bound).
 */
export function memorySnapshot(appPids) {
  const byName = {};
  let pids = [];
  try {
    pids = readdirSync('/proc').filter((d) => /^\d+$/.test(d));
  } catch {
    return null;
  }
  const appByPid = new Map(Object.entries(appPids).map(([name, pid]) => [String(pid), name]));
  for (const pid of pids) {
    const name = appByPid.get(pid) ?? BACKING[ticksOf(pid)?.comm ?? ''];
    if (!name) continue;
    const kb = rssKbOf(pid);
    if (kb !== null) byName[name] = (byName[name] ?? 0) + kb;
  }
  return Object.fromEntries(Object.entries(byName).map(([n, kb]) => [n, Math.round(kb / 1024)]));
}

/** Samples memory every `everyMs` while `work` runs: { rest: before, peak: the largest seen per name }. */
export async function withMemory(appPids, work, everyMs = 250) {
  const rest = memorySnapshot(appPids);
  if (!rest) return { result: await work(), memory: null };
  const peak = { ...rest };
  const sample = () => {
    for (const [n, mb] of Object.entries(memorySnapshot(appPids) ?? {})) peak[n] = Math.max(peak[n] ?? 0, mb);
  };
  const timer = setInterval(sample, everyMs);
  try {
    const result = await work();
    sample();
    return { result, memory: { rest, peak } };
  } finally {
    clearInterval(timer);
  }
}
