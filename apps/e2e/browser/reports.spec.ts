import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { readXlsx } from '../support/report-files';
import { acceptCookies, closeSurveyIfShown, logIn, sessionToken } from './helpers';

/** The demo company's HR (seeded by `auth seed` with the other demo logins). */
const DEMO_HR = { email: 'hr@demo.presently.local', password: 'Presently1!' } as const;
const EMPLOYEE = 'Ivana Dimitrova';

const iso = (d: Date): string => d.toISOString().slice(0, 10);

/** Last month (yyyy-mm-dd, first and last day) and its second Tuesday, a working day in any month. */
function lastMonth(): { from: string; to: string; day: string } {
  const now = new Date();
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  const last = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 0));
  const tuesday = new Date(first);
  tuesday.setUTCDate(1 + ((2 - first.getUTCDay() + 7) % 7) + 7);
  return { from: iso(first), to: iso(last), day: iso(tuesday) };
}

/** dd-Mon-yyyy, as the web shows a day. */
const shown = (day: string): string => {
  const [y, m, d] = day.split('-').map(Number);
  const month = new Date(Date.UTC(y, m - 1, d)).toLocaleString('en-GB', { month: 'short', timeZone: 'UTC' });
  return `${String(d).padStart(2, '0')}-${month}-${y}`;
};

interface Preview {
  data: { columns: Array<{ key: string; type: string }>; rows: Array<{ kind: string; cells: Record<string, unknown> }> };
}

/** A worked day for the employee last month, added by HR as a presence edit (a second run merges into it). */
async function workedDay(page: Page, headers: Record<string, string>, day: string): Promise<{ userId: number; start: string; end: string }> {
  const today = await page.request.get('/api/presence/today', { headers });
  expect(today.status()).toBe(200);
  const person = ((await today.json()) as { data: Array<{ user_id: number; full_name: string }> }).data.find((row) => row.full_name === EMPLOYEE);
  if (!person) throw new Error(`${EMPLOYEE} is not in HR's scope`);
  const [start, end] = [`${day}T07:00:00.000Z`, `${day}T15:30:00.000Z`];
  const created = await page.request.post('/api/presence/records', {
    headers,
    data: { user_id: person.user_id, kind: 'work', start, end, reason: 'Reports browser test' },
  });
  expect(created.status()).toBe(201);
  return { userId: person.user_id, start, end };
}

test('HR exports last month\'s presence report to XLSX, watches the bar reach 100 % and the file holds what the preview shows', async ({ page, context, baseURL }) => {
  test.setTimeout(120_000);
  await acceptCookies(context, baseURL);
  await logIn(page, DEMO_HR.email, DEMO_HR.password);
  await expect(page).toHaveURL(/\/my-presence$/);
  await closeSurveyIfShown(page);
  const headers = { Authorization: `Bearer ${await sessionToken(page)}` };
  const month = lastMonth();
  const worked = await workedDay(page, headers, month.day);

  // The same report as JSON, to hold the screen and the file against.
  const query = new URLSearchParams({ from: month.from, to: month.to, user_id: String(worked.userId), page: '1', size: '200' });
  const previewResponse = await page.request.get(`/api/reports/presence?${query}`, { headers });
  expect(previewResponse.status()).toBe(200);
  const preview = (await previewResponse.json()) as Preview;
  const days = preview.data.rows.filter((row) => row.kind === 'day');
  const workedRow = days.find((row) => row.cells.date === month.day);
  if (!workedRow) throw new Error(`no row of ${month.day} in the preview`);
  // The record as the company's clocks show it (the rounding margins may move it, the preview says where).
  expect(workedRow.cells.first_in).toMatch(/^\d{2}:\d{2}$/);

  // The page opens on last month; the employee filter narrows it to one person.
  await page.goto('/presence-reports');
  const filters = page.getByTestId('report-filters');
  await expect(filters.getByRole('textbox').first()).toHaveValue(shown(month.from));
  await filters.getByRole('combobox', { name: 'Employee' }).click();
  // The demo company has forty people: the list is virtual, so search for her by name first.
  await filters.getByRole('combobox', { name: 'Employee' }).fill(EMPLOYEE);
  await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option', { hasText: EMPLOYEE }).click();
  const table = page.getByTestId('report-table');
  // Once the filter applies, only her rows are left.
  await expect(table.locator('tbody tr.ant-table-row').filter({ hasNotText: EMPLOYEE })).toHaveCount(0);
  const dayRow = table.locator('tbody tr[data-row-kind="day"]', { hasText: shown(month.day) });
  await expect(dayRow).toContainText(EMPLOYEE);
  await expect(dayRow).toContainText(String(workedRow.cells.first_in));
  await expect(dayRow).toContainText(String(workedRow.cells.last_out));

  // Export, and watch the progress bar until it is full.
  await page.getByTestId('export-xlsx').click();
  const current = page.getByTestId('current-export');
  const bar = current.getByRole('progressbar');
  await expect(bar).toHaveAttribute('aria-valuenow', '100', { timeout: 60_000 });
  await expect(current).toHaveAttribute('data-status', 'done');

  const downloading = page.waitForEvent('download');
  await page.getByTestId('export-download').click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
  const file = await download.path();
  // Read back by openpyxl, not by the library that wrote it: days as yyyy-mm-dd, times as text, minutes as durations.
  const rows = readXlsx(readFileSync(file)).flatMap((sheet) => sheet.rows);
  const lineOf = (date: string) => rows.find((cells) => cells.includes(EMPLOYEE) && cells.includes(date));
  const minutesIn = (cells: unknown[], index: number): number | null => {
    const value = cells[index];
    if (typeof value === 'number') return Math.round(value * 1440);
    if (value && typeof value === 'object' && 'minutes' in value) return Number((value as { minutes: number }).minutes);
    return null;
  };

  // The file holds every day of the preview with the same filters, and the worked day's times and minutes.
  expect(days.length).toBeGreaterThan(0);
  for (const row of days) expect(lineOf(String(row.cells.date)), `${EMPLOYEE} on ${String(row.cells.date)} in the XLSX`).toBeDefined();
  const header = rows[0].map(String);
  const line = lineOf(month.day)!;
  expect(line[header.indexOf('First in')]).toBe(workedRow.cells.first_in);
  expect(line[header.indexOf('Last out')]).toBe(workedRow.cells.last_out);
  expect(minutesIn(line, header.indexOf('Worked'))).toBe(workedRow.cells.worked);

  // The export is listed among the recent ones, done, with its download.
  await expect(page.getByTestId('recent-exports').locator('tbody tr.ant-table-row').first()).toContainText('Done');
});
