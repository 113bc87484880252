import { act, screen, within } from '@testing-library/react';
import { buildUser, stateFor } from '../../test/builders';
import { renderApp } from '../../test/renderWithProviders';
import { stubApi } from '../../test/stubApi';

describe('teams for a team lead (role 6)', () => {
  it('shows Teams, but not Users, in the settings menu; opens /teams and is refused /users', async () => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: 1000 });
    stubApi({
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
