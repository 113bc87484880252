import { screen, waitFor, within } from '@testing-library/react';
import { buildUser, stateFor } from '../../test/builders';
import { renderApp } from '../../test/renderWithProviders';
import { stubApi, type StubHandler } from '../../test/stubApi';
import type { ReportPreview } from './reportTypes';

const ACME = { id: 1, name: 'Acme', special_reports: false, timezone: 'Europe/Skopje' };

/** The administrators report of one scan, reviewed or not as the server has it. */
const scans = (reviewed: boolean): ReportPreview => ({
  kind: 'administrators',
  from: '2026-10-01',
  to: '2026-10-31',
  columns: [
    { key: 'employee', label: 'employee', type: 'text' },
    { key: 'date', label: 'date', type: 'date' },
    { key: 'time', label: 'time', type: 'time' },
    { key: 'has_image', label: 'has_image', type: 'bool' },
    { key: 'record_id', label: 'record_id', type: 'number' },
    { key: 'reviewed_by', label: 'reviewed_by', type: 'text' },
    { key: 'reviewed_at', label: 'reviewed_at', type: 'text' },
  ],
  rows: [
    {
      kind: 'day',
      cells: { employee: 'Marija Stojanova', date: '2026-10-02', time: '08:02', has_image: true, record_id: 41, reviewed_by: reviewed ? 'Ana HR' : null, reviewed_at: reviewed ? '2026-10-02 09:15' : null },
    },
    // A device scan that kept no image: nothing to review.
    { kind: 'day', cells: { employee: 'Petar Petrov', date: '2026-10-02', time: '08:10', has_image: false, record_id: 42, reviewed_by: null, reviewed_at: null } },
  ],
  totals: {},
  legend: [],
});

/** The administrators report's lists, the preview of `scans(false)` and what else is given. */
const adminReportApi = (more: Record<string, StubHandler>): Record<string, StubHandler> => ({
  'GET /api/report-exports': { body: { data: [] } },
  'GET /api/departments': { body: { data: [] } },
  'GET /api/teams': { body: { data: [] } },
  'GET /api/presence/today': { body: { data: [] } },
  'GET /api/reports/administrators': { body: { data: scans(false), meta: { page: 1, size: 50, total: 2 } } },
  ...more,
});

/** The first bytes of a JPEG: enough to tell it is the image the gateway sent. */
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46]);

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

  it('opens a scan’s image only when asked, fetched with the token, and says so when an image is gone', async () => {
    const calls = stubApi(
      adminReportApi({
        'GET /api/presence/records/41/image': (request) =>
          new URL(request.url).searchParams.get('action') === 'clock-in' ? { bytes: { data: JPEG, type: 'image/jpeg' } } : { status: 404, body: { error: 'not_found' } },
      }),
    );
    const { user } = renderApp({ route: '/administrator-reports', preloadedState: stateFor(buildUser(3, { company: ACME })) });
    const view = await screen.findByRole('button', { name: 'View the image of Marija Stojanova, 02-Oct-2026 08:02' });
    // A scan that kept no image offers nothing to view, and nothing is fetched before a click.
    expect(screen.queryByTestId('scan-image-42')).not.toBeInTheDocument();
    expect(calls.some((c) => c.path.includes('/image'))).toBe(false);

    await user.click(view);
    const dialog = await screen.findByTestId('scan-image-dialog');
    expect(dialog.closest('.ant-modal')).toHaveTextContent('Attendance image: Marija Stojanova, 02-Oct-2026 08:02');
    const picture = await within(dialog).findByRole('img', { name: 'Image taken at the clock-in scan of Marija Stojanova, 02-Oct-2026 08:02' });
    expect(picture.getAttribute('src')).toBe(`data:image/jpeg;base64,${btoa(String.fromCharCode(...JPEG))}`);
    const asked = calls.find((c) => c.path.startsWith('/api/presence/records/41/image'));
    expect(asked).toMatchObject({ path: '/api/presence/records/41/image?action=clock-in', authorization: 'Bearer test-token' });

    // The scan that closed the record kept none (404): said in words, no broken picture.
    await user.click(within(dialog).getByText('At clock-out'));
    expect(await within(dialog).findByText('This image is not available: it was not kept or it has been removed.')).toBeInTheDocument();
    expect(within(dialog).queryByRole('img', { name: /Image taken/ })).not.toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/presence/records/41/image?action=clock-out')).toBe(true);
  });

  it('names the image’s dialog in Macedonian', async () => {
    stubApi(adminReportApi({ 'GET /api/presence/records/41/image': { status: 404, body: { error: 'not_found' } } }));
    const { user } = renderApp({ route: '/administrator-reports', preloadedState: stateFor(buildUser(3, { company: ACME }), 'mk') });
    await user.click(await screen.findByRole('button', { name: 'Види ја сликата од Marija Stojanova, 02-Окт-2026 08:02' }));
    const dialog = await screen.findByTestId('scan-image-dialog');
    expect(await within(dialog).findByText('Оваа слика не е достапна: не била зачувана или е отстранета.')).toBeInTheDocument();
    expect(within(dialog).getByText('При доаѓање')).toBeInTheDocument();
  });
});
