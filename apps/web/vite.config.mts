import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Paths are absolute so the config works from any cwd (Nx runs it from the workspace root).
const appRoot = fileURLToPath(new URL('.', import.meta.url));
const outDir = fileURLToPath(new URL('../../dist/apps/web', import.meta.url));
// Contracts shared with the server (access table, password policy, payloads): plain TypeScript, bundled from source.
const contracts = fileURLToPath(new URL('../../libs/contracts/src/index.ts', import.meta.url));

export default defineConfig({
  root: appRoot,
  plugins: [react()],
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
    // antd is about 1.25 MB before gzip (390 kB gzipped) since the administration screens use its
    // table, date and time pickers, colour picker and QR code; it gets its own long-cached chunk.
    chunkSizeWarningLimit: 1300,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // The bot-check widget is only needed on /register: its own chunk, loaded on demand.
            { name: 'altcha', test: /node_modules[\\/]altcha[\\/]/, priority: 3 },
            { name: 'antd', test: /node_modules[\\/](antd|@ant-design|@rc-component|rc-[^\\/]+)[\\/]/, priority: 2 },
            { name: 'vendor', test: /node_modules[\\/]/, priority: 1 },
          ],
        },
      },
    },
  },
  test: {
    root: appRoot,
    environment: 'jsdom',
    globals: true,
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    css: false,
    restoreMocks: true,
    // antd's menus and dropdowns animate; a slow CI machine needs more than the 5 s default.
    testTimeout: 15_000,
    unstubGlobals: true,
  },
});
