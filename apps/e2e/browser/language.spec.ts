import { expect, test } from '@playwright/test';
import { acceptCookies, closeSurveyIfShown, DEMO_TEAM_MEMBER, logIn } from './helpers';

test('switches the login page to Macedonian and Bulgarian and back', async ({ page, context, baseURL }) => {
  await acceptCookies(context, baseURL);
  await page.goto('/');
  const switcher = page.getByTestId('language-switcher');

  await switcher.getByText('MK', { exact: true }).click();
  await expect(page.getByRole('button', { name: 'Најави се', exact: true })).toBeVisible();
  await expect(page.getByLabel('Лозинка')).toBeVisible();
  await expect(page.getByText('Ја заборавивте лозинката?')).toBeVisible();
  await expect(page).toHaveTitle('Presently | Најава');
  await expect(page.locator('html')).toHaveAttribute('lang', 'mk');

  await switcher.getByText('BG', { exact: true }).click();
  await expect(page.getByRole('button', { name: 'Вход', exact: true })).toBeVisible();
  await expect(page.getByLabel('Парола')).toBeVisible();
  await expect(page.getByText('Забравена парола?')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'bg');

  // The choice survives a reload.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Вход', exact: true })).toBeVisible();

  await switcher.getByText('EN', { exact: true }).click();
  await expect(page.getByRole('button', { name: 'Log in', exact: true })).toBeVisible();
});

test('switches the signed-in shell and tells the server (gb is sent as en)', async ({ page, context, baseURL }) => {
  await acceptCookies(context, baseURL);
  await logIn(page, DEMO_TEAM_MEMBER.email, DEMO_TEAM_MEMBER.password);
  await expect(page).toHaveURL(/\/my-presence$/);
  await closeSurveyIfShown(page);
  const switcher = page.getByTestId('language-switcher');
  const nav = page.locator('nav.app-nav');
  const footer = page.getByTestId('footer');
  const languageSent = () => page.waitForRequest((request) => request.url().endsWith('/api/change-user-lang') && request.method() === 'POST');

  let sent = languageSent();
  await switcher.getByText('MK', { exact: true }).click();
  expect((await sent).postDataJSON()).toEqual({ user_lang: 'mk' });
  await expect(nav).toContainText('Почетна');
  await expect(nav).toContainText('Извештаи');
  await expect(page.getByTestId('greeting')).toContainText('Здраво, ');
  await expect(footer).toContainText('Верзија: 2 Алфа');
  await expect(page).toHaveTitle('Presently | Мое присуство');

  sent = languageSent();
  await switcher.getByText('BG', { exact: true }).click();
  expect((await sent).postDataJSON()).toEqual({ user_lang: 'bg' });
  await expect(nav).toContainText('Начало');
  await expect(nav).toContainText('Отчети');
  await expect(page.getByTestId('greeting')).toContainText('Здравейте, ');
  await expect(footer).toContainText('Версия: 2 Алфа');

  // Back to English, which also puts the demo account's language back.
  sent = languageSent();
  await switcher.getByText('EN', { exact: true }).click();
  expect((await sent).postDataJSON()).toEqual({ user_lang: 'en' });
  await expect(nav).toContainText('Home');
  await expect(nav).toContainText('Reports');
  await expect(footer).toContainText('Version: 2 Alpha');
});
