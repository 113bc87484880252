import { screen, waitFor } from '@testing-library/react';
import { buildUser, stateFor } from '../../test/builders';
import { renderApp } from '../../test/renderWithProviders';
import { stubApi } from '../../test/stubApi';

describe('the language switcher', () => {
  it('defaults to English (stored code gb)', async () => {
    const { store } = renderApp({ route: '/', preloadedState: stateFor(null) });
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(store.getState().language.code).toBe('gb');
    expect(document.documentElement.lang).toBe('en');
  });

  it('switches the login page to Macedonian and to Bulgarian', async () => {
    const { user, store } = renderApp({ route: '/', preloadedState: stateFor(null) });
    await screen.findByTestId('login-page');

    await user.click(screen.getByText('MK'));
    expect(await screen.findByRole('button', { name: 'Најави се' })).toBeInTheDocument();
    expect(screen.getByLabelText('Лозинка')).toBeInTheDocument();
    expect(store.getState().language.code).toBe('mk');
    expect(document.documentElement.lang).toBe('mk');

    await user.click(screen.getByText('BG'));
    expect(await screen.findByText('Забравена парола?')).toBeInTheDocument();
    expect(screen.getByLabelText('Парола')).toBeInTheDocument();
    expect(store.getState().language.code).toBe('bg');

    await user.click(screen.getByText('EN'));
    expect(await screen.findByText('Forgot password?')).toBeInTheDocument();
  });

  it('translates the shell and the page title, and tells the server (as mk)', async () => {
    const calls = stubApi({ 'POST /api/change-user-lang': { body: { data: true } } });
    const { user } = renderApp({ route: '/my-profile', preloadedState: stateFor(buildUser(3)) });
    expect(await screen.findByText('Version: 2 Alpha')).toBeInTheDocument();

    await user.click(screen.getByText('MK'));
    expect(await screen.findByText('Верзија: 2 Алфа')).toBeInTheDocument();
    expect(screen.getByText('Човечки ресурси во Acme')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Presently | Мој профил'));
    await waitFor(() =>
      expect(calls).toContainEqual(expect.objectContaining({ path: '/api/change-user-lang', body: { user_lang: 'mk' } })),
    );
  });

  it('sends en for English and keeps the language when the server call fails', async () => {
    const calls = stubApi({ 'POST /api/change-user-lang': { status: 500, body: { error: 'server_error' } } });
    // A page without data of its own (the cookie policy, for a signed-in user): only the language call fails.
    const { user, store } = renderApp({ route: '/cookie-policy', preloadedState: stateFor(buildUser(4), 'bg') });
    expect(await screen.findByText('Версия: 2 Алфа')).toBeInTheDocument();

    await user.click(screen.getByText('EN'));
    expect(await screen.findByText('Version: 2 Alpha')).toBeInTheDocument();
    await waitFor(() => expect(calls.some((call) => call.path === '/api/change-user-lang')).toBe(true));
    expect(calls.find((call) => call.path === '/api/change-user-lang')?.body).toEqual({ user_lang: 'en' });
    expect(store.getState().language.code).toBe('gb');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('tells the server the language chosen before signing in, once, and fetches the page again in it', async () => {
    // Chosen on the login page (Macedonian) while the account's session speaks English: the holiday
    // names, countries and report rows the server writes would otherwise come in English.
    const userInfo = { ...buildUser(3), lang: 'mk' };
    const calls = stubApi({
      'POST /api/change-user-lang': { body: { data: true } },
      'GET /api/user-info': { body: { data: { user: userInfo } } },
    });
    const { store } = renderApp({ route: '/cookie-policy', preloadedState: stateFor(buildUser(3, { lang: 'en' }), 'mk') });
    expect(await screen.findByText('Верзија: 2 Алфа')).toBeInTheDocument();

    await waitFor(() => expect(store.getState().session.user?.lang).toBe('mk'));
    const languageCalls = calls.filter((call) => call.path === '/api/change-user-lang');
    expect(languageCalls).toEqual([expect.objectContaining({ body: { user_lang: 'mk' } })]);
    // What the shell had fetched before (user-info) is fetched again, now in Macedonian.
    const told = calls.indexOf(languageCalls[0]);
    expect(calls.slice(told + 1).some((call) => call.path === '/api/user-info')).toBe(true);
  });

  it('does not tell the server a language it already has, nor again after a failure', async () => {
    const calls = stubApi({ 'POST /api/change-user-lang': { status: 500, body: { error: 'server_error' } } });
    const same = renderApp({ route: '/cookie-policy', preloadedState: stateFor(buildUser(4, { lang: 'bg' }), 'bg') });
    expect(await screen.findByText('Версия: 2 Алфа')).toBeInTheDocument();
    await waitFor(() => expect(calls.some((call) => call.path === '/api/user-info')).toBe(true));
    expect(calls.some((call) => call.path === '/api/change-user-lang')).toBe(false);
    same.unmount();

    const { store } = renderApp({ route: '/cookie-policy', preloadedState: stateFor(buildUser(4, { lang: 'en' }), 'bg') });
    expect(await screen.findByText('Версия: 2 Алфа')).toBeInTheDocument();
    await waitFor(() => expect(calls.filter((call) => call.path === '/api/change-user-lang')).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(calls.filter((call) => call.path === '/api/change-user-lang')).toHaveLength(1);
    expect(store.getState().language.code).toBe('bg');
  });

  it('does not call the server for a visitor', async () => {
    const calls = stubApi({});
    const { user } = renderApp({ route: '/', preloadedState: stateFor(null) });
    await screen.findByTestId('login-page');
    await user.click(screen.getByText('BG'));
    await screen.findByText('Забравена парола?');
    expect(calls).toEqual([]);
  });
});
