import type { ApprovalRulesOfType, PersonalDayAllowance } from '@presently/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { buildAbsence, buildBalanceRow, buildStep } from '../../test/absenceBuilders';
import { buildUser, stateFor } from '../../test/builders';
import { fill } from '../../test/fill';
import { choose, pick } from '../../test/pickers';
import { buttonByText, expectNotice } from '../../test/queries';
import { renderApp } from '../../test/renderWithProviders';
import { stubApi } from '../../test/stubApi';

const RULES: ApprovalRulesOfType[] = [
  { absence_type_id: 1, company_default: false, steps: [{ step: 'team_lead', from_days: 0 }, { step: 'general_manager', from_days: 6 }] },
  { absence_type_id: 3, company_default: true, steps: [] },
];
const ALLOWANCES: PersonalDayAllowance[] = [
  { reason_id: 1, key: 'marriage', days: 3, default_days: 3, company_default: true },
  { reason_id: 4, key: 'death_of_spouse_or_child', days: 5, default_days: 5, company_default: true },
];
const SETTINGS_PAGE = {
  'GET /api/settings': { status: 500, body: { error: 'server_error' } },
  'GET /api/absence-approval-rules': { body: { data: RULES } },
  'GET /api/personal-day-allowances': { body: { data: ALLOWANCES } },
};

describe('the absence policy on the settings page', () => {
  it('shows each type’s steps and saves sick leave as HR only', async () => {
    const calls = stubApi({
      ...SETTINGS_PAGE,
      'PUT /api/absence-approval-rules/3': { body: { data: { absence_type_id: 3, company_default: false, steps: [{ step: 'human_resources', from_days: 0 }] } } },
    });
    const { user } = renderApp({ route: '/settings', preloadedState: stateFor(buildUser(1)) });
    const card = await screen.findByTestId('approval-rules');
    expect(await within(card).findByText('General Manager from 6 days')).toBeInTheDocument();
    expect(within(card).getByText('Company setting')).toBeInTheDocument();

    await user.click(within(card).getByTestId('approval-rules-edit-3'));
    const form = await screen.findByTestId('approval-rules-form');
    await user.click(within(form).getByText('Human Resources'));
    await user.click(buttonByText('Save', form.closest('.ant-modal') as HTMLElement));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject({ path: '/api/absence-approval-rules/3', body: { steps: [{ step: 'human_resources', from_days: 0 }] } });
    await expectNotice('Saved.');
  });

  it('sends only the allowances that changed; restoring sends null for every reason', async () => {
    const calls = stubApi({
      ...SETTINGS_PAGE,
      'PUT /api/personal-day-allowances': (request) =>
        request
          .clone()
          .json()
          .then(() => ({ body: { data: ALLOWANCES } })),
    });
    const { user } = renderApp({ route: '/settings', preloadedState: stateFor(buildUser(7)) });
    const card = await screen.findByTestId('personal-day-allowances');
    const marriage = await within(card).findByLabelText('Days a year: Marriage');
    await user.clear(marriage);
    await user.type(marriage, '5');
    await user.click(within(card).getByTestId('allowances-save'));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ allowances: [{ reason_id: 1, days: 5 }] });

    await user.click(within(card).getByTestId('allowances-reset'));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(2));
    expect(calls.filter((c) => c.method === 'PUT')[1].body).toEqual({ allowances: [{ reason_id: 1, days: null }, { reason_id: 4, days: null }] });
  });
});

