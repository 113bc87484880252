import { expect, test, type Page } from '@playwright/test';
import { acceptCookies, closeSurveyIfShown, logIn } from './helpers';

/** Human Resources may open /my-presence, /presence and the administration pages; no other spec signs in as them. */
const DEMO_HR = { email: 'hr@demo.presently.local', password: 'Presently1!' } as const;

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/*
 * The probes run in the page, written as the browser's JavaScript (this project's TypeScript has no DOM
 * types): they return what they found.
 */

/** Records CSP violations from the first script on, so a page that breaks the policy is caught. */
const CSP_WATCH = `
  window.__cspViolations = [];
  document.addEventListener('securitypolicyviolation', (event) => window.__cspViolations.push(event.violatedDirective + ' ' + event.blockedURI));
`;

/**
 * What a person at 390 px would see broken: a word split between letters onto two lines (a word's
 * range then has line boxes at more than one height), or the page wider than the screen (tables must
 * scroll in their own box). Words are split at spaces, hyphens and slashes, where a line may break.
 */
const LAYOUT_PROBE = `(() => {
  const problems = [];
  if (document.documentElement.scrollWidth > window.innerWidth + 1) {
    problems.push('page is ' + document.documentElement.scrollWidth + 'px wide on a ' + window.innerWidth + 'px screen');
  }
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent || '';
    const parent = node.parentElement;
    if (!parent || !text.trim() || parent.closest('[aria-hidden="true"], script, style')) continue;
    const style = getComputedStyle(parent);
    if (style.visibility === 'hidden' || style.display === 'none' || parent.getClientRects().length === 0) continue;
    const range = document.createRange();
    const pattern = /[^\\s\\-/]+/g;
    for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
      if (match[0].length < 2) continue;
      range.setStart(node, match.index);
      range.setEnd(node, match.index + match[0].length);
      const lines = new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top)));
      if (lines.size > 1) problems.push('"' + match[0] + '" broken over ' + lines.size + ' lines in <' + parent.tagName.toLowerCase() + ' class="' + parent.className + '">');
    }
  }
  return problems;
})()`;

const layoutProblems = (page: Page): Promise<string[]> => page.evaluate(LAYOUT_PROBE);
const cspViolations = (page: Page): Promise<string[]> => page.evaluate('window.__cspViolations');

test('at 390 px the navigation is a drawer over the page, and /my-presence, /presence and /departments read without broken words', async ({
  page,
  context,
  baseURL,
}) => {
  await page.addInitScript({ content: CSP_WATCH });
  await acceptCookies(context, baseURL);
  await logIn(page, DEMO_HR.email, DEMO_HR.password);
  await expect(page).toHaveURL(/\/my-presence$/);
  // The survey's close button must be reachable on a phone.
  await closeSurveyIfShown(page);
  await expect(page.getByTestId('presence-controls')).toBeVisible();
  await expect(page.getByTestId('week-table')).toBeVisible();
  expect(await layoutProblems(page)).toEqual([]);

  // The drawer opens over the page: the page keeps its width, and choosing a page closes it.
  const contentWidth = (await page.locator('.app-layout__content').boundingBox())?.width;
  await page.getByRole('button', { name: 'Open navigation' }).click();
  const drawer = page.getByTestId('side-navigation');
  await expect(drawer).toBeVisible();
  expect((await page.locator('.app-layout__content').boundingBox())?.width).toBe(contentWidth);
  await drawer.getByRole('menuitem', { name: 'Presence', exact: true }).click();
  await drawer.getByRole('link', { name: 'Presence overview' }).click();
  await expect(page).toHaveURL(/\/presence$/);
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('tab').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await layoutProblems(page)).toEqual([]);

  // After a reload the drawer starts closed.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Open navigation' })).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByTestId('side-navigation')).toBeHidden();

  await page.goto('/departments');
  await expect(page.locator('.ant-table-row').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await layoutProblems(page)).toEqual([]);
  // A dialog fits the screen and closes.
  await page.getByRole('button', { name: /add/i }).first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const box = await dialog.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  expect(await cspViolations(page)).toEqual([]);
});
