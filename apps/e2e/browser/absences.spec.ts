import { randomUUID } from 'node:crypto';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { pdfDocument } from '../support/absence-files';
import { giveVacationDays, weekAhead } from '../support/absence-people';
import { bearer, json } from '../support/identity';
import { addPerson, dataOf, newCompany, put, type Company } from '../support/people';
import { api } from '../support/stack';
import { closeSurveyIfShown, signedIn } from './helpers';

const VACATION = 1;

type Member = Awaited<ReturnType<typeof addPerson>>;

const must = async (what: string, res: Promise<{ status: number; body: Record<string, unknown> }>, status: number) => {
  const r = await res;
  if (r.status !== status) throw new Error(`${what} answered ${r.status}: ${JSON.stringify(r.body)}`);
  return r;
};

/**
 * A company of its own whose absences need the team lead only: a team with its lead and one employee
 * (role 5) who has 20 vacation days.
 */
async function teamLeadOnlyCompany(): Promise<{ company: Company; lead: Member; employee: Member }> {
  const company = await newCompany('web-absence');
  const token = company.admin.token;
  const settings = dataOf<Record<string, unknown>>(await api('/api/settings', bearer(token)));
  const steps = { team_lead: true, department_manager: false, human_resources: false, general_manager: false };
  await must('settings', api('/api/settings', put({ ...settings, approval_steps: steps }, token)), 200);
  const [lead, employee] = await Promise.all([addPerson(company, 6), addPerson(company, 5)]);
  const team = { name: `Web ${randomUUID().slice(0, 4)}`, department_id: company.departmentId, team_lead_user_id: lead.userId, member_ids: [lead.userId, employee.userId] };
  await must('team', api('/api/teams', json(team, token)), 201);
  await giveVacationDays(company, employee.userId, 20, new Date().getUTCFullYear());
  return { company, lead, employee };
}

/** A Monday and Tuesday some weeks ahead that the server counts as two working days (no holiday on them). */
async function twoWorkingDays(employee: Member): Promise<{ start: string; end: string }> {
  for (let weeks = 3; weeks < 12; weeks += 1) {
    const week = weekAhead(weeks);
    const [start, end] = [week.day(0), week.day(1)];
    const preview = await api(`/api/absence-preview?absence_type_id=${VACATION}&start_date=${start}&end_date=${end}`, bearer(employee.token));
    if (preview.status === 200 && (preview.body.data as { requested_days: number }).requested_days === 2) return { start, end };
  }
  throw new Error('no Monday and Tuesday without a holiday in the coming weeks');
}

/** yyyy-mm-dd as the web's date pickers show it (DD-MMM-YYYY, English months). */
const shown = (iso: string): string => {
  const [y, m, d] = iso.split('-').map(Number);
  const month = new Date(Date.UTC(y, m - 1, d)).toLocaleString('en-GB', { month: 'short', timeZone: 'UTC' });
  return `${String(d).padStart(2, '0')}-${month}-${y}`;
};

/** The vacation balance card's one rule: days, used, pending, unused as shown. */
async function balanceRow(page: Page): Promise<Locator> {
  const row = page.getByTestId('vacation-balance').locator('tr.ant-table-row');
  await expect(row).toHaveCount(1);
  return row;
}

async function expectBalance(page: Page, expected: { days: number; used: number; pending: number; unused: number }): Promise<void> {
  const cells = (await balanceRow(page)).locator('td');
  await expect(cells.nth(1)).toHaveText(String(expected.days));
  await expect(cells.nth(2)).toHaveText(String(expected.used));
  await expect(cells.nth(3)).toHaveText(String(expected.pending));
  await expect(cells.nth(4)).toHaveText(String(expected.unused));
}

