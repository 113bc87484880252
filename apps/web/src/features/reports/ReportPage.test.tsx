import { screen, waitFor, within } from '@testing-library/react';
import { TEXT_COLOR } from '../../shared/colors';
import { buildUser, stateFor } from '../../test/builders';
import { choose, pick } from '../../test/pickers';
import { buttonByText } from '../../test/queries';
import { renderApp } from '../../test/renderWithProviders';
import { stubApi, type StubHandler } from '../../test/stubApi';
import type { ExportJob, ReportPreview } from './reportTypes';

const ACME = { id: 1, name: 'Acme', special_reports: false, timezone: 'Europe/Skopje' };

/** Last month as the page opens on it, worked out here with plain dates. */
function lastMonth(): { from: string; to: string } {
  const now = new Date();
  const first = new Date(now.getFullYear(), now.getMonth() - 1, 1);
  const last = new Date(now.getFullYear(), now.getMonth(), 0);
  const iso = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  return { from: iso(first), to: iso(last) };
}

const PRESENCE: ReportPreview = {
  kind: 'presence',
  from: '2026-10-01',
  to: '2026-10-31',
  columns: [
    { key: 'employee', label: 'employee', type: 'text' },
    { key: 'date', label: 'date', type: 'date' },
    { key: 'first_in', label: 'first_in', type: 'time' },
    { key: 'worked', label: 'worked', type: 'minutes' },
    { key: 'type_21', label: 'presence_type', type: 'minutes', presence_type_id: 21, color: '#ff7043' },
    { key: 'mark', label: 'day_mark', type: 'code' },
  ],
  rows: [
    { kind: 'day', cells: { employee: 'Marija Stojanova', date: '2026-10-01', first_in: '08:02', worked: 480, type_21: 90, mark: 'W' }, colors: { mark: '#2786fb' } },
    { kind: 'day', cells: { employee: 'Marija Stojanova', date: '2026-10-02', first_in: null, worked: 0, mark: 'V' }, colors: { mark: '#52c41a' } },
    { kind: 'total', cells: { employee: 'Marija Stojanova', worked: 480, type_21: 90 } },
  ],
  totals: { worked: 9605, type_21: 125 },
  legend: [],
};

const CALENDAR: ReportPreview = {
  kind: 'calendar',
  from: '2026-10-01',
  to: '2026-10-02',
  columns: [
    { key: 'employee', label: 'employee', type: 'text' },
    { key: 'd_2026-10-01', label: 'day', type: 'code', date: '2026-10-01' },
    { key: 'd_2026-10-02', label: 'day', type: 'code', date: '2026-10-02' },
    { key: 'absence_1', label: 'absence_type', type: 'number', absence_type_id: 1 },
  ],
  rows: [{ kind: 'day', cells: { employee: 'Marija Stojanova', 'd_2026-10-01': 'W', 'd_2026-10-02': 'V', absence_1: 1 }, colors: { 'd_2026-10-02': '#52c41a' } }],
  totals: { absence_1: 1 },
  legend: [{ code: 'V', label: 'absence_type', absence_type_id: 1, color: '#52c41a' }],
};

const previewOf = (report: ReportPreview, total = report.rows.length): StubHandler => ({ body: { data: report, meta: { page: 1, size: 50, total } } });

const LISTS: Record<string, StubHandler> = {
  'GET /api/departments': { body: { data: [{ id: 4, name: 'Sales' }] } },
  'GET /api/teams': { body: { data: [{ id: 9, name: 'Field sales', department_id: 4 }] } },
  'GET /api/presence/today': { body: { data: [{ user_id: 104, full_name: 'Stefan Trajkovski', team_id: 9, department_id: 4, kind: null, presence_type_id: null, since: null, worked_minutes_today: 0 }] } },
  'GET /api/report-exports': { body: { data: [] } },
};

const job = (overrides: Partial<ExportJob>): ExportJob => ({
  id: 'job-1',
  kind: 'presence',
  format: 'xlsx',
  filters: lastMonth(),
  status: 'queued',
  progress: 0,
  rows_done: 0,
  rows_total: 200,
  file_name: null,
  size_bytes: null,
  error: null,
  created_at: '2026-11-24T09:00:00Z',
  finished_at: null,
  expires_at: null,
  ...overrides,
});

