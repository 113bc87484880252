import type { ReportSchedule, ReportScheduleRun } from '@presently/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { buildUser, stateFor } from '../../test/builders';
import { choose } from '../../test/pickers';
import { buttonByText } from '../../test/queries';
import { renderApp } from '../../test/renderWithProviders';
import { stubApi } from '../../test/stubApi';

const ACME = { id: 1, name: 'Acme', special_reports: false, timezone: 'Europe/Skopje', language: 'mk' };

const SCHEDULE: ReportSchedule = {
  id: '8f0c3a52-1111-4a2b-9c3d-000000000001',
  kind: 'presence',
  format: 'xlsx',
  filters: { period: 'last_month', department_id: null, team_id: null, user_id: null },
  frequency: 'monthly',
  weekday: null,
  day_of_month: 1,
  time: '07:00',
  time_zone: 'Europe/Skopje',
  recipients: [{ email: 'payroll@acme.mk', lang: 'mk' }],
  active: true,
  owner_user_id: 103,
  next_run_at: '2026-12-01T06:00:00.000Z',
  created_at: '2026-11-20T09:00:00.000Z',
};

const RUNS: ReportScheduleRun[] = [
  {
    id: 'r2',
    schedule_id: SCHEDULE.id,
    due_at: '2026-11-01T06:00:00.000Z',
    from: '2026-10-01',
    to: '2026-10-31',
    status: 'failed',
    attempts: 3,
    export_id: 'e2',
    export_status: 'failed',
    delivery: null,
    error: 'report_export_failed',
    created_at: '2026-11-01T06:00:00.000Z',
    finished_at: '2026-11-01T06:10:00.000Z',
  },
  {
    id: 'r1',
    schedule_id: SCHEDULE.id,
    due_at: '2026-10-01T05:00:00.000Z',
    from: '2026-09-01',
    to: '2026-09-30',
    status: 'sent',
    attempts: 1,
    export_id: 'e1',
    export_status: 'done',
    delivery: 'attachment',
    error: null,
    created_at: '2026-10-01T05:00:00.000Z',
    finished_at: '2026-10-01T05:00:20.000Z',
  },
];

describe('the scheduled reports page', () => {
  it('lists each schedule with its report, period, when it runs in the company zone, recipients and next run; its runs with status and failure reason', async () => {
    const twoRecipients = { ...SCHEDULE, recipients: [...SCHEDULE.recipients, { email: 'director@acme.mk', lang: 'en' as const }] };
    stubApi({ 'GET /api/report-schedules': { body: { data: [twoRecipients] } }, [`GET /api/report-schedules/${SCHEDULE.id}/runs`]: { body: { data: RUNS } } });
    const { user } = renderApp({ route: '/scheduled-reports', preloadedState: stateFor(buildUser(3, { company: ACME })) });
    const table = await screen.findByTestId('schedules-table');
    const row = (await within(table).findByText('Presence report')).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('Last month');
    expect(row).toHaveTextContent('Every month on day 1 at 07:00');
    // One address a line (a comma list of addresses pushed the actions out of view).
    expect(within(row).getAllByRole('listitem').map((item) => item.textContent)).toEqual(['payroll@acme.mk', 'director@acme.mk']);
    expect(row).toHaveTextContent('01-Dec-2026 07:00'); // 06:00 UTC is 07:00 in Skopje
    await user.click(within(row).getByRole('button', { name: /expand/i }));
    const runs = await screen.findByTestId('schedule-runs');
    await waitFor(() => expect(within(runs).getAllByTestId('run-status').map((tag) => tag.textContent)).toEqual(['Failed', 'Sent']));
    expect(runs).toHaveTextContent('01-Oct-2026 – 31-Oct-2026');
    expect(runs).toHaveTextContent('Attachment');
  });

  it('creates a weekly schedule with two recipients in their languages, sending only the fields its frequency uses', async () => {
    const calls = stubApi({ 'GET /api/report-schedules': { body: { data: [] } }, 'POST /api/report-schedules': { status: 201, body: { data: SCHEDULE } } });
    const { user } = renderApp({ route: '/scheduled-reports', preloadedState: stateFor(buildUser(3, { company: ACME, email: 'hr@acme.mk' })) });
    await screen.findByText('No scheduled reports yet.');
    await user.click(buttonByText('New schedule'));
    const form = await screen.findByTestId('schedule-form');
    await choose(user, within(form).getByLabelText('Period', { selector: 'input' }), 'Last week');
    await user.click(within(form).getByLabelText('Every week'));
    await choose(user, await within(form).findByLabelText('Day of the week', { selector: 'input' }), 'Friday');
    await user.click(buttonByText('Add recipient', form));
    const emails = within(form).getAllByLabelText('E-mail address');
    await user.type(emails[1], 'boss@acme.bg');
    const langs = within(form).getAllByLabelText('E-mail language', { selector: 'input' });
    await choose(user, langs[1], 'Bulgarian');
    await user.click(buttonByText('Save'));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.path === '/api/report-schedules')).toBe(true));
    const body = calls.find((c) => c.method === 'POST' && c.path === '/api/report-schedules')?.body;
    expect(body).toEqual({
      kind: 'presence',
      format: 'xlsx',
      filters: { period: 'last_week' },
      frequency: 'weekly',
      weekday: 5,
      day_of_month: null,
      time: '07:00',
      recipients: [
        { email: 'hr@acme.mk', lang: 'mk' },
        { email: 'boss@acme.bg', lang: 'bg' },
      ],
      active: true,
    });
  });

  it('shows the server’s 422 keys translated and keeps the form open', async () => {
    stubApi({ 'GET /api/report-schedules': { body: { data: [] } }, 'POST /api/report-schedules': { status: 422, body: { errors: { recipients: ['recipients_required'] } } } });
    const { user } = renderApp({ route: '/scheduled-reports', preloadedState: stateFor(buildUser(3, { company: ACME, email: 'hr@acme.mk' })) });
    await screen.findByText('No scheduled reports yet.');
    await user.click(buttonByText('New schedule'));
    await screen.findByTestId('schedule-form');
    await user.click(buttonByText('Save'));
    expect(await screen.findByText('Add at least one recipient.')).toBeInTheDocument();
    expect(screen.getByTestId('schedule-form')).toBeInTheDocument();
  });

  it('offers a department manager only the report kinds the role may run', async () => {
    stubApi({ 'GET /api/report-schedules': { body: { data: [] } } });
    const { user } = renderApp({ route: '/scheduled-reports', preloadedState: stateFor(buildUser(7, { company: ACME })) });
    await screen.findByText('No scheduled reports yet.');
    await user.click(buttonByText('New schedule'));
    const form = await screen.findByTestId('schedule-form');
    await user.click(within(form).getByLabelText('Report', { selector: 'input' }));
    await waitFor(() => expect(document.querySelectorAll('.ant-select-item-option-content').length).toBeGreaterThan(0));
    const labels = [...document.querySelectorAll('.ant-select-item-option-content')].map((o) => o.textContent);
    expect(labels).toContain('Administrators report');
    expect(labels).not.toContain('Special report');
    expect(labels).not.toContain('Non-rounded presence report');
    expect(labels).toHaveLength(7);
  });
});
