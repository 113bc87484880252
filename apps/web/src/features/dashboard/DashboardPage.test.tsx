import type { InNowRow } from '@presently/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { act } from 'react';
import { buildAbsence } from '../../test/absenceBuilders';
import { buildUser, stateFor } from '../../test/builders';
import { buttonByText } from '../../test/queries';
import { renderApp } from '../../test/renderWithProviders';
import { stubApi } from '../../test/stubApi';
import type { DashboardView } from './dashboardApi';

// jsdom has no canvas: the charts (loaded after the first paint, LazyChart) are drawn in the browser test; here they are placeholders with their data.
vi.mock('react-chartjs-2', () => {
  const chart = (kind: string) =>
    function Chart(props: { 'aria-label'?: string; data: { labels?: unknown[]; datasets: Array<{ data: unknown[] }> } }) {
      return <div data-chart={kind} aria-label={props['aria-label']} data-values={JSON.stringify(props.data.datasets.map((d) => d.data))} />;
    };
  return { Doughnut: chart('doughnut'), Bar: chart('bar') };
});

/** EventSource as the browser has it, driven by the test: `emit` plays what the gateway would send. */
class FakeEventSource {
  static opened: FakeEventSource[] = [];
  onerror: (() => void) | null = null;
  closed = false;
  private readonly listeners = new Map<string, Array<(event: MessageEvent<string>) => void>>();
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
  }
  emit(type: string, data: unknown = {}) {
    act(() => {
      for (const listener of this.listeners.get(type) ?? []) listener(new MessageEvent(type, { data: JSON.stringify(data) }));
    });
  }
  fail() {
    act(() => this.onerror?.());
  }
}

const person = (user_id: number, full_name: string, kind: InNowRow['kind'] = null): InNowRow => ({ user_id, full_name, team_id: 1, department_id: 1, kind, since: kind ? '2026-11-24T07:05:00.000Z' : null });

function buildDashboard(over: Partial<DashboardView> = {}): DashboardView {
  return {
    date: '2026-11-24',
    timezone: 'Europe/Skopje',
    in_now: [person(104, 'Stefan Trajkovski', 'work'), person(105, 'Ivana Dimitrova'), person(107, 'Marko Stojanov')],
    counts: { work: 1, break: 0, private_exit: 0, field_work: 0, off: 2 },
    late: [{ user_id: 105, full_name: 'Ivana Dimitrova', team_id: 1, department_id: 1, scheduled_start: '2026-11-24T07:00:00.000Z', arrived_at: null, late_minutes: 45 }],
    on_leave: [{ user_id: 107, full_name: 'Marko Stojanov', team_id: 1, department_id: 1, absence_type_id: 3, back_on: '2026-11-30' }],
    absent_by_type: [{ absence_type_id: 3, count: 1 }],
    week: { year: 2026, weeknum: 48, start: '2026-11-23', end: '2026-11-29', worked_minutes: 1200, scheduled_minutes: 2400 },
    month_absences: [{ absence_type_id: 3, days: 4 }],
    upcoming_holidays: [{ date: '2026-12-08', description: 'St. Clement of Ohrid' }],
    my_week: null,
    approvals: [buildAbsence()],
    devices: null,
    unavailable: [],
    ...over,
  };
}

const inNow = () => screen.findByTestId('in-now');
const count = async (kind: string) => within(await inNow()).getByTestId(`in-now-${kind}`).querySelector('.ant-statistic-content-value')?.textContent;

