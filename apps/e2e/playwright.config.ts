import { defineConfig } from '@playwright/test';

// Debian's Chromium, never a downloaded browser; flags keep it off the (closed) network.
export default defineConfig({
  testDir: './browser',
  timeout: 30_000,
  retries: 0,
  workers: 1,
  reporter: [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_JSON ?? '../../var/test-results/browser.json' }]],
  use: {
    baseURL: process.env.E2E_BASE_URL ?? 'http://127.0.0.1:18080',
    headless: true,
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  outputDir: '../../var/test-results/browser-artifacts',
});
