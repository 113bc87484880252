import { screen, waitFor, within } from '@testing-library/react';
import { buildUser, buildUserDetails, stateFor } from '../../test/builders';
import { fill } from '../../test/fill';
import { choose, pick } from '../../test/pickers';
import { buttonByText } from '../../test/queries';
import { renderApp } from '../../test/renderWithProviders';
import { stubApi, type StubHandler } from '../../test/stubApi';

const LISTS: Record<string, StubHandler> = {
  'GET /api/departments': { body: { data: [{ id: 1, name: 'Finance', manager_user_id: null, is_default: false, member_count: 0 }] } },
  'GET /api/teams': {
    body: {
      data: [
        { id: 9, name: 'Deactivated', department_id: 1, team_lead_user_id: null, kind: 'deactivated', member_ids: [] },
        { id: 2, name: 'Payroll', department_id: 1, team_lead_user_id: null, kind: 'regular', member_ids: [] },
      ],
    },
  },
  'GET /api/nationalities': { body: { data: { items: [{ id: 3, name: 'Macedonian' }], total: 1, page: 1, per_page: 100 } } },
  'GET /api/religions': { body: { data: [{ id: 4, name: 'Orthodox Christian' }] } },
  'GET /api/profile-countries': { body: { data: [{ code: 'MK', name: 'North Macedonia' }] } },
};

const REQUIRED = 'This field is required.';

describe('add user', () => {
  it('checks the required fields, sends the user and shows the server\'s keys under the fields', async () => {
    const calls = stubApi({
      ...LISTS,
      'POST /api/users': { status: 422, body: { errors: { email: ['email_taken'], employment_start_date: ['date_invalid'] } } },
    });
    const { user } = renderApp({ route: '/add-user', preloadedState: stateFor(buildUser(1)) });
    const form = await screen.findByTestId('user-form');

    await user.click(buttonByText('Add user', form));
    // 13 required fields (spec section 5); antd validates them one after another.
    await waitFor(() => expect(within(form).getAllByText(REQUIRED)).toHaveLength(13));
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await fill(within(form).getByLabelText('E-mail'), 'not-an-email');
    expect(await within(form).findByText('Enter a valid e-mail address.')).toBeInTheDocument();

    await fill(within(form).getByLabelText('Full name'), 'Ana Petrova');
    await fill(within(form).getByLabelText('E-mail'), 'ana@example.com');
    await fill(within(form).getByLabelText('Job position'), 'Accountant');
    await fill(within(form).getByLabelText('Full name in documents'), 'Ana Petrova Ilieva');
    await fill(within(form).getByLabelText('Job position in documents'), 'Senior accountant');
    await pick(user, within(form).getByLabelText('Birthday'), '14-Mar-1990');
    await pick(user, within(form).getByLabelText('Employment start date'), '01-Sep-2021');
    await choose(user, within(form).getByLabelText('Country'), 'North Macedonia');
    await choose(user, within(form).getByLabelText('Nationality'), 'Macedonian');
    await choose(user, within(form).getByLabelText('Religion'), 'Orthodox Christian');
    await choose(user, within(form).getByLabelText('Account type'), 'Team Member');
    await choose(user, within(form).getByLabelText('Department'), 'Finance');
    await user.click(within(form).getByLabelText('Team'));
    // The Deactivated team is only for deactivated users.
    expect(document.querySelector('.ant-select-item-option[title="Deactivated"]')).toBeNull();
    await choose(user, within(form).getByLabelText('Team'), 'Payroll');
    await waitFor(() => expect(within(form).queryByText(REQUIRED)).not.toBeInTheDocument());

    await user.click(buttonByText('Add user', form));
    expect(await within(form).findByText('This e-mail address is already taken.')).toBeInTheDocument();
    expect(within(form).getByText('Enter a valid date.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      email: 'ana@example.com',
      full_name: 'Ana Petrova',
      full_name_in_documents: 'Ana Petrova Ilieva',
      job_position: 'Accountant',
      job_position_in_documents: 'Senior accountant',
      birthday: '1990-03-14',
      phone: null,
      nationality_id: 3,
      religion_id: 4,
      country_code: 'MK',
      employment_start_date: '2021-09-01',
      employment_end_date: null,
      role_id: 4,
      department_id: 1,
      team_id: 2,
    });
  });

  it('leads back to the list from /edit-user without an id', async () => {
    stubApi({ ...LISTS, 'GET /api/users': { body: { data: { items: [], total: 0, page: 1, per_page: 20 } } } });
    const { user, router } = renderApp({ route: '/edit-user', preloadedState: stateFor(buildUser(3)) });
    const back = await screen.findByTestId('back-to-users');
    expect(back).toHaveTextContent('Back to users');
    await user.click(back);
    await waitFor(() => expect(router.state.location.pathname).toBe('/users'));
  });

  it('edits a user loaded by ?id= and goes back to the list', async () => {
    const details = buildUserDetails();
    const calls = stubApi({
      ...LISTS,
      'GET /api/users/7': { body: { data: details } },
      'PUT /api/users/7': { body: { data: details } },
      'GET /api/users': { body: { data: { items: [], total: 0, page: 1, per_page: 20 } } },
    });
    const { user, router } = renderApp({ route: '/edit-user?id=7', preloadedState: stateFor(buildUser(3)) });
    const form = await screen.findByTestId('user-form');
    await waitFor(() => expect(within(form).getByLabelText('Full name')).toHaveValue('Ana Petrova'));
    await waitFor(() => expect(within(form).getByLabelText('Birthday')).toHaveValue('14-Mar-1990'));
    await fill(within(form).getByLabelText('Job position'), 'Head accountant');
    await user.click(buttonByText('Save', form));
    await waitFor(() => expect(router.state.location.pathname).toBe('/users'));
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({ job_position: 'Head accountant', birthday: '1990-03-14', team_id: 2, user_color: '#2786fb' });
  });
});
