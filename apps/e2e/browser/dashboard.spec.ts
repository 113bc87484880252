import { expect, test, type Page } from '@playwright/test';
import { acceptCookies, clockOff, closeSurveyIfShown, DEMO_ADMIN, DEMO_TEAM_MEMBER, logIn } from './helpers';

/** The "in now" count of a kind on the dashboard, as shown. */
async function inNow(page: Page, kind: string): Promise<number> {
  const text = await page.getByTestId(`in-now-${kind}`).locator('.ant-statistic-content-value').innerText();
  return Number(text);
}

test('the dashboard’s "in now" count changes when another user clocks in, without a reload', async ({ browser, baseURL }) => {
  // The board on a phone-sized screen (390 px), as an administrator (the company's scope).
  const boardContext = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
  await acceptCookies(boardContext, baseURL);
  const board = await boardContext.newPage();
  await logIn(board, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await expect(board).toHaveURL(/\/my-presence$/);
  await closeSurveyIfShown(board);

  // The other user, in a browser of their own, starts clocked off.
  const memberContext = await browser.newContext({ baseURL });
  await acceptCookies(memberContext, baseURL);
  const member = await memberContext.newPage();
  await logIn(member, DEMO_TEAM_MEMBER.email, DEMO_TEAM_MEMBER.password);
  await expect(member).toHaveURL(/\/my-presence$/);
  await closeSurveyIfShown(member);
  await clockOff(member);

  await board.goto('/dashboard');
  await expect(board.getByTestId('live-status')).toHaveAttribute('data-status', 'live');
  // A marker on the window: a reload would lose it.
  await board.evaluate(() => ((globalThis as unknown as { boardMarker: number }).boardMarker = 42));
  const before = await inNow(board, 'work');
  const offBefore = await inNow(board, 'off');
  // The page is usable at 390 px: nothing wider than the screen.
  expect(await board.evaluate(() => (globalThis as unknown as { document: { documentElement: { scrollWidth: number } } }).document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await member.getByTestId('presence-button-work').click();
  await expect(member.getByTestId('presence-indicator')).toHaveAttribute('data-kind', 'work');

  await expect.poll(() => inNow(board, 'work')).toBe(before + 1);
  expect(await inNow(board, 'off')).toBe(offBefore - 1);
  expect(await board.evaluate(() => (globalThis as unknown as { boardMarker?: number }).boardMarker)).toBe(42);

  // And back when they clock out.
  await member.getByTestId('presence-button-work').click();
  await expect(member.getByTestId('presence-indicator')).toHaveAttribute('data-kind', 'none');
  await expect.poll(() => inNow(board, 'work')).toBe(before);

  await boardContext.close();
  await memberContext.close();
});
