import type { AbsenceView } from '@presently/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { buildAbsence, buildBalanceRow, buildStep } from '../../test/absenceBuilders';
import { buildUser, stateFor } from '../../test/builders';
import { expectNotice } from '../../test/queries';
import { renderApp } from '../../test/renderWithProviders';
import { stubApi } from '../../test/stubApi';

const ME = buildUser(4); // Ana Petrova, id 104

const MINE: AbsenceView[] = [
  buildAbsence({ id: 1, start_date: '2099-06-15', end_date: '2099-06-16' }),
  buildAbsence({
    id: 2,
    status: 'approved',
    start_date: '2099-08-03',
    end_date: '2099-08-07',
    requested_days: 5,
    chain: [buildStep({ status: 'approved', acted_by_user_id: 106, acted_by_name: 'Tom Lead', acted_at: '2026-06-02T09:00:00Z' })],
    waiting_for_user_id: null,
    files: [{ id: 9, name: 'ticket.pdf', mime: 'application/pdf', size: 1200, uploaded_at: '2026-06-01T08:30:00Z' }],
  }),
  buildAbsence({
    id: 3,
    status: 'declined',
    absence_type_id: 3,
    decline_reason: 'No',
    chain: [buildStep({ status: 'declined', reason: 'No' })],
    waiting_for_user_id: null,
  }),
  buildAbsence({ id: 4, status: 'cancelled', absence_type_id: 5, waiting_for_user_id: null }),
  buildAbsence({ id: 5, status: 'cancellation_pending', absence_type_id: 4, waiting_for_user_id: 106 }),
];