/** A filter's select by its accessible name (antd also names its hidden list after it). */
const selectNamed = (container: HTMLElement, name: string): HTMLElement => {
  const found = within(container).queryAllByLabelText(name).find((element) => element.getAttribute('role') === 'combobox');
  if (!found) throw new Error(`no select named ${name}`);
  return found;
};
const hasSelect = (container: HTMLElement, name: string) => within(container).queryAllByLabelText(name).some((element) => element.getAttribute('role') === 'combobox');

const previewCalls = (calls: { method: string; path: string }[], kind = 'presence') =>
  calls.filter((call) => call.method === 'GET' && call.path.startsWith(`/api/reports/${kind}?`)).map((call) => new URL(call.path, 'http://x').searchParams);

describe('a report page', () => {
  it('opens on last month and asks for the preview again with each filter chosen', async () => {
    const calls = stubApi({ ...LISTS, 'GET /api/reports/presence': previewOf(PRESENCE) });
    const { user } = renderApp({ route: '/presence-reports', preloadedState: stateFor(buildUser(3, { company: ACME })) });
    await screen.findAllByText('Marija Stojanova');

    const first = previewCalls(calls)[0];
    expect(Object.fromEntries(first)).toEqual({ ...lastMonth(), page: '1', size: '50' });

    const filters = screen.getByTestId('report-filters');
    await choose(user, selectNamed(filters, 'Department'), 'Sales');
    await waitFor(() => expect(previewCalls(calls).at(-1)?.get('department_id')).toBe('4'));
    await choose(user, selectNamed(filters, 'Employee'), 'Stefan Trajkovski');
    await waitFor(() => expect(previewCalls(calls).at(-1)?.get('user_id')).toBe('104'));
    await choose(user, selectNamed(filters, 'Absence type'), 'Vacation');
    await waitFor(() => expect(previewCalls(calls).at(-1)?.get('absence_type_id')).toBe('1'));

    const [from, to] = within(filters).getAllByRole('textbox').filter((input) => input.getAttribute('date-range') !== null);
    await pick(user, from, '01-Mar-2026');
    await pick(user, to, '31-Mar-2026');
    await waitFor(() => {
      const last = previewCalls(calls).at(-1)!;
      expect([last.get('from'), last.get('to'), last.get('department_id'), last.get('user_id')]).toEqual(['2026-03-01', '2026-03-31', '4', '104']);
    });
  });

  it('shows the server\'s 422 key translated and no rows', async () => {
    stubApi({ ...LISTS, 'GET /api/reports/presence': { status: 422, body: { errors: { to: ['period_too_long'] } } } });
    renderApp({ route: '/presence-reports', preloadedState: stateFor(buildUser(3, { company: ACME })), });
    expect(await screen.findByTestId('filters-error')).toHaveTextContent('A report covers at most one year.');
    expect(screen.queryAllByText('Marija Stojanova')).toHaveLength(0);
  });

  it('refuses a period over a year before asking the server', async () => {
    const calls = stubApi({ ...LISTS, 'GET /api/reports/presence': previewOf(PRESENCE) });
    const { user } = renderApp({ route: '/presence-reports', preloadedState: stateFor(buildUser(3, { company: ACME })) });
    await screen.findAllByText('Marija Stojanova');
    const asked = previewCalls(calls).length;
    const [from, to] = within(screen.getByTestId('report-filters')).getAllByRole('textbox').filter((input) => input.getAttribute('date-range') !== null);
    await pick(user, from, '01-Jan-2025');
    await pick(user, to, '02-Jan-2026');
    expect(await screen.findByTestId('filters-error')).toHaveTextContent('A report covers at most one year.');
    expect(previewCalls(calls).length).toBe(asked);
    expect(buttonByText('Export to Excel (XLSX)')).toBeDisabled();
  });

  it('renders each column by its type: h:mm, dd-Mon-yyyy, coloured codes, presence types by name, distinct total rows', async () => {
    stubApi({ ...LISTS, 'GET /api/reports/presence': previewOf(PRESENCE, 640) });
    renderApp({ route: '/presence-reports', preloadedState: stateFor(buildUser(3, { company: ACME })) });
    const table = await screen.findByTestId('report-table');
    await within(table).findAllByText('Marija Stojanova');

    const header = table.querySelector('thead')!;
    expect(header).toHaveTextContent('First in');
    expect(header).toHaveTextContent('Worked');
    // A presence type column: the catalogue's translated name beside a swatch in its colour.
    const overtime = header.querySelector('[data-presence-type="21"]')!;
    expect(overtime).toHaveTextContent('Overtime work');
    expect(overtime.querySelector('.report-swatch')).toHaveStyle({ background: '#ff7043' });

    const [day, absent, total] = Array.from(table.querySelectorAll('tbody tr[data-row-kind]'));
    expect(day).toHaveTextContent('01-Oct-2026');
    expect(day).toHaveTextContent('08:02');
    expect(day).toHaveTextContent('8:00');
    expect(day).toHaveTextContent('1:30');
    expect(within(absent as HTMLElement).getByText('V')).toHaveClass('ant-tag-has-color');
    expect(within(absent as HTMLElement).getByText('V')).toHaveStyle({ backgroundColor: '#52c41a' });
    // Its letter in the text colour, which reads on the green (white on it was 2.3:1).
    expect(within(absent as HTMLElement).getByText('V')).toHaveStyle({ color: TEXT_COLOR });
    expect(total).toHaveClass('report-row--total');
    expect(day).not.toHaveClass('report-row--total');

    const totals = screen.getByTestId('report-totals');
    expect(totals).toHaveTextContent('Total of the selection');
    expect(totals).toHaveTextContent('160:05');
    expect(totals).toHaveTextContent('2:05');
    // The server's total of rows, and the spec's page size wording.
    expect(document.querySelector('.ant-pagination')).toHaveTextContent('640 in total');
    expect(document.querySelector('.ant-pagination')).toHaveTextContent('50 per page');
  });

  it('shows day columns with their day number and weekday, absence types by name, and the legend', async () => {
    stubApi({ ...LISTS, 'GET /api/reports/calendar': previewOf(CALENDAR) });
    renderApp({ route: '/calendar-reports', preloadedState: stateFor(buildUser(3, { company: ACME }), 'mk') });
    const table = await screen.findByTestId('report-table');
    await within(table).findByText('Marija Stojanova');
    const header = table.querySelector('thead')!;
    // 1 October 2026 is a Thursday, 2 October a Friday (Macedonian: Че, Пе).
    expect(header.querySelector('[data-date="2026-10-01"]')).toHaveTextContent('1Че');
    expect(header.querySelector('[data-date="2026-10-02"]')).toHaveTextContent('2Пе');
    expect(header.querySelector('[data-absence-type="1"]')).toHaveTextContent('Годишен одмор');
    expect(screen.getByTestId('report-legend')).toHaveTextContent('VГодишен одмор');
  });
});

