import { fileURLToPath } from 'node:url';
import { availableParallelism } from 'node:os';
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

/** A feature's entry for other features (`features/<x>/index.ts`: re-exports only). */
const FEATURE_ENTRY = /[\\/]src[\\/]features[\\/][\w-]+[\\/]index\.ts$/;

/**
 * Features import one another through the other's `index.ts` (docs/web-shell.md, the import rule).
 * Those files only re-export; marked free of side effects, an import from one brings the modules of
 * the names it uses, not every module the entry lists (the dashboard's decision buttons came with
 * the whole absence request form: its upload, pickers and number input). featureEntries.test.ts
 * keeps them re-exports only.
 */
const featureEntriesWithoutSideEffects: Plugin = {
  name: 'presently-feature-entries-side-effect-free',
  transform(code, id) {
    return FEATURE_ENTRY.test(id) ? { code, map: null, moduleSideEffects: false } : null;
  },
};

/**
 * Packages antd uses whose modules only declare (and set properties of their own objects: `Form.List
 * = List`, `Schema.register = …`) but whose package.json does not say `sideEffects: false`, so the
 * bundler kept a whole package wherever one name of it was used: antd's `ContextIsolator` (in Drawer,
 * Menu, Tooltip, so in the shell) imports only rc-field-form's `FormProvider`, yet brought all of
 * rc-field-form and its validator (~12 KB gzip); the Button's style tokens use a colour helper of
 * @rc-component/color-picker, yet brought the picker and, through antd's ColorPresets, Collapse
 * (~6 KB). Checked by reading their top-level statements (rc-field-form 2.7, async-validator 5.1,
 * color-picker 2.0, rc-collapse 3.9); re-check when antd's dependencies change.
 */
const DECLARATIONS_ONLY = /[\\/]node_modules[\\/](rc-field-form|@rc-component[\\/]async-validator|@rc-component[\\/]color-picker|rc-collapse)[\\/]/;
const packagesWithoutSideEffects: Plugin = {
  name: 'presently-packages-side-effect-free',
  transform(code, id) {
    return DECLARATIONS_ONLY.test(id) ? { code, map: null, moduleSideEffects: false } : null;
  },
};

/** antd's Button style tokens, which import `isBright` from the colour picker's presets (with Collapse). */
const BUTTON_TOKENS = /[\\/]antd[\\/]es[\\/]button[\\/]style[\\/]token\.js$/;
const isBrightCopy = fileURLToPath(new URL('./src/app/antdPatches/isBright.ts', import.meta.url));

/**
 * Every page with a Button (the shell included) loaded the colour picker's presets module, and with it
 * antd's Collapse, for one helper: that import is pointed at a copy of the helper (see its file).
 * Fails the build if antd no longer imports it so, so that the copy is looked at again.
 */
const antdIsBrightOnly: Plugin = {
  name: 'presently-antd-is-bright-only',
  enforce: 'pre',
  resolveId(source, importer) {
    return importer && BUTTON_TOKENS.test(importer) && source === '../../color-picker/components/ColorPresets' ? isBrightCopy : null;
  },
  transform(code, id) {
    if (BUTTON_TOKENS.test(id) && !code.includes("from '../../color-picker/components/ColorPresets'")) {
      this.error('antd/es/button/style/token.js no longer imports isBright from ColorPresets: look at src/app/antdPatches/isBright.ts again');
    }
    return null;
  },
};

export default defineConfig({
  root: appRoot,
  plugins: [react(), contractsWithoutSideEffects, featureEntriesWithoutSideEffects, packagesWithoutSideEffects, antdIsBrightOnly, precompress()],
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
    // The tests spend much of their time waiting (animations, lazy pages, waitFor), so a worker per core
    // beats Vitest's default of one fewer: on the 2-core CI machine 185 s → 124 s.
    maxWorkers: Math.max(2, availableParallelism()),
    unstubGlobals: true,
  },
});
