import { expect, test } from '@playwright/test';
import { waitForMail } from '../support/mailbox';
import { acceptCookies, STRONG_PASSWORD, uniqueEmail } from './helpers';

test('registers a company, opens the e-mailed link, logs in, accepts the terms and lands on /my-presence', async ({ page, context, baseURL }) => {
  // The proof of work, the e-mail (through BullMQ and SMTP) and five pages take longer than the default.
  test.setTimeout(120_000);
  await acceptCookies(context, baseURL);
  const email = uniqueEmail('web-register');

  await page.goto('/register');
  await page.getByLabel('Company name').fill(`E2E Web ${Date.now()}`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(STRONG_PASSWORD);
  await page.getByLabel('Repeat the password').fill(STRONG_PASSWORD);
  await page.getByLabel('Account type').click();
  await page.locator('.ant-select-item-option[title="Company"]').click();
  await page.getByLabel('I accept the terms and the privacy policy').check();

  // The ALTCHA widget solves its proof of work once its checkbox is clicked.
  await page.locator('altcha-widget input[type="checkbox"]').click();
  await expect(page.getByTestId('bot-check')).toHaveAttribute('data-state', 'verified', { timeout: 60_000 });

  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page.getByTestId('register-success')).toContainText(`We have sent a verification link to ${email}.`);

  // The link points at PUBLIC_URL; open its path on the address under test.
  const mail = await waitForMail(email, /./, 60_000);
  const link = mail.links.find((candidate) => candidate.includes('/email/verify/'));
  expect(link, `a verification link in: ${mail.text}`).toBeDefined();
  const { pathname, search } = new URL(link as string);
  await page.goto(pathname + search);
  await expect(page.getByTestId('verify-email-page')).toHaveAttribute('data-outcome', 'verified');
  await expect(page.getByText('Your e-mail address is verified')).toBeVisible();

  await page.getByTestId('verify-login-link').click();
  await expect(page.getByTestId('login-page')).toBeVisible();
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(STRONG_PASSWORD);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();

  // A new account has not accepted the terms yet: the app is locked on the privacy policy.
  await expect(page).toHaveURL(/\/privacy-policy$/);
  await expect(page.getByTestId('accept-terms')).toBeVisible();
  await page.getByRole('button', { name: 'I accept', exact: true }).click();

  // The registrant is the System Administrator (role 1), whose home is their own presence.
  await expect(page).toHaveURL(/\/my-presence$/);
  await expect(page.getByTestId('greeting')).toContainText('System Administrator at E2E Web');
});
