import { DOCUMENT_KINDS, DOCUMENT_LANGUAGES, type DocumentTemplateView, type GeneratedDocumentView } from '@presently/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { buildAbsence } from '../../test/absenceBuilders';
import { buildUser, stateFor } from '../../test/builders';
import { choose } from '../../test/pickers';
import { renderApp } from '../../test/renderWithProviders';
import { stubApi } from '../../test/stubApi';

const templates = (): DocumentTemplateView[] =>
  DOCUMENT_KINDS.flatMap((kind) =>
    DOCUMENT_LANGUAGES.map((language) => ({
      id: null,
      kind,
      language,
      source: 'built_in' as const,
      name: `${kind}-${language}.docx`,
      size: 3000,
      uploaded_at: null,
      uploaded_by_user_id: null,
      placeholders: [
        { name: 'employee_name', known: true },
        { name: 'document_number', known: true },
      ],
    })),
  );

const generated = (over: Partial<GeneratedDocumentView> = {}): GeneratedDocumentView => ({
  id: 1,
  absence_request_id: 41,
  user_id: 9,
  employee_name: 'Ana Petrova',
  kind: 'annual_leave',
  language: 'mk',
  year: 2026,
  number: 7,
  number_label: '№ 7',
  issued_on: '2026-03-02',
  status: 'generated',
  available: true,
  attempts: 1,
  last_error: null,
  generated_at: '2026-03-02T10:00:00Z',
  voided_at: null,
  ...over,
});

