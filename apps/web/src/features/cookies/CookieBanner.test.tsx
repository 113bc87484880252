import { screen, within } from '@testing-library/react';
import { buildUser, stateFor } from '../../test/builders';
import { renderApp } from '../../test/renderWithProviders';
import { hasCookieConsent } from './cookieConsent';

describe('the cookie banner', () => {
  it('is shown until accepted, then stays away', async () => {
    const first = renderApp({ route: '/', preloadedState: stateFor(null) });
    const banner = await screen.findByTestId('cookie-banner');
    expect(within(banner).getByRole('link', { name: 'Read the cookie policy' })).toHaveAttribute('href', '/cookie-policy');

    await first.user.click(within(banner).getByRole('button', { name: 'Accept cookies' }));
    expect(screen.queryByTestId('cookie-banner')).not.toBeInTheDocument();
    expect(hasCookieConsent()).toBe(true);
    first.unmount();

    renderApp({ route: '/my-presence', preloadedState: stateFor(buildUser(4)) });
    await screen.findByTestId('app-layout');
    expect(screen.queryByTestId('cookie-banner')).not.toBeInTheDocument();
  });

  it('is shown inside the shell too', async () => {
    renderApp({ route: '/my-presence', preloadedState: stateFor(buildUser(4)) });
    expect(await screen.findByTestId('cookie-banner')).toBeInTheDocument();
  });

  it.each(['/privacy-policy', '/cookie-policy'])('is hidden on %s', async (path) => {
    renderApp({ route: path, preloadedState: stateFor(buildUser(4)) });
    await screen.findByTestId('app-layout');
    expect(screen.queryByTestId('cookie-banner')).not.toBeInTheDocument();
  });

  it('speaks the chosen language', async () => {
    renderApp({ route: '/', preloadedState: stateFor(null, 'mk') });
    const banner = await screen.findByTestId('cookie-banner');
    expect(within(banner).getByRole('button', { name: 'Прифати колачиња' })).toBeInTheDocument();
  });
});
