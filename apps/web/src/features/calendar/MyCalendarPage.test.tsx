import type { MyCalendarView } from '@presently/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { buildBalanceRow } from '../../test/absenceBuilders';
import { buildUser, stateFor } from '../../test/builders';
import { renderApp } from '../../test/renderWithProviders';
import { stubApi } from '../../test/stubApi';
import { addDays } from './calendarRules';

const ME = buildUser(4);

function myView(url: URL, workedOn = 8): MyCalendarView {
  const from = url.searchParams.get('from') as string;
  const to = url.searchParams.get('to') as string;
  // Days of the second week of the month view, whatever the month.
  const day = (n: number) => addDays(from, n);
  const d = 8;
  return {
    from,
    to,
    timezone: 'Europe/Skopje',
    work_days: [1, 2, 3, 4, 5],
    presence: [{ date: day(workedOn), worked_minutes: 480, by_type: [{ presence_type_id: 1, minutes: 480 }] }],
    absences: [
      { id: 1, user_id: 104, absence_type_id: 1, status: 'approved', start_date: day(d + 1), end_date: day(d + 1), half_day: false, dates: [] },
      { id: 2, user_id: 104, absence_type_id: 3, status: 'pending', start_date: day(d + 2), end_date: day(d + 2), half_day: false, dates: [] },
    ],
    rest_days: [],
    switched_days: [],
    holidays: [{ id: 5, date: day(d + 3), description: 'Republic Day', type: 'public' }],
    balance: [],
  };
}

describe('/my-calendar', () => {
  it('shows my worked hours, an approved and a pending absence drawn differently, a holiday and my balance', async () => {
    const calls = stubApi({
      'GET /api/my-calendar': (request) => ({ body: { data: myView(new URL(request.url)) } }),
      'GET /api/my-vacation-days': { body: { data: [buildBalanceRow()] } },
      'GET /api/calendar-feeds': { body: { data: [] } },
    });
    renderApp({ route: '/my-calendar', preloadedState: stateFor(ME) });
    const calendar = await screen.findByTestId('my-calendar');
    expect(await within(calendar).findByText('Work 8:00')).toBeInTheDocument();
    const approved = within(calendar).getByText('Vacation · Approved');
    const pending = within(calendar).getByText('Sick leave · Pending approval');
    expect(approved.closest('.cal-granted')).not.toBeNull();
    expect(pending.closest('.cal-pending')).not.toBeNull();
    expect(within(calendar).getByText('Republic Day')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('vacation-balance')).toBeInTheDocument());
    expect(calls.filter((c) => c.path.startsWith('/api/my-calendar?'))).toHaveLength(1);
  });

  it('leaves out Saturday and Sunday as the company says, but shows a Saturday I worked on', async () => {
    const weekdaysOnly = buildUser(4, { company: { id: 1, name: 'Acme', special_reports: false, show_saturday: false, show_sunday: false } });
    stubApi({
      // The first Saturday of the month view (it starts on a Monday).
      'GET /api/my-calendar': (request) => ({ body: { data: myView(new URL(request.url), 5) } }),
      'GET /api/my-vacation-days': { body: { data: [] } },
      'GET /api/calendar-feeds': { body: { data: [] } },
    });
    renderApp({ route: '/my-calendar', preloadedState: stateFor(weekdaysOnly) });
    const calendar = await screen.findByTestId('my-calendar');
    const worked = await within(calendar).findByText('Work 8:00');
    const weekdays = () => [...calendar.querySelectorAll<HTMLElement>('[data-date]')].map((cell) => new Date(`${cell.dataset.date}T00:00:00Z`).getUTCDay());
    await waitFor(() => expect(weekdays()).toContain(6));
    expect(new Date(`${worked.closest<HTMLElement>('[data-date]')?.dataset.date}T00:00:00Z`).getUTCDay()).toBe(6);
    expect(weekdays()).not.toContain(0);
  });
});
