import type { MonthClosure, MonthClosuresView } from '@presently/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { buildUser, stateFor } from '../../test/builders';
import { pick } from '../../test/pickers';
import { buttonByText, expectNotice } from '../../test/queries';
import { renderApp } from '../../test/renderWithProviders';
import { stubApi } from '../../test/stubApi';

const SKOPJE = { id: 1, name: 'Acme', special_reports: false, timezone: 'Europe/Skopje' };
const OCTOBER: MonthClosure = {
  id: 5,
  month: '2026-10',
  department_id: null,
  department_name: null,
  closed_at: '2026-11-03T08:15:00Z',
  closed_by_user_id: 3,
  closed_by_name: 'Hana HR',
  reason: 'Sent to payroll',
};

/** The dialog around a form: its title and buttons sit outside the form itself. */
const modalOf = (form: HTMLElement): HTMLElement => form.closest('.ant-modal') as HTMLElement;

describe('/month-closures', () => {
  it('lists who closed which month when, shows the server refusing a month not ended, and reopens one with a reason', async () => {
    let view: MonthClosuresView = { closures: [OCTOBER], history: [{ id: 1, month: '2026-10', department_id: null, department_name: null, action: 'closed', actor_user_id: 3, actor_name: 'Hana HR', reason: 'Sent to payroll', at: OCTOBER.closed_at }] };
    const calls = stubApi({
      'GET /api/month-closures': () => ({ body: { data: view } }),
      'GET /api/departments': { body: { data: [{ id: 7, name: 'Sales', manager_user_id: null, is_default: false, member_count: 3 }] } },
      'POST /api/month-closures': () => ({ status: 422, body: { errors: { month: ['month_not_ended'] } } }),
      'DELETE /api/month-closures/5': () => {
        view = { ...view, closures: [] };
        return { body: { data: { reopened: true } } };
      },
    });
    const { user } = renderApp({ route: '/month-closures', preloadedState: stateFor(buildUser(3, { company: SKOPJE })) });
    const page = await screen.findByTestId('month-closures-page');
    const row = (await within(page).findByTestId('reopen-2026-10-0')).closest('tr')!;
    expect(row).toHaveTextContent('October 2026');
    expect(row).toHaveTextContent('Whole company');
    expect(row).toHaveTextContent('Hana HR');
    expect(row).toHaveTextContent('03-Nov-2026 09:15');
    expect(row).toHaveTextContent('Sent to payroll');

    // The server refuses a month that has not ended: its key is shown translated in the dialog.
    await user.click(screen.getByTestId('close-month'));
    const dialog = await screen.findByTestId('close-month-dialog');
    await pick(user, within(dialog).getAllByRole('textbox')[0], 'Sep 2026');
    await user.click(buttonByText('Close', modalOf(dialog)));
    expect(await within(dialog).findByText('A month can be closed only once it has ended.')).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.body).toEqual({ month: '2026-09' });
    await user.click(buttonByText('Cancel', modalOf(dialog)));

    await user.click(within(row).getByTestId('reopen-2026-10-0'));
    const reopen = await screen.findByTestId('reopen-month-dialog');
    expect(modalOf(reopen)).toHaveTextContent('Reopen October 2026');
    await user.click(buttonByText('Reopen', modalOf(reopen)));
    expect(await within(reopen).findByText('This field is required.')).toBeInTheDocument();
    await user.type(within(reopen).getByRole('textbox'), 'Sick leave corrected');
    await user.click(buttonByText('Reopen', modalOf(reopen)));
    await expectNotice('October 2026 is open again.');
    expect(calls.find((c) => c.method === 'DELETE')).toMatchObject({ path: '/api/month-closures/5', body: { reason: 'Sick leave corrected' } });
    await waitFor(() => expect(within(page).queryByTestId('reopen-2026-10-0')).not.toBeInTheDocument());
  });

  it('pages the history like every table: "20 per page" and the total', async () => {
    const history = Array.from({ length: 25 }, (_, i) => ({
      id: i + 1,
      month: '2026-10',
      department_id: null,
      department_name: null,
      action: i % 2 === 0 ? ('closed' as const) : ('reopened' as const),
      actor_user_id: 3,
      actor_name: `Hana HR ${String(i + 1).padStart(2, '0')}`,
      reason: null,
      at: OCTOBER.closed_at,
    }));
    stubApi({
      'GET /api/month-closures': { body: { data: { closures: [], history } } },
      'GET /api/departments': { body: { data: [] } },
    });
    const { user } = renderApp({ route: '/month-closures', preloadedState: stateFor(buildUser(3, { company: SKOPJE })) });
    await screen.findByText('Hana HR 01');
    const pager = document.querySelector('.ant-pagination') as HTMLElement;
    expect(pager).toHaveTextContent('25 in total');
    expect(pager).toHaveTextContent('20 per page');
    expect(screen.getByText('Hana HR 20')).toBeInTheDocument();
    expect(screen.queryByText('Hana HR 21')).not.toBeInTheDocument();
    await user.click(within(pager).getByTitle('2'));
    expect(await screen.findByText('Hana HR 25')).toBeInTheDocument();
  });

  it('names the month of a refusal in the user language', async () => {
    const { buildErrorMessage } = await import('../../shared/buildErrorMessage');
    expect(buildErrorMessage({ errors: { _: ['month_closed:2026-10'] } })).toBe('October 2026 is closed for payroll: nothing in it can change until HR reopens it.');
  });
});
