import type { TeamCalendarView } from '@presently/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { buildUser, stateFor } from '../../test/builders';
import { choose } from '../../test/pickers';
import { renderApp } from '../../test/renderWithProviders';
import { stubApi } from '../../test/stubApi';

// A company that always shows Saturday and Sunday: the vacation of these answers is on the 15th, whatever weekday that is.
const LEAD = buildUser(6, { company: { id: 1, name: 'Acme', special_reports: false, show_saturday: true, show_sunday: true } });
/** The same lead in a company that shows no weekend (the demo's settings). */
const WEEKDAYS_LEAD = buildUser(6, { company: { id: 1, name: 'Acme', special_reports: false, show_saturday: false, show_sunday: false } });

function viewFor(url: URL, people: number): TeamCalendarView {
  const from = url.searchParams.get('from') as string;
  const to = url.searchParams.get('to') as string;
  const start = from.slice(0, 8) + '15' > from ? from.slice(0, 8) + '15' : from;
  return {
    from,
    to,
    timezone: 'Europe/Skopje',
    scope: 'team',
    people: Array.from({ length: people }, (_, i) => ({ user_id: i + 1, full_name: `Person ${String(i + 1).padStart(4, '0')}`, team_id: 1, department_id: 1, user_color: '#123456' })),
    absences: [{ id: 77, user_id: 1, absence_type_id: 1, status: 'approved', start_date: start, end_date: start, half_day: false, dates: [] }],
    holidays: [],
    departments: [
      { id: 1, name: 'Ops', is_default: false },
      { id: 2, name: 'Default', is_default: true },
    ],
    teams: [
      { id: 1, name: 'Alpha', department_id: 1, kind: 'regular' },
      { id: 2, name: 'Deactivated', department_id: 2, kind: 'deactivated' },
    ],
  };
}

