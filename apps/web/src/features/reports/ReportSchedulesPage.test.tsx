import { screen, waitFor, within } from '@testing-library/react';
import { buildUser, stateFor } from '../../test/builders';
import { choose, pick } from '../../test/pickers';
import { buttonByText, expectNotice } from '../../test/queries';
import { renderApp } from '../../test/renderWithProviders';
import { stubApi } from '../../test/stubApi';
import type { ReportSchedule } from './reportTypes';

const MONTHLY: ReportSchedule = {
  id: 5,
  kind: 'calendar',
  format: 'pdf',
  filters: {},
  period: 'previous_month',
  frequency: 'monthly',
  day_of_month: 1,
  time: '07:00',
  recipients: ['payroll@acme.mk', 'hr@acme.mk'],
  next_run_at: '2026-12-01T06:00:00Z',
  last_run_at: null,
  last_status: null,
};

const LISTS = {
  'GET /api/departments': { body: { data: [{ id: 4, name: 'Sales' }] } },
  'GET /api/teams': { body: { data: [] } },
};

const comboboxIn = (container: HTMLElement, name: string): HTMLElement => {
  const found = within(container).queryAllByLabelText(name).find((element) => element.getAttribute('role') === 'combobox');
  if (!found) throw new Error(`no select named ${name}`);
  return found;
};

describe('/report-schedules', () => {
  it('lists the schedules, adds a weekly one with its recipients and deletes one after asking', async () => {
    const calls = stubApi({
      ...LISTS,
      'GET /api/report-schedules': { body: { data: [MONTHLY] } },
      'POST /api/report-schedules': { status: 201, body: { data: { ...MONTHLY, id: 6 } } },
      'DELETE /api/report-schedules/5': { body: { data: { id: 5 } } },
    });
    const { user } = renderApp({ route: '/report-schedules', preloadedState: stateFor(buildUser(3)) });
    const table = await screen.findByTestId('report-schedules');
    const row = (await within(table).findByText('Calendar report')).closest('tr')!;
    expect(row).toHaveTextContent('PDF');
    expect(row).toHaveTextContent('The previous month');
    expect(row).toHaveTextContent('On day 1 of every month at 07:00');
    expect(row).toHaveTextContent('payroll@acme.mk, hr@acme.mk');

    await user.click(screen.getByTestId('add-schedule'));
    const form = await screen.findByTestId('schedule-form');
    await choose(user, comboboxIn(form, 'Report'), 'Shift report');
    await choose(user, comboboxIn(form, 'Sent'), 'Every week');
    await choose(user, await waitFor(() => comboboxIn(form, 'On')), 'Friday');
    await pick(user, within(form).getByLabelText('At'), '06:30');
    await user.type(comboboxIn(form, 'Recipients'), 'not-an-address{Enter}');
    await user.click(buttonByText('Save', form.closest('.ant-modal') as HTMLElement));
    expect(await within(form).findByText('Enter a valid e-mail address.')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    // Remove the bad address (its tag's close icon) and enter a good one.
    await user.click(form.querySelector('.ant-select-selection-item-remove')!);
    await user.type(comboboxIn(form, 'Recipients'), 'payroll@acme.mk{Enter}');
    await choose(user, comboboxIn(form, 'Department'), 'Sales');
    await user.click(buttonByText('Save', form.closest('.ant-modal') as HTMLElement));
    await expectNotice('The scheduled report has been saved.');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      kind: 'shift',
      format: 'xlsx',
      filters: { department_id: 4 },
      period: 'previous_month',
      frequency: 'weekly',
      weekday: 5,
      time: '06:30',
      recipients: ['payroll@acme.mk'],
    });

    await user.click(within(row).getByTestId('delete-schedule-5'));
    expect(await screen.findByText('Calendar report will no longer be e-mailed.')).toBeInTheDocument();
    await user.click(screen.getByTestId('confirm-ok'));
    await expectNotice('The scheduled report has been deleted.');
    await waitFor(() => expect(calls.some((call) => call.method === 'DELETE' && call.path === '/api/report-schedules/5')).toBe(true));
  });

  it('shows the server\'s key under the field it names', async () => {
    stubApi({
      ...LISTS,
      'GET /api/report-schedules': { body: { data: [MONTHLY] } },
      'PUT /api/report-schedules/5': { status: 422, body: { errors: { recipients: ['recipients_required'] } } },
    });
    const { user } = renderApp({ route: '/report-schedules', preloadedState: stateFor(buildUser(1)) });
    await user.click(await screen.findByTestId('edit-schedule-5'));
    const form = await screen.findByTestId('schedule-form');
    await user.click(buttonByText('Save', form.closest('.ant-modal') as HTMLElement));
    expect(await within(form).findByText('Add at least one recipient.')).toBeInTheDocument();
  });
});
