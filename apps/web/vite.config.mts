import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { precompress } from './precompress.mts';

// Paths are absolute so the config works from any cwd (Nx runs it from the workspace root).
const appRoot = fileURLToPath(new URL('.', import.meta.url));
const outDir = fileURLToPath(new URL('../../dist/apps/web', import.meta.url));
// Contracts shared with the server (access table, password policy, payloads): plain TypeScript, bundled from source.
const contracts = fileURLToPath(new URL('../../libs/contracts/src/index.ts', import.meta.url));

/**
 * The contracts' modules only declare: constants, and zod schemas for the server. Their schemas'
 * `.meta()` writes to zod's global registry, which the web never reads; marking them free of side
 * effects lets the bundle drop every schema (and zod) the web does not use.
 */
const contractsWithoutSideEffects: Plugin = {
  name: 'presently-contracts-side-effect-free',
  transform(code, id) {
    if (/[\\/]libs[\\/]contracts[\\/]src[\\/]/.test(id)) return { code, map: null, moduleSideEffects: false };
    return null;
  },
};

export default defineConfig({
  root: appRoot,
  plugins: [react(), contractsWithoutSideEffects, precompress()],
  resolve: {
    alias: { '@presently/contracts': contracts },
  },
  server: {
    port: 4200,
    proxy: {
      '/api': { target: 'http://localhost:8080', changeOrigin: true },
    },
  },
  preview: { port: 4300 },
  build: {
    outDir,
    emptyOutDir: true,
    // Maps for error reports, but not referenced from the served bundles.
    sourcemap: 'hidden',
    // .vite/manifest.json: which chunks each page pulls in (tools/test/bundle-budget.mjs checks their size).
    manifest: true,
    // No hand-made vendor groups: each page's chunk takes the antd components and libraries only it
    // uses, and what several pages share goes into shared chunks (issue 14's first-load budget).
  },
  test: {
    root: appRoot,
    environment: 'jsdom',
    globals: true,
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    css: false,
    restoreMocks: true,
    // antd's menus and dropdowns animate and pages load lazily; a slow CI machine needs more than the 5 s default.
    testTimeout: 30_000,
    unstubGlobals: true,
  },
});
