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

/** A contracts module's path (bundled from source, see the alias below). */
const CONTRACTS_MODULE = /[\\/]libs[\\/]contracts[\\/]src[\\/]/;

interface Node {
  type: string;
  start: number;
  end: number;
}
interface Declarator extends Node {
  init: Node | null;
}
interface Statement extends Node {
  declaration?: Statement | null;
  declarations?: Declarator[];
}

/** Initialisers a bundler sees as free of effects already (the rest may hide a call: wrapped). */
const PLAIN_INIT = new Set(['ArrowFunctionExpression', 'FunctionExpression', 'Literal', 'Identifier']);

/**
 * The contracts' modules only declare: constants, helpers, and zod schemas for the server. Their
 * schemas' `.meta()` writes to zod's global registry, which the web never reads. Marking the modules
 * free of side effects drops a module nothing uses; and each top-level `const x = z.object(…)` is
 * wrapped in an IIFE marked pure, so a schema nothing uses is dropped even in a module whose constants
 * a page does use (a bundler cannot otherwise prove a call free of effects). That keeps zod (about
 * 25 KB gzip) out of every page but those that validate with a schema. Evaluation order is unchanged.
 */
const contractsWithoutSideEffects: Plugin = {
  name: 'presently-contracts-side-effect-free',
  transform(code, id) {
    if (!CONTRACTS_MODULE.test(id)) return null;
    const program = this.parse(code) as unknown as { body: Statement[] };
    const inits: Node[] = [];
    for (const statement of program.body) {
      const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
      if (declaration?.type !== 'VariableDeclaration') continue;
      for (const declarator of declaration.declarations ?? []) if (declarator.init && !PLAIN_INIT.has(declarator.init.type)) inits.push(declarator.init);
    }
    let out = code;
    for (const init of inits.sort((a, b) => b.start - a.start)) {
      out = `${out.slice(0, init.start)}/* @__PURE__ */ (() => (${out.slice(init.start, init.end)}))()${out.slice(init.end)}`;
    }
    return { code: out, map: null, moduleSideEffects: false };
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
