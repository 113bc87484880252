import { expect, test } from '@playwright/test';

test('opens on the login route, reaches the not-found page and follows its link home', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('login-page')).toBeVisible();
  await expect(page).toHaveTitle(/^Presently \| /);

  await page.goto('/no/such/page');
  await expect(page.getByTestId('not-found')).toBeVisible();
  await expect(page).toHaveTitle(/^404 \| Presently \| /);

  await page.getByTestId('not-found-home-link').click();
  await expect(page.getByTestId('login-page')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test('sends a visitor who is not logged in from a protected route to the login route', async ({ page }) => {
  await page.goto('/my-presence');
  await expect(page.getByTestId('login-page')).toBeVisible();
});
