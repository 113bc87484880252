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

  it('does not call the server for a visitor', async () => {
    const calls = stubApi({});
    const { user } = renderApp({ route: '/', preloadedState: stateFor(null) });
    await screen.findByTestId('login-page');
    await user.click(screen.getByText('BG'));
    await screen.findByText('Забравена парола?');
    expect(calls).toEqual([]);
  });
});
