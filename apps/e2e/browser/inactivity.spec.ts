import { expect, test } from '@playwright/test';
import { acceptCookies, DEMO_TEAM_LEAD, logIn } from './helpers';

const IDLE_TIMEOUT_MS = 2000;

test('logs out after the idle time without mouse, keyboard, touch or scroll', async ({ page, context, baseURL }) => {
  // The app reads this test-only override instead of its 15 minutes (apps/web, useInactivityLogout).
  await page.addInitScript((idleTimeoutMs) => {
    (globalThis as unknown as { __PRESENTLY_TEST__: { idleTimeoutMs: number } }).__PRESENTLY_TEST__ = { idleTimeoutMs };
  }, IDLE_TIMEOUT_MS);
  await acceptCookies(context, baseURL);

  await logIn(page, DEMO_TEAM_LEAD.email, DEMO_TEAM_LEAD.password);
  await expect(page).toHaveURL(/\/my-presence$/);
  const logout = page.waitForRequest((request) => request.url().endsWith('/api/vue-logout') && request.method() === 'POST', {
    timeout: IDLE_TIMEOUT_MS * 5,
  });

  // No input from here on.
  await logout;
  await expect(page.getByTestId('login-page')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  // The session is gone, not only the page: a protected page leads back to the login page.
  await page.goto('/my-profile');
  await expect(page.getByTestId('login-page')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});
