import { screen, waitFor, within } from '@testing-library/react';
import { buildUser, stateFor } from '../../test/builders';
import { choose } from '../../test/pickers';
import { renderApp } from '../../test/renderWithProviders';
import { stubApi } from '../../test/stubApi';
import { feedScopesFor } from './FeedsPanel';

const URL_ONCE = 'http://localhost:8080/api/calendar-feeds/aa11.ics';

describe('calendar feeds', () => {
  it('offers each role only the scopes the server allows', () => {
    expect(feedScopesFor(5)).toEqual(['me']);
    expect(feedScopesFor(6)).toEqual(['me', 'team']);
    expect(feedScopesFor(3)).toEqual(['me', 'team', 'company']);
  });

  it('makes a team feed and shows its address once, lists it and revokes it', async () => {
    let feeds: Array<{ id: number; scope: string; absence_type_id: number | null; created_at: string }> = [];
    const calls = stubApi({
      'GET /api/calendar': (request) => {
        const url = new URL(request.url);
        return { body: { data: { from: url.searchParams.get('from'), to: url.searchParams.get('to'), timezone: 'UTC', scope: 'team', people: [], absences: [], holidays: [], departments: [], teams: [] } } };
      },
      'GET /api/calendar-feeds': () => ({ body: { data: feeds } }),
      'POST /api/calendar-feeds': () => {
        feeds = [{ id: 3, scope: 'team', absence_type_id: null, created_at: '2026-11-24T10:00:00Z' }];
        return { status: 201, body: { data: { ...feeds[0], url: URL_ONCE } } };
      },
      'DELETE /api/calendar-feeds/3': () => {
        feeds = [];
        return { body: { data: { revoked: true } } };
      },
    });
    const { user } = renderApp({ route: '/calendar', preloadedState: stateFor(buildUser(6)) });
    const panel = await screen.findByTestId('feeds-panel');
    await choose(user, within(panel).getByRole('combobox', { name: 'What to include' }), 'My team (as on my calendar)');
    await user.click(within(panel).getByTestId('feed-create'));
    expect(await within(panel).findByText(URL_ONCE)).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ scope: 'team', absence_type_id: null });
    expect(await within(panel).findByText('Created 24-Nov-2026')).toBeInTheDocument();

    await user.click(within(panel).getByTestId('feed-revoke-3'));
    const confirm = await waitFor(() => {
      const button = document.querySelector<HTMLElement>('.ant-popconfirm-buttons .ant-btn-primary');
      if (!button) throw new Error('the confirmation is not open');
      return button;
    });
    await user.click(confirm);
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE' && c.path === '/api/calendar-feeds/3')).toBe(true));
    expect(await within(panel).findByText('No feeds yet')).toBeInTheDocument();
  });
});
