import { screen, within } from '@testing-library/react';
import { TEXT_COLOR } from '../../shared/colors';
import { buildDay, buildRecord, buildWeek } from '../../test/presenceBuilders';
import { renderWithProviders } from '../../test/renderWithProviders';
import { visibleDays, WeekTable } from './WeekTable';

const SATURDAY = '2026-03-21';
const SUNDAY = '2026-03-22';
const worked = { records: [buildRecord({ start: '2026-03-22T08:00:00Z', end: '2026-03-22T10:30:00Z', duration_minutes: 150 })] };

describe('the week of /my-presence', () => {
  it('hides Saturday and Sunday unless the company shows them or they hold presence', () => {
    const dates = (week: Parameters<typeof visibleDays>[0]) => visibleDays(week).map((day) => day.date);
    expect(dates(buildWeek())).toHaveLength(5);
    expect(dates(buildWeek({ show_saturday: true }))).toContain(SATURDAY);
    expect(dates(buildWeek({ show_saturday: true }))).not.toContain(SUNDAY);
    expect(dates(buildWeek({ show_sunday: true }))).toEqual(expect.arrayContaining([SUNDAY]));
    expect(dates(buildWeek({}, { [SUNDAY]: worked }))).toEqual([...dates(buildWeek()), SUNDAY]);
    expect(dates(buildWeek({ show_saturday: true, show_sunday: true }))).toHaveLength(7);
  });

  it('shows each day as dd-Mon-yyyy with its records as hh:mm in the company zone', async () => {
    const week = buildWeek(
      {},
      {
        '2026-03-16': {
          records: [
            buildRecord({ id: 1, start: '2026-03-16T07:00:00Z', end: '2026-03-16T11:00:00Z' }),
            buildRecord({ id: 2, kind: 'break', presence_type_id: 2, start: '2026-03-16T11:00:00Z', end: '2026-03-16T11:30:00Z' }),
          ],
          holiday: null,
        },
        '2026-03-17': { holiday: 'Spring Day' },
        [SUNDAY]: worked,
      },
    );
    renderWithProviders(<WeekTable week={week} zone="Europe/Skopje" />);
    const table = await screen.findByTestId('week-table');
    // The date never breaks at its hyphens in a narrow Day column ("16-Mar-/2026").
    expect(within(table).getByText('16-Mar-2026')).toHaveClass('date-text');
    const monday = within(table).getByText('16-Mar-2026').closest('tr')!;
    expect(monday).toHaveTextContent('Monday');
    expect(monday).toHaveTextContent('Work 08:00 – 12:00');
    expect(monday).toHaveTextContent('Paid Break 12:00 – 12:30');
    // Each record is marked with its type's colour (a dot); its text is in the text colour, readable on the tag.
    const [work, paidBreak] = within(monday).getAllByTestId('week-record');
    expect(work.querySelector('.color-tag__dot')).toHaveStyle({ backgroundColor: '#2786fb' });
    expect(paidBreak.querySelector('.color-tag__dot')).toHaveStyle({ backgroundColor: '#1dc9b7' });
    expect(work).toHaveStyle({ color: TEXT_COLOR });
    expect(within(table).getByText('17-Mar-2026').closest('tr')).toHaveTextContent('Holiday: Spring Day');
    expect(within(table).queryByText('21-Mar-2026')).not.toBeInTheDocument();
    expect(within(table).getByText('22-Mar-2026').closest('tr')).toHaveTextContent('09:00 – 11:30');
    expect(buildDay('2026-03-16', 1).records).toEqual([]);
  });
});
