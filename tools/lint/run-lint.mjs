// `npm run lint`: builds Nx's project graph first (the module-boundary rule reads it and is silently
// skipped without it, e.g. on a fresh clone), then runs ESLint on everything with no warnings allowed.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..', '..');
const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' };
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

const graph = spawnSync(bin('nx'), ['show', 'projects'], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] });
if (graph.status !== 0) {
  console.error('lint: could not build the Nx project graph, so the boundary rules cannot run');
  process.exit(graph.status ?? 1);
}
const lint = spawnSync(bin('eslint'), ['--max-warnings=0', ...(process.argv.length > 2 ? process.argv.slice(2) : ['.'])], { cwd: root, env, stdio: 'inherit' });
process.exit(lint.status ?? 1);
