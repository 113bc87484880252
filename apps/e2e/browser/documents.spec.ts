import { readFileSync } from 'node:fs';
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import mammoth from 'mammoth';
import PizZip from 'pizzip';
import { weekAhead } from '../support/absence-people';
import { bearer, json } from '../support/identity';
import { addPerson, dataOf, newCompany, put } from '../support/people';
import { api } from '../support/stack';
import { acceptCookies, closeSurveyIfShown, logIn } from './helpers';

/** The password addPerson sets through the invitation link. */
const MEMBER_PASSWORD = 'Member1!pass';

/** A one-paragraph .docx, as HR would write their own template in Word. */
function templateDocx(text: string): Buffer {
  const zip = new PizZip();
  zip.file(
    '[Content_Types].xml',
    '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  );
  zip.file('_rels/.rels', '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>');
  zip.file('word/document.xml', `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t xml:space="preserve">${text}</w:t></w:r></w:p></w:body></w:document>`);
  return zip.generate({ type: 'nodebuffer' });
}

async function signedIn(browser: Browser, baseURL: string | undefined, email: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ acceptDownloads: true });
  await acceptCookies(context, baseURL);
  const page = await context.newPage();
  await logIn(page, email, MEMBER_PASSWORD);
  await expect(page).toHaveURL(/\/my-presence$/);
  await closeSurveyIfShown(page);
  return { context, page };
}

const dayMonYear = (iso: string): string => {
  const [y, m, d] = iso.split('-').map(Number);
  const month = new Date(Date.UTC(y, m - 1, d)).toLocaleString('en-GB', { month: 'short', timeZone: 'UTC' });
  return `${String(d).padStart(2, '0')}-${month}-${y}`;
};

test('HR uploads an annual-leave template, an employee’s vacation is approved, the employee downloads the document made from it, and sees it void once the vacation is cancelled', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const company = await newCompany('web-documents');
  const token = company.admin.token;
  // HR alone approves absences here.
  const settings = dataOf<Record<string, unknown>>(await api('/api/settings', bearer(token)));
  await api('/api/settings', put({ ...settings, approval_steps: { team_lead: false, department_manager: false, human_resources: true, general_manager: false } }, token));
  const [hr, employee] = await Promise.all([addPerson(company, 3), addPerson(company, 5, { full_name_in_documents: 'Elena Trajkovska', job_position_in_documents: 'Senior Accountant' })]);
  const year = new Date().getUTCFullYear();
  await api(`/api/users/${employee.userId}/vacation-days`, json({ name: `Annual leave ${year}`, valid_from: `${year}-01-01`, valid_to: `${year + 1}-12-31`, acquired_on: `${year}-01-01`, days: 20 }, token));

  // HR puts the company's own English annual-leave template in place, in the browser.
  const office = await signedIn(browser, baseURL, hr.email);
  await office.page.goto('/document-templates');
  const row = office.page.locator('tr.template-row--annual_leave-en');
  await expect(row).toContainText('Built-in');
  const uploaded = office.page.waitForResponse((r) => new URL(r.url()).pathname === '/api/document-templates' && r.request().method() === 'POST');
  await row.locator('input[type="file"]').setInputFiles({
    name: 'our-leave-decision.docx',
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    buffer: templateDocx('Acme leave decision {document_number}: {employee_name}, {employee_position}, from {start_date} to {end_date}, {working_days} days.'),
  });
  expect((await uploaded).status()).toBe(201);
  await expect(office.page.locator('.ant-message')).toContainText('The template has been saved.');
  await expect(row).toContainText('Uploaded');
  await expect(row).toContainText('employee_position');

  // The employee asks for two days; HR approves (through the API: the approvals screen has its own test).
  const week = weekAhead(3);
  const [start, end] = [week.day(1), week.day(2)];
  const created = await api('/api/absences', json({ absence_type_id: 1, start_date: start, end_date: end, comment: 'Two days off' }, employee.token));
  expect(created.status).toBe(201);
  const absenceId = dataOf<{ id: number }>(created).id;
  expect((await api(`/api/absences/${absenceId}/approve`, json({}, hr.token))).status).toBe(200);

  // The employee finds the document's link on their list once it is generated, and downloads it.
  const me = await signedIn(browser, baseURL, employee.email);
  const link = me.page.getByTestId(`absence-document-${absenceId}`);
  await expect(async () => {
    await me.page.goto('/my-absences');
    await expect(link).toBeVisible({ timeout: 3000 });
  }).toPass({ timeout: 30_000 });
  await expect(link).toContainText(/Document No\. \d+/);
  const downloading = me.page.waitForEvent('download');
  await link.getByRole('button', { name: /Document No\./ }).click();
  const download = await downloading;
  const text = (await mammoth.extractRawText({ buffer: readFileSync((await download.path()) as string) })).value;
  const number = /No\. (\d+)/.exec((await link.textContent()) ?? '')?.[1];
  expect(text).toContain(`Acme leave decision No. ${number}: Elena Trajkovska, Senior Accountant, from ${dayMonYear(start)} to ${dayMonYear(end)}, 2 days.`);

  // The employee cancels and HR confirms: the document stays on the list, downloadable, marked void.
  expect((await api(`/api/absences/${absenceId}/cancel`, json({}, employee.token))).status).toBe(200);
  expect((await api(`/api/absences/${absenceId}/approve`, json({}, hr.token))).status).toBe(200);
  await expect(async () => {
    await me.page.goto('/my-absences');
    await expect(link.locator('.document-void')).toHaveText('Void', { timeout: 3000 });
  }).toPass({ timeout: 30_000 });
  await expect(link).toContainText(`Document No. ${number}`);
  const again = me.page.waitForEvent('download');
  await link.getByRole('button', { name: /Document No\./ }).click();
  const voidText = (await mammoth.extractRawText({ buffer: readFileSync((await (await again).path()) as string) })).value;
  expect(voidText).toContain(`Acme leave decision No. ${number}`);

  await office.context.close();
  await me.context.close();
});
