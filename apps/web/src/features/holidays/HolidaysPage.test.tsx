import type { Holiday, OfficialHoliday } from '@presently/contracts';
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

  it('fills a year from the official holidays: previews the country’s list, then saves it and shows the year', async () => {
    const official = (date: string, description: string, extra: Partial<OfficialHoliday> = {}): OfficialHoliday => ({
      date,
      description,
      type: 'public',
      for_all: true,
      nationality_id: null,
      religion_id: null,
      audience_name: null,
      audience_missing: false,
      moved_from: null,
      saved: false,
      ...extra,
    });
    let saved = false;
    const calls = stubApi({
      'GET /api/holidays': () => ({ body: { data: saved ? [{ ...HOLIDAY, date: `${year}-08-03`, description: 'Republic Day (moved)', type: 'public', for_all: true, religion_id: null }] : [] } }),
      'GET /api/nationalities': { body: { data: [] } },
      'GET /api/religions': { body: { data: [] } },
      'GET /api/holidays/official': (request) => {
        const country = new URL(request.url).searchParams.get('country');
        const items =
          country === 'BG'
            ? [official(`${year}-03-03`, 'Liberation Day')]
            : [
                official(`${year}-01-01`, 'New Year’s Day', { saved: true }),
                official(`${year}-08-03`, 'Republic Day (Ilinden) (day off moved from the weekend)', { moved_from: `${year}-08-02` }),
                official(`${year}-09-21`, 'Yom Kippur', { type: 'religious', for_all: false, audience_name: 'Judaism', audience_missing: true }),
              ];
        return { body: { data: { items } } };
      },
      'POST /api/holidays/official': () => {
        saved = true;
        return { body: { data: { country: 'MK', year, saved: 1, existing: 1, skipped: 1 } } };
      },
    });
    const { user } = renderApp({ route: '/holiday', preloadedState: stateFor(buildUser(1)) });
    await screen.findByTestId('holidays-page');
    await user.click(screen.getByTestId('fill-official'));
    const dialog = await screen.findByTestId('official-holidays-dialog');
    const moved = (await within(dialog).findByText('Republic Day (Ilinden) (day off moved from the weekend)')).closest('tr')!;
    expect(moved).toHaveTextContent(`03-Aug-${year}`);
    expect(moved).toHaveTextContent(`Day off for 02-Aug-${year}`);
    expect(moved).toHaveTextContent('Will be added');
    expect(within(dialog).getByText('New Year’s Day').closest('tr')).toHaveTextContent('Already there');
    expect(within(dialog).getByText('Yom Kippur').closest('tr')).toHaveTextContent('Nationality or religion not in your lists');
    expect(new URL(calls.find((call) => call.path.startsWith('/api/holidays/official'))!.path, 'http://x').searchParams.get('year')).toBe(String(year));

    await user.click(buttonByText('Add 1 holiday'));
    await waitFor(() => expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ country: 'MK', year }));
    await expectNotice(`1 holiday added to ${year} (1 already there).`);
    expect(await within(screen.getByTestId('holidays-page')).findByText('Republic Day (moved)')).toBeInTheDocument();
  });
});
