import type { AbsenceView } from '@presently/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { buildAbsence, buildStep } from '../../test/absenceBuilders';
import { buildUser, stateFor } from '../../test/builders';
import { fill } from '../../test/fill';
import { buttonByText, expectNotice } from '../../test/queries';
import { renderApp } from '../../test/renderWithProviders';
import { stubApi } from '../../test/stubApi';

const LEAD = buildUser(6); // Tom Lead's role, id 106

const ANA = buildAbsence();
const BOB = buildAbsence({
  id: 2,
  user_id: 110,
  user_name: 'Bob Marin',
  absence_type_id: 11,
  start_date: '2026-07-03',
  end_date: '2026-07-06',
  dates: ['2026-07-03', '2026-07-06'],
  requested_days: 2,
});

describe('/absence-requests', () => {
  it('approves one request and declines another with a reason, then lists what still waits', async () => {
    let waiting: AbsenceView[] = [ANA, BOB];
    const calls = stubApi({
      'GET /api/absence-approvals': () => ({ body: { data: waiting } }),
      'GET /api/absences': () => ({ body: { data: { items: [ANA, BOB], total: 2, page: 1, per_page: 20 } } }),
      'POST /api/absences/1/approve': () => {
        waiting = waiting.filter((request) => request.id !== 1);
        return { body: { data: { ...ANA, status: 'approved', waiting_for_user_id: null } } };
      },
      'POST /api/absences/2/decline': () => {
        waiting = [];
        return { body: { data: { ...BOB, status: 'declined', decline_reason: 'Team is short that week' } } };
      },
    });
    const { user } = renderApp({ route: '/absence-requests', preloadedState: stateFor(LEAD) });
    const list = await screen.findByTestId('waiting-approvals');
    const anaRow = (await within(list).findByText('Ana Petrova')).closest('tr')!;
    expect(anaRow).toHaveTextContent('15-Jun-2026 – 16-Jun-2026');
    expect(anaRow).toHaveTextContent('Waiting for Tom Lead (Team Lead)');
    expect(within(list).getByText('Bob Marin').closest('tr')).toHaveTextContent('03-Jul-2026, 06-Jul-2026');
    expect(screen.getByText('Waiting for me (2)')).toBeInTheDocument();

    await user.click(within(list).getByTestId('approve-1'));
    await expectNotice('The request has been approved.');
    await waitFor(() => expect(within(list).queryByText('Ana Petrova')).not.toBeInTheDocument());

    await user.click(within(list).getByTestId('decline-2'));
    const dialog = await screen.findByTestId('decline-dialog');
    const modal = dialog.closest('.ant-modal') as HTMLElement;
    expect(within(modal).getByText('Decline the request of Bob Marin')).toBeInTheDocument();
    // The reason is required.
    await user.click(buttonByText('Decline', modal));
    expect(await within(dialog).findByText('This field is required.')).toBeInTheDocument();
    expect(calls.some((call) => call.path === '/api/absences/2/decline')).toBe(false);

    await fill(within(dialog).getByTestId('decline-reason'), '  Team is short that week ');
    await user.click(buttonByText('Decline', modal));
    await expectNotice('The request has been declined.');
    expect(calls.find((call) => call.path === '/api/absences/2/decline')?.body).toEqual({ reason: 'Team is short that week' });
    expect(await screen.findByText('Waiting for me (0)')).toBeInTheDocument();
    expect(buttonByText('Approve all')).toBeDisabled();
  });

  it('approves all and declines all waiting requests, the latter with one reason', async () => {
    const calls = stubApi({
      'GET /api/absence-approvals': { body: { data: [ANA, BOB] } },
      'GET /api/absences': { body: { data: { items: [], total: 0, page: 1, per_page: 20 } } },
      'POST /api/absence-approvals/approve-all': { body: { data: { count: 2, ids: [1, 2] } } },
      'POST /api/absence-approvals/decline-all': { status: 422, body: { errors: { reason: ['max_250_characters'] } } },
    });
    const { user } = renderApp({ route: '/absence-requests', preloadedState: stateFor(LEAD) });
    await screen.findByText('Ana Petrova');

    await user.click(screen.getByTestId('approve-all'));
    expect(await screen.findByText('Requests waiting for you: 2. Each one is approved at your step.')).toBeInTheDocument();
    await user.click(screen.getByTestId('confirm-ok'));
    await expectNotice('Requests approved: 2.');

    await user.click(screen.getByTestId('decline-all'));
    const dialog = await screen.findByTestId('decline-dialog');
    await fill(within(dialog).getByTestId('decline-reason'), 'Freeze');
    await user.click(buttonByText('Decline all', dialog.closest('.ant-modal') as HTMLElement));
    expect(await within(dialog).findByText('At most 250 characters are allowed.')).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/api/absence-approvals/decline-all')?.body).toEqual({ reason: 'Freeze' });
  });

  it('shows every request in scope with filters and a pager of "{size} per page"', async () => {
    const calls = stubApi({
      'GET /api/absence-approvals': { body: { data: [] } },
      'GET /api/absences': { body: { data: { items: [{ ...ANA, status: 'approved', chain: [buildStep({ status: 'approved' })], waiting_for_user_id: null }], total: 41, page: 1, per_page: 20 } } },
    });
    renderApp({ route: '/absence-requests', preloadedState: stateFor(buildUser(3)) });
    const all = await screen.findByTestId('all-absences');
    expect(await within(all).findByText('Ana Petrova')).toBeInTheDocument();
    expect(within(all).getByTestId('absence-status')).toHaveTextContent('Approved');
    expect(all).toHaveTextContent('20 per page');
    expect(all).toHaveTextContent('41 in total');
    expect(calls.find((call) => call.path.startsWith('/api/absences?'))?.path).toBe('/api/absences?page=1&per_page=20');
  });
});