describe('/my-absences', () => {
  it('lists my requests with a tag per status and who holds the chain, the vacation balance, and cancels a pending one', async () => {
    let items = MINE;
    const calls = stubApi({
      'GET /api/absence-types': { body: { data: { types: [], personal_day_reasons: [] } } },
      'GET /api/my-absences': () => ({ body: { data: { items, total: items.length, page: 1, per_page: 20 } } }),
      'GET /api/my-vacation-days': {
        body: { data: [buildBalanceRow(), buildBalanceRow({ id: 4, name: 'Carried over 2025', valid_from: '2025-01-01', valid_to: '2026-06-30', days: 3, used_days: 1, pending_days: 0, unused_days: 2 })] },
      },
      'POST /api/absences/1/cancel': () => {
        items = items.map((item) => (item.id === 1 ? { ...item, status: 'cancelled' as const, waiting_for_user_id: null } : item));
        return { body: { data: items[0] } };
      },
    });
    const { user } = renderApp({ route: '/my-absences', preloadedState: stateFor(ME) });

    const list = await screen.findByTestId('my-absences');
    // A period's dates stay whole on a phone (each in a no-wrap span); the cell reads as one text.
    const periodCell = (text: string) => (_content: string, element: Element | null) => element?.tagName === 'TD' && element.textContent === text;
    const pendingPeriod = await within(list).findByText(periodCell('15-Jun-2099 – 16-Jun-2099'));
    expect(Array.from(pendingPeriod.querySelectorAll('.date-text'), (date) => date.textContent)).toEqual(['15-Jun-2099 –', '16-Jun-2099']);
    const tags = within(list).getAllByTestId('absence-status');
    expect(tags.map((tag) => [tag.getAttribute('data-status'), tag.textContent])).toEqual([
      ['pending', 'Pending approval'],
      ['approved', 'Approved'],
      ['declined', 'Declined'],
      ['cancelled', 'Cancelled'],
      ['cancellation_pending', 'Cancellation pending'],
    ]);
    // Each status its own colour.
    expect(new Set(tags.map((tag) => tag.className)).size).toBe(5);
    const pendingRow = pendingPeriod.closest('tr')!;
    expect(pendingRow).toHaveTextContent('Waiting for Tom Lead (Team Lead)');
    expect(pendingRow).toHaveTextContent('01-Jun-2026');
    const approvedRow = within(list).getByText(periodCell('03-Aug-2099 – 07-Aug-2099')).closest('tr')!;
    expect(within(approvedRow).getByText('ticket.pdf')).toBeInTheDocument();
    // Pending and approved-not-started requests may be cancelled; the others not.
    expect(within(list).getByTestId('cancel-absence-1')).toBeInTheDocument();
    expect(within(list).getByTestId('cancel-absence-2')).toBeInTheDocument();
    for (const id of [3, 4, 5]) expect(within(list).queryByTestId(`cancel-absence-${id}`)).not.toBeInTheDocument();

    const balance = screen.getByTestId('vacation-balance');
    const annual = (await within(balance).findByText('Annual leave 2026')).closest('tr')!;
    expect(annual).toHaveTextContent('01-Jan-2026 – 30-Jun-2027');
    expect(Array.from(annual.querySelectorAll('td')).slice(1).map((cell) => cell.textContent)).toEqual(['21', '5', '2', '14']);
    expect(within(balance).getByTestId('balance-total-unused')).toHaveTextContent('16');
    // Short headings on screen (the five columns fit the narrow card beside /my-calendar's calendar),
    // the whole names for screen readers.
    expect(within(balance).getByRole('columnheader', { name: 'Unused' })).toHaveTextContent('Left');
    expect(within(balance).getByRole('columnheader', { name: 'Pending' })).toBeInTheDocument();

    await user.click(within(list).getByTestId('cancel-absence-1'));
    expect(await screen.findByText('The request will be cancelled at once.')).toBeInTheDocument();
    await user.click(screen.getByTestId('confirm-ok'));
    await expectNotice('The request has been cancelled.');
    expect(calls.filter((call) => call.path === '/api/absences/1/cancel')).toHaveLength(1);
    await waitFor(() => expect(within(list).queryByTestId('cancel-absence-1')).not.toBeInTheDocument());
  });

  it('shows one request with its chain, who acted, files and the audit log', async () => {
    stubApi({
      'GET /api/absences/2': {
        body: {
          data: {
            ...MINE[1],
            chain: [
              buildStep({ status: 'approved', acted_by_user_id: 120, acted_by_name: 'Sam Substitute', acted_at: '2026-06-02T09:00:00Z' }),
              buildStep({ step: 'human_resources', holder_user_id: 103, holder_name: 'Hana Resources', status: 'approved', acted_by_user_id: 103, acted_by_name: 'Hana Resources', acted_at: '2026-06-03T10:15:00Z' }),
            ],
            audit: [
              { at: '2026-06-01T08:30:00Z', actor_user_id: 104, actor_name: 'Ana Petrova', action: 'submitted', detail: null },
              { at: '2026-06-02T09:00:00Z', actor_user_id: 120, actor_name: 'Sam Substitute', action: 'approved', detail: 'team_lead; for Tom Lead' },
            ],
          },
        },
      },
    });
    renderApp({ route: '/absences/2', preloadedState: stateFor(ME) });
    const chain = await screen.findByTestId('absence-chain');
    expect(chain).toHaveTextContent('Team Lead: Tom Lead');
    expect(chain).toHaveTextContent('By Sam Substitute for Tom Lead on 02-Jun-2026');
    expect(chain).toHaveTextContent('Human Resources: Hana Resources');
    expect(screen.getByTestId('absence-files')).toHaveTextContent('ticket.pdf');
    // Filed by Ana herself: her name beside the time, nothing about anyone's behalf.
    expect(screen.getByTestId('absence-submitted')).toHaveTextContent(/^Ana Petrova, 01-Jun-2026 \d{2}:\d{2}$/);
    expect(within(screen.getByTestId('absence-details')).getByText('Submitted')).toBeInTheDocument();
    const audit = screen.getByTestId('absence-audit');
    expect(audit).toHaveTextContent('Submitted');
    expect(audit).toHaveTextContent('Sam Substitute');
    expect(audit).toHaveTextContent('Team Lead, on behalf of Tom Lead');
    expect(screen.getByTestId('absence-details')).toHaveTextContent('03-Aug-2099 – 07-Aug-2099');
    expect(screen.getByTestId('cancel-absence')).toBeInTheDocument();
  });

  it('names who filed a request HR filed for me, and that it was on my behalf', async () => {
    const byHr = buildAbsence({ id: 6, start_date: '2099-09-07', end_date: '2099-09-08', submitted_by_user_id: 103, submitted_at: '2026-11-24T09:12:00Z' });
    const submitted = { at: '2026-11-24T09:12:00Z', actor_user_id: 103, action: 'submitted' as const, detail: null };
    stubApi({ 'GET /api/absences/6': { body: { data: { ...byHr, audit: [{ ...submitted, actor_name: 'Hana Ristova' }] } } } });
    const first = renderApp({ route: '/absences/6', preloadedState: stateFor(ME) });
    // The time as the rest of the page writes it (the audit log and the chain: the browser's zone).
    expect(await screen.findByTestId('absence-submitted')).toHaveTextContent(/^Hana Ristova, on behalf of Ana Petrova, 24-Nov-2026 \d{2}:\d{2}$/);
    first.unmount();

    // In Bulgarian, and before the audit named the filer (an older request): as the log shows it.
    stubApi({ 'GET /api/absences/6': { body: { data: { ...byHr, audit: [{ ...submitted, actor_name: null }] } } } });
    renderApp({ route: '/absences/6', preloadedState: stateFor(ME, 'bg') });
    expect(await screen.findByTestId('absence-submitted')).toHaveTextContent(/^Система, от името на Ana Petrova, 24-Ное-2026 \d{2}:\d{2}$/);
    expect(within(screen.getByTestId('absence-audit')).getByText('Система')).toBeInTheDocument();
  });
});
