import type { PresenceRecordView } from '@presently/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { contrastRatio, TEXT_COLOR } from '../../shared/colors';
import { buildUser, stateFor } from '../../test/builders';
import { fill } from '../../test/fill';
import { buildDay, buildRecord, buildTotals, buildWeek } from '../../test/presenceBuilders';
import { expectNotice } from '../../test/queries';
import { renderApp } from '../../test/renderWithProviders';
import { stubApi, type StubHandler } from '../../test/stubApi';

const KINDS = ['work', 'break', 'private_exit', 'field_work'] as const;

/** The calls /my-presence makes, answering `current()` as the current presence. */
function myPresenceApi(current: () => PresenceRecordView[]): Record<string, StubHandler> {
  return {
    'GET /api/my-presence-current-presence': () => ({ body: { data: current() } }),
    'GET /api/my-presence-day-totals': { body: { data: buildTotals({ worked_minutes: 95 }) } },
    'GET /api/my-presence-current-week': { body: { data: buildWeek() } },
    'GET /api/my-presence-all-weeks': { body: { data: [] } },
    'POST /api/my-personal-presence-history': { body: { data: buildDay('2026-03-16', 1) } },
    'GET /api/my-presence-history': { body: { data: { items: [], total: 0, page: 1, per_page: 20 } } },
  };
}

/** `rgb(r, g, b)` as jsdom reports an inline colour, back to `#rrggbb`. */
const toHex = (rgb: string) => `#${(rgb.match(/\d+/g) ?? []).map((part) => Number(part).toString(16).padStart(2, '0')).join('')}`;

const count = (calls: { path: string }[], path: string) => calls.filter((call) => call.path.split('?')[0] === path).length;

