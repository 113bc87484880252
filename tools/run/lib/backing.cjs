// Checks PostgreSQL, RabbitMQ and Redis; starts local ones that are installed but stopped,
// otherwise says exactly what to run. Shared by `npm start`, `npm test` and the test harness.
const net = require('node:net');
const fs = require('node:fs');
const { spawnSync } = require('node:child_process');

const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '::1', '[::1]']);

function portOpen(host, port, timeoutMs = 1000) {
  return new Promise((resolve) => {
    const socket = net.connect({ host: host.replace(/^\[|\]$/g, ''), port });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

function which(cmd) {
  return spawnSync('sh', ['-c', `command -v ${cmd}`], { encoding: 'utf8' }).status === 0;
}

function run(cmd, args) {
  const r = spawnSync(cmd, args, { encoding: 'utf8', timeout: 120000 });
  return { ok: r.status === 0, out: `${r.stdout || ''}${r.stderr || ''}`.trim() };
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

function postgresVersion() {
  try {
    return fs.readdirSync('/etc/postgresql').sort().pop();
  } catch {
    return undefined;
  }
}

const SERVICES = [
  {
    name: 'PostgreSQL',
    env: 'DATABASE_URL',
    fallback: 'postgres://postgres@127.0.0.1:5432/presently',
    defaultPort: 5432,
    installed: () => which('pg_ctlcluster') && Boolean(postgresVersion()),
    start: () => run('pg_ctlcluster', ['--skip-systemctl-redirect', postgresVersion(), 'main', 'start']),
    hint: 'sudo pg_ctlcluster <version> main start   (or: sudo systemctl start postgresql)',
  },
  {
    name: 'Redis',
    env: 'REDIS_URL',
    fallback: 'redis://127.0.0.1:6379',
    defaultPort: 6379,
    installed: () => which('redis-server'),
    start: () =>
      run('redis-server', ['--daemonize', 'yes', '--bind', '127.0.0.1', '-::1', '--port', '6379', '--save', '', '--appendonly', 'no']),
    hint: 'redis-server --daemonize yes --port 6379   (or: sudo systemctl start redis-server)',
  },
  {
    name: 'RabbitMQ',
    env: 'RABBITMQ_URL',
    fallback: 'amqp://guest:guest@127.0.0.1:5672',
    defaultPort: 5672,
    installed: () => which('rabbitmq-server') && which('rabbitmqctl'),
    start: () => {
      const r = run('rabbitmq-server', ['-detached']);
      // await_startup fails until the node is up: retry it.
      for (let i = 0; i < 30; i++) {
        const up = run('rabbitmqctl', ['await_startup', '--timeout', '10']);
        if (up.ok) return up;
        spawnSync('sleep', ['2']);
      }
      return r;
    },
    hint: 'sudo rabbitmq-server -detached && sudo rabbitmqctl await_startup   (or: sudo systemctl start rabbitmq-server)',
  },
];

/** Resolves when all three answer; throws with the commands to run when one cannot be started. */
async function ensureBackingServices(env = process.env, log = console.log) {
  const problems = [];
  for (const svc of SERVICES) {
    const url = new URL(env[svc.env] || svc.fallback);
    const host = url.hostname;
    const port = Number(url.port || svc.defaultPort);
    if (await portOpen(host, port)) continue;
    if (!LOCAL_HOSTS.has(host) || !svc.installed()) {
      problems.push(`${svc.name} is not reachable at ${host}:${port}. Start it with:\n    ${svc.hint}`);
      continue;
    }
    log(`${svc.name} is stopped; starting it…`);
    const r = svc.start();
    let up = false;
    for (let i = 0; i < 60 && !up; i++) {
      up = await portOpen(host, port);
      if (!up) await sleep(1000);
    }
    if (!up) problems.push(`${svc.name} did not start (${r.out.slice(0, 300)}). Start it with:\n    ${svc.hint}`);
    else log(`${svc.name} started.`);
  }
  if (problems.length) {
    const err = new Error(problems.join('\n'));
    err.code = 'BACKING_SERVICES_DOWN';
    throw err;
  }
}

/** The test suites use their own RabbitMQ virtual host; create it (idempotently) when missing. */
function ensureRabbitVhost(amqpUrl) {
  const url = new URL(amqpUrl);
  const vhost = decodeURIComponent(url.pathname.replace(/^\//, '')) || '/';
  if (vhost === '/') return;
  const user = decodeURIComponent(url.username || 'guest');
  const list = run('rabbitmqctl', ['-q', 'list_vhosts']);
  if (list.ok && list.out.split('\n').some((l) => l.trim() === vhost)) return;
  const add = run('rabbitmqctl', ['add_vhost', vhost]);
  if (!add.ok && !/already exists/i.test(add.out)) throw new Error(`Could not create RabbitMQ vhost ${vhost}: ${add.out}`);
  const perm = run('rabbitmqctl', ['set_permissions', '-p', vhost, user, '.*', '.*', '.*']);
  if (!perm.ok) throw new Error(`Could not grant ${user} on vhost ${vhost}: ${perm.out}`);
}

module.exports = { ensureBackingServices, ensureRabbitVhost, portOpen };
