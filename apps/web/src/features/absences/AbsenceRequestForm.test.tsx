import { screen, waitFor, within } from '@testing-library/react';
import { buildAbsence, buildBalanceRow } from '../../test/absenceBuilders';
import { buildUser, stateFor } from '../../test/builders';
import { fill } from '../../test/fill';
import { pick } from '../../test/pickers';
import { expectNotice } from '../../test/queries';
import { renderApp } from '../../test/renderWithProviders';
import { stubApi, type StubHandler } from '../../test/stubApi';

const CATALOGUE = {
  types: [
    { id: 1, key: 'vacation', half_days: true, attachment_from_days: null, notice_working_days: 3, needs_reason: false },
    { id: 2, key: 'personal_days', half_days: false, attachment_from_days: null, notice_working_days: 0, needs_reason: true },
  ],
  personal_day_reasons: [{ id: 1, key: 'marriage', allowance_days: 5 }],
};

/** What /my-absences reads besides the form's own calls. */
const PAGE: Record<string, StubHandler> = {
  'GET /api/absence-types': { body: { data: CATALOGUE } },
  'GET /api/my-absences': { body: { data: { items: [], total: 0, page: 1, per_page: 20 } } },
  'GET /api/my-vacation-days': { body: { data: [buildBalanceRow()] } },
};

const periodInputs = (form: HTMLElement) => within(form).getAllByRole('textbox').filter((input) => input.getAttribute('date-range') !== null);

describe('the absence request form', () => {
  it('shows the working days and the balance left while it is filled in, then sends a vacation with a PDF', async () => {
    const sent: { contentType: string | null; fields: Record<string, string>; files: { name: string; type: string; size: number }[] }[] = [];
    const calls = stubApi({
      ...PAGE,
      'GET /api/absence-preview': (request) => {
        const half = new URL(request.url).searchParams.get('half_day') === 'true';
        return { body: { data: { requested_days: half ? 1.5 : 2, remaining_days: half ? 12.5 : 12, next_working_day: '2026-06-17' } } };
      },
      'POST /api/absences': async (request) => {
        const body = await request.formData();
        const fields: Record<string, string> = {};
        const files: { name: string; type: string; size: number }[] = [];
        body.forEach((value, key) => {
          if (typeof value === 'string') fields[key] = value;
          else files.push({ name: value.name, type: value.type, size: value.size });
        });
        sent.push({ contentType: request.headers.get('content-type'), fields, files });
        return { status: 201, body: { data: buildAbsence() } };
      },
    });
    const { user } = renderApp({ route: '/my-absences', preloadedState: stateFor(buildUser(4)) });
    const form = await screen.findByTestId('absence-form');

    const [from, to] = periodInputs(form);
    await pick(user, from, '15-Jun-2026');
    await pick(user, to, '16-Jun-2026');
    expect(await within(form).findByTestId('preview-requested-days')).toHaveTextContent('2');
    expect(within(form).getByTestId('preview-remaining-days')).toHaveTextContent('12');
    expect(within(form).getByTestId('absence-preview')).toHaveTextContent('17-Jun-2026');
    expect(calls.find((call) => call.path.startsWith('/api/absence-preview'))?.path).toBe(
      '/api/absence-preview?absence_type_id=1&start_date=2026-06-15&end_date=2026-06-16&half_day=false',
    );

    // A half day is counted again by the server.
    await user.click(within(form).getByText('Half day'));
    await waitFor(() => expect(within(form).getByTestId('preview-requested-days')).toHaveTextContent('1.5'));
    expect(within(form).getByTestId('preview-remaining-days')).toHaveTextContent('12.5');
    await user.click(within(form).getByText('Half day'));
    await waitFor(() => expect(within(form).getByTestId('preview-requested-days')).toHaveTextContent('2'));

    // The comment is required. The file's first form error builds antd's styles, slow on a busy machine.
    await user.click(within(form).getByTestId('absence-submit'));
    expect(await within(form).findByText('This field is required.', {}, { timeout: 8000 })).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    await fill(within(form).getByTestId('absence-comment'), 'Family trip');
    const fileInput = form.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(fileInput, new File(['%PDF-1.4 note'], 'note.pdf', { type: 'application/pdf' }));
    expect(await within(form).findByText('note.pdf')).toBeInTheDocument();

    await user.click(within(form).getByTestId('absence-submit'));
    await expectNotice('Your request has been sent.');
    expect(sent).toHaveLength(1);
    expect(sent[0].contentType).toMatch(/^multipart\/form-data/);
    expect(sent[0].fields).toEqual({
      absence_type_id: '1',
      start_date: '2026-06-15',
      end_date: '2026-06-16',
      half_day: 'false',
      comment: 'Family trip',
    });
    // jsdom's File reaches Node's Request without its name, so the name is not compared here.
    expect(sent[0].files).toEqual([{ name: expect.any(String), type: 'application/pdf', size: 13 }]);
  });

  it('refuses files the server would refuse before sending, and shows the server keys under the fields', async () => {
    const calls = stubApi({
      ...PAGE,
      'GET /api/absence-preview': { status: 422, body: { errors: { start_date: ['vacation_needs_working_days_notice'] } } },
      'POST /api/absences': { status: 422, body: { errors: { start_date: ['overlapping_absence'], comment: ['invalid_characters'] } } },
    });
    const { user } = renderApp({ route: '/my-absences', preloadedState: stateFor(buildUser(4)) });
    const form = await screen.findByTestId('absence-form');
    const [from, to] = periodInputs(form);
    await pick(user, from, '15-Jun-2026');
    await pick(user, to, '16-Jun-2026');
    expect(await within(form).findByTestId('absence-preview-error')).toHaveTextContent(
      "A vacation request must start at least the company's minimum number of working days (3 by default) from today.",
    );
    await fill(within(form).getByTestId('absence-comment'), 'Trip');

    const fileInput = () => form.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(fileInput(), new File([new Uint8Array(1024 * 1024 + 1)], 'big.pdf', { type: 'application/pdf' }));
    expect(await within(form).findByText('The file size must not exceed 1MB.')).toBeInTheDocument();
    await user.click(within(form).getByTestId('absence-submit'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    // Removing the file leaves a request without attachments, sent as JSON.
    await user.click(within(form).getByTitle('Remove file'));
    await waitFor(() => expect(within(form).queryByText('big.pdf')).not.toBeInTheDocument());
    await user.click(within(form).getByTestId('absence-submit'));
    expect(await within(form).findByText('The user already has an absence in this period.')).toBeInTheDocument();
    expect(within(form).getByText('The text contains characters that are not allowed.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      absence_type_id: 1,
      start_date: '2026-06-15',
      end_date: '2026-06-16',
      half_day: false,
      comment: 'Trip',
    });
  });

  it('asks for the reason of personal days, named in the current language', async () => {
    stubApi(PAGE);
    const { user } = renderApp({ route: '/my-absences', preloadedState: stateFor(buildUser(4, {}), 'mk') });
    const form = await screen.findByTestId('absence-form');
    await user.click(within(form).getByTestId('absence-type').querySelector('input')!);
    const option = await waitFor(() => {
      const found = document.querySelector<HTMLElement>('.ant-select-item-option[title="Лични денови"]');
      if (!found) throw new Error('no option');
      return found;
    });
    await user.click(option);
    expect(await within(form).findByText('Причина')).toBeInTheDocument();
    await user.click(within(form).getByTestId('absence-submit'));
    expect(await within(form).findByText('Изберете причина за личните денови.')).toBeInTheDocument();
    expect(within(form).queryByText('Половина ден')).not.toBeInTheDocument();
  });
});
