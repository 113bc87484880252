import type { UserSummary } from '@presently/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { buildUser, stateFor } from '../../test/builders';
import { buttonByText, expectNotice } from '../../test/queries';
import { renderApp } from '../../test/renderWithProviders';
import { stubApi } from '../../test/stubApi';

const summary = (id: number, status: UserSummary['status'] = 'active'): UserSummary => ({
  id,
  email: `user${id}@example.com`,
  full_name: `User ${id}`,
  job_position: 'Clerk',
  role_id: 4,
  department_id: 1,
  team_id: 2,
  status,
  user_color: '#2786fb',
});

/** 45 users per status; `page` and `per_page` as the server reads them. */
function usersHandler(request: Request) {
  const params = new URL(request.url).searchParams;
  const page = Number(params.get('page') ?? 1);
  const perPage = Number(params.get('per_page') ?? 20);
  const status = (params.get('status') ?? 'active') as UserSummary['status'];
  const first = (page - 1) * perPage + 1;
  const items = Array.from({ length: Math.max(0, Math.min(perPage, 45 - first + 1)) }, (_, index) => summary(first + index, status));
  return { body: { data: { items, total: 45, page, per_page: perPage } } };
}

const queryOf = (path: string) => Object.fromEntries(new URL(path, 'http://x').searchParams);

describe('the users list', () => {
  it('pages on the server ({size} per page), filters by status per tab, and blocks after confirmation', async () => {
    const calls = stubApi({
      'GET /api/users': usersHandler,
      'GET /api/departments': { body: { data: [{ id: 1, name: 'Finance', manager_user_id: null, is_default: false, member_count: 45 }] } },
      'GET /api/teams': { body: { data: [{ id: 2, name: 'Payroll', department_id: 1, team_lead_user_id: null, kind: 'regular', member_ids: [] }] } },
      'POST /api/users/3/status': { body: { data: { ...summary(3), status: 'blocked' } } },
    });
    const { user } = renderApp({ route: '/users', preloadedState: stateFor(buildUser(1)) });
    const list = await screen.findByTestId('users-active');
    expect(await within(list).findByText('user1@example.com')).toBeInTheDocument();
    const firstRow = within(list).getByText('user1@example.com').closest('tr')!;
    expect(firstRow).toHaveTextContent('Finance');
    expect(firstRow).toHaveTextContent('Payroll');
    expect(firstRow).toHaveTextContent('Team Member');
    expect(queryOf(calls.find((call) => call.path.startsWith('/api/users'))!.path)).toEqual({ page: '1', per_page: '20', status: 'active' });
    expect(within(list).getByText('20 per page')).toBeInTheDocument();
    expect(within(list).getByText('45 in total')).toBeInTheDocument();

    await user.click(within(list).getByTitle('3'));
    expect(await within(list).findByText('user41@example.com')).toBeInTheDocument();
    expect(queryOf(calls.filter((call) => call.path.startsWith('/api/users')).at(-1)!.path)).toEqual({ page: '3', per_page: '20', status: 'active' });

    // Blocking asks first, then sends the action.
    await user.click(within(list).getByTitle('1'));
    const row = (await within(list).findByText('user3@example.com')).closest('tr')!;
    await user.click(buttonByText('Block', row));
    expect(await screen.findByText('User 3 will be logged out at once and will not be able to log in until unblocked.')).toBeInTheDocument();
    await user.click(screen.getByTestId('confirm-ok'));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST' && call.path === '/api/users/3/status')).toBe(true));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ action: 'block' });
    await expectNotice('User 3 has been blocked.');

    await user.click(screen.getByRole('tab', { name: 'Blocked' }));
    const blocked = await screen.findByTestId('users-blocked');
    expect(await within(blocked).findByText('user1@example.com')).toBeInTheDocument();
    expect(queryOf(calls.filter((call) => call.path.startsWith('/api/users')).at(-1)!.path)).toEqual({ page: '1', per_page: '20', status: 'blocked' });
    expect(buttonByText('Unblock', within(blocked).getByText('user1@example.com').closest('tr')!)).toBeInTheDocument();
  });

  it('shows each user\'s QR code with a print button', async () => {
    stubApi({ 'GET /api/users/qr-codes': { body: { data: [{ id: 5, full_name: 'Ana Petrova', qr_code: 'QR-TOKEN-5' }] } } });
    renderApp({ route: '/users?tab=qr', preloadedState: stateFor(buildUser(3)) });
    const card = await screen.findByTestId('qr-card');
    expect(card).toHaveTextContent('Ana Petrova');
    expect(card).toHaveTextContent('QR-TOKEN-5');
    expect(card.querySelector('svg')).not.toBeNull();
    expect(buttonByText('Print')).toBeEnabled();
  });

  it('gives a user a new QR code after asking, and shows the new one', async () => {
    let token = 'QR-OLD-5';
    const calls = stubApi({
      'GET /api/users/qr-codes': () => ({ body: { data: [{ id: 5, full_name: 'Ana Petrova', qr_code: token }] } }),
      'POST /api/users/5/qr-code': () => {
        token = 'QR-NEW-5';
        return { body: { data: { id: 5, full_name: 'Ana Petrova', qr_code: token } } };
      },
    });
    const { user } = renderApp({ route: '/users?tab=qr', preloadedState: stateFor(buildUser(3)) });
    const card = await screen.findByTestId('qr-card');
    expect(card).toHaveTextContent('QR-OLD-5');
    await user.click(buttonByText('New code', card));
    expect(await screen.findByText('Give Ana Petrova a new QR code? The old code stops working at the gates.')).toBeInTheDocument();
    const confirm = screen.getAllByRole('button', { name: 'New code' }).find((b) => !card.contains(b))!;
    await user.click(confirm);
    await waitFor(() => expect(calls.some((call) => call.method === 'POST' && call.path === '/api/users/5/qr-code')).toBe(true));
    await expectNotice('Ana Petrova has a new QR code.');
    await waitFor(() => expect(screen.getByTestId('qr-card')).toHaveTextContent('QR-NEW-5'));
  });
});
