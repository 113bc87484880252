// `npm run build`: the incremental server and web build `npm start` runs.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { build } = require('./lib/build.cjs');

try {
  build();
} catch (err) {
  console.error(err.message);
  process.exit(1);
}
