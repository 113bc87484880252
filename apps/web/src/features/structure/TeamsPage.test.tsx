import { act, screen, within } from '@testing-library/react';
import { buildUser, stateFor } from '../../test/builders';
import { renderApp } from '../../test/renderWithProviders';
import { stubApi } from '../../test/stubApi';

describe('teams for a team lead (role 6)', () => {
  it('shows Teams, but not Users, in the settings menu; opens /teams and is refused /users', async () => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: 1000 });
    const calls = stubApi({
      'GET /api/teams': {
        body: {
          data: [
            {
              id: 2,
              name: 'Field sales',
              department_id: 1,
              team_lead_user_id: 106,
              kind: 'regular',
              member_ids: [106, 104],
              people: [
                { id: 106, full_name: 'Tina Lead' },
                { id: 104, full_name: 'Marko Member' },
              ],
              department: { id: 1, name: 'Default', is_default: true },
            },
            {
              id: 3,
              name: 'Key accounts',
              department_id: 4,
              team_lead_user_id: 107,
              kind: 'regular',
              member_ids: [107],
              people: [{ id: 107, full_name: 'Ana Lead' }],
              department: { id: 4, name: 'Sales', is_default: false },
            },
          ],
        },
      },
      // A team lead may not list users or departments: the page shows what it can.
      'GET /api/users': { status: 403, body: { error: 'forbidden' } },
      'GET /api/users/106': { status: 403, body: { error: 'forbidden' } },
      'GET /api/departments': { status: 403, body: { error: 'forbidden' } },
    });
    const { user, router } = renderApp({ route: '/teams', preloadedState: stateFor(buildUser(6)) });
    const page = await screen.findByTestId('teams-page');
    const row = (await within(page).findByText('Field sales')).closest('tr')!;
    expect(row).toHaveTextContent('2');
    // The lead's name comes with the team, although a team lead may not list users.
    expect(row).toHaveTextContent('Tina Lead');
    expect(row).not.toHaveTextContent('#106');
    // The department's name comes with the team too: the built-in one in the user's language, a typed one as typed.
    expect(row).toHaveTextContent('Default');
    expect(row).not.toHaveTextContent('#1');
    expect((await within(page).findByText('Key accounts')).closest('tr')!).toHaveTextContent('Sales');
    // Only administration changes teams (the gateway refuses the team lead): nothing offered, nothing asked of the forbidden lists.
    expect(screen.queryByRole('button', { name: /Add team/ })).not.toBeInTheDocument();
    expect(within(page).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(within(page).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(calls.map((call) => call.path).filter((path) => /\/api\/(users|departments)/.test(path))).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Open navigation' }));
    const nav = screen.getByTestId('side-navigation');
    await user.click(within(nav).getByText('Settings'));
    expect(await within(nav).findByText('Teams')).toBeInTheDocument();
    expect(within(nav).queryByText('Users')).not.toBeInTheDocument();
    expect(within(nav).queryByText('Departments')).not.toBeInTheDocument();

    await act(() => router.navigate('/users'));
    expect(await screen.findByTestId('unauthorized')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/unauthorized');
  });
});

describe('teams for administration (role 3)', () => {
  it('offers adding, editing and deleting teams (not the built-in ones), names from the team and the departments list', async () => {
    stubApi({
      'GET /api/teams': {
        body: {
          data: [
            {
              id: 5,
              name: 'Default',
              department_id: 1,
              team_lead_user_id: null,
              kind: 'default',
              member_ids: [],
              people: [],
              department: { id: 1, name: 'Default', is_default: true },
            },
          ],
        },
      },
      'GET /api/departments': { body: { data: [{ id: 1, name: 'Default', is_default: true, manager_user_id: null, member_count: 0 }] } },
      'GET /api/users': { body: { data: [] } },
    });
    renderApp({ route: '/teams', preloadedState: stateFor(buildUser(3), 'mk') });
    const page = await screen.findByTestId('teams-page');
    const row = (await within(page).findByText('Вграден')).closest('tr')!;
    expect(row).toHaveTextContent('Основен');
    expect(within(row).getByRole('button', { name: 'Уреди' })).toBeEnabled();
    expect(within(row).getByRole('button', { name: 'Избриши' })).toBeDisabled();
    expect(screen.getByRole('button', { name: /Додај тим/ })).toBeInTheDocument();
  });
});
