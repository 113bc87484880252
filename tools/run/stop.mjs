// `npm stop`: stops the apps started by `npm start` (gracefully: SIGTERM, in-flight work drains).
import path from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { stopStack } = require('./lib/stack.cjs');
const root = path.resolve(import.meta.dirname, '..', '..');

const stopped = await stopStack(path.join(root, 'var/run/stack.json'));
console.log(stopped ? 'Presently stopped.' : 'Presently is not running.');
