import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { Client } from 'pg';
import { baseUrl, stateFile } from './stack';

/** What tools/run/lib/stack.cjs writes: the pids of the running apps and the environment they got. */
interface StackState {
  pids: Record<string, number>;
  env: Record<string, string | undefined>;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export const stackState = (): StackState => JSON.parse(readFileSync(stateFile, 'utf8')) as StackState;

/** The RPC timeout the stack was started with: a request may take this long before the gateway answers 503. */
export const rpcTimeoutMs = (): number => Number(stackState().env.RPC_TIMEOUT_MS ?? 10000);

/**
 * Whether the process still runs. A killed app whose parent has not reaped it yet is a zombie: dead,
 * though signal 0 still reaches it (the runner that started the stack waits in spawnSync for the
 * suite and reaps its children only afterwards), so its state in /proc decides.
 */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return true; // no /proc (not Linux): signal 0 is all we can tell
  }
}

/** Apps of the stack whose process is gone (crashed): nothing but the suite's own kill may do that. */
export function deadApps(): string[] {
  return Object.entries(stackState().pids)
    .filter(([, pid]) => !alive(pid))
    .map(([app]) => app);
}

/** kill -9: no drain, no goodbye to the broker; the process is gone when this resolves. */
export async function killApp(app: string): Promise<number> {
  const pid = stackState().pids[app];
  if (!pid || !alive(pid)) throw new Error(`${app} is not running (pid ${pid ?? 'unknown'})`);
  process.kill(pid, 'SIGKILL');
  for (let i = 0; i < 100 && alive(pid); i++) await sleep(20);
  if (alive(pid)) throw new Error(`${app} (pid ${pid}) survived SIGKILL`);
  return pid;
}

/**
 * SIGSTOP: the process keeps its connections but answers nothing until `resumeApp` (SIGCONT), as a
 * service stalled by a long pause would. What waits on it waits at a known point.
 */
export function pauseApp(app: string): void {
  const pid = stackState().pids[app];
  if (!pid || !alive(pid)) throw new Error(`${app} is not running (pid ${pid ?? 'unknown'})`);
  process.kill(pid, 'SIGSTOP');
}

export function resumeApp(app: string): void {
  const pid = stackState().pids[app];
  if (pid && alive(pid)) process.kill(pid, 'SIGCONT');
}

const vhostOf = (amqpUrl: string) => decodeURIComponent(new URL(amqpUrl).pathname.replace(/^\//, '')) || '/';

function rabbitmqctl(args: string[]): string {
  // rabbitmqctl talks to the local broker's node; the broker must run on this machine (as in npm test).
  return execFileSync('rabbitmqctl', ['-q', ...args], { encoding: 'utf8', timeout: 20000, stdio: ['ignore', 'pipe', 'pipe'] });
}

/** The platform's client connections on its own virtual host (never the other suites' vhosts). */
export function rabbitConnections(): number {
  const vhost = vhostOf(stackState().env.RABBITMQ_URL ?? 'amqp://127.0.0.1/');
  return rabbitmqctl(['list_connections', '-p', vhost, 'pid']).split('\n').filter((l) => l.trim().startsWith('<')).length;
}

/**
 * Force-closes every connection on the stack's vhost, as a broker restart or a network cut would.
 * `close_all_connections -p` exists from RabbitMQ 3.7; the vhost is the stack's alone.
 */
export function dropRabbitConnections(): number {
  const vhost = vhostOf(stackState().env.RABBITMQ_URL ?? 'amqp://127.0.0.1/');
  if (vhost === '/') throw new Error('refusing to close every connection of the default vhost: the stack needs a vhost of its own');
  const before = rabbitConnections();
  rabbitmqctl(['close_all_connections', '-p', vhost, 'fault test']);
  return before;
}

/** Terminates every session on the stack's database (but this one), as a database failover would. */
export async function killDatabaseSessions(): Promise<number> {
  const url = stackState().env.DATABASE_URL;
  if (!url) throw new Error('the stack state names no DATABASE_URL');
  const database = decodeURIComponent(new URL(url).pathname.replace(/^\//, ''));
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const res = await client.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [database]);
    return res.rowCount ?? 0;
  } finally {
    await client.end();
  }
}

/** Every service and its backing services up, as /api/health says. */
export async function healthy(): Promise<boolean> {
  try {
    const res = await fetch(`${baseUrl}/api/health`, { signal: AbortSignal.timeout(5000) });
    await res.text();
    return res.status === 200;
  } catch {
    return false;
  }
}

/**
 * Milliseconds from `since` until /api/health answers 200, polled every 200 ms; null when it did not
 * within `timeoutMs` of now.
 */
export async function msUntilHealthy(since: number, timeoutMs: number): Promise<number | null> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await healthy()) return Date.now() - since;
    await sleep(200);
  }
  return null;
}