const DETAILED: ReportPreview = {
  kind: 'detailed',
  from: '2026-10-01',
  to: '2026-10-31',
  columns: [
    { key: 'employee', label: 'employee', type: 'text' },
    { key: 'record_kind', label: 'record_kind', type: 'text' },
    { key: 'presence_type', label: 'presence_type', type: 'code' },
    { key: 'source', label: 'source', type: 'text' },
  ],
  rows: [{ kind: 'day', cells: { employee: 'Marija Stojanova', record_kind: 'private_exit', presence_type: 'overtime_work', source: 'auto_stop' }, colors: { presence_type: '#ff7043' } }],
  totals: {},
  legend: [],
};

describe('the detailed report', () => {
  it('shows a record\'s kind, presence type and source in the reader\'s language', async () => {
    stubApi({ ...LISTS, 'GET /api/reports/detailed': previewOf(DETAILED) });
    renderApp({ route: '/detailed-reports', preloadedState: stateFor(buildUser(3, { company: ACME }), 'bg') });
    const table = await screen.findByTestId('report-table');
    const row = (await within(table).findByText('Marija Stojanova')).closest('tr')!;
    expect(row).toHaveTextContent('Лично излизане');
    expect(row).toHaveTextContent('Автоматично спиране');
    expect(within(row).getByText('Извънреден труд')).toHaveStyle({ backgroundColor: '#ff7043' });
  });
});

