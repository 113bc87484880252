import { waitFor, within } from '@testing-library/react';

/**
 * A button by its text. `getByRole` computes accessible names and visibility from computed styles,
 * which jsdom recalculates over every antd style tag: about a second per query on a full page.
 */
export function buttonByText(text: string, container: HTMLElement = document.body): HTMLButtonElement {
  const button = within(container).getByText(text, { selector: 'button, button > span' }).closest('button');
  if (!button) throw new Error(`"${text}" is not in a button`);
  return button;
}

/** Like buttonByText, or null when there is no such button. */
export function queryButtonByText(text: string, container: HTMLElement = document.body): HTMLButtonElement | null {
  return within(container).queryByText(text, { selector: 'button, button > span' })?.closest('button') ?? null;
}

/**
 * Waits for an antd `message` notice with this text. Searching the whole page by text is slow on
 * large forms (seconds in jsdom); the notices have their own container.
 */
export async function expectNotice(text: string): Promise<void> {
  await waitFor(() => expect(document.querySelector('.ant-message')).toHaveTextContent(text));
}
