import type { PresenceAuditEntry, TodayRow } from '@presently/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { TEXT_COLOR } from '../../shared/colors';
import { buildUser, stateFor } from '../../test/builders';
import { fill } from '../../test/fill';
import { pick } from '../../test/pickers';
import { buttonByText, expectNotice } from '../../test/queries';
import { buildRecord, buildTotals } from '../../test/presenceBuilders';
import { renderApp } from '../../test/renderWithProviders';
import { stubApi, type StubHandler } from '../../test/stubApi';

const SKOPJE = { id: 1, name: 'Acme', special_reports: false, timezone: 'Europe/Skopje' };

const TODAY: TodayRow[] = [
  { user_id: 104, full_name: 'Stefan Trajkovski', team_id: 1, department_id: 1, kind: 'work', presence_type_id: 1, since: new Date().toISOString(), worked_minutes_today: 125 },
  { user_id: 105, full_name: 'Ivana Dimitrova', team_id: 1, department_id: 1, kind: null, presence_type_id: null, since: null, worked_minutes_today: 0 },
];

const EDITED = { ...buildRecord({
  id: 31,
  user_id: 104,
  start: '2026-03-16T07:00:00Z',
  end: '2026-03-16T15:00:00Z',
  duration_minutes: 480,
  source: 'edit',
  reason: 'Forgot to clock in',
  updated_by: 103,
  updated_by_name: 'Ana Nikolovska',
  updated_at: '2026-03-16T16:00:00Z',
  previous_start: '2026-03-16T08:30:00Z',
  previous_end: '2026-03-16T15:00:00Z',
  registered_start: '2026-03-16T08:30:00Z',
  registered_end: '2026-03-16T15:00:00Z',
}), full_name: 'Stefan Trajkovski' };

const LISTS: Record<string, StubHandler> = {
  'GET /api/presence/today': { body: { data: TODAY } },
  'GET /api/departments': { body: { data: [] } },
  'GET /api/teams': { body: { data: [] } },
  'GET /api/presence/history': { body: { data: { items: [EDITED], total: 1, page: 1, per_page: 20 } } },
};

