import { act, fireEvent } from '@testing-library/react';

/**
 * Sets a field's value with one change event. Typing key by key fires an event per character, each
 * running antd's validation and a re-render, which is slow in jsdom; the keyboard path itself is
 * covered by the login tests.
 */
export async function fill(field: HTMLElement, value: string): Promise<void> {
  await act(async () => {
    fireEvent.change(field, { target: { value } });
  });
}
