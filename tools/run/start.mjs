// `npm start`: install if needed, check the backing services, build, migrate, start everything, print the URL.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const root = path.resolve(import.meta.dirname, '..', '..');
process.chdir(root);

if (!existsSync(path.join(root, 'node_modules', '.package-lock.json'))) {
  console.log('Installing dependencies (npm install, from package-lock.json)…');
  const r = spawnSync('npm', ['install', '--no-audit', '--no-fund'], { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const { ensureBackingServices } = require('./lib/backing.cjs');
const { build } = require('./lib/build.cjs');
const { startStack, stopStack, readState, alive, seedDemo, restartApp, APPS } = require('./lib/stack.cjs');
const { createSupervisor } = require('./lib/supervisor.cjs');

const stateFile = path.join(root, 'var/run/stack.json');
const env = { ...process.env, NODE_ENV: process.env.NODE_ENV || 'development', PORT: process.env.PORT || '8080' };

try {
  const running = readState(stateFile);
  if (running && Object.values(running.pids).some(alive)) {
    console.error(`Presently is already running at ${running.baseUrl} (npm stop first).`);
    process.exit(1);
  }
  await ensureBackingServices(env);
  console.log('Building…');
  build();
  console.log('Migrating and starting the services…');
  const { health } = await startStack({ env, stateFile, logDir: path.join(root, 'var/log') });
  const logins = await seedDemo(env);
  const url = env.PUBLIC_URL || `http://localhost:${env.PORT}`;
  console.log(`\nPresently is up: ${url}`);
  console.log(`  API docs: ${url}/api/docs   health: ${url}/api/health`);
  console.log(`  services: ${Object.entries(health.services).map(([s, v]) => `${s} ${v}`).join(', ')}`);
  console.log('  demo logins (one per role):');
  for (const l of logins) console.log(`    role ${l.role_id}  ${l.email.padEnd(34)} ${l.password}`);
  console.log(`  e-mails: ${env.SMTP_URL ? env.SMTP_URL : 'var/outbox/*.eml (set SMTP_URL to send them)'}`);
  console.log('  logs: var/log/<app>.log   stop: Ctrl-C or `npm stop`');
} catch (err) {
  console.error(`\n${err.message}`);
  process.exit(1);
}

let stopping = false;
const shutdown = async () => {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping…');
  await stopStack(stateFile);
  console.log('Stopped.');
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);

// An app that dies is started again (with backoff) and the log says so; /api/health shows it down
// only while it restarts.
const supervisor = createSupervisor({
  snapshot: () => {
    const state = readState(stateFile);
    if (stopping || !state || state.stopping) return null;
    return { apps: APPS, alive: (app) => alive(state.pids[app]) };
  },
  restart: (app) => restartApp(stateFile, app),
  // Lines start with the app's name: its own log is var/log/<app>.log.
  log: (line) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${line} (see var/log/${line.split(' ')[0]}.log)`),
});
setInterval(() => supervisor.tick(), 250);

// `npm stop` from another terminal stops the apps; leave when they are all gone.
setInterval(() => {
  const state = readState(stateFile);
  if (!state || (state.stopping && !APPS.some((a) => alive(state.pids[a])))) {
    if (!stopping) console.log('All apps have stopped.');
    process.exit(0);
  }
}, 2000);