describe('/presence', () => {
  it('lists who is in today, on which kind and since when', async () => {
    stubApi(LISTS);
    renderApp({ route: '/presence', preloadedState: stateFor(buildUser(3, { company: SKOPJE })) });
    const today = await screen.findByTestId('presence-today');
    const stefan = (await within(today).findByText('Stefan Trajkovski')).closest('tr')!;
    expect(stefan).toHaveTextContent('Work');
    expect(stefan).toHaveTextContent('2:05');
    // "Now" is a light and a word; only the record's type is a tag, so the two do not look alike.
    expect(stefan.querySelector('.kind-status')).toHaveAttribute('data-kind', 'work');
    expect(stefan.querySelectorAll('.ant-tag')).toHaveLength(1);
    // The type's tag carries its colour as a dot, its name in the text colour (white on #2786fb was 3.6:1).
    const tag = stefan.querySelector('.presence-tag')!;
    expect(tag.querySelector('.color-tag__dot')).toHaveStyle({ backgroundColor: '#2786fb' });
    expect(tag).toHaveStyle({ color: TEXT_COLOR });
    expect(within(today).getByText('Ivana Dimitrova').closest('tr')).toHaveTextContent('Off');
  });

  it('heads each day of the weekly tab with its weekday and its date, the date kept whole on a phone', async () => {
    const day = (date: string) => ({ date, totals: buildTotals({ worked_minutes: 480 }), holiday: null, absence_type_id: null, rest_day: false });
    stubApi({
      ...LISTS,
      'GET /api/presence/week': {
        body: {
          data: {
            year: 2026,
            weeknum: 12,
            start: '2026-03-16',
            end: '2026-03-22',
            show_saturday: false,
            show_sunday: false,
            rows: [{ user_id: 104, full_name: 'Stefan Trajkovski', totals: buildTotals({ worked_minutes: 480 }), days: [day('2026-03-16')] }],
          },
        },
      },
    });
    const { user } = renderApp({ route: '/presence', preloadedState: stateFor(buildUser(3, { company: SKOPJE })) });
    await user.click(await screen.findByRole('tab', { name: 'Weekly' }));
    const weekly = await screen.findByTestId('presence-weekly');
    const monday = await within(weekly).findByRole('columnheader', { name: /Monday/ });
    // "16-Mar-2026" in a no-wrap span: a squeezed column once broke it at its hyphens ("16-/Mar-2026").
    expect(monday.querySelector('.date-text')?.textContent).toBe('16-Mar-2026');
  });

  it('shows a record of a month closed for payroll as closed instead of offering its edit', async () => {
    const closure = { id: 9, month: '2026-03', department_id: 1, department_name: 'Sales', closed_at: '2026-04-02T08:00:00Z', closed_by_user_id: 103, closed_by_name: 'Ana Nikolovska', reason: null };
    stubApi({ ...LISTS, 'GET /api/month-closures': { body: { data: { closures: [closure], history: [] } } } });
    renderApp({ route: '/presence?tab=history', preloadedState: stateFor(buildUser(3, { company: SKOPJE })) });
    const history = await screen.findByTestId('presence-history');
    const row = (await within(history).findByText('08:00 – 16:00')).closest('tr')!;
    // Stefan is of department 1, whose March is closed: no edit, no delete, the audit still there.
    expect(await within(row).findByTestId('closed-record-31')).toHaveTextContent('Closed');
    expect(within(row).queryByTestId('edit-record-31')).not.toBeInTheDocument();
    expect(within(row).queryByText('Delete')).not.toBeInTheDocument();
    expect(within(row).getByText('Audit trail')).toBeInTheDocument();
  });

  it('names the person of a history record also when today’s list leaves them out (deactivated, blocked)', async () => {
    const gone = { ...buildRecord({ id: 40, user_id: 151, start: '2026-03-17T07:00:00Z', end: '2026-03-17T11:00:00Z', duration_minutes: 240 }), full_name: 'Petar Deaktiviran' };
    stubApi({ ...LISTS, 'GET /api/presence/history': { body: { data: { items: [gone], total: 1, page: 1, per_page: 20 } } } });
    renderApp({ route: '/presence?tab=history', preloadedState: stateFor(buildUser(3, { company: SKOPJE })) });
    const history = await screen.findByTestId('presence-history');
    const row = (await within(history).findByText('08:00 – 12:00')).closest('tr')!;
    expect(row).toHaveTextContent('Petar Deaktiviran');
    expect(row).not.toHaveTextContent('#151');
  });

  it('requires a reason to edit a record, shows the previous and registered times, and sends only what changed', async () => {
    const calls = stubApi({
      ...LISTS,
      'PATCH /api/presence/records/31': { body: { data: EDITED } },
    });
    const { user } = renderApp({ route: '/presence?tab=history', preloadedState: stateFor(buildUser(3, { company: SKOPJE })) });
    const history = await screen.findByTestId('presence-history');
    const row = (await within(history).findByText('08:00 – 16:00')).closest('tr')!;
    expect(row).toHaveTextContent('16-Mar-2026');
    await waitFor(() => expect(row).toHaveTextContent('Stefan Trajkovski'));
    expect(within(row).getByTestId('edited-tag')).toBeInTheDocument();

    await user.click(within(row).getByTestId('edit-record-31'));
    const dialog = await screen.findByTestId('record-dialog');
    const times = within(dialog).getByTestId('record-times');
    expect(times).toHaveTextContent('08:00 – 16:00');
    expect(times).toHaveTextContent('Before the last edit09:30 – 16:00');
    expect(times).toHaveTextContent('As registered09:30 – 16:00');
    expect(times).toHaveTextContent('Ana Nikolovska, 16-Mar-2026 17:00');

    const save = buttonByText('Save', dialog.closest('.ant-modal') as HTMLElement);
    await user.click(save);
    expect(await within(dialog).findByText('This field is required.')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);

    await fill(within(dialog).getByLabelText('Reason'), 'x'.repeat(251));
    expect(await within(dialog).findByText('At most 250 characters are allowed.')).toBeInTheDocument();

    // Nothing but the reason: there is nothing to save.
    await fill(within(dialog).getByLabelText('Reason'), 'Left at five');
    await user.click(save);
    expect(await within(dialog).findByText('There are no changes to save.')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);

    await pick(user, within(dialog).getByLabelText('End'), '16-Mar-2026 17:00');
    await user.click(save);
    await expectNotice('The record has been saved.');
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ reason: 'Left at five', end: '2026-03-16T16:00:00.000Z' });
  });

  it('deletes a record with a reason and lists its audit trail', async () => {
    const audit: PresenceAuditEntry[] = [
      {
        id: 1,
        record_id: 31,
        action: 'update',
        actor_user_id: 103,
        actor_name: 'Ana Nikolovska',
        reason: 'Forgot to clock in',
        before: { kind: 'work', start: '2026-03-16T08:30:00Z', end: '2026-03-16T15:00:00Z' },
        after: { kind: 'work', start: '2026-03-16T07:00:00Z', end: '2026-03-16T15:00:00Z' },
        at: '2026-03-16T16:00:00Z',
      },
    ];
    const calls = stubApi({
      ...LISTS,
      'GET /api/presence/records/31/audit': { body: { data: audit } },
      'DELETE /api/presence/records/31': { body: { data: { deleted: true } } },
    });
    const { user } = renderApp({ route: '/presence?tab=history', preloadedState: stateFor(buildUser(6, { company: SKOPJE })) });
    const history = await screen.findByTestId('presence-history');
    const row = (await within(history).findByText('08:00 – 16:00')).closest('tr')!;

    await user.click(buttonByText('Audit trail', row));
    const trail = await screen.findByTestId('audit-dialog');
    const entry = (await within(trail).findByText('Ana Nikolovska')).closest('tr')!;
    expect(entry).toHaveTextContent('Edited');
    expect(entry).toHaveTextContent('Forgot to clock in');
    expect(entry).toHaveTextContent('09:30 – 16:00');
    expect(entry).toHaveTextContent('08:00 – 16:00');
    await user.click(trail.closest('.ant-modal-wrap')!.querySelector('.ant-modal-close')!);

    await user.click(buttonByText('Delete', row));
    const dialog = await screen.findByTestId('delete-record-dialog');
    const confirm = buttonByText('Delete', dialog.closest('.ant-modal') as HTMLElement);
    await user.click(confirm);
    expect(await within(dialog).findByText('This field is required.')).toBeInTheDocument();
    await fill(within(dialog).getByLabelText('Reason'), 'Duplicate');
    await user.click(confirm);
    await expectNotice('The record has been deleted.');
    expect(calls.find((call) => call.method === 'DELETE')?.body).toEqual({ reason: 'Duplicate' });
  });

  it('offers no edits to a team member (role 4), who sees only their own records', async () => {
    stubApi(LISTS);
    renderApp({ route: '/presence?tab=history', preloadedState: stateFor(buildUser(4, { company: { ...SKOPJE, show_user_history: true } })) });
    const history = await screen.findByTestId('presence-history');
    const row = (await within(history).findByText('08:00 – 16:00')).closest('tr')!;
    expect(within(row).queryByTestId('edit-record-31')).not.toBeInTheDocument();
    expect(within(row).getByText('Audit trail')).toBeInTheDocument();
    expect(within(history).queryByText('Add record')).not.toBeInTheDocument();
  });

  it('gives a team member (role 4) no History tab while the company does not show them presence history', async () => {
    const calls = stubApi(LISTS);
    const member = renderApp({ route: '/presence?tab=history', preloadedState: stateFor(buildUser(4, { company: { ...SKOPJE, show_user_history: false } })) });
    // A bookmarked ?tab=history opens today instead, and the history is never asked for.
    expect(await screen.findByTestId('presence-today')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Today' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Weekly' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'History' })).not.toBeInTheDocument();
    expect(calls.some((call) => call.path.startsWith('/api/presence/history'))).toBe(false);
    member.unmount();

    // The same rule as /my-presence: HR, who looks after others' presence, keeps the tab with the flag off.
    renderApp({ route: '/presence', preloadedState: stateFor(buildUser(3, { company: { ...SKOPJE, show_user_history: false } })) });
    expect(await screen.findByRole('tab', { name: 'History' })).toBeInTheDocument();
  });
});
