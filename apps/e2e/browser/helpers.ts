import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { waitForMail } from '../support/mailbox';
import { MEMBER_PASSWORD } from '../support/people';

/**
 * Demo logins, seeded by `auth seed` (tools/run/lib/stack.cjs) for every run of the stack: terms
 * accepted, e-mail verified, one per role. Each spec signs in as a different one, so that the
 * per-account login limit (10 in 15 minutes) is not reached by repeated runs.
 */
const DEMO_PASSWORD = 'Presently1!';
export const DEMO_EMPLOYEE = { email: 'employee@demo.presently.local', password: DEMO_PASSWORD } as const;
export const DEMO_TEAM_MEMBER = { email: 'teammember@demo.presently.local', password: DEMO_PASSWORD } as const;
export const DEMO_TEAM_LEAD = { email: 'teamlead@demo.presently.local', password: DEMO_PASSWORD } as const;
export const DEMO_ADMIN = { email: 'sysadmin@demo.presently.local', password: DEMO_PASSWORD } as const;
export const DEMO_DEPARTMENT_MANAGER = { email: 'deplead@demo.presently.local', password: DEMO_PASSWORD } as const;

/** A password the shared policy accepts (8–30 characters, upper and lower case, a number, a symbol). */
export const STRONG_PASSWORD = 'Start1!pass';

export const uniqueEmail = (tag: string): string =>
  `${tag}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}@e2e.presently.test`;

/** The cookie banner stays away: fixed at the bottom, it would cover the buttons under it. */
export async function acceptCookies(context: BrowserContext, baseURL: string | undefined): Promise<void> {
  await context.addCookies([{ name: 'cookie_consent', value: 'true', url: baseURL ?? 'http://127.0.0.1:18080' }]);
}

/** Logs in from the English login page. */
export async function logIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/');
  const form = page.getByTestId('login-page');
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Log in', exact: true }).click();
}

/**
 * Signs in from the English login page in a browser context of its own, as a person would: the
 * e-mailed code when the account asks for one (read from the e-mail), then the role's home page
 * (the general manager's is /dashboard), with the survey closed.
 */
export async function signedIn(
  browser: Browser,
  baseURL: string | undefined,
  email: string,
  options: { password?: string; acceptDownloads?: boolean } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ acceptDownloads: options.acceptDownloads ?? false });
  await acceptCookies(context, baseURL);
  const page = await context.newPage();
  await logIn(page, email, options.password ?? MEMBER_PASSWORD);
  const code = page.getByLabel('Code', { exact: true });
  const home = /\/(my-presence|dashboard)$/;
  await Promise.race([page.waitForURL(home), code.waitFor()]);
  if (await code.isVisible()) {
    const mail = await waitForMail(email, /./);
    await code.fill(mail.code ?? '');
    await page.getByRole('button', { name: 'Verify' }).click();
  }
  await expect(page).toHaveURL(home);
  await closeSurveyIfShown(page);
  return { context, page };
}

/**
 * A user who has not answered the satisfaction survey gets it on the first signed-in page; closing it
 * hides it for the rest of the tab's session.
 */
export async function closeSurveyIfShown(page: Page): Promise<void> {
  const survey = page.getByTestId('survey');
  const shown = await survey.waitFor({ state: 'visible', timeout: 3000 }).then(
    () => true,
    () => false,
  );
  if (!shown) return;
  // The survey's chunk is loaded when it is due (issue 14). Once in CI, a close click made right as the
  // dialog appeared did not close it (cause not found; not reproduced in later runs): click again
  // until it is gone, as a person would.
  await expect(async () => {
    if (await survey.isVisible()) await page.locator('.ant-modal-close').click({ timeout: 2000 });
    await expect(survey).toBeHidden({ timeout: 2000 });
  }).toPass({ timeout: 15_000 });
}

/** The bearer token of the signed-in page (the web keeps its session in localStorage). */
export async function sessionToken(page: Page): Promise<string> {
  const { origins } = await page.context().storageState();
  const raw = origins.flatMap((origin) => origin.localStorage).find((item) => item.name === 'presently.session')?.value;
  const token = raw ? (JSON.parse(raw) as { token?: unknown }).token : null;
  if (typeof token !== 'string') throw new Error('no session token in localStorage');
  return token;
}

const END_ACTIONS: Record<string, string> = {
  work: 'end-clock-in',
  break: 'end-break',
  private_exit: 'end-private-exit',
  field_work: 'end-field-work',
};

/**
 * Ends whatever presence the signed-in user has on (a run that stopped half-way leaves one), through
 * the API: ending a break, private exit or field work returns to Work, which is then ended too.
 */
export async function clockOff(page: Page): Promise<void> {
  const headers = { Authorization: `Bearer ${await sessionToken(page)}` };
  for (let step = 0; step < 3; step += 1) {
    const current = await page.request.get('/api/my-presence-current-presence', { headers });
    expect(current.status()).toBe(200);
    const open = ((await current.json()) as { data: Array<{ kind: string; end: string | null }> }).data.find((record) => record.end === null);
    if (!open) return;
    const ended = await page.request.post(`/api/${END_ACTIONS[open.kind]}`, { headers });
    expect(ended.status()).toBe(200);
  }
  throw new Error('the presence could not be ended');
}
