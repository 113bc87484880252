import { screen, waitFor, within } from '@testing-library/react';
import { buildUser, stateFor } from '../test/builders';
import { renderApp } from '../test/renderWithProviders';
import { PAGE_ROUTES } from './router';
import { canAccess, Paths } from './session/access';
import { ALL_ROLE_IDS } from './session/roles';

const pathnameOf = (router: { state: { location: { pathname: string } } }) => router.state.location.pathname;

describe('route guards', () => {
  it('sends a role-5 user who opens /users to /unauthorized', async () => {
    const { router } = renderApp({ route: '/users', preloadedState: stateFor(buildUser(5)) });
    expect(await screen.findByTestId('unauthorized')).toBeInTheDocument();
    expect(pathnameOf(router)).toBe('/unauthorized');
    expect(screen.getByText('You do not have permission to open this page.')).toBeInTheDocument();
  });

  it('sends a visitor who opens /my-presence to the login page', async () => {
    const { router } = renderApp({ route: '/my-presence', preloadedState: stateFor(null) });
    expect(await screen.findByTestId('login-page')).toBeInTheDocument();
    expect(pathnameOf(router)).toBe('/');
  });

  it('sends a user who has not accepted the terms to /privacy-policy', async () => {
    const { router } = renderApp({
      route: '/dashboard',
      preloadedState: stateFor(buildUser(1, { terms_conds: 0 })),
    });
    expect(await screen.findByTestId('privacy-policy')).toBeInTheDocument();
    expect(pathnameOf(router)).toBe('/privacy-policy');
    expect(screen.getByTestId('accept-terms')).toBeInTheDocument();
  });

  it('shows the not-found page with a link home for an unknown path', async () => {
    const { router, user } = renderApp({ route: '/no/such/page', preloadedState: stateFor(null) });
    const notFound = await screen.findByTestId('not-found');
    expect(within(notFound).getByText('Page not found')).toBeInTheDocument();
    const home = screen.getByTestId('not-found-home-link');
    expect(home).toHaveAttribute('href', '/');

    await user.click(home);
    expect(await screen.findByTestId('login-page')).toBeInTheDocument();
    expect(pathnameOf(router)).toBe('/');
  });

  it('sends a logged-in user from the login page to /my-presence, and roles 2 and 8 to /dashboard', async () => {
    const first = renderApp({ route: '/', preloadedState: stateFor(buildUser(4)) });
    await waitFor(() => expect(pathnameOf(first.router)).toBe('/my-presence'));
    first.unmount();

    const manager = renderApp({ route: '/', preloadedState: stateFor(buildUser(8)) });
    await waitFor(() => expect(pathnameOf(manager.router)).toBe('/dashboard'));
  });

  it('keeps a logged-in user on the login page when the URL has a token query', async () => {
    const { router } = renderApp({ route: '/?token=reset-123', preloadedState: stateFor(buildUser(4)) });
    expect(await screen.findByTestId('login-page')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?token=reset-123');
  });

  it('shows the cookie policy to visitors and the privacy policy only after login', async () => {
    const cookies = renderApp({ route: '/cookie-policy', preloadedState: stateFor(null) });
    expect(await screen.findByTestId('cookie-policy')).toBeInTheDocument();
    cookies.unmount();

    const privacy = renderApp({ route: '/privacy-policy', preloadedState: stateFor(null) });
    expect(await screen.findByTestId('login-page')).toBeInTheDocument();
    expect(pathnameOf(privacy.router)).toBe('/');
  });

  it('lets company 1 open its special report', async () => {
    const user = buildUser(3, { company: { name: 'Demo', special_reports: true } });
    const { router } = renderApp({ route: '/sentice-reports', preloadedState: stateFor(user) });
    expect(await screen.findByRole('heading', { name: 'Special report' })).toBeInTheDocument();
    expect(pathnameOf(router)).toBe('/sentice-reports');
  });
});

describe('every route of the spec', () => {
  const SPEC_ROUTES = [
    '/', '/register', '/email/verify/:id/:hash', '/my-presence', '/my-calendar', '/calendar', '/my-profile',
    '/dashboard', '/privacy-policy', '/cookie-policy', '/presence', '/shift-reports', '/calendar-reports',
    '/presence-reports', '/non-rounded-presence-reports', '/sentice-reports', '/administrator-reports', '/users',
    '/add-user', '/edit-user', '/work-rules', '/departments', '/nationality-religion-view', '/document-templates',
    '/holiday', '/teams', '/company-details', '/settings', '/gates', '/unauthorized',
    // Absences (issue 11).
    '/my-absences', '/absence-requests', '/absences/:id',
    // Reports the spec names without routes, the scheduled reports and closed months (issue 15).
    '/cumulative-reports', '/periodic-reports', '/detailed-reports', '/scheduled-reports', '/month-closures',
  ];

  it('is in the router', () => {
    expect(PAGE_ROUTES.map((route) => route.path).sort()).toEqual([...SPEC_ROUTES].sort());
  });

  const shellPages = PAGE_ROUTES.filter((route) => !['/', '/register', '/email/verify/:id/:hash'].includes(route.path));
  const special = { name: 'Demo', special_reports: true };

  it.each(shellPages.map((route) => [route.path, route.titleKey] as const))(
    '%s opens for a role it allows, inside the shell, under its title',
    async (path) => {
      const roleId = ALL_ROLE_IDS.find((role) => canAccess(path, buildUser(role, { company: special })));
      expect(roleId).toBeDefined();
      const { router } = renderApp({ route: path, preloadedState: stateFor(buildUser(roleId!, { company: special })) });
      expect(await screen.findByTestId('app-layout')).toBeInTheDocument();
      expect(pathnameOf(router)).toBe(path);
      expect(screen.getByTestId('toolbar')).toBeInTheDocument();
      expect(screen.getByTestId('footer')).toBeInTheDocument();
      await waitFor(() => expect(document.title).toMatch(/^Presently \| \S/));
      const title = document.title.replace('Presently | ', '');
      expect(screen.getAllByText(title).length).toBeGreaterThan(0);
    },
  );

  it.each(['/', '/register', '/email/verify/7/abc', '/missing'])('%s shows content only', async (path) => {
    renderApp({ route: path, preloadedState: stateFor(null) });
    await screen.findByRole('main');
    expect(screen.queryByTestId('app-layout')).not.toBeInTheDocument();
    expect(screen.queryByTestId('toolbar')).not.toBeInTheDocument();
    expect(screen.queryByTestId('footer')).not.toBeInTheDocument();
  });

  it('guards /add-user like the other administration pages', async () => {
    const { router } = renderApp({ route: Paths.addUser, preloadedState: stateFor(buildUser(6)) });
    expect(await screen.findByTestId('unauthorized')).toBeInTheDocument();
    expect(pathnameOf(router)).toBe('/unauthorized');
  });
});
