import { screen, within, waitFor } from '@testing-library/react';
import { buildUser, stateFor } from '../../test/builders';
import { renderApp } from '../../test/renderWithProviders';
import { stubApi } from '../../test/stubApi';

describe('the privacy policy', () => {
  it('says where the data is stored and when the policy was last updated', async () => {
    renderApp({ route: '/privacy-policy', preloadedState: stateFor(buildUser(4)) });
    const page = await screen.findByTestId('privacy-policy');
    expect(page).toHaveTextContent('Your data is stored on servers in Frankfurt, Germany');
    expect(page).toHaveTextContent('Last updated: 1 January 2020');
    expect(screen.queryByTestId('accept-terms')).not.toBeInTheDocument();
  });

  it('lets a user accept the terms, reloads the user and opens the home page', async () => {
    let accepted = 0;
    const calls = stubApi({
      'POST /api/accept-privacy-policy': () => {
        accepted = 1;
        return { body: { data: true } };
      },
      // The fresh user (here a general manager) decides the home page.
      'GET /api/user-info': () => ({ body: { data: { user: buildUser(2, { terms_conds: accepted }) } } }),
    });
    const { user, router, store } = renderApp({
      route: '/privacy-policy',
      preloadedState: stateFor(buildUser(2, { terms_conds: 0 })),
    });
    await user.click(await screen.findByRole('button', { name: 'I accept' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(store.getState().session.user?.terms_conds).toBe(1);
    const accept = calls.findIndex((call) => call.method === 'POST' && call.path === '/api/accept-privacy-policy');
    expect(accept).toBeGreaterThanOrEqual(0);
    expect(calls.slice(accept).some((call) => call.path === '/api/user-info')).toBe(true);
  });

  it('shows why accepting failed and keeps the app locked', async () => {
    stubApi({ 'POST /api/accept-privacy-policy': { status: 503, body: { error: 'service_unavailable' } } });
    const { user, router } = renderApp({
      route: '/privacy-policy',
      preloadedState: stateFor(buildUser(4, { terms_conds: 0 })),
    });
    await user.click(await screen.findByRole('button', { name: 'I accept' }));
    expect(await screen.findByText('The service is temporarily unavailable. Try again later.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/privacy-policy');
  });

  it('is written in Macedonian', async () => {
    renderApp({ route: '/privacy-policy', preloadedState: stateFor(buildUser(4), 'mk') });
    expect(await screen.findByTestId('privacy-policy')).toHaveTextContent('Франкфурт, Германија');
  });
});

describe('the cookie policy', () => {
  it('names every cookie the product uses', async () => {
    renderApp({ route: '/cookie-policy', preloadedState: stateFor(null) });
    const page = await screen.findByTestId('cookie-policy');
    for (const name of ['CSRF token', 'Session cookie', 'Analytics cookies', 'Cookie-consent cookie (cookie_consent)']) {
      expect(page).toHaveTextContent(name);
    }
    expect(page).toHaveTextContent('365 days');
  });

  it('lists each cookie in a table row beside its purpose, under the column headings', async () => {
    renderApp({ route: '/cookie-policy', preloadedState: stateFor(null) });
    const table = within(await screen.findByTestId('cookie-policy')).getByRole('table');
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Cookie', 'Purpose']);
    const csrf = within(table).getByRole('row', { name: /CSRF token/ });
    expect(within(csrf).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['CSRF token', 'Protects forms against cross-site request forgery.']);
    expect(within(table).getAllByRole('row')).toHaveLength(5); // the heading and the four cookies
  });
});
