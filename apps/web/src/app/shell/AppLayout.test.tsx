import { screen, waitFor, within } from '@testing-library/react';
import { buildUser, stateFor } from '../../test/builders';
import { renderApp } from '../../test/renderWithProviders';
import { stubApi } from '../../test/stubApi';

const setWidth = (width: number) =>
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });

async function openUserMenu(user: ReturnType<typeof renderApp>['user']) {
  await user.click(screen.getByTestId('user-menu'));
  const logout = await screen.findByRole('menuitem', { name: 'Log out' });
  return logout.closest<HTMLElement>('[role="menu"]')!;
}

describe('the shell', () => {
  it('puts the navigation on top at 1240px and wider', async () => {
    setWidth(1300);
    renderApp({ route: '/dashboard', preloadedState: stateFor(buildUser(1)) });
    const layout = await screen.findByTestId('app-layout');
    expect(layout).toHaveAttribute('data-nav', 'top');
    expect(screen.queryByTestId('side-navigation')).not.toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
  });

  it('switches to a left side bar below 1240px, opened from the header', async () => {
    setWidth(1239);
    const { user, store } = renderApp({ route: '/dashboard', preloadedState: stateFor(buildUser(1)) });
    expect(await screen.findByTestId('app-layout')).toHaveAttribute('data-nav', 'side');
    // Closed, the drawer keeps the page whole: no navigation is offered.
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();

    const toggle = screen.getByRole('button', { name: 'Open navigation' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(store.getState().session.layout.siderOpen).toBe(true);
    const sider = screen.getByTestId('side-navigation');
    expect(within(sider).getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    expect(within(sider).getByText('Home')).toBeInTheDocument();
    expect(within(sider).getByText('Calendar')).toBeInTheDocument();
    expect(within(sider).getByText('Settings')).toBeInTheDocument();
  });

  it('closes the side bar when a page is chosen from it', async () => {
    setWidth(390);
    const { user, store, router } = renderApp({ route: '/my-presence', preloadedState: stateFor(buildUser(4)) });
    await user.click(await screen.findByRole('button', { name: 'Open navigation' }));
    expect(store.getState().session.layout.siderOpen).toBe(true);
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    await user.click(within(nav).getByText('Calendar'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/calendar'));
    await waitFor(() => expect(store.getState().session.layout.siderOpen).toBe(false));
    expect(screen.getByRole('button', { name: 'Open navigation' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('gives role 5 My Calendar, My Profile and Presence in the navigation', async () => {
    setWidth(1000);
    const { user } = renderApp({ route: '/my-presence', preloadedState: stateFor(buildUser(5)) });
    await user.click(await screen.findByRole('button', { name: 'Open navigation' }));
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByText('My calendar')).toBeInTheDocument();
    expect(within(nav).getByText('My profile')).toBeInTheDocument();
    expect(within(nav).getByText('Presence')).toBeInTheDocument();
    expect(within(nav).queryByText('Home')).not.toBeInTheDocument();
    expect(within(nav).queryByText('Reports')).not.toBeInTheDocument();
  });

  it('names the user menu by what it shows and what it is ("AP User menu"), so speech input can press it by its initials', async () => {
    setWidth(1300);
    renderApp({ route: '/dashboard', preloadedState: stateFor(buildUser(1)) });
    const trigger = await screen.findByTestId('user-menu');
    expect(trigger).toHaveTextContent('AP');
    expect(trigger).toHaveAccessibleName('AP User menu');
  });

  it('greets the user with name and role at company', async () => {
    renderApp({ route: '/my-presence', preloadedState: stateFor(buildUser(3)) });
    const greeting = await screen.findByTestId('greeting');
    expect(greeting).toHaveTextContent('Hello, Ana Petrova');
    expect(greeting).toHaveTextContent('Human Resources at Acme');
  });

  it('has a footer with the year, a made-by note, the version and both policies', async () => {
    renderApp({ route: '/my-presence', preloadedState: stateFor(buildUser(4)) });
    const footer = await screen.findByTestId('footer');
    expect(footer).toHaveTextContent(String(new Date().getFullYear()));
    expect(footer).toHaveTextContent('Made with care by the Presently team');
    expect(footer).toHaveTextContent('Version: 2 Alpha');
    expect(within(footer).getByRole('link', { name: 'Cookie policy' })).toHaveAttribute('href', '/cookie-policy');
    expect(within(footer).getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/privacy-policy');
  });

  it('leads the logo to /my-presence, and to /dashboard for role 2', async () => {
    const employee = renderApp({ route: '/my-profile', preloadedState: stateFor(buildUser(4)) });
    expect((await screen.findAllByTestId('logo-link'))[0]).toHaveAttribute('href', '/my-presence');
    employee.unmount();

    renderApp({ route: '/my-profile', preloadedState: stateFor(buildUser(2)) });
    expect((await screen.findAllByTestId('logo-link'))[0]).toHaveAttribute('href', '/dashboard');
  });

  it('offers my presence, my calendar, my profile and logout in the avatar menu', async () => {
    const { user } = renderApp({ route: '/my-profile', preloadedState: stateFor(buildUser(4)) });
    await screen.findByTestId('app-layout');
    const menu = await openUserMenu(user);
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'My presence',
      'My calendar',
      'My profile',
      'Log out',
    ]);
  });

  it('hides my presence and my calendar from role 2', async () => {
    const { user } = renderApp({ route: '/my-profile', preloadedState: stateFor(buildUser(2)) });
    await screen.findByTestId('app-layout');
    const menu = await openUserMenu(user);
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['My profile', 'Log out']);
  });

  it('shows only logout, and no navigation, until the terms are accepted', async () => {
    const { user } = renderApp({ route: '/privacy-policy', preloadedState: stateFor(buildUser(4, { terms_conds: 0 })) });
    await screen.findByTestId('app-layout');
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
    const menu = await openUserMenu(user);
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Log out']);
  });

  it('navigates from the avatar menu', async () => {
    const { user, router } = renderApp({ route: '/my-presence', preloadedState: stateFor(buildUser(4)) });
    await screen.findByTestId('app-layout');
    const menu = await openUserMenu(user);
    await user.click(within(menu).getByText('My profile'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-profile'));
  });

  it('logs out: calls the server, clears the session and returns to the login page', async () => {
    const calls = stubApi({ 'POST /api/vue-logout': { body: { data: true } } });
    const { user, router, store } = renderApp({ route: '/my-presence', preloadedState: stateFor(buildUser(4)) });
    await screen.findByTestId('app-layout');
    const menu = await openUserMenu(user);
    await user.click(within(menu).getByText('Log out'));

    expect(await screen.findByTestId('login-page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(store.getState().session).toMatchObject({ token: null, user: null, logged: false, avatar: null });
    expect(calls.find((call) => call.path === '/api/vue-logout')?.authorization).toBe('Bearer test-token');
  });

  it('still ends the local session when the server logout fails', async () => {
    stubApi({ 'POST /api/vue-logout': { status: 503, body: { error: 'service_unavailable' } } });
    const { user, store } = renderApp({ route: '/my-presence', preloadedState: stateFor(buildUser(4)) });
    await screen.findByTestId('app-layout');
    const menu = await openUserMenu(user);
    await user.click(within(menu).getByText('Log out'));
    expect(await screen.findByTestId('login-page')).toBeInTheDocument();
    expect(store.getState().session.logged).toBe(false);
  });

  it('refreshes the stored user from user-info', async () => {
    stubApi({
      'GET /api/user-info': { body: { data: { user: buildUser(4, { full_name: 'Ana Petrova-Ilieva' }) } } },
    });
    const { store } = renderApp({ route: '/my-presence', preloadedState: stateFor(buildUser(4)) });
    expect(await screen.findByText('Hello, Ana Petrova-Ilieva')).toBeInTheDocument();
    expect(store.getState().session.user?.full_name).toBe('Ana Petrova-Ilieva');
  });

  it('keeps the stored user when user-info fails', async () => {
    stubApi({ 'GET /api/user-info': { status: 500, body: { error: 'server_error' } } });
    // A page without data of its own (the cookie policy, for a signed-in user): only user-info fails.
    renderApp({ route: '/cookie-policy', preloadedState: stateFor(buildUser(4)) });
    expect(await screen.findByText('Hello, Ana Petrova')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a log-in button instead of the greeting to visitors on the cookie policy', async () => {
    renderApp({ route: '/cookie-policy', preloadedState: stateFor(null) });
    const toolbar = await screen.findByTestId('toolbar');
    expect(within(toolbar).getByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.queryByTestId('greeting')).not.toBeInTheDocument();
  });
});
