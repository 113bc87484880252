// Incremental build: the server with tsc (its .tsbuildinfo skips unchanged files), the web with
// Vite only when a web source is newer than the last build.
const fs = require('node:fs');
const path = require('node:path');
const { spawnSync } = require('node:child_process');

const ROOT = path.resolve(__dirname, '..', '..', '..');

function newestMtime(p) {
  if (!fs.existsSync(p)) return 0;
  const st = fs.statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = st.mtimeMs;
  for (const entry of fs.readdirSync(p)) {
    if (entry === 'node_modules') continue;
    newest = Math.max(newest, newestMtime(path.join(p, entry)));
  }
  return newest;
}

function bin(name) {
  return path.join(ROOT, 'node_modules', '.bin', name);
}

function step(label, cmd, args) {
  const started = Date.now();
  const r = spawnSync(cmd, args, { cwd: ROOT, stdio: 'inherit' });
  if (r.status !== 0) throw new Error(`${label} failed`);
  console.log(`  ${label}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

function webIsStale() {
  const built = path.join(ROOT, 'dist/apps/web/index.html');
  if (!fs.existsSync(built)) return true;
  const sources = Math.max(newestMtime(path.join(ROOT, 'apps/web')), newestMtime(path.join(ROOT, 'libs/contracts/src')));
  return sources > fs.statSync(built).mtimeMs;
}

function build({ web = true } = {}) {
  step('server build (tsc)', bin('tsc'), ['-p', 'tsconfig.server.json']);
  if (web && webIsStale()) step('web build (vite)', bin('vite'), ['build', '--config', 'apps/web/vite.config.mts', '--logLevel', 'warn']);
}

module.exports = { build };