describe('substitutes on the approvals page', () => {
  it('names a substitute for a period and marks what waits for someone the approver stands in for', async () => {
    const forMara = buildAbsence({ id: 5, chain: [buildStep({ holder_user_id: 120, holder_name: 'Mara Lead' })], waiting_for_user_id: 120 });
    const calls = stubApi({
      'GET /api/absence-approvals': { body: { data: [buildAbsence(), forMara] } },
      'GET /api/absences': { body: { data: { items: [], total: 0, page: 1, per_page: 20 } } },
      'GET /api/my-substitute': { body: { data: { user_id: 106, substitute_user_id: null, substitute_name: null, from: null, to: null } } },
      'GET /api/absence-substitute-candidates': { body: { data: [{ id: 107, full_name: 'Dina Manager', role_id: 7 }] } },
      'PUT /api/my-substitute': { body: { data: { user_id: 106, substitute_user_id: 107, substitute_name: 'Dina Manager', from: '2026-07-01', to: '2026-07-10' } } },
    });
    const { user } = renderApp({ route: '/absence-requests', preloadedState: stateFor(buildUser(6)) });
    const list = await screen.findByTestId('waiting-approvals');
    expect(await within(list).findByTestId('as-substitute-5')).toHaveTextContent('As substitute for Mara Lead');
    expect(within(list).queryByTestId('as-substitute-1')).not.toBeInTheDocument();

    const card = screen.getByTestId('substitute-card');
    expect(within(card).getByTestId('substitute-current')).toHaveTextContent('Nobody decides for you while you are away.');
    await choose(user, within(card).getByLabelText('Substitute'), 'Dina Manager');
    const [from, to] = within(card).getAllByRole('textbox').filter((input) => input.getAttribute('date-range') !== null);
    await pick(user, from, '01-Jul-2026');
    await pick(user, to, '10-Jul-2026');
    await user.click(within(card).getByTestId('substitute-save'));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ substitute_user_id: 107, from: '2026-07-01', to: '2026-07-10' });
    await expectNotice('The substitute has been saved and e-mailed.');
  });
});

describe('team coverage on a request', () => {
  it('shows the approver how many of the team are off each day and warns of a day over the maximum', async () => {
    stubApi({
      'GET /api/absences/1': { body: { data: { ...buildAbsence(), audit: [] } } },
      'GET /api/absences/1/team-coverage': {
        body: {
          data: {
            team_id: 1,
            team_size: 5,
            max_percent: 40,
            action: 'warn',
            days: [
              { date: '2026-06-15', approved: 1, pending: 1, exceeded: true },
              { date: '2026-06-16', approved: 0, pending: 1, exceeded: false },
            ],
          },
        },
      },
    });
    renderApp({ route: '/absences/1', preloadedState: stateFor(buildUser(6)) });
    const card = await screen.findByTestId('team-coverage');
    expect(within(card).getByTestId('team-coverage-summary')).toHaveTextContent('The team has 5 people; at most 40% may be off at once.');
    expect(within(card).getByTestId('team-coverage-warning')).toHaveTextContent('On 1 day the team would be over the company’s maximum.');
    expect((await within(card).findByText('15-Jun-2026')).closest('tr')).toHaveTextContent('Over the maximum');
    expect(within(card).getByText('16-Jun-2026').closest('tr')).toHaveTextContent('Within');
  });
});

describe('HR asks for someone else', () => {
  it('chooses the employee, previews their days and sends user_id', async () => {
    const sent: unknown[] = [];
    const calls = stubApi({
      'GET /api/absence-types': { body: { data: { types: [{ id: 1, key: 'vacation', half_days: true, attachment_from_days: null, notice_working_days: 3, needs_reason: false }], personal_day_reasons: [] } } },
      'GET /api/my-absences': { body: { data: { items: [], total: 0, page: 1, per_page: 20 } } },
      'GET /api/my-vacation-days': { body: { data: [buildBalanceRow()] } },
      'GET /api/users': { body: { data: { items: [{ id: 110, email: 'bob@example.com', full_name: 'Bob Marin', job_position: null, role_id: 4, department_id: 1, team_id: 1, status: 'active', user_color: '#123456' }], total: 1, page: 1, per_page: 100 } } },
      'GET /api/absence-preview': { body: { data: { requested_days: 2, remaining_days: 8, next_working_day: '2026-06-17' } } },
      'POST /api/absences': (request) =>
        request
          .clone()
          .json()
          .then((body: unknown) => {
            sent.push(body);
            return { status: 201, body: { data: buildAbsence({ user_id: 110, user_name: 'Bob Marin' }) } };
          }),
    });
    const { user } = renderApp({ route: '/my-absences', preloadedState: stateFor(buildUser(3)) });
    const form = await screen.findByTestId('absence-form');
    await choose(user, within(form).getByLabelText('Employee'), 'Bob Marin');
    const [from, to] = within(form).getAllByRole('textbox').filter((input) => input.getAttribute('date-range') !== null);
    await pick(user, from, '15-Jun-2026');
    await pick(user, to, '16-Jun-2026');
    await waitFor(() => expect(calls.some((c) => c.path.startsWith('/api/absence-preview') && c.path.includes('user_id=110'))).toBe(true));
    await fill(within(form).getByTestId('absence-comment'), 'Asked by phone');
    await user.click(within(form).getByTestId('absence-submit'));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ absence_type_id: 1, start_date: '2026-06-15', end_date: '2026-06-16', user_id: 110, comment: 'Asked by phone' });
  });
});

