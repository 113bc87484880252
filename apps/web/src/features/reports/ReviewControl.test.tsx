import { screen, waitFor, within } from '@testing-library/react';
import { buildUser, stateFor } from '../../test/builders';
import { renderApp } from '../../test/renderWithProviders';
import { stubApi } from '../../test/stubApi';
import type { ReportPreview } from './reportTypes';

const ACME = { id: 1, name: 'Acme', special_reports: false, timezone: 'Europe/Skopje' };

/** The administrators report of one scan, reviewed or not as the server has it. */
const scans = (reviewed: boolean): ReportPreview => ({
  kind: 'administrators',
  from: '2026-10-01',
  to: '2026-10-31',
  columns: [
    { key: 'employee', label: 'employee', type: 'text' },
    { key: 'time', label: 'time', type: 'time' },
    { key: 'has_image', label: 'has_image', type: 'bool' },
    { key: 'record_id', label: 'record_id', type: 'number' },
    { key: 'reviewed_by', label: 'reviewed_by', type: 'text' },
    { key: 'reviewed_at', label: 'reviewed_at', type: 'text' },
  ],
  rows: [
    {
      kind: 'day',
      cells: { employee: 'Marija Stojanova', time: '08:02', has_image: true, record_id: 41, reviewed_by: reviewed ? 'Ana HR' : null, reviewed_at: reviewed ? '2026-10-02 09:15' : null },
    },
    // A device scan that kept no image: nothing to review.
    { kind: 'day', cells: { employee: 'Petar Petrov', time: '08:10', has_image: false, record_id: 42, reviewed_by: null, reviewed_at: null } },
  ],
  totals: {},
  legend: [],
});

describe('the administrators report’s review control', () => {
  it('marks a scan reviewed, then shows who and when, and unmarks it', async () => {
    let reviewed = false;
    const calls = stubApi({
      'GET /api/report-exports': { body: { data: [] } },
      'GET /api/departments': { body: { data: [] } },
      'GET /api/teams': { body: { data: [] } },
      'GET /api/presence/today': { body: { data: [] } },
      'GET /api/reports/administrators': () => ({ body: { data: scans(reviewed), meta: { page: 1, size: 50, total: 1 } } }),
      'PUT /api/reports/administrators/reviews/41': () => {
        reviewed = true;
        return { body: { data: { record_id: 41, reviewed: true, reviewed_by_id: 3, reviewed_by_name: 'Ana HR', reviewed_at: '2026-10-02T07:15:00Z' } } };
      },
      'DELETE /api/reports/administrators/reviews/41': () => {
        reviewed = false;
        return { body: { data: { record_id: 41, reviewed: false, reviewed_by_id: null, reviewed_by_name: null, reviewed_at: null } } };
      },
    });
    const { user } = renderApp({ route: '/administrator-reports', preloadedState: stateFor(buildUser(3, { company: ACME })) });

    const control = await screen.findByTestId('review-41');
    expect(screen.getByText('Petar Petrov')).toBeInTheDocument();
    expect(screen.queryByTestId('review-42')).not.toBeInTheDocument();
    await user.click(within(control).getByRole('button', { name: 'Mark reviewed' }));
    expect(await screen.findByText('Reviewed by Ana HR at 2026-10-02 09:15')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT' && c.path === '/api/reports/administrators/reviews/41')).toBe(true);

    await user.click(within(screen.getByTestId('review-41')).getByRole('button', { name: 'Unmark' }));
    await waitFor(() => expect(within(screen.getByTestId('review-41')).getByRole('button', { name: 'Mark reviewed' })).toBeInTheDocument());
    expect(screen.queryByText(/Reviewed by Ana HR/)).not.toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE' && c.path === '/api/reports/administrators/reviews/41')).toBe(true);
  });
});