describe('an export', () => {
  it('moves its progress bar with each poll, then offers the file', async () => {
    const polls = [job({ status: 'running', progress: 30, rows_done: 60 }), job({ status: 'running', progress: 70, rows_done: 140 }), job({ status: 'done', progress: 100, rows_done: 200, file_name: 'presence.xlsx', size_bytes: 20480 })];
    let polled = 0;
    const calls = stubApi({
      ...LISTS,
      'GET /api/reports/presence': previewOf(PRESENCE),
      'POST /api/reports/presence/exports': { status: 202, body: { data: job({}) } },
      'GET /api/report-exports/job-1': () => ({ body: { data: polls[Math.min(polled++, polls.length - 1)] } }),
      'GET /api/report-exports/job-1/file': { body: { data: 'xlsx bytes' } },
    });
    // jsdom has no object URLs: the download's URL is a fixed one here.
    Object.defineProperty(URL, 'createObjectURL', { configurable: true, value: vi.fn(() => 'blob:presence') });
    Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: vi.fn() });
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);

    const { user } = renderApp({ route: '/presence-reports', preloadedState: stateFor(buildUser(3, { company: ACME })) });
    await screen.findAllByText('Marija Stojanova');
    await user.click(buttonByText('Export to Excel (XLSX)'));

    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ format: 'xlsx', filters: lastMonth() });
    const bar = () => screen.getByTestId('current-export').querySelector('[aria-valuenow]');
    const seen = new Set<string>();
    await waitFor(
      () => {
        const value = bar()?.getAttribute('aria-valuenow');
        if (value) seen.add(value);
        expect(value).toBe('100');
      },
      { timeout: 8000 },
    );
    // Every state the server reported was shown on the way.
    expect([...seen]).toEqual(expect.arrayContaining(['30', '70', '100']));
    expect(screen.getByTestId('current-export')).toHaveTextContent('Done');
    expect(screen.getByTestId('current-export')).toHaveTextContent('200 of 200 rows');

    await user.click(screen.getByTestId('export-download'));
    await waitFor(() => expect(clicked).toHaveBeenCalled());
    expect(calls.some((call) => call.path === '/api/report-exports/job-1/file')).toBe(true);
    const link = clicked.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toBe('presence.xlsx');
    expect(link.href).toBe('blob:presence');
    // Polling stops once the export is done.
    const pollsAtEnd = calls.filter((call) => call.path === '/api/report-exports/job-1').length;
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(calls.filter((call) => call.path === '/api/report-exports/job-1').length).toBe(pollsAtEnd);
    clicked.mockRestore();
    Reflect.deleteProperty(URL, 'createObjectURL');
    Reflect.deleteProperty(URL, 'revokeObjectURL');
  }, 20_000);

  it('follows a second export from its own start after the first is done', async () => {
    let exports = 0;
    let secondPolls = 0;
    stubApi({
      ...LISTS,
      'GET /api/reports/presence': previewOf(PRESENCE),
      'POST /api/reports/presence/exports': () => ({ status: 202, body: { data: job({ id: `job-${++exports}` }) } }),
      'GET /api/report-exports/job-1': { body: { data: job({ id: 'job-1', status: 'done', progress: 100, file_name: 'presence.xlsx' }) } },
      'GET /api/report-exports/job-2': () => ({
        body: { data: secondPolls++ === 0 ? job({ id: 'job-2', format: 'pdf', status: 'running', progress: 50 }) : job({ id: 'job-2', format: 'pdf', status: 'done', progress: 100, file_name: 'presence.pdf' }) },
      }),
    });
    const { user } = renderApp({ route: '/presence-reports', preloadedState: stateFor(buildUser(3, { company: ACME })) });
    await screen.findAllByText('Marija Stojanova');
    await user.click(buttonByText('Export to Excel (XLSX)'));
    await waitFor(() => expect(screen.getByTestId('current-export')).toHaveAttribute('data-status', 'done'));

    await user.click(buttonByText('Export to PDF'));
    await waitFor(() => expect(screen.getByTestId('current-export')).toHaveTextContent('presence.pdf'), { timeout: 8000 });
    expect(secondPolls).toBeGreaterThanOrEqual(2);
  }, 20_000);

  it('lists recent exports with their status, a download for finished ones and cancel for running ones', async () => {
    const running = job({ id: 'job-2', status: 'running', progress: 40, kind: 'calendar', format: 'pdf', filters: { from: '2026-10-01', to: '2026-10-31' } });
    const failed = job({ id: 'job-3', status: 'failed', error: 'report_export_failed' });
    const done = job({ id: 'job-4', status: 'done', progress: 100, file_name: 'presence.xlsx' });
    const calls = stubApi({
      ...LISTS,
      'GET /api/reports/presence': previewOf(PRESENCE),
      'GET /api/report-exports': { body: { data: [running, failed, done] } },
      'DELETE /api/report-exports/job-2': { body: { data: { ...running, status: 'cancelled' } } },
    });
    const { user } = renderApp({ route: '/presence-reports', preloadedState: stateFor(buildUser(3, { company: ACME })) });
    const list = await screen.findByTestId('recent-exports');
    const runningRow = (await within(list).findByText('Calendar report')).closest('tr')!;
    expect(runningRow).toHaveTextContent('PDF');
    expect(runningRow).toHaveTextContent('01-Oct-2026 – 31-Oct-2026');
    expect(runningRow).toHaveTextContent('Running');
    expect(within(list).getByTestId('download-job-4')).toBeInTheDocument();
    expect(within(list).queryByTestId('download-job-2')).not.toBeInTheDocument();
    expect(within(list).queryByTestId('cancel-job-3')).not.toBeInTheDocument();
    expect(within(list).getByText('Failed')).toBeInTheDocument();

    await user.click(within(list).getByTestId('cancel-job-2'));
    await waitFor(() => expect(calls.some((call) => call.method === 'DELETE' && call.path === '/api/report-exports/job-2')).toBe(true));
  });
});

