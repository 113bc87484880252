import { expect, test } from '@playwright/test';
import { acceptCookies, closeSurveyIfShown, DEMO_EMPLOYEE, logIn } from './helpers';

test('the demo employee (role 5) sees only My calendar, My profile and Presence, and /users sends it to /unauthorized', async ({
  page,
  context,
  baseURL,
}) => {
  await acceptCookies(context, baseURL);
  await logIn(page, DEMO_EMPLOYEE.email, DEMO_EMPLOYEE.password);
  await expect(page).toHaveURL(/\/my-presence$/);
  await closeSurveyIfShown(page);
  await expect(page.getByTestId('greeting')).toContainText('Employee at Presently Demo');

  // 1280 px wide: the navigation is on top.
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav).toBeVisible();
  for (const item of ['My calendar', 'My profile', 'Presence']) {
    await expect(nav.getByText(item, { exact: true })).toBeVisible();
  }
  for (const item of ['Home', 'Calendar', 'Reports', 'Settings']) {
    await expect(nav.getByText(item, { exact: true })).toHaveCount(0);
  }

  await page.goto('/users');
  await expect(page).toHaveURL(/\/unauthorized$/);
  await expect(page.getByTestId('unauthorized')).toBeVisible();

  // The pages it may open do open.
  await page.goto('/my-profile');
  await expect(page).toHaveURL(/\/my-profile$/);
  await expect(page.getByTestId('profile-details')).toContainText(DEMO_EMPLOYEE.email);
});
