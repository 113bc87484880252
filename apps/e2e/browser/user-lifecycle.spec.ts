import { expect, test, type Locator, type Page } from '@playwright/test';
import { waitForMail } from '../support/mailbox';
import { acceptCookies, closeSurveyIfShown, DEMO_ADMIN, logIn, STRONG_PASSWORD, uniqueEmail } from './helpers';

/** The invitation's subject in English, Macedonian or Bulgarian (the company's language decides). */
const INVITATION_SUBJECT = /invited to|Поканети сте|Поканени сте/i;

/** Opens an antd Select by its label, types to filter, and takes the option with this title (or the first one). */
async function choose(page: Page, form: Locator, label: string, search: string, title?: string): Promise<void> {
  // The box, not its search input: a chosen value covers the input.
  await form.locator('.ant-select-selector', { has: page.getByLabel(label, { exact: true }) }).click();
  await page.keyboard.type(search);
  const open = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
  const option = title ? open.locator(`.ant-select-item-option[title="${title}"]`) : open.locator('.ant-select-item-option').first();
  await option.click();
  await expect(open).toHaveCount(0);
}

/** Types a day into an antd DatePicker (dd-Mon-yyyy) and confirms it. */
async function pickDay(form: Locator, label: string, day: string): Promise<void> {
  const input = form.getByLabel(label, { exact: true });
  await input.click();
  await input.fill(day);
  // Tab, not Enter: Enter would also submit the form. A valid typed day is taken when the field is left.
  await input.press('Tab');
  await expect(input).toHaveValue(day);
}

/** The row of a user in the list, found by e-mail with the list's search. */
async function userRow(page: Page, tab: 'active' | 'blocked', email: string): Promise<Locator> {
  if (tab === 'blocked') await page.getByRole('tab', { name: 'Blocked' }).click();
  const list = page.getByTestId(`users-${tab}`);
  await list.getByLabel('Search by name or e-mail').fill(email);
  await list.getByLabel('Search by name or e-mail').press('Enter');
  const row = list.locator('tr', { hasText: email });
  await expect(row).toHaveCount(1);
  return row;
}

test('an administrator invites a user, who sets a password and logs in; moved to a team, blocked, refused, unblocked, back in', async ({
  page,
  browser,
  context,
  baseURL,
}) => {
  // Two browsers, an e-mail through the queue and SMTP, and a dozen pages.
  test.setTimeout(180_000);
  await acceptCookies(context, baseURL);
  const email = uniqueEmail('web-invite');
  const fullName = `E2E Invitee ${Date.now().toString(36)}`;

  // The administrator adds the user.
  await logIn(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await expect(page).toHaveURL(/\/my-presence$/);
  await closeSurveyIfShown(page);
  await page.goto('/add-user');
  const form = page.getByTestId('user-form');
  await form.getByLabel('Full name', { exact: true }).fill(fullName);
  await form.getByLabel('E-mail', { exact: true }).fill(email);
  await pickDay(form, 'Birthday', '14-Mar-1990');
  await choose(page, form, 'Country', 'Macedonia');
  await choose(page, form, 'Nationality', '');
  await choose(page, form, 'Religion', '');
  await form.getByLabel('Job position', { exact: true }).fill('Warehouse operator');
  await form.getByLabel('Full name in documents', { exact: true }).fill(fullName);
  await form.getByLabel('Job position in documents', { exact: true }).fill('Warehouse operator');
  await choose(page, form, 'Account type', 'Team Member', 'Team Member');
  await choose(page, form, 'Department', 'Default', 'Default');
  await choose(page, form, 'Team', 'Default', 'Default');
  await pickDay(form, 'Employment start date', '01-Sep-2025');
  await form.getByRole('button', { name: 'Add user' }).click();
  await expect(page).toHaveURL(/\/users$/);
  await expect(page.locator('.ant-message')).toContainText(`An invitation has been sent to ${email}.`);

  // The invitation e-mail links to /?token=…; its path and query are opened on the address under test.
  const mail = await waitForMail(email, INVITATION_SUBJECT, 60_000);
  const link = mail.links.find((candidate) => candidate.includes('token='));
  expect(link, `an invitation link in: ${mail.text}`).toBeDefined();
  const { pathname, search } = new URL(link as string);

  const inviteeContext = await browser.newContext();
  await acceptCookies(inviteeContext, baseURL);
  const invitee = await inviteeContext.newPage();
  await invitee.goto(pathname + search);
  const setPassword = invitee.getByTestId('set-password-form');
  await expect(setPassword).toBeVisible();
  await setPassword.getByLabel('Password', { exact: true }).fill(STRONG_PASSWORD);
  await setPassword.getByLabel('Repeat the password').fill(STRONG_PASSWORD);
  await setPassword.getByRole('button', { name: 'Set the password' }).click();
  await expect(invitee.getByTestId('login-notice')).toContainText('Your password is set.');
  await expect(invitee.getByLabel('E-mail')).toHaveValue(email);

  // The user logs in: the terms first, then their own presence.
  await invitee.getByLabel('Password', { exact: true }).fill(STRONG_PASSWORD);
  await invitee.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(invitee).toHaveURL(/\/privacy-policy$/);
  await invitee.getByRole('button', { name: 'I accept', exact: true }).click();
  await expect(invitee).toHaveURL(/\/my-presence$/);
  await closeSurveyIfShown(invitee);
  await expect(invitee.getByTestId('greeting')).toContainText(fullName);

  // The administrator moves the user to the Operations team.
  await (await userRow(page, 'active', email)).getByRole('link', { name: 'Edit' }).click();
  await expect(page).toHaveURL(/\/edit-user\?id=\d+$/);
  const editForm = page.getByTestId('user-form');
  await expect(editForm.getByLabel('E-mail', { exact: true })).toHaveValue(email);
  await choose(page, editForm, 'Department', 'Operations', 'Operations');
  await choose(page, editForm, 'Team', 'Operations Team', 'Operations Team');
  await editForm.getByRole('button', { name: 'Save' }).click();
  await expect(page).toHaveURL(/\/users$/);
  await expect(await userRow(page, 'active', email)).toContainText('Operations Team');

  // The administrator blocks the user, after confirming.
  await (await userRow(page, 'active', email)).getByRole('button', { name: 'Block' }).click();
  await expect(page.getByText('will be logged out at once')).toBeVisible();
  await page.getByTestId('confirm-ok').click();
  await expect(page.locator('.ant-message')).toContainText(`${fullName} has been blocked.`);

  // The user's session has ended: the next page load goes to the login page, and logging in is refused.
  await invitee.reload();
  await expect(invitee.getByTestId('login-page')).toBeVisible();
  await expect(invitee).toHaveURL(/\/$/);
  await logIn(invitee, email, STRONG_PASSWORD);
  await expect(invitee.getByTestId('login-error')).toContainText('User is blocked.');

  // Unblocked, the user logs in again.
  await page.goto('/users');
  await (await userRow(page, 'blocked', email)).getByRole('button', { name: 'Unblock' }).click();
  await expect(page.locator('.ant-message')).toContainText(`${fullName} has been unblocked.`);
  await logIn(invitee, email, STRONG_PASSWORD);
  await expect(invitee).toHaveURL(/\/my-presence$/);
  await expect(invitee.getByTestId('greeting')).toContainText(fullName);

  await inviteeContext.close();
});