describe('/my-presence buttons', () => {
  it('turns on the kind of the current presence on load: type 7 counts as Work, type 12 as none', async () => {
    stubApi(myPresenceApi(() => [buildRecord({ kind: 'work', presence_type_id: 7 })]));
    const first = renderApp({ route: '/my-presence', preloadedState: stateFor(buildUser(4)) });
    const light = await screen.findByTestId('presence-indicator');
    await waitFor(() => expect(light).toHaveAttribute('data-kind', 'work'));
    expect(light).toHaveAttribute('data-color', '#2786fb');
    expect(screen.getByTestId('presence-button-work')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByTestId('presence-status')).toHaveTextContent('Now: Work');
    first.unmount();

    stubApi(myPresenceApi(() => [buildRecord({ kind: 'field_work', presence_type_id: 12 })]));
    const second = renderApp({ route: '/my-presence', preloadedState: stateFor(buildUser(4)) });
    await waitFor(() => expect(second.store.getState().presence.loaded).toBe(true));
    const none = screen.getByTestId('presence-indicator');
    expect(none).toHaveAttribute('data-kind', 'none');
    expect(none).toHaveAttribute('data-color', '#5f6281');
    expect(screen.getByTestId('presence-status')).toHaveTextContent('Not clocked in');
  });

  it('disables every button while a call is pending, shows the pressed one loading, then counts a refresh and reloads the views', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let current: PresenceRecordView[] = [];
    const calls = stubApi({
      ...myPresenceApi(() => current),
      'POST /api/start-clock-in': async () => {
        await gate;
        current = [buildRecord()];
        return { body: { data: current } };
      },
      'POST /api/end-clock-in': () => {
        current = [];
        return { body: { data: [] } };
      },
    });
    const { user, store } = renderApp({ route: '/my-presence', preloadedState: stateFor(buildUser(4)) });
    const controls = await screen.findByTestId('presence-controls');
    await waitFor(() => expect(store.getState().presence.loaded).toBe(true));
    await waitFor(() => expect(count(calls, '/api/my-presence-current-week')).toBe(1));
    expect(controls).toHaveAttribute('data-refresh-count', '0');

    const work = screen.getByTestId('presence-button-work');
    await user.click(work);
    await waitFor(() => expect(work).toHaveClass('ant-btn-loading'));
    for (const kind of KINDS) expect(screen.getByTestId(`presence-button-${kind}`)).toBeDisabled();
    expect(screen.getByTestId('presence-button-break')).not.toHaveClass('ant-btn-loading');

    release();
    const light = screen.getByTestId('presence-indicator');
    await waitFor(() => expect(light).toHaveAttribute('data-kind', 'work'));
    expect(light).toHaveAttribute('data-color', '#2786fb');
    expect(controls).toHaveAttribute('data-refresh-count', '1');
    for (const kind of KINDS) expect(screen.getByTestId(`presence-button-${kind}`)).toBeEnabled();
    // The active kind's button says what pressing it now does; the press is confirmed.
    await expectNotice('Clocked in.');
    expect(work).toHaveTextContent('Clock out');
    expect(screen.getByTestId('presence-button-break')).toHaveTextContent('Break');
    // The views reload after the change.
    await waitFor(() => expect(count(calls, '/api/my-presence-current-week')).toBe(2));

    // Work is on: pressing it again ends it.
    await user.click(work);
    await waitFor(() => expect(light).toHaveAttribute('data-kind', 'none'));
    expect(controls).toHaveAttribute('data-refresh-count', '2');
    await expectNotice('Clocked out.');
    expect(work).toHaveTextContent('Work');
    expect(calls.filter((call) => call.method === 'POST' && !call.path.includes('personal')).map((call) => call.path)).toEqual([
      '/api/start-clock-in',
      '/api/end-clock-in',
    ]);
  });

  it('names each button by what it does and marks it with its kind’s colour, its text readable (4.5:1)', async () => {
    stubApi(myPresenceApi(() => [buildRecord({ kind: 'private_exit', presence_type_id: 3 })]));
    const { store } = renderApp({ route: '/my-presence', preloadedState: stateFor(buildUser(4)) });
    await waitFor(() => expect(store.getState().presence.kind).toBe('private_exit'));
    // The active kind reads its end action, is pressed, and is filled with a shade of its colour that carries white.
    const active = screen.getByRole('button', { name: 'End private exit', pressed: true });
    expect(screen.getByTestId('presence-mark-private_exit')).toHaveStyle({ backgroundColor: '#ffb822' });
    expect(active).toHaveStyle({ color: '#fff' });
    expect(contrastRatio(toHex(active.style.backgroundColor), '#ffffff')).toBeGreaterThanOrEqual(4.5);
    // The others keep the kind's name in the text colour, the kind's colour as their mark.
    const marks = { work: '#2786fb', break: '#1dc9b7', field_work: '#8e44ad' } as const;
    for (const [kind, name] of [['work', 'Work'], ['break', 'Break'], ['field_work', 'Field work']] as const) {
      const button = screen.getByRole('button', { name, pressed: false });
      expect(button).toHaveStyle({ color: TEXT_COLOR });
      expect(screen.getByTestId(`presence-mark-${kind}`)).toHaveStyle({ backgroundColor: marks[kind] });
    }
    expect(screen.getByTestId('presence-indicator')).toHaveAttribute('data-color', '#ffb822');
  });

  it('shows a failure translated and leaves the buttons usable', async () => {
    stubApi({
      ...myPresenceApi(() => [buildRecord({ kind: 'break', presence_type_id: 2 })]),
      'POST /api/end-break': { status: 409, body: { error: 'presence_not_started' } },
    });
    const { user, store } = renderApp({ route: '/my-presence', preloadedState: stateFor(buildUser(4)) });
    await waitFor(() => expect(store.getState().presence.kind).toBe('break'));
    await user.click(screen.getByTestId('presence-button-break'));
    await expectNotice('This presence has not been started.');
    expect(screen.getByTestId('presence-controls')).toHaveAttribute('data-refresh-count', '0');
    for (const kind of KINDS) expect(screen.getByTestId(`presence-button-${kind}`)).toBeEnabled();
  });

  it('never asks roles 2 and 8 for a current presence (they do not clock)', async () => {
    const calls = stubApi(myPresenceApi(() => []));
    const manager = renderApp({ route: '/dashboard', preloadedState: stateFor(buildUser(2)) });
    await screen.findByTestId('app-layout');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(count(calls, '/api/my-presence-current-presence')).toBe(0);
    manager.unmount();

    renderApp({ route: '/dashboard', preloadedState: stateFor(buildUser(8)) });
    await screen.findByTestId('app-layout');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(count(calls, '/api/my-presence-current-presence')).toBe(0);
  });

  it('presses the presence buttons from the navigation submenu too', async () => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: 1000 });
    let current: PresenceRecordView[] = [buildRecord()];
    const calls = stubApi({
      ...myPresenceApi(() => current),
      'POST /api/start-break': () => {
        current = [buildRecord({ id: 2, kind: 'break', presence_type_id: 2 })];
        return { body: { data: current } };
      },
    });
    const { user, store } = renderApp({ route: '/dashboard', preloadedState: stateFor(buildUser(4)) });
    await waitFor(() => expect(store.getState().presence.kind).toBe('work'));
    expect(count(calls, '/api/my-presence-current-presence')).toBe(1);

    await user.click(await screen.findByRole('button', { name: 'Open navigation' }));
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    await user.click(within(nav).getByText('Presence'));
    const workItem = await within(nav).findByTestId('nav-presence-work');
    expect(workItem).toHaveAttribute('data-active', 'true');
    expect(workItem).toHaveTextContent('Clock out');
    expect(within(nav).getByTestId('nav-presence-break')).toHaveTextContent('Start the break');
    await user.click(within(nav).getByTestId('nav-presence-break'));
    await waitFor(() => expect(within(nav).getByTestId('nav-presence-break')).toHaveAttribute('data-active', 'true'));
    await expectNotice('Break started.');
    expect(within(nav).getByTestId('nav-presence-break')).toHaveTextContent('End break');
    expect(within(nav).getByTestId('nav-presence-work')).toHaveAttribute('data-active', 'false');
    expect(store.getState().presence.refreshCount).toBe(1);
    expect(calls.some((call) => call.method === 'POST' && call.path === '/api/start-break')).toBe(true);
  });
});

