import { expect, test, type Page } from '@playwright/test';
import { acceptCookies, clockOff, closeSurveyIfShown, DEMO_DEPARTMENT_MANAGER, logIn } from './helpers';

/** The catalogue colours of spec section 3 as the browser computes them, and the default #5f6281. */
const COLORS = {
  work: { hex: '#2786fb', rgb: 'rgb(39, 134, 251)' },
  break: { hex: '#1dc9b7', rgb: 'rgb(29, 201, 183)' },
  none: { hex: '#5f6281', rgb: 'rgb(95, 98, 129)' },
} as const;

type Shown = keyof typeof COLORS;

/** Today in the demo company's zone (yyyy-mm-dd), the row the week view shows today's records in. */
const todayInSkopje = (): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Skopje', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());

interface ClockAnswer {
  data: Array<{ kind: string; end: string | null; presence_type_id: number }>;
}

/** Presses a presence button, waits for its call and checks what the server and the indicator say. */
async function press(page: Page, button: 'work' | 'break', action: string, expected: Shown): Promise<void> {
  const answer = page.waitForResponse((response) => response.url().endsWith(`/api/${action}`) && response.request().method() === 'POST');
  await page.getByTestId(`presence-button-${button}`).click();
  const response = await answer;
  expect(response.status()).toBe(200);
  const { data } = (await response.json()) as ClockAnswer;
  // The current presence: the open record first, empty when off.
  if (expected === 'none') expect(data.filter((record) => record.end === null)).toEqual([]);
  else expect(data[0]).toMatchObject({ kind: expected, end: null });

  const light = page.getByTestId('presence-indicator');
  await expect(light).toHaveAttribute('data-kind', expected);
  await expect(light).toHaveAttribute('data-color', COLORS[expected].hex);
  await expect(light).toHaveCSS('background-color', COLORS[expected].rgb);
  for (const kind of ['work', 'break', 'private_exit', 'field_work']) {
    await expect(page.getByTestId(`presence-button-${kind}`)).toHaveAttribute('aria-pressed', String(kind === expected));
  }
}

test('clocks in, takes a break, returns to work and clocks out on /my-presence; the indicator and the week follow', async ({
  page,
  context,
  baseURL,
}) => {
  await acceptCookies(context, baseURL);
  await logIn(page, DEMO_DEPARTMENT_MANAGER.email, DEMO_DEPARTMENT_MANAGER.password);
  await expect(page).toHaveURL(/\/my-presence$/);
  await closeSurveyIfShown(page);

  // A run that stopped half-way may have left a presence on: start from off.
  await clockOff(page);
  await page.reload();
  await closeSurveyIfShown(page);
  const controls = page.getByTestId('presence-controls');
  await expect(controls).toBeVisible();
  await expect(page.getByTestId('presence-indicator')).toHaveAttribute('data-kind', 'none');
  await expect(page.getByTestId('presence-indicator')).toHaveCSS('background-color', COLORS.none.rgb);
  await expect(page.getByTestId('presence-status')).toHaveText('Not clocked in');

  await press(page, 'work', 'start-clock-in', 'work');
  await expect(page.getByTestId('presence-status')).toHaveText('Now: Work');
  await expect(controls).toHaveAttribute('data-refresh-count', '1');

  await press(page, 'break', 'start-break', 'break');
  await expect(page.getByTestId('presence-status')).toHaveText('Now: Break');

  // Break again ends the break: the server returns the user to Work.
  await press(page, 'break', 'end-break', 'work');
  await expect(page.getByTestId('presence-status')).toHaveText('Now: Work');

  await press(page, 'work', 'end-clock-in', 'none');
  await expect(page.getByTestId('presence-status')).toHaveText('Not clocked in');
  await expect(controls).toHaveAttribute('data-refresh-count', '4');

  // The week view shows today's records (Work, Paid Break, Work), as hh:mm spans.
  const today = page.getByTestId(`week-day-${todayInSkopje()}`);
  await expect(today).toBeVisible();
  await expect(today.locator('[data-testid="week-record"][data-kind="break"]').first()).toBeVisible();
  await expect(today.locator('[data-testid="week-record"][data-kind="work"]').nth(1)).toBeVisible();
  await expect(today.locator('[data-testid="week-record"]').first()).toContainText(/\d{2}:\d{2} – \d{2}:\d{2}/);

  // After a reload the current presence is read again: still off.
  await page.reload();
  await expect(page.getByTestId('presence-indicator')).toHaveAttribute('data-kind', 'none');
});
