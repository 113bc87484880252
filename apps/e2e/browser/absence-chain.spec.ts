import { expect, test, type Browser } from '@playwright/test';
import { waitForAbsenceMail } from '../support/absence-mail';
import { approvalCompany, weekAhead, type Member } from '../support/absence-people';
import { bearer, json } from '../support/identity';
import { dataOf } from '../support/people';
import { api } from '../support/stack';
import { closeSurveyIfShown, signedIn } from './helpers';

const VACATION = 1;

/** The approver opens /absence-requests, sees the request waiting with the chain so far, and approves it. */
async function approveInBrowser(browser: Browser, baseURL: string | undefined, approver: Member, requestId: number, employeeName: string, waitingText: string) {
  const { context, page } = await signedIn(browser, baseURL, approver.email);
  await page.goto('/absence-requests');
  // On a busy machine the survey may open only after the login page's check: close it here too.
  await closeSurveyIfShown(page);
  const row = page.getByTestId('waiting-approvals').locator(`tr[data-row-key="${requestId}"]`);
  await expect(row).toContainText(employeeName);
  await expect(row.getByTestId('absence-waiting-for')).toContainText(waitingText);
  await row.getByTestId(`approve-${requestId}`).click();
  await expect(page.locator('.ant-message')).toContainText('The request has been approved.');
  await expect(row).toHaveCount(0);
  await context.close();
}

test('a vacation goes through the chain in the browser: the department manager, HR and the general manager each approve it on the approvals page; the employee sees it approved', async ({ browser, baseURL }) => {
  test.setTimeout(180_000);
  const a = await approvalCompany('web-chain', 1, new Date().getUTCFullYear());
  const [employee] = a.employees;

  // Two working days some weeks ahead (no holiday on them).
  let period: { start: string; end: string } | null = null;
  for (let weeks = 4; weeks < 14 && !period; weeks += 1) {
    const week = weekAhead(weeks);
    const preview = await api(`/api/absence-preview?absence_type_id=${VACATION}&start_date=${week.day(0)}&end_date=${week.day(1)}`, bearer(employee.token));
    if (preview.status === 200 && dataOf<{ requested_days: number }>(preview).requested_days === 2) period = { start: week.day(0), end: week.day(1) };
  }
  if (!period) throw new Error('no two working days in the coming weeks');

  // The request and its first step (the team lead) through the API: the browser part is the rest of the chain.
  const created = await api('/api/absences', json({ absence_type_id: VACATION, start_date: period.start, end_date: period.end, comment: 'Chain in the browser' }, employee.token));
  expect(created.status).toBe(201);
  const request = dataOf<{ id: number; chain: Array<{ step: string; holder_user_id: number }> }>(created);
  expect(request.chain.map((s) => [s.step, s.holder_user_id])).toEqual([
    ['team_lead', a.lead.userId],
    ['department_manager', a.deplead.userId],
    ['human_resources', a.hr.userId],
    ['general_manager', a.gm.userId],
  ]);
  expect((await api(`/api/absences/${request.id}/approve`, json({}, a.lead.token))).status).toBe(200);
  await waitForAbsenceMail(a.deplead.email, request.id);

  await approveInBrowser(browser, baseURL, a.deplead, request.id, employee.fullName, `Waiting for ${a.deplead.fullName} (Department Manager)`);
  await waitForAbsenceMail(a.hr.email, request.id);
  await approveInBrowser(browser, baseURL, a.hr, request.id, employee.fullName, `Waiting for ${a.hr.fullName} (Human Resources)`);
  await waitForAbsenceMail(a.gm.email, request.id);
  await approveInBrowser(browser, baseURL, a.gm, request.id, employee.fullName, `Waiting for ${a.gm.fullName} (General Manager)`);

  // The employee: approved, each step approved by its holder.
  const me = await signedIn(browser, baseURL, employee.email);
  await me.page.goto(`/absences/${request.id}`);
  await expect(me.page.getByTestId('absence-details-page')).toContainText('Approved');
  const chain = me.page.getByTestId('absence-chain');
  for (const who of [a.lead, a.deplead, a.hr, a.gm]) await expect(chain).toContainText(`By ${who.fullName}`);
  await me.context.close();

  const final = dataOf<{ status: string }>(await api(`/api/absences/${request.id}`, bearer(employee.token)));
  expect(final.status).toBe('approved');
});