describe('/my-presence page', () => {
  it('steps to the previous and the next week', async () => {
    const calls = stubApi({
      ...myPresenceApi(() => []),
      'GET /api/my-presence-current-week': (request) => {
        const weeknum = Number(new URL(request.url).searchParams.get('weeknum') ?? 12);
        const monday = new Date(Date.UTC(2026, 2, 16 + (weeknum - 12) * 7)).toISOString().slice(0, 10);
        return { body: { data: buildWeek({ weeknum, start: monday }) } };
      },
    });
    const { user } = renderApp({ route: '/my-presence', preloadedState: stateFor(buildUser(4)) });
    const section = await screen.findByTestId('week-section');
    // A busy machine renders the first week slowly: allow it longer than the default 3 s.
    await waitFor(() => expect(section).toHaveTextContent('Week 12'), { timeout: 10_000 });
    await user.click(within(section).getByRole('button', { name: 'Previous week' }));
    await waitFor(() => expect(section).toHaveTextContent('Week 11: 09-Mar-2026'), { timeout: 10_000 });
    await user.click(within(section).getByRole('button', { name: 'Next week' }));
    await user.click(within(section).getByRole('button', { name: 'Next week' }));
    await waitFor(() => expect(section).toHaveTextContent('Week 13: 23-Mar-2026'), { timeout: 10_000 });
    expect(calls.some((call) => call.path === '/api/my-presence-current-week?year=2026&weeknum=11')).toBe(true);
  });

  it('shows the QR code when the company shows it, and the history only with the company flag for team members', async () => {
    stubApi(myPresenceApi(() => []));
    const hidden = renderApp({ route: '/my-presence', preloadedState: stateFor(buildUser(4, { qr_code: 'QR-104' })) });
    await screen.findByTestId('week-table');
    expect(screen.queryByTestId('my-history')).not.toBeInTheDocument();
    expect(screen.queryByTestId('my-qr')).not.toBeInTheDocument();
    hidden.unmount();

    const company = { id: 1, name: 'Acme', special_reports: false, show_qr_on_web: true, show_user_history: true };
    renderApp({ route: '/my-presence', preloadedState: stateFor(buildUser(4, { qr_code: 'QR-104', company })) });
    expect(await screen.findByTestId('my-history')).toBeInTheDocument();
    const qr = await screen.findByTestId('my-qr');
    expect(qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
  });

  it('saves the comment of a day, at most 250 characters', async () => {
    const calls = stubApi({
      ...myPresenceApi(() => []),
      'POST /api/set-get-presence-comment': { body: { data: { date: '2026-03-16', comment: 'Doctor' } } },
    });
    const { user } = renderApp({ route: '/my-presence', preloadedState: stateFor(buildUser(4)) });
    const form = await screen.findByTestId('comment-form');
    const field = within(form).getByRole('textbox');
    await user.click(within(form).getByText('Save comment'));
    expect(await within(form).findByText('This field is required.')).toBeInTheDocument();
    await fill(field, 'x'.repeat(251));
    expect(await within(form).findByText('At most 250 characters are allowed.')).toBeInTheDocument();
    await fill(field, 'Doctor');
    await user.click(within(form).getByText('Save comment'));
    await expectNotice('The comment has been saved.');
    expect(calls.find((call) => call.path === '/api/set-get-presence-comment')?.body).toEqual({ date: '2026-03-16', comment: 'Doctor' });
  });

  it('lists a day’s open record instead of "no presence" while it has no classified minute yet, and asks again each minute', async () => {
    // Asked right after clocking in, the server's day has the open record and no segment (it classifies whole minutes).
    const open = buildRecord({ id: 8, start: '2026-03-16T07:00:30.000Z' });
    let asked = 0;
    const calls = stubApi({
      ...myPresenceApi(() => [open]),
      'POST /api/my-personal-presence-history': () => {
        asked += 1;
        const segments = asked === 1 ? [] : [{ presence_type_id: 1, start: '2026-03-16T07:00:00.000Z', end: '2026-03-16T07:01:00.000Z', minutes: 1, record_id: 8 }];
        return { body: { data: buildDay('2026-03-16', 1, { records: [open], segments }) } };
      },
    });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      renderApp({ route: '/my-presence', preloadedState: stateFor(buildUser(4)) });
      const panel = await screen.findByTestId('day-panel');
      const records = await within(panel).findByTestId('day-records');
      expect(records).toHaveTextContent(/^Work \d{2}:00 – now$/);
      expect(within(panel).queryByText('No presence on this day')).not.toBeInTheDocument();

      await vi.advanceTimersByTimeAsync(61_000);
      const segments = await within(panel).findByTestId('day-segments');
      expect(segments).toHaveTextContent(/^Work \d{2}:00 – \d{2}:01 \(0:01\)$/);
      expect(count(calls, '/api/my-personal-presence-history')).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('still says "no presence" for a day without records', async () => {
    stubApi(myPresenceApi(() => []));
    renderApp({ route: '/my-presence', preloadedState: stateFor(buildUser(4)) });
    const panel = await screen.findByTestId('day-panel');
    expect(await within(panel).findByText('No presence on this day')).toBeInTheDocument();
    expect(within(panel).queryByTestId('day-records')).not.toBeInTheDocument();
  });
});
