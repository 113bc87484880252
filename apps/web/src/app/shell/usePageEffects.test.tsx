import { act, screen, waitFor } from '@testing-library/react';
import { buildUser, stateFor } from '../../test/builders';
import { renderApp } from '../../test/renderWithProviders';
import { documentTitle, SCROLL_RESET_DELAY_MS } from './usePageEffects';

describe('documentTitle', () => {
  it('is the product name, a bar and the page title, with 404 in front for not-found', () => {
    expect(documentTitle('Presently', 'Users')).toBe('Presently | Users');
    expect(documentTitle('Presently', 'Page not found', true)).toBe('404 | Presently | Page not found');
  });
});

describe('after each navigation', () => {
  it('sets the translated page title', async () => {
    const { router } = renderApp({ route: '/presence-reports', preloadedState: stateFor(buildUser(1)) });
    await screen.findByTestId('report-page');
    expect(document.title).toBe('Presently | Presence reports');

    await act(() => router.navigate('/shift-reports'));
    expect(document.title).toBe('Presently | Shift reports');
  });

  it('gives the not-found page the 404 prefix', async () => {
    renderApp({ route: '/does-not-exist', preloadedState: stateFor(null) });
    await screen.findByTestId('not-found');
    expect(document.title).toBe('404 | Presently | Page not found');
  });

  it('translates the title in Bulgarian', async () => {
    renderApp({ route: '/dashboard', preloadedState: stateFor(buildUser(3), 'bg') });
    await screen.findByTestId('app-layout');
    expect(document.title).toBe('Presently | Табло');
  });

  describe('scrolling', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    /** Renders with real timers, lets the first scroll happen, then hands the clock to the test. */
    async function renderAndSettle() {
      const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
      const rendered = renderApp({ route: '/presence-reports', preloadedState: stateFor(buildUser(1)) });
      await screen.findByTestId('report-page');
      await waitFor(() => expect(scrollTo).toHaveBeenCalled());
      scrollTo.mockClear();
      vi.useFakeTimers();
      return { ...rendered, scrollTo };
    }

    it('scrolls to the top 500 ms after the page changes, not before', async () => {
      const { router, scrollTo } = await renderAndSettle();

      await act(() => router.navigate('/calendar-reports'));
      await act(() => vi.advanceTimersByTimeAsync(SCROLL_RESET_DELAY_MS - 1));
      expect(scrollTo).not.toHaveBeenCalled();

      await act(() => vi.advanceTimersByTimeAsync(1));
      expect(scrollTo).toHaveBeenCalledTimes(1);
      expect(scrollTo).toHaveBeenCalledWith(0, 0);
    });

    it('scrolls once for quick successive navigations (the earlier timer is cancelled)', async () => {
      const { router, scrollTo } = await renderAndSettle();

      await act(() => router.navigate('/shift-reports'));
      await act(() => vi.advanceTimersByTimeAsync(200));
      await act(() => router.navigate('/calendar'));
      await act(() => vi.advanceTimersByTimeAsync(SCROLL_RESET_DELAY_MS - 1));
      expect(scrollTo).not.toHaveBeenCalled();
      await act(() => vi.advanceTimersByTimeAsync(1));
      expect(scrollTo).toHaveBeenCalledTimes(1);
    });
  });
});
