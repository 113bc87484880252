import type { Holiday } from '@presently/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { buildUser, stateFor } from '../../test/builders';
import { buttonByText, expectNotice } from '../../test/queries';
import { renderApp } from '../../test/renderWithProviders';
import { stubApi } from '../../test/stubApi';

const year = new Date().getFullYear();
const HOLIDAY: Holiday = {
  id: 7,
  date: `${year}-01-07`,
  description: 'Christmas (Orthodox)',
  type: 'religious',
  year,
  for_all: false,
  nationality_id: null,
  religion_id: 4,
};

describe('holidays', () => {
  it('asks again when users have rest days on the date, and deletes with confirm=true', async () => {
    let deleted = false;
    const calls = stubApi({
      'GET /api/holidays': () => ({ body: { data: deleted ? [] : [HOLIDAY] } }),
      'GET /api/nationalities': { body: { data: [] } },
      'GET /api/religions': { body: { data: [{ id: 4, name: 'Orthodox Christian' }] } },
      'DELETE /api/holidays/7': (request) => {
        if (new URL(request.url).searchParams.get('confirm') !== 'true') return { status: 409, body: { error: 'holiday_has_rest_days' } };
        deleted = true;
        return { body: { data: { deleted: true } } };
      },
    });
    const { user } = renderApp({ route: '/holiday', preloadedState: stateFor(buildUser(3)) });
    const page = await screen.findByTestId('holidays-page');
    const row = (await within(page).findByText('Christmas (Orthodox)')).closest('tr')!;
    expect(row).toHaveTextContent(`07-Jan-${year}`);
    expect(row).toHaveTextContent('Religious');
    await waitFor(() => expect(row).toHaveTextContent('Orthodox Christian'));
    expect(new URL(calls.find((call) => call.path.startsWith('/api/holidays'))!.path, 'http://x').searchParams.get('year')).toBe(String(year));

    await user.click(buttonByText('Delete', row));
    expect(await screen.findByText(`The holiday 07-Jan-${year} Christmas (Orthodox) will be deleted.`)).toBeInTheDocument();
    await user.click(screen.getByTestId('confirm-ok'));

    // The server asks for confirmation: a second dialog, then the same call with confirm=true.
    expect(await screen.findByText('Some users have rest days on this date. Delete the holiday anyway?')).toBeInTheDocument();
    await user.click(buttonByText('Delete anyway'));
    await waitFor(() => expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual(['/api/holidays/7', '/api/holidays/7?confirm=true']));
    await expectNotice(`The holiday 07-Jan-${year} Christmas (Orthodox) has been deleted.`);
    await waitFor(() => expect(within(page).queryByText('Christmas (Orthodox)')).not.toBeInTheDocument());
  });
});
