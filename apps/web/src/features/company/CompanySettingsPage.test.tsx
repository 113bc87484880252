import type { CompanySettings } from '@presently/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { buildUser, stateFor } from '../../test/builders';
import { choose, pick } from '../../test/pickers';
import { buttonByText, expectNotice } from '../../test/queries';
import { renderApp } from '../../test/renderWithProviders';
import { stubApi } from '../../test/stubApi';
import { approvalProblem, windowProblems } from './settingsRules';

const SETTINGS: CompanySettings = {
  language: 'en',
  timezone: 'Europe/Skopje',
  show_qr_on_web: true,
  two_factor_email: false,
  password_reset_3_months: false,
  saving_images: false,
  min_days_before_vacation: 3,
  disable_emails_general_manager: false,
  disable_emails_department_manager: false,
  disable_emails_chairman: true,
  approval_steps: { team_lead: true, department_manager: true, human_resources: false, general_manager: false },
  show_saturday: false,
  show_sunday: false,
  show_user_history: true,
  past_vacation_roles: [1, 3],
  leads_schedule_own_work_time: false,
  leads_schedule_own_rest_days: false,
  start_rounding_minutes: 5,
  end_rounding_minutes: 5,
  flexible_hours_margin_minutes: 30,
  night_work: { enabled: false, start: null, end: null },
  log_period: { enabled: false, start: '17:00', end: '08:00' },
  hr_absence_limit_date: '2026-12-31',
  tl_shift_action: false,
  team_coverage_max_percent: null,
  team_coverage_action: 'warn',
};

describe('settings rules', () => {
  it('needs a period when night work or the log period is on, and a log period that ends later', () => {
    expect(windowProblems('night_work', { enabled: true, start: null, end: null })).toEqual({ start: 'period_required', end: 'period_required' });
    expect(windowProblems('night_work', { enabled: false, start: null, end: null })).toEqual({});
    expect(windowProblems('night_work', { enabled: true, start: '22:00', end: '06:00' })).toEqual({});
    expect(windowProblems('night_work', { enabled: true, start: '22:00', end: '22:00' })).toEqual({ end: 'start_equals_end' });
    expect(windowProblems('log_period', { enabled: true, start: '08:00', end: null })).toEqual({ end: 'period_required' });
    expect(windowProblems('log_period', { enabled: false, start: '17:00', end: '08:00' })).toEqual({ end: 'end_before_start' });
    expect(windowProblems('log_period', { enabled: true, start: '08:00', end: '08:00' })).toEqual({ end: 'end_before_start' });
    expect(windowProblems('log_period', { enabled: true, start: '08:00', end: '16:30' })).toEqual({});
    expect(approvalProblem({ team_lead: false, department_manager: false, human_resources: false, general_manager: false })).toBe('approver_required');
    expect(approvalProblem({ team_lead: false, department_manager: false, human_resources: true, general_manager: false })).toBeNull();
  });
});

describe('the company settings page', () => {
  it('shows every section, refuses windows without a period or ending too early, then saves all settings', async () => {
    const calls = stubApi({
      'GET /api/settings': { body: { data: SETTINGS } },
      'PUT /api/settings': (request) => request.clone().json().then((body: CompanySettings) => ({ body: { data: body } })),
    });
    const { user } = renderApp({ route: '/settings', preloadedState: stateFor(buildUser(7)) });
    const form = await screen.findByTestId('settings-form');
    for (const section of ['Language and time zone', 'Security', 'Presence', 'Absences', 'Calendar', 'E-mails']) {
      expect(within(form).getByText(section)).toBeInTheDocument();
    }
    await waitFor(() => expect(within(form).getByLabelText('Human Resources create absences for others until')).toHaveValue('31-Dec-2026'));

    await user.click(within(form).getByLabelText('Night work'));
    await user.click(within(form).getByLabelText('Log period'));
    await user.click(buttonByText('Save', form));
    const night = within(form).getByTestId('night_work-window');
    await waitFor(() => expect(within(night).getAllByText('Enter the start and the end of the period.')).toHaveLength(2));
    const log = within(form).getByTestId('log_period-window');
    expect(await within(log).findByText('The end must be later than the start.')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    await pick(user, within(night).getByLabelText('Night work start'), '22:00');
    await pick(user, within(night).getByLabelText('Night work end'), '06:00');
    await pick(user, within(log).getByLabelText('Log period end'), '18:30');
    await user.click(buttonByText('Save', form));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      ...SETTINGS,
      night_work: { enabled: true, start: '22:00', end: '06:00' },
      log_period: { enabled: true, start: '17:00', end: '18:30' },
    });
    await expectNotice('The settings have been saved.');
  });

  it('sets the most of a team absent on one day and refuses requests over it', async () => {
    const calls = stubApi({
      'GET /api/settings': { body: { data: { ...SETTINGS, log_period: { enabled: false, start: '08:00', end: '17:00' } } } },
      'PUT /api/settings': (request) => request.clone().json().then((body: CompanySettings) => ({ body: { data: body } })),
    });
    const { user } = renderApp({ route: '/settings', preloadedState: stateFor(buildUser(1)) });
    const form = await screen.findByTestId('settings-form');
    await waitFor(() => expect(within(form).getByLabelText('Human Resources create absences for others until')).toHaveValue('31-Dec-2026'));
    await user.type(within(form).getByLabelText('Most of a team absent on one day'), '30');
    await choose(user, within(form).getByLabelText('Over the maximum'), 'Refuse the request');
    await user.click(buttonByText('Save', form));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({ team_coverage_max_percent: 30, team_coverage_action: 'refuse' });
  });

  it('shows the no-permission message when the server refuses', async () => {
    stubApi({ 'GET /api/settings': { status: 403, body: { error: 'forbidden' } } });
    renderApp({ route: '/settings', preloadedState: stateFor(buildUser(1)) });
    expect(await screen.findByTestId('no-permission')).toHaveTextContent('You do not have permission to perform these actions.');
  });
});
