import { screen, within } from '@testing-library/react';
import { stateFor } from '../../test/builders';
import { renderWithProviders } from '../../test/renderWithProviders';
import { CalendarView } from './CalendarView';

describe('the calendar component', () => {
  it('lists days as dd-Mon-yyyy and asks for the visible period', async () => {
    const periods: Array<{ from: string; to: string }> = [];
    const today = new Date();
    const iso = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-15`;
    renderWithProviders(
      <CalendarView
        testId="cal"
        views={['listMonth']}
        events={[{ id: 'a', title: 'Ana · Vacation', start: iso, allDay: true, extendedProps: { kind: 'absence' } }]}
        onPeriod={(p) => periods.push(p)}
      />,
    );
    const calendar = await screen.findByTestId('cal');
    expect(await within(calendar).findByText('Ana · Vacation')).toBeInTheDocument();
    const [y, m] = iso.split('-').map(Number);
    const month = new Date(Date.UTC(y, m - 1, 15)).toLocaleString('en-GB', { month: 'short', timeZone: 'UTC' });
    expect(within(calendar).getByText(`15-${month}-${y}`)).toBeInTheDocument();
    expect(periods[0]).toEqual({ from: `${iso.slice(0, 8)}01`, to: new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10) });
  });

  it('writes its buttons in sentence case in Bulgarian too ("Днес", not FullCalendar’s "днес")', async () => {
    renderWithProviders(<CalendarView testId="cal" views={['dayGridMonth', 'dayGridWeek']} events={[]} onPeriod={() => undefined} />, {
      preloadedState: stateFor(null, 'bg'),
    });
    const calendar = await screen.findByTestId('cal');
    // The button's name is FullCalendar's hint ("Този месец"); its text is what shows.
    expect((await within(calendar).findByText('Днес')).closest('button')).toBeInTheDocument();
    expect(within(calendar).queryByText('днес')).toBeNull();
    expect(within(calendar).getByRole('tab', { name: 'Месец' })).toBeInTheDocument();
  });
});
