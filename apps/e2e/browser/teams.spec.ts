import { expect, test } from '@playwright/test';
import { acceptCookies, closeSurveyIfShown, DEMO_TEAM_LEAD, logIn } from './helpers';

test('a team lead sees every team with real names on /teams, is offered no change the server refuses, and reads built-in names in Macedonian', async ({
  page,
  context,
  baseURL,
}) => {
  await acceptCookies(context, baseURL);
  // Any answer the team lead's pages get refused, as the console would show it.
  const refused: string[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/api/') && response.status() === 403) refused.push(`${response.request().method()} ${new URL(response.url()).pathname}`);
  });
  await logIn(page, DEMO_TEAM_LEAD.email, DEMO_TEAM_LEAD.password);
  await expect(page).toHaveURL(/\/my-presence$/);
  await closeSurveyIfShown(page);

  await page.goto('/teams');
  const teamsPage = page.getByTestId('teams-page');
  const operations = teamsPage.getByRole('row').filter({ hasText: 'Operations Team' });
  // The department and the lead by name (the demo's Operations Team is led by this team lead).
  await expect(operations).toContainText('Operations');
  await expect(operations).toContainText('Nikola Georgievski');
  await expect(teamsPage.getByRole('row').filter({ hasText: 'Deactivated' })).toContainText('Default');
  await expect(teamsPage).not.toContainText(/#\d/);
  // Adding, changing and deleting teams is administration's: nothing is offered.
  await expect(page.getByRole('button', { name: /Add team/ })).toHaveCount(0);
  await expect(teamsPage.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  await expect(teamsPage.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  // And the gateway agrees: a team lead may not add a team.
  const { origins } = await context.storageState();
  const session = origins.flatMap((origin) => origin.localStorage).find((item) => item.name === 'presently.session')?.value;
  const token = (JSON.parse(session ?? '{}') as { token?: string }).token;
  const added = await page.request.post('/api/teams', { headers: { Authorization: `Bearer ${token}` }, data: { name: 'Not mine', team_lead_user_id: 1 } });
  expect(added.status()).toBe(403);
  expect(refused).toEqual([]);

  // In Macedonian the built-in department and teams are named in Macedonian, typed names stay as typed.
  await page.getByTestId('language-switcher').getByText('MK', { exact: true }).click();
  await expect(teamsPage.getByRole('row').filter({ hasText: 'Деактивирани' })).toContainText('Основен');
  await expect(teamsPage).not.toContainText('Deactivated');
  await expect(operations).toContainText('Operations');

  // So is a seeded nationality and religion on the profile.
  await page.goto('/my-profile');
  const details = page.getByTestId('profile-details');
  await expect(details).toContainText('Македонска');
  await expect(details).toContainText('Православие');
  await expect(details).not.toContainText('Macedonian');
});
