import type { VacationEntitlement } from '@presently/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { buildUser, buildUserDetails, stateFor } from '../../test/builders';
import { fill } from '../../test/fill';
import { pick } from '../../test/pickers';
import { buttonByText, expectNotice } from '../../test/queries';
import { renderApp } from '../../test/renderWithProviders';
import { stubApi } from '../../test/stubApi';

const USER = buildUserDetails({ nationality_id: null, religion_id: null });

const ANNUAL: VacationEntitlement = {
  id: 3,
  user_id: 7,
  name: 'Annual leave 2026',
  valid_from: '2026-01-01',
  valid_to: '2027-06-30',
  acquired_on: '2026-01-01',
  days: 21,
  used_days: 5,
  pending_days: 2,
  unused_days: 14,
};

const LISTS = {
  'GET /api/users/7': { body: { data: USER } },
  'GET /api/departments': { body: { data: [] } },
  'GET /api/teams': { body: { data: [] } },
  'GET /api/nationalities': { body: { data: [] } },
  'GET /api/religions': { body: { data: [] } },
  'GET /api/profile-countries': { body: { data: [] } },
};

describe('vacation days on the edit-user page', () => {
  it('lists the days with used, pending and unused, adds a period, and explains why one in use cannot be deleted', async () => {
    let list = [ANNUAL];
    const calls = stubApi({
      ...LISTS,
      'GET /api/users/7/vacation-days': () => ({ body: { data: list } }),
      'POST /api/users/7/vacation-days': () => {
        list = [{ ...ANNUAL, id: 4, name: 'Extra 2026', days: 2, used_days: 0, pending_days: 0, unused_days: 2 }, ...list];
        return { status: 201, body: { data: list[0] } };
      },
      'DELETE /api/users/7/vacation-days/3': { status: 409, body: { error: 'entitlement_in_use' } },
    });
    const { user } = renderApp({ route: '/edit-user?id=7', preloadedState: stateFor(buildUser(3)) });
    const section = await screen.findByTestId('vacation-days');
    const row = (await within(section).findByText('Annual leave 2026')).closest('tr')!;
    expect(row).toHaveTextContent('01-Jan-2026 – 30-Jun-2027');
    expect(Array.from(row.querySelectorAll('td')).map((cell) => cell.textContent)).toEqual(
      expect.arrayContaining(['21', '5', '2', '14']),
    );

    await user.click(buttonByText('Add vacation days', section));
    const dialog = await screen.findByTestId('vacation-dialog');
    await fill(within(dialog).getByLabelText('Name'), 'Extra 2026');
    const [from, to] = within(dialog).getAllByRole('textbox').filter((input) => input.getAttribute('date-range') !== null);
    await pick(user, from, '01-Mar-2026');
    await pick(user, to, '31-Dec-2026');
    await pick(user, within(dialog).getByLabelText('Date of acquisition'), '01-Mar-2026');
    await fill(within(dialog).getByLabelText('Days'), '2');
    await user.click(buttonByText('Save', dialog.closest('.ant-modal') as HTMLElement));
    await expectNotice('The vacation days have been saved.');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'Extra 2026',
      valid_from: '2026-03-01',
      valid_to: '2026-12-31',
      acquired_on: '2026-03-01',
      days: 2,
    });
    expect(await within(section).findByText('Extra 2026')).toBeInTheDocument();

    await user.click(buttonByText('Delete', within(section).getByText('Annual leave 2026').closest('tr')!));
    expect(await screen.findByText('The vacation days Annual leave 2026 will be deleted.')).toBeInTheDocument();
    await user.click(screen.getByTestId('confirm-ok'));
    await expectNotice('These vacation days are used by approved or pending vacation and cannot be deleted.');
    await waitFor(() => expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1));
  });
});
