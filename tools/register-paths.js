// Resolves the @presently/* aliases of the compiled server code (dist/server) at run time.
const path = require('node:path');
const tsconfigPaths = require('tsconfig-paths');

tsconfigPaths.register({
  baseUrl: path.resolve(__dirname, '..', 'dist', 'server'),
  paths: { '@presently/*': ['libs/*/src'] },
});