describe('report guards and filters by role', () => {
  it('sends a team member away from the presence report', async () => {
    stubApi(LISTS);
    const member = renderApp({ route: '/presence-reports', preloadedState: stateFor(buildUser(4, { company: ACME })) });
    await waitFor(() => expect(member.router.state.location.pathname).toBe('/unauthorized'));
  });

  it('runs the shift report of a team member for themselves: no department or team lists', async () => {
    const shift: ReportPreview = { ...PRESENCE, kind: 'shift', rows: [{ kind: 'day', cells: { employee: 'Stefan Trajkovski', date: '2026-10-01', first_in: '08:02', worked: 480 } }] };
    const calls = stubApi({ ...LISTS, 'GET /api/reports/shift': previewOf(shift) });
    renderApp({ route: '/shift-reports', preloadedState: stateFor(buildUser(4, { company: ACME })) });
    await screen.findAllByText('Stefan Trajkovski');
    const filters = screen.getByTestId('report-filters');
    expect(hasSelect(filters, 'Department')).toBe(false);
    expect(hasSelect(filters, 'Team')).toBe(false);
    expect(screen.queryByTestId('no-permission')).not.toBeInTheDocument();
    expect(calls.some((call) => call.path.startsWith('/api/departments') || call.path.startsWith('/api/teams'))).toBe(false);
  });

  it('offers a team lead no department or team lists, only the people in scope', async () => {
    const calls = stubApi({ ...LISTS, 'GET /api/reports/presence': previewOf(PRESENCE) });
    renderApp({ route: '/presence-reports', preloadedState: stateFor(buildUser(6, { company: ACME })) });
    await screen.findAllByText('Marija Stojanova');
    const filters = screen.getByTestId('report-filters');
    expect(hasSelect(filters, 'Department')).toBe(false);
    expect(hasSelect(filters, 'Team')).toBe(false);
    expect(selectNamed(filters, 'Employee')).toBeInTheDocument();
    expect(calls.some((call) => call.path.startsWith('/api/departments') || call.path.startsWith('/api/teams'))).toBe(false);
  });

  it('asks the periodic report per month unless weeks are chosen', async () => {
    const calls = stubApi({ ...LISTS, 'GET /api/reports/periodic': previewOf({ ...PRESENCE, kind: 'periodic' }) });
    const { user } = renderApp({ route: '/periodic-reports', preloadedState: stateFor(buildUser(3, { company: ACME })) });
    await screen.findAllByText('Marija Stojanova');
    expect(previewCalls(calls, 'periodic')[0].get('bucket')).toBe('month');
    await choose(user, selectNamed(screen.getByTestId('report-filters'), 'Group by'), 'Per week');
    await waitFor(() => expect(previewCalls(calls, 'periodic').at(-1)?.get('bucket')).toBe('week'));
  });
});