describe('/dashboard', () => {
  beforeEach(() => {
    FakeEventSource.opened = [];
    vi.stubGlobal('EventSource', FakeEventSource);
  });

  it('shows the team lead’s scope: in now, late, on leave with the day they are back, the week, holidays', async () => {
    stubApi({ 'GET /api/dashboard': { body: { data: buildDashboard() } }, 'POST /api/live/tickets': { status: 201, body: { data: { ticket: 't1', expires_in: 60, url: '/api/live/presence?ticket=t1' } } } });
    renderApp({ route: '/dashboard', preloadedState: stateFor(buildUser(6)) });
    expect(await count('work')).toBe('1');
    expect(await count('off')).toBe('2');
    expect(screen.getByTestId('late')).toHaveTextContent('Ivana Dimitrova');
    expect(screen.getByTestId('late')).toHaveTextContent('not in yet');
    expect(screen.getByTestId('absent')).toHaveTextContent('Marko Stojanov');
    expect(screen.getByTestId('absent')).toHaveTextContent('back on 30-Nov-2026');
    expect(screen.getByTestId('absent')).toHaveTextContent('Sick leave: 1');
    expect(screen.getByTestId('week')).toHaveTextContent('20:00 worked of 40:00 scheduled');
    expect(screen.getByTestId('holidays')).toHaveTextContent('08-Dec-2026');
    expect(screen.queryByTestId('devices')).toBeNull();
    expect(screen.queryByTestId('my-week')).toBeNull();
    // The doughnut comes in its own chunk after the figures above, with the same counts.
    const doughnut = await within(await inNow()).findByLabelText('Who is in now, by kind', { selector: '[data-chart="doughnut"]' });
    expect(JSON.parse(doughnut.getAttribute('data-values') ?? '[]')).toEqual([[1, 0, 0, 0, 2]]);
  });

  it('counts a clock-in of the team as it comes over the live stream, without reloading', async () => {
    const calls = stubApi({
      'GET /api/dashboard': { body: { data: buildDashboard() } },
      'POST /api/live/tickets': { status: 201, body: { data: { ticket: 't1', expires_in: 60, url: '/api/live/presence?ticket=t1' } } },
    });
    renderApp({ route: '/dashboard', preloadedState: stateFor(buildUser(6)) });
    expect(await count('work')).toBe('1');
    await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
    const stream = FakeEventSource.opened[0];
    expect(stream.url).toBe('/api/live/presence?ticket=t1');
    expect(calls.find((c) => c.path === '/api/live/tickets')?.authorization).toBe('Bearer test-token');
    stream.emit('ready');
    await waitFor(() => expect(screen.getByTestId('live-status')).toHaveAttribute('data-status', 'live'));
    const loads = calls.filter((c) => c.path === '/api/dashboard').length;

    stream.emit('presence', { user_id: 105, team_id: 1, department_id: 1, kind: 'work', since: '2026-11-24T07:50:00.000Z', at: '2026-11-24T07:50:00.000Z', source: 'web' });
    await waitFor(async () => expect(await count('work')).toBe('2'));
    expect(await count('off')).toBe('1');
    stream.emit('presence', { user_id: 104, team_id: 1, department_id: 1, kind: 'break', since: '2026-11-24T08:00:00.000Z', at: '2026-11-24T08:00:00.000Z', source: 'device' });
    await waitFor(async () => expect(await count('break')).toBe('1'));
    expect(calls.filter((c) => c.path === '/api/dashboard')).toHaveLength(loads);
  });

  it('reconnects with a new ticket when the stream breaks, and reloads the board when back', async () => {
    let n = 0;
    const calls = stubApi({
      'GET /api/dashboard': { body: { data: buildDashboard() } },
      'POST /api/live/tickets': () => ({ status: 201, body: { data: { ticket: `t${++n}`, expires_in: 60, url: `/api/live/presence?ticket=t${n}` } } }),
    });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      renderApp({ route: '/dashboard', preloadedState: stateFor(buildUser(3)) });
      await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
      FakeEventSource.opened[0].fail();
      expect(FakeEventSource.opened[0].closed).toBe(true);
      await act(async () => void vi.advanceTimersByTime(1100));
      await waitFor(() => expect(FakeEventSource.opened).toHaveLength(2));
      expect(FakeEventSource.opened[1].url).toBe('/api/live/presence?ticket=t2');
      const before = calls.filter((c) => c.path === '/api/dashboard').length;
      FakeEventSource.opened[1].emit('ready');
      await waitFor(() => expect(calls.filter((c) => c.path === '/api/dashboard').length).toBeGreaterThan(before));
    } finally {
      vi.useRealTimers();
    }
  });

  it('writes a waiting request’s days as the absence lists do: one date for one day, dates kept whole', async () => {
    stubApi({
      'GET /api/dashboard': {
        body: { data: buildDashboard({ approvals: [buildAbsence(), buildAbsence({ id: 2, absence_type_id: 5, start_date: '2026-12-09', end_date: '2026-12-09' })] }) },
      },
      'POST /api/live/tickets': { status: 201, body: { data: { ticket: 't1', expires_in: 60, url: '/api/live/presence?ticket=t1' } } },
    });
    renderApp({ route: '/dashboard', preloadedState: stateFor(buildUser(6)) });
    const rows = await within(await screen.findByTestId('approvals')).findAllByTestId('approval-row');
    expect(rows[0]).toHaveTextContent('Vacation · 15-Jun-2026 – 16-Jun-2026');
    expect(rows[1]).toHaveTextContent('Work from home · 09-Dec-2026');
    expect(rows[1]).not.toHaveTextContent('09-Dec-2026 –');
    expect(Array.from(rows[0].querySelectorAll('.date-text'), (date) => date.textContent)).toEqual(['15-Jun-2026 –', '16-Jun-2026']);
    // The week's title wraps on a phone between its dates, not inside one ("29-/Ное-2026").
    const week = screen.getByTestId('week');
    expect(week).toHaveTextContent('This week (23-Nov-2026 – 29-Nov-2026)');
    expect(Array.from(week.querySelectorAll('.ui-card__title .date-text'), (date) => date.textContent)).toEqual(['23-Nov-2026 –', '29-Nov-2026']);
  });

  it('approves a waiting request in place', async () => {
    let approvals = [buildAbsence()];
    const calls = stubApi({
      'GET /api/dashboard': () => ({ body: { data: buildDashboard({ approvals }) } }),
      'POST /api/live/tickets': { status: 201, body: { data: { ticket: 't1', expires_in: 60, url: '/api/live/presence?ticket=t1' } } },
      'POST /api/absences/1/approve': () => {
        approvals = [];
        return { body: { data: { ...buildAbsence(), status: 'approved' } } };
      },
    });
    const { user } = renderApp({ route: '/dashboard', preloadedState: stateFor(buildUser(6)) });
    const card = await screen.findByTestId('approvals');
    expect(within(card).getAllByTestId('approval-row')).toHaveLength(1);
    await user.click(buttonByText('Approve', card));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.path === '/api/absences/1/approve')).toBe(true));
    await waitFor(() => expect(within(screen.getByTestId('approvals')).queryAllByTestId('approval-row')).toHaveLength(0));
  });

  it('shows the administrator the devices that went silent or whose clock drifts; my week for roles that clock', async () => {
    const devices = {
      working_hours: true,
      items: [
        { device_id: 1, name: 'Turnstile', gate_id: 1, gate_name: 'Main door', last_received_at: '2026-11-24T06:00:00.000Z', drift_seconds: 10, drifting: false, silent: true },
        { device_id: 2, name: 'Tablet', gate_id: 1, gate_name: 'Main door', last_received_at: '2026-11-24T08:00:00.000Z', drift_seconds: 300, drifting: true, silent: false },
        { device_id: 3, name: 'Back door', gate_id: 2, gate_name: 'Yard', last_received_at: '2026-11-24T08:00:00.000Z', drift_seconds: 5, drifting: false, silent: false },
      ],
    };
    const totals = { by_type: [], worked_minutes: 480, paid_break_minutes: 0, overtime_minutes: 0, scheduled_minutes: 480, unauthorized_absence_minutes: 0 };
    stubApi({
      'GET /api/dashboard': { body: { data: buildDashboard({ devices, my_week: { year: 2026, weeknum: 48, start: '2026-11-23', end: '2026-11-29', days: [{ date: '2026-11-23', totals }], totals } }) } },
      'POST /api/live/tickets': { status: 201, body: { data: { ticket: 't1', expires_in: 60, url: '/api/live/presence?ticket=t1' } } },
    });
    renderApp({ route: '/dashboard', preloadedState: stateFor(buildUser(1)) });
    const card = await screen.findByTestId('devices');
    const rows = within(card).getAllByTestId('device-row');
    expect(rows.map((r) => r.getAttribute('data-device'))).toEqual(['1', '2']);
    expect(rows[0]).toHaveTextContent('silent since');
    expect(rows[1]).toHaveTextContent('clock off by 5 min');
    expect(screen.getByTestId('my-week')).toHaveTextContent('My week (8:00 worked)');
  });

  it('says all is well with one device in the singular and with several in the plural', async () => {
    const device = (id: number) => ({ device_id: id, name: `Reader ${id}`, gate_id: 1, gate_name: 'Main entrance', last_received_at: '2026-11-24T08:00:00.000Z', drift_seconds: 0, drifting: false, silent: false });
    for (const [items, text] of [
      [[device(1)], '1 device reports and keeps time'],
      [[device(1), device(2)], 'All 2 devices report and keep time'],
    ] as const) {
      stubApi({
        'GET /api/dashboard': { body: { data: buildDashboard({ devices: { working_hours: false, items: [...items] } }) } },
        'POST /api/live/tickets': { status: 201, body: { data: { ticket: 't1', expires_in: 60, url: '/api/live/presence?ticket=t1' } } },
      });
      const { unmount } = renderApp({ route: '/dashboard', preloadedState: stateFor(buildUser(1)) });
      expect(await within(await screen.findByTestId('devices')).findByText(text)).toBeInTheDocument();
      unmount();
    }
  });

  it('is where the logo leads the general manager and the chairman (roles 2 and 8), without a week of their own', async () => {
    stubApi({
      'GET /api/dashboard': { body: { data: buildDashboard({ approvals: [], my_week: null }) } },
      'POST /api/live/tickets': { status: 201, body: { data: { ticket: 't1', expires_in: 60, url: '/api/live/presence?ticket=t1' } } },
    });
    for (const roleId of [2, 8]) {
      const { user, router, unmount } = renderApp({ route: '/my-profile', preloadedState: stateFor(buildUser(roleId)) });
      const [logo] = await screen.findAllByTestId('logo-link');
      expect(logo).toHaveAttribute('href', '/dashboard');
      await user.click(logo);
      expect(await screen.findByTestId('in-now')).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/dashboard');
      expect(screen.queryByTestId('my-week')).toBeNull();
      unmount();
    }
  });
});