describe('document templates', () => {
  it('lists each kind and language with its placeholders, and shows a refused upload’s tag and position', async () => {
    const calls = stubApi({
      'GET /api/document-templates': { body: { data: templates() } },
      'GET /api/documents': { body: { data: { items: [], total: 0, page: 1, per_page: 20 } } },
      'POST /api/document-templates': {
        status: 422,
        body: { errors: { file: ['template_unknown_placeholder'] }, problems: [{ key: 'template_unknown_placeholder', tag: 'employe_name', position: 11 }] },
      },
    });
    const { user } = renderApp({ route: '/document-templates', preloadedState: stateFor(buildUser(3)) });
    const page = await screen.findByTestId('document-templates-page');
    await waitFor(() => expect(page.querySelectorAll('tr.template-row')).toHaveLength(9));
    expect(within(page).getAllByText('Paid leave')).toHaveLength(3);
    const bgRow = page.querySelector('tr.template-row--paid_holiday-bg') as HTMLElement;
    expect(bgRow).toHaveTextContent('Bulgarian');
    expect(bgRow).toHaveTextContent('Built-in');
    expect(bgRow).toHaveTextContent('employee_name');

    const input = bgRow.querySelector('input[type=file]') as HTMLInputElement;
    await user.upload(input, new File(['PK fake'], 'mine.docx', { type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' }));
    const refusal = await screen.findByTestId('template-refusal');
    expect(refusal).toHaveTextContent('The template uses a placeholder the platform does not fill.');
    expect(refusal).toHaveTextContent('{employe_name} at character 12');
    const upload = calls.find((c) => c.method === 'POST');
    expect(String(upload?.body)).toContain('name="kind"');
    expect(String(upload?.body)).toContain('paid_holiday');
    expect(String(upload?.body)).toContain('name="language"');
  });

  it('folds the placeholders under their count on a phone, but shows an unknown one at once (in Macedonian)', async () => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: 390 });
    const list = templates();
    list[0] = { ...list[0], placeholders: [...list[0].placeholders, { name: 'employe_name', known: false }] };
    stubApi({
      'GET /api/document-templates': { body: { data: list } },
      'GET /api/documents': { body: { data: { items: [], total: 0, page: 1, per_page: 20 } } },
    });
    renderApp({ route: '/document-templates', preloadedState: stateFor(buildUser(3), 'mk') });
    const page = await screen.findByTestId('document-templates-page');
    await waitFor(() => expect(page.querySelectorAll('tr.template-row')).toHaveLength(9));
    const rows = [...page.querySelectorAll<HTMLElement>('tr.template-row')];
    expect(rows[0]).toHaveTextContent('employe_name');
    expect(rows[0].querySelector('details')).toBeNull();
    const folded = rows[1].querySelector('details') as HTMLDetailsElement;
    expect(folded.querySelector('summary')).toHaveTextContent('2 полиња');
    expect(folded.open).toBe(false);
  });

  it('shows the document link on an approved vacation once its document exists, and nothing for a pending one', async () => {
    stubApi({
      'GET /api/my-absences': { body: { data: { items: [buildAbsence({ id: 41, status: 'approved', absence_type_id: 1 }), buildAbsence({ id: 42, status: 'pending', absence_type_id: 1 })], total: 2, page: 1, per_page: 20 } } },
      'GET /api/absence-types': { body: { data: { types: [], personal_day_reasons: [] } } },
      'GET /api/my-vacation-days': { body: { data: [] } },
      'GET /api/absences/41/document/info': { body: { data: generated() } },
    });
    renderApp({ route: '/my-absences', preloadedState: stateFor(buildUser(5)) });
    const link = await screen.findByTestId('absence-document-41');
    expect(link).toHaveTextContent('Document № 7');
    await waitFor(() => expect(screen.queryByTestId('absence-document-42')).not.toBeInTheDocument());
  });

  it('shows a void document in the register with its date, filters by employee, and exports the register as XLSX as well as CSV', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:register');
    URL.revokeObjectURL = vi.fn();
    // jsdom does not navigate: the saved file's link is clicked into nothing.
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const calls = stubApi({
      'GET /api/document-templates': { body: { data: templates() } },
      'GET /api/documents': { body: { data: { items: [generated({ id: 2, absence_request_id: 42, number: 8, number_label: '№ 8' }), generated({ status: 'void', voided_at: '2026-03-05T09:30:00Z' })], total: 2, page: 1, per_page: 20 } } },
      'GET /api/documents/export': { body: { data: null } },
      'GET /api/users': { body: { data: { items: [{ id: 9, email: 'ana@example.com', full_name: 'Ana Petrova', job_position: null, role_id: 5, department_id: 1, team_id: 1, status: 'inactive', user_color: '#123456' }], total: 1, page: 1, per_page: 100 } } },
    });
    const { user } = renderApp({ route: '/document-templates', preloadedState: stateFor(buildUser(3)) });
    await user.click(await screen.findByRole('tab', { name: 'Issued documents' }));
    const register = await screen.findByTestId('document-register');
    const voidRow = await within(register).findByText('№ 7');
    const row = voidRow.closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('Void');
    expect(row).toHaveTextContent('Void since 05-Mar-2026');
    // Still downloadable, marked void.
    expect(within(row).getByTestId('absence-document-41')).toHaveTextContent('Document № 7');
    expect(within(row).getByTestId('absence-document-41')).toHaveTextContent('Void');
    expect((within(register).getByText('№ 8').closest('tr') as HTMLElement).textContent).not.toContain('Void');

    // One employee's documents (a former one's too), and the export follows the filter.
    await choose(user, within(register).getByRole('combobox', { name: 'All employees' }), 'Ana Petrova');
    await waitFor(() => expect(calls.some((c) => c.path.startsWith('/api/documents?') && c.path.includes('user_id=9'))).toBe(true));
    await user.click(within(register).getByRole('button', { name: /Export XLSX/ }));
    await waitFor(() => expect(calls.some((c) => c.path.startsWith('/api/documents/export') && c.path.includes('format=xlsx') && c.path.includes('user_id=9'))).toBe(true));
    await user.click(within(register).getByRole('button', { name: /Export CSV/ }));
    await waitFor(() => expect(calls.some((c) => c.path.startsWith('/api/documents/export') && c.path.includes('format=csv'))).toBe(true));
  });

  it('keeps the link of a cancelled vacation’s document, marked void', async () => {
    stubApi({
      'GET /api/my-absences': { body: { data: { items: [buildAbsence({ id: 41, status: 'cancelled', absence_type_id: 1 })], total: 1, page: 1, per_page: 20 } } },
      'GET /api/absence-types': { body: { data: { types: [], personal_day_reasons: [] } } },
      'GET /api/my-vacation-days': { body: { data: [] } },
      'GET /api/absences/41/document/info': { body: { data: generated({ status: 'void', voided_at: '2026-03-05T09:30:00Z' }) } },
    });
    renderApp({ route: '/my-absences', preloadedState: stateFor(buildUser(5)) });
    const link = await screen.findByTestId('absence-document-41');
    expect(link).toHaveTextContent('Document № 7');
    expect(link).toHaveTextContent('Void');
  });
});
