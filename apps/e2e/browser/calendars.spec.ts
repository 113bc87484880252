import { randomUUID } from 'node:crypto';
import { expect, test, type Locator } from '@playwright/test';
import { giveVacationDays, weekAhead } from '../support/absence-people';
import { bearer, json } from '../support/identity';
import { addPerson, dataOf, newCompany, put, type Company } from '../support/people';
import { api } from '../support/stack';
import { signedIn } from './helpers';


type Member = Awaited<ReturnType<typeof addPerson>>;

const must = async (what: string, res: Promise<{ status: number; body: Record<string, unknown> }>, status: number) => {
  const r = await res;
  if (r.status !== status) throw new Error(`${what} answered ${r.status}: ${JSON.stringify(r.body)}`);
  return r;
};

/** A company of its own whose absences need the team lead only: a lead and an employee with vacation days. */
async function teamCompany(): Promise<{ company: Company; lead: Member; employee: Member }> {
  const company = await newCompany('web-calendar');
  const token = company.admin.token;
  const settings = dataOf<Record<string, unknown>>(await api('/api/settings', bearer(token)));
  const steps = { team_lead: true, department_manager: false, human_resources: false, general_manager: false };
  await must('settings', api('/api/settings', put({ ...settings, approval_steps: steps }, token)), 200);
  const [lead, employee] = await Promise.all([addPerson(company, 6), addPerson(company, 5)]);
  const team = { name: `Cal ${randomUUID().slice(0, 4)}`, department_id: company.departmentId, team_lead_user_id: lead.userId, member_ids: [lead.userId, employee.userId] };
  await must('team', api('/api/teams', json(team, token)), 201);
  await giveVacationDays(company, employee.userId, 20, new Date().getUTCFullYear());
  return { company, lead, employee };
}

/** yyyy-mm-dd as the web shows it (dd-Mon-yyyy, English months). */
const shown = (iso: string): string => {
  const [y, m, d] = iso.split('-').map(Number);
  const month = new Date(Date.UTC(y, m - 1, d)).toLocaleString('en-GB', { month: 'short', timeZone: 'UTC' });
  return `${String(d).padStart(2, '0')}-${month}-${y}`;
};

// Each test first builds a company of its own through the API (invitations read from e-mails), which
// alone can take most of the default 30 s on a busy machine.
test.describe.configure({ timeout: 90_000 });

/** Moves the calendar forward (its "next" button) until the day cell `target` is in the view; at most a few months. */
async function showDay(calendar: Locator, target: Locator): Promise<void> {
  for (let i = 0; i < 4 && !(await target.isVisible()); i += 1) {
    await calendar.getByRole('button', { name: /next/i }).click();
  }
  await expect(target).toBeVisible();
}

test('the team lead opens /calendar and sees the approved absence of a member of the team', async ({ browser, baseURL }) => {
  const { lead, employee } = await teamCompany();
  const week = weekAhead(2);
  const asked = await must('absence', api('/api/absences', json({ absence_type_id: 1, start_date: week.day(1), end_date: week.day(2), comment: 'Family trip' }, employee.token)), 201);
  await must('approve', api(`/api/absences/${dataOf<{ id: number }>(asked).id}/approve`, json({}, lead.token)), 200);

  const { context, page } = await signedIn(browser, baseURL, lead.email);
  await page.goto('/calendar');
  const calendar = page.getByTestId('team-calendar');
  await showDay(calendar, calendar.locator(`[data-date="${week.day(1)}"]`).first());
  await expect(calendar.getByText(`${employee.fullName} · Vacation`).first()).toBeVisible();
  // Approved: drawn solid, not hatched like a pending one.
  await expect(calendar.locator('.cal-granted', { hasText: employee.fullName }).first()).toBeVisible();
  await expect(calendar.locator('.cal-pending', { hasText: employee.fullName })).toHaveCount(0);

  // The people × days view shows the same two days for the member.
  await page.getByText('People × days').click();
  const grid = page.getByTestId('resource-grid');
  await expect(grid).toBeVisible();
  const now = new Date();
  const monthsAhead = Number(week.day(1).slice(0, 4)) * 12 + Number(week.day(1).slice(5, 7)) - (now.getFullYear() * 12 + now.getMonth() + 1);
  for (let i = 0; i < monthsAhead; i += 1) await page.getByRole('button', { name: 'Next month' }).click();
  await expect(grid.locator(`[role="columnheader"][data-date="${week.day(1)}"]`)).toBeVisible();
  const row = grid.locator(`[data-testid="resource-row"][data-user-id="${employee.userId}"]`);
  await expect(row.locator(`[data-date="${week.day(1)}"] [data-testid="resource-absence"]`)).toBeVisible();
  await expect(row.locator(`[data-date="${week.day(2)}"] [data-testid="resource-absence"]`)).toBeVisible();
  await expect(row.locator(`[data-date="${week.day(3)}"] [data-testid="resource-absence"]`)).toHaveCount(0);
  await context.close();
});

test('an employee selects two days on /my-calendar and the absence request form opens with them', async ({ browser, baseURL }) => {
  const { employee } = await teamCompany();
  const week = weekAhead(2);
  const [start, end] = [week.day(2), week.day(3)];

  const { context, page } = await signedIn(browser, baseURL, employee.email);
  await page.goto('/my-calendar');
  const calendar = page.getByTestId('my-calendar');
  const first = calendar.locator(`[data-date="${start}"]`).first();
  const second = calendar.locator(`[data-date="${end}"]`).first();
  await showDay(calendar, first);
  await expect(second).toBeVisible();

  // Drag from the first day to the second, as a person selects days.
  const a = await first.boundingBox();
  const b = await second.boundingBox();
  if (!a || !b) throw new Error('the day cells have no box');
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move((a.x + b.x + b.width) / 2, b.y + b.height / 2, { steps: 5 });
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 5 });
  await page.mouse.up();

  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`Absence from ${shown(start)} to ${shown(end)}`);
  const period = dialog.getByTestId('absence-form').getByRole('textbox', { name: 'Period', exact: true });
  await expect(period.nth(0)).toHaveValue(shown(start));
  await expect(period.nth(1)).toHaveValue(shown(end));
  await context.close();
});