describe('changes to a request after it was made', () => {
  it('HR ends a started absence early with a last day and a reason', async () => {
    const started = buildAbsence({ status: 'approved', start_date: '2020-01-06', end_date: '2099-01-10', chain: [], waiting_for_user_id: null });
    const calls = stubApi({
      'GET /api/absences/1': { body: { data: { ...started, audit: [] } } },
      'GET /api/absences/1/team-coverage': { body: { data: { team_id: null, team_size: null, max_percent: null, action: 'warn', days: [] } } },
      'POST /api/absences/1/end': { body: { data: { ...started, end_date: '2020-01-07' } } },
    });
    const { user } = renderApp({ route: '/absences/1', preloadedState: stateFor(buildUser(3)) });
    await user.click(await screen.findByTestId('end-early'));
    const form = await screen.findByTestId('end-early-form');
    const modal = form.closest('.ant-modal') as HTMLElement;
    await user.click(buttonByText('End the absence', modal));
    // Both fields' messages: findAll would settle for the first one shown (each field validates on its own turn).
    await waitFor(() => expect(within(form).getAllByText('This field is required.')).toHaveLength(2));
    await pick(user, within(form).getByRole('textbox', { name: 'Last day of the absence' }), '07-Jan-2020');
    await fill(within(form).getByTestId('end-early-reason'), 'Back at work');
    await user.click(buttonByText('End the absence', modal));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({ path: '/api/absences/1/end', body: { end_date: '2020-01-07', reason: 'Back at work' } });
    await expectNotice('The absence has been ended early.');
  });

  it('the requester adds a file later; a PDF over 1 MB is refused before sending', async () => {
    const sick = buildAbsence({ absence_type_id: 3, missing_document: true });
    // The test's fetch loses a multipart file's name (as in the request form's test): type and size tell it.
    const sent: string[] = [];
    stubApi({
      'GET /api/absences/1': { body: { data: { ...sick, audit: [] } } },
      'POST /api/absences/1/files': async (request) => {
        (await request.formData()).forEach((value) => typeof value !== 'string' && sent.push(`${value.type}:${value.size}`));
        return { body: { data: { ...sick, missing_document: false } } };
      },
    });
    const { user } = renderApp({ route: '/absences/1', preloadedState: stateFor(buildUser(4, { id: 104 })) });
    await user.click(await screen.findByTestId('add-files'));
    let modal = (await screen.findByTestId('add-files-input')).closest('.ant-modal') as HTMLElement;
    await user.upload(modal.querySelector<HTMLInputElement>('input[type="file"]')!, new File(['%PDF-1.4 note'], 'sick-note.pdf', { type: 'application/pdf' }));
    await user.click(buttonByText('Add', modal));
    await expectNotice('The files have been added.');
    expect(sent).toEqual(['application/pdf:13']);

    await user.click(screen.getByTestId('add-files'));
    modal = (await screen.findByTestId('add-files-input')).closest('.ant-modal') as HTMLElement;
    await user.upload(modal.querySelector<HTMLInputElement>('input[type="file"]')!, new File([new Uint8Array(1024 * 1024 + 1)], 'scan.pdf', { type: 'application/pdf' }));
    await user.click(buttonByText('Add', modal));
    expect(await within(modal).findByTestId('add-files-error')).toHaveTextContent(/1 ?MB/);
    expect(sent).toEqual(['application/pdf:13']);
  });
});