test('an employee requests two days of vacation with a PDF, the team lead approves it in the browser, the employee sees it approved and the balance drop', async ({
  browser,
  baseURL,
}) => {
  // A company, two invited people, two browsers and a handful of pages.
  test.setTimeout(120_000);
  const { lead, employee } = await teamLeadOnlyCompany();
  const { start, end } = await twoWorkingDays(employee);

  // The employee: the form on /my-absences, with the balance before anything is asked.
  const me = await signedIn(browser, baseURL, employee.email);
  await me.page.goto('/my-absences');
  await expect(me.page.getByTestId('my-absences-page')).toBeVisible();
  await expectBalance(me.page, { days: 20, used: 0, pending: 0, unused: 20 });

  const form = me.page.getByTestId('absence-form');
  await expect(form.getByTestId('absence-type')).toContainText('Vacation');
  const period = form.getByRole('textbox', { name: 'Period', exact: true });
  await period.nth(0).click();
  await period.nth(0).fill(shown(start));
  await period.nth(1).click();
  await period.nth(1).fill(shown(end));
  // Tab, not Enter: Enter would also submit the form.
  await period.nth(1).press('Tab');
  await expect(period.nth(0)).toHaveValue(shown(start));
  await expect(period.nth(1)).toHaveValue(shown(end));
  // The server counts the days live: two working days, eighteen left.
  await expect(form.getByTestId('preview-requested-days')).toHaveText('2');
  await expect(form.getByTestId('preview-remaining-days')).toHaveText('18');

  await form.getByTestId('absence-comment').fill('Two days at the lake');
  await form.locator('input[type="file"]').setInputFiles({ name: 'booking.pdf', mimeType: 'application/pdf', buffer: pdfDocument(0, 'Hotel booking') });
  await expect(form.locator('.ant-upload-list')).toContainText('booking.pdf');

  const created = me.page.waitForResponse((r) => new URL(r.url()).pathname === '/api/absences' && r.request().method() === 'POST');
  await form.getByTestId('absence-submit').click();
  const response = await created;
  expect(response.status()).toBe(201);
  const request = (await response.json()).data as { id: number; status: string; requested_days: number; files: Array<{ name: string; mime: string }> };
  expect(request).toMatchObject({ status: 'pending', requested_days: 2 });
  expect(request.files).toEqual([expect.objectContaining({ name: 'booking.pdf', mime: 'application/pdf' })]);
  await expect(me.page.locator('.ant-message')).toContainText('Your request has been sent.');

  const mine = me.page.getByTestId('my-absences').locator(`tr[data-row-key="${request.id}"]`);
  await expect(mine.getByTestId('absence-status')).toHaveAttribute('data-status', 'pending');
  await expect(mine.getByTestId('absence-files')).toContainText('booking.pdf');
  await expectBalance(me.page, { days: 20, used: 0, pending: 2, unused: 18 });

  // The team lead approves it on /absence-requests.
  const boss = await signedIn(browser, baseURL, lead.email);
  await boss.page.goto('/absence-requests');
  // On a busy machine the survey may open only after the login page's check: close it here too.
  await closeSurveyIfShown(boss.page);
  const waiting = boss.page.getByTestId('waiting-approvals').locator(`tr[data-row-key="${request.id}"]`);
  await expect(waiting).toContainText(employee.fullName);
  await expect(waiting).toContainText('2');
  await expect(waiting.getByTestId('absence-files')).toContainText('booking.pdf');
  await waiting.getByTestId(`approve-${request.id}`).click();
  await expect(boss.page.locator('.ant-message')).toContainText('The request has been approved.');
  await expect(waiting).toHaveCount(0);
  await expect(boss.page.getByTestId('all-absences').locator(`tr[data-row-key="${request.id}"]`).getByTestId('absence-status')).toHaveAttribute('data-status', 'approved');

  // The employee sees it approved, and the two days used.
  await me.page.reload();
  await expect(mine.getByTestId('absence-status')).toHaveAttribute('data-status', 'approved');
  await expect(mine.getByTestId('absence-status')).toHaveText('Approved');
  await expectBalance(me.page, { days: 20, used: 2, pending: 0, unused: 18 });
  await expect(me.page.getByTestId('balance-total-unused')).toContainText('18');

  await boss.context.close();
  await me.context.close();
});
