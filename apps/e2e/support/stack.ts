// The stack the test runner started (tools/test/run-all.mjs): its URL and a handle to stop/restart apps.
// Plain JavaScript under tools/ (no Nx project), shared with the scripts that run without a build.
// eslint-disable-next-line @typescript-eslint/no-require-imports, @nx/enforce-module-boundaries
const stack = require('../../../tools/run/lib/stack.cjs') as {
  stopApp: (stateFile: string, app: string) => Promise<void>;
  restartApp: (stateFile: string, app: string) => number;
  waitForHealth: (baseUrl: string, timeoutMs?: number) => Promise<unknown>;
};

export const baseUrl = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:18080';
export const stateFile = process.env.E2E_STATE_FILE ?? 'var/run/e2e-stack.json';

export const stopApp = (app: string) => stack.stopApp(stateFile, app);
export const restartApp = (app: string) => stack.restartApp(stateFile, app);
export const waitForHealthy = (timeoutMs = 30000) => stack.waitForHealth(baseUrl, timeoutMs);

export async function api(path: string, init?: RequestInit): Promise<{ status: number; body: Record<string, unknown>; headers: Headers }> {
  const res = await fetch(`${baseUrl}${path}`, init);
  const text = await res.text();
  let body: Record<string, unknown> = {};
  try {
    body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    body = { text };
  }
  return { status: res.status, body, headers: res.headers };
}
