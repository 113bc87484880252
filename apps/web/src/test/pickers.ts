import { waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/**
 * Sets an antd DatePicker or TimePicker by pasting the text in its format and pressing Enter (its
 * masked input takes pasted text whole; typed characters go cell by cell).
 */
export async function pick(user: UserEvent, input: HTMLElement, text: string): Promise<void> {
  await user.click(input);
  // The pasted text replaces what the picker shows (a click selects one cell of it).
  if (input instanceof HTMLInputElement) input.setSelectionRange(0, input.value.length);
  await user.paste(text);
  await user.keyboard('{Enter}');
}

/** Chooses the option labelled `label` in an antd Select: opens it and clicks the option of its open dropdown. */
export async function choose(user: UserEvent, input: HTMLElement, label: string): Promise<void> {
  await user.click(input);
  const selector = `.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option[title="${label.replace(/"/g, '\\"')}"]`;
  const option = await waitFor(() => {
    const found = document.querySelector<HTMLElement>(selector);
    if (!found) throw new Error(`no option "${label}" is open`);
    return found;
  });
  await user.click(option);
}