describe('/calendar', () => {
  it('asks once for the whole visible month and shows who is out by name and type', async () => {
    const calls = stubApi({
      'GET /api/calendar': (request) => ({ body: { data: viewFor(new URL(request.url), 3) } }),
      'GET /api/calendar-feeds': { body: { data: [] } },
    });
    renderApp({ route: '/calendar', preloadedState: stateFor(LEAD) });
    const calendar = await screen.findByTestId('team-calendar');
    expect(await within(calendar).findByText('Person 0001 · Vacation')).toBeInTheDocument();
    const asked = calls.filter((c) => c.path.startsWith('/api/calendar?'));
    expect(asked).toHaveLength(1);
    const url = new URL(asked[0].path, 'http://x');
    // A month view starts on a Monday (the week starts on Monday) and ends on a Sunday.
    expect(new Date(`${url.searchParams.get('from')}T00:00:00Z`).getUTCDay()).toBe(1);
    expect(new Date(`${url.searchParams.get('to')}T00:00:00Z`).getUTCDay()).toBe(0);
  });

  it('narrows by status with one new request', async () => {
    const calls = stubApi({
      'GET /api/calendar': (request) => ({ body: { data: viewFor(new URL(request.url), 3) } }),
      'GET /api/calendar-feeds': { body: { data: [] } },
    });
    const { user } = renderApp({ route: '/calendar', preloadedState: stateFor(LEAD) });
    await screen.findByText('Person 0001 · Vacation');
    await choose(user, screen.getByRole('combobox', { name: 'Status' }), 'Pending approval');
    await waitFor(() => expect(calls.filter((c) => c.path.includes('status=pending'))).toHaveLength(1));
  });

  it('draws 1,000 people in the people × days view while keeping only the rows in sight in the page', async () => {
    // jsdom lays nothing out: the grid's scroll box gets the height a screen would give it.
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (this: HTMLElement) {
      return this.classList.contains('resource-grid') ? 640 : 0;
    });
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
      return this.classList.contains('resource-grid') ? 1200 : 0;
    });
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      const height = this.classList.contains('resource-grid') ? 640 : 0;
      return { x: 0, y: 0, top: 0, left: 0, right: 1200, bottom: height, width: 1200, height, toJSON: () => ({}) } as DOMRect;
    });
    stubApi({
      'GET /api/calendar': (request) => ({ body: { data: viewFor(new URL(request.url), 1000) } }),
      'GET /api/calendar-feeds': { body: { data: [] } },
    });
    const { user } = renderApp({ route: '/calendar', preloadedState: stateFor(LEAD) });
    await screen.findByText('Person 0001 · Vacation');
    await user.click(screen.getByText('People × days'));
    const grid = await screen.findByTestId('resource-grid');
    expect(within(grid).getByText('1000 people')).toBeInTheDocument();
    const rendered = within(grid).queryAllByTestId('resource-row');
    expect(rendered.length).toBeGreaterThan(0);
    expect(rendered.length).toBeLessThan(100);
    expect(within(grid).getAllByTestId('resource-absence')).toHaveLength(1);
  });

  it('names the built-in department and teams in the reader’s language in its filters, typed names as typed', async () => {
    stubApi({
      'GET /api/calendar': (request) => ({ body: { data: viewFor(new URL(request.url), 1) } }),
      'GET /api/calendar-feeds': { body: { data: [] } },
    });
    const { user } = renderApp({ route: '/calendar', preloadedState: stateFor(LEAD, 'mk') });
    await screen.findByText(/Person 0001 · /);
    await user.click(screen.getByRole('combobox', { name: 'Оддел' }));
    await waitFor(() => expect(document.querySelector('.ant-select-item-option[title="Основен"]')).not.toBeNull());
    expect(document.querySelector('.ant-select-item-option[title="Ops"]')).not.toBeNull();
    expect(document.querySelector('.ant-select-item-option[title="Default"]')).toBeNull();
    await user.click(screen.getByRole('combobox', { name: 'Тим' }));
    await waitFor(() => expect(document.querySelector('.ant-select-item-option[title="Деактивирани"]')).not.toBeNull());
  });

  it('leaves Saturday and Sunday out of the month and the people × days grid when the company does not show them', async () => {
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (this: HTMLElement) {
      return this.classList.contains('resource-grid') ? 640 : 0;
    });
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      const height = this.classList.contains('resource-grid') ? 640 : 0;
      return { x: 0, y: 0, top: 0, left: 0, right: 1200, bottom: height, width: 1200, height, toJSON: () => ({}) } as DOMRect;
    });
    const calls = stubApi({
      'GET /api/calendar': (request) => ({ body: { data: viewFor(new URL(request.url), 3) } }),
      'GET /api/calendar-feeds': { body: { data: [] } },
    });
    const weekendOf = (root: HTMLElement, selector: string) =>
      [...root.querySelectorAll<HTMLElement>(selector)].map((cell) => cell.dataset.date as string).filter((date) => [0, 6].includes(new Date(`${date}T00:00:00Z`).getUTCDay()));
    const { user } = renderApp({ route: '/calendar', preloadedState: stateFor(WEEKDAYS_LEAD) });
    const calendar = await screen.findByTestId('team-calendar');
    await waitFor(() => expect(calendar.querySelectorAll('[data-date]').length).toBeGreaterThan(0));
    expect(weekendOf(calendar, '[data-date]')).toEqual([]);
    // The month is asked for from its first Monday to its last Friday: the hidden days are not fetched.
    const asked = new URL(calls.filter((c) => c.path.startsWith('/api/calendar?'))[0].path, 'http://x');
    expect(new Date(`${asked.searchParams.get('from')}T00:00:00Z`).getUTCDay()).toBe(1);
    expect(new Date(`${asked.searchParams.get('to')}T00:00:00Z`).getUTCDay()).toBe(5);

    await user.click(screen.getByText('People × days'));
    const grid = await screen.findByTestId('resource-grid');
    const heads = grid.querySelectorAll<HTMLElement>('[role="columnheader"][data-date]');
    expect(heads.length).toBeGreaterThanOrEqual(20);
    expect(heads.length).toBeLessThanOrEqual(23);
    expect(weekendOf(grid, '[role="columnheader"][data-date]')).toEqual([]);
  });

  it('shows Saturday and Sunday in the month and the people × days grid when the company always shows them', async () => {
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (this: HTMLElement) {
      return this.classList.contains('resource-grid') ? 640 : 0;
    });
    stubApi({
      'GET /api/calendar': (request) => ({ body: { data: viewFor(new URL(request.url), 3) } }),
      'GET /api/calendar-feeds': { body: { data: [] } },
    });
    const { user } = renderApp({ route: '/calendar', preloadedState: stateFor(LEAD) });
    await screen.findByText('Person 0001 · Vacation');
    const monthDays = [...screen.getByTestId('team-calendar').querySelectorAll<HTMLElement>('[data-date]')].map((cell) => new Date(`${cell.dataset.date}T00:00:00Z`).getUTCDay());
    expect(monthDays).toContain(6);
    expect(monthDays).toContain(0);
    await user.click(screen.getByText('People × days'));
    const grid = await screen.findByTestId('resource-grid');
    const heads = [...grid.querySelectorAll<HTMLElement>('[role="columnheader"][data-date]')].map((cell) => cell.dataset.date as string);
    const [y, m] = heads[0].split('-').map(Number);
    expect(heads).toHaveLength(new Date(Date.UTC(y, m, 0)).getUTCDate());
    expect(heads.some((date) => new Date(`${date}T00:00:00Z`).getUTCDay() === 6)).toBe(true);
    expect(heads.some((date) => new Date(`${date}T00:00:00Z`).getUTCDay() === 0)).toBe(true);
  });
});
