import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import mammoth from 'mammoth';
import PizZip from 'pizzip';
import { pdfDocument } from '../support/absence-files';
import { readXlsx } from '../support/report-files';
import { approvalCompany, weekAhead, type ApprovalCompany, type Member } from '../support/absence-people';
import { bearer, json } from '../support/identity';
import { addPerson, dataOf, eventually, newCompany, put, type Company, type Person } from '../support/people';
import { api, baseUrl } from '../support/stack';

interface TemplateView {
  id: number | null;
  kind: string;
  language: string;
  source: string;
  placeholders: Array<{ name: string; known: boolean }>;
}
interface DocumentView {
  absence_request_id: number;
  number: number | null;
  number_label: string | null;
  year: number | null;
  issued_on: string | null;
  status: string;
  available: boolean;
  employee_name: string;
  kind: string;
  language: string;
  voided_at: string | null;
}

const post = (path: string, token: string, body: unknown = {}) => api(path, json(body, token));
const get = (path: string, token: string) => api(path, bearer(token));

/** A download as raw bytes. */
async function download(path: string, token: string): Promise<{ status: number; type: string | null; bytes: Buffer; body: unknown }> {
  const res = await fetch(`${baseUrl}${path}`, bearer(token));
  const bytes = Buffer.from(await res.arrayBuffer());
  let body: unknown = null;
  if ((res.headers.get('content-type') ?? '').includes('json')) body = JSON.parse(bytes.toString('utf8'));
  return { status: res.status, type: res.headers.get('content-type'), bytes, body };
}

async function uploadTemplate(token: string, kind: string, language: string, file: Buffer, name = 'template.docx') {
  const form = new FormData();
  form.append('kind', kind);
  form.append('language', language);
  form.append('file', new Blob([new Uint8Array(file)]), name);
  const res = await fetch(`${baseUrl}/api/document-templates`, { method: 'POST', body: form, headers: { Authorization: `Bearer ${token}` } });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/** A .docx written by hand (a zip with word/document.xml), as a person would make one in Word. */
function docx(paragraphs: string[]): Buffer {
  const zip = new PizZip();
  zip.file(
    '[Content_Types].xml',
    '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  );
  zip.file('_rels/.rels', '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>');
  const body = paragraphs.map((p) => `<w:p>${p.startsWith('<w:r>') ? p : `<w:r><w:t xml:space="preserve">${p}</w:t></w:r>`}</w:p>`).join('');
  zip.file('word/document.xml', `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}</w:body></w:document>`);
  return zip.generate({ type: 'nodebuffer' });
}

const textOfDocx = async (bytes: Buffer) => (await mammoth.extractRawText({ buffer: bytes })).value;

/** PDF text through poppler's pdftotext: a reader other than the one that wrote it. */
function textOfPdf(bytes: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), 'documents-e2e-'));
  try {
    writeFileSync(join(dir, 'd.pdf'), bytes);
    execFileSync('pdftotext', ['-layout', join(dir, 'd.pdf'), join(dir, 'd.txt')]);
    return readFileSync(join(dir, 'd.txt'), 'utf8');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const dotted = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;

/**
 * Documents of absences through the gateway with every service running (issue 13): templates per kind
 * and language checked by content, the document of an approved vacation generated, numbered and read
 * back by other readers, 20 approvals at once numbered without gaps, and who may see what across the
 * eight roles and two companies.
 */
describe('documents through the gateway', () => {
  const year = new Date().getUTCFullYear();
  let a: ApprovalCompany;
  let requester: Member;
  let other: Member;
  let member4: Person;
  let chairman: Person;
  let b: Company;

  beforeAll(async () => {
    a = await approvalCompany('documents-a', 1, year);
    b = await newCompany('documents-b');
    // The requester's names "in documents" differ from their account name, as HR keeps them.
    requester = { ...(await addPerson(a.company, 5, { department_id: a.departmentId, team_id: a.teamId, full_name_in_documents: 'Марија Стојанова', job_position_in_documents: 'Виш сметководител' })) };
    other = a.employees[0];
    [member4, chairman] = await Promise.all([addPerson(a.company, 4), addPerson(a.company, 8)]);
    // A Macedonian company. Its people were invited while it still spoke English, so their accounts
    // are English: the requester and their colleague switch to Macedonian, as they would in the
    // toolbar, and their documents follow (documents are written in the employee's own language).
    const details = dataOf<Record<string, unknown>>(await get('/api/company-details', a.company.admin.token));
    const changed = await api('/api/company-details', put({ ...details, language: 'mk', address: 'Партизанска 12', city: 'Скопје', tax_number: '4030000000007' }, a.company.admin.token));
    expect(changed.status).toBe(200);
    for (const who of [requester, other]) expect((await api('/api/change-user-lang', json({ user_lang: 'mk' }, who.token))).status).toBe(200);
    // The requester has vacation days; their team lead is the team's.
    const days = { name: `Annual leave ${year}`, valid_from: `${year}-01-01`, valid_to: `${year + 1}-12-31`, acquired_on: `${year}-01-01`, days: 21 };
    expect((await post(`/api/users/${requester.userId}/vacation-days`, a.company.admin.token, days)).status).toBe(201);
  });

  describe('templates', () => {
    it('are offered to roles 1, 3 and 7 only (the administration guard), built in for each kind and language', async () => {
      const people: Array<[number, Person]> = [
        [1, a.company.admin],
        [2, a.gm],
        [3, a.hr],
        [4, member4],
        [5, other],
        [6, a.lead],
        [7, a.deplead],
        [8, chairman],
      ];
      const statuses = await Promise.all(people.map(async ([role, p]) => [role, (await get('/api/document-templates', p.token)).status]));
      expect(statuses).toEqual([
        [1, 200],
        [2, 403],
        [3, 200],
        [4, 403],
        [5, 403],
        [6, 403],
        [7, 200],
        [8, 403],
      ]);
      const list = dataOf<TemplateView[]>(await get('/api/document-templates', a.hr.token));
      expect(list.map((t) => `${t.kind}.${t.language}.${t.source}`).sort()).toEqual(
        ['annual_leave', 'paid_holiday', 'work_from_home'].flatMap((k) => ['bg', 'en', 'mk'].map((l) => `${k}.${l}.built_in`)).sort(),
      );
      const builtIn = await download('/api/document-templates/built-in/annual_leave/bg/file', a.hr.token);
      expect(builtIn.status).toBe(200);
      expect(await textOfDocx(builtIn.bytes)).toContain('ЗАПОВЕД');
      expect((await download('/api/document-templates/built-in/annual_leave/bg/file', other.token)).status).toBe(403);
    });

    it('takes an upload for each kind in each language, lists its placeholders, and falls back to the built-in one when deleted', async () => {
      for (const kind of ['annual_leave', 'paid_holiday', 'work_from_home']) {
        for (const language of ['en', 'mk', 'bg']) {
          const res = await uploadTemplate(b.admin.token, kind, language, docx([`${kind}/${language} {document_number}`, '<w:r><w:t>{employee_</w:t></w:r><w:r><w:t>name}</w:t></w:r>']));
          expect(res.status).toBe(201);
          expect(res.body.data).toMatchObject({ kind, language, source: 'uploaded', placeholders: [{ name: 'document_number', known: true }, { name: 'employee_name', known: true }] });
        }
      }
      const list = dataOf<TemplateView[]>(await get('/api/document-templates', b.admin.token));
      expect(list.filter((t) => t.source === 'uploaded')).toHaveLength(9);
      const one = list.find((t) => t.kind === 'work_from_home' && t.language === 'mk') as TemplateView;
      const file = await download(`/api/document-templates/${one.id}/file`, b.admin.token);
      expect(await textOfDocx(file.bytes)).toContain('work_from_home/mk {document_number}');
      // Company A sees its own built-in slots, and cannot read or delete B's template.
      expect((await download(`/api/document-templates/${one.id}/file`, a.company.admin.token)).status).toBe(404);
      expect((await api(`/api/document-templates/${one.id}`, bearer(a.company.admin.token, { method: 'DELETE' }))).status).toBe(404);

      expect((await api(`/api/document-templates/${one.id}`, bearer(b.admin.token, { method: 'DELETE' }))).status).toBe(200);
      const after = dataOf<TemplateView[]>(await get('/api/document-templates', b.admin.token)).find((t) => t.kind === 'work_from_home' && t.language === 'mk');
      expect(after).toMatchObject({ id: null, source: 'built_in' });
    });

    it('refuses a malformed template, an unknown placeholder, a renamed PDF and a 6 MB file with keys, tags and positions', async () => {
      const malformed = await uploadTemplate(a.hr.token, 'annual_leave', 'en', docx(['Dear {employee_name']));
      expect(malformed.status).toBe(422);
      expect(malformed.body).toMatchObject({ errors: { file: ['template_malformed_tag'] }, problems: [{ key: 'template_malformed_tag', tag: 'employee_name', position: 5 }] });

      const unknown = await uploadTemplate(a.hr.token, 'annual_leave', 'en', docx(['<w:r><w:t>Signed: {general_</w:t></w:r><w:r><w:t>manger}</w:t></w:r>']));
      expect(unknown).toEqual({ status: 422, body: { errors: { file: ['template_unknown_placeholder'] }, problems: [{ key: 'template_unknown_placeholder', tag: 'general_manger', position: 8 }] } });

      expect(await uploadTemplate(a.hr.token, 'annual_leave', 'en', pdfDocument(), 'decision.docx')).toEqual({ status: 422, body: { errors: { file: ['template_not_docx'] } } });
      const big = Buffer.concat([docx(['{employee_name}']), Buffer.alloc(6 * 1024 * 1024, 1)]);
      expect(await uploadTemplate(a.hr.token, 'annual_leave', 'en', big)).toEqual({ status: 422, body: { errors: { file: ['template_too_large_5mb'] } } });
      expect((await uploadTemplate(a.hr.token, 'sick_leave', 'en', docx(['{employee_name}']))).body).toEqual({ errors: { kind: ['invalid_option'] } });
      expect((await uploadTemplate(other.token, 'annual_leave', 'en', docx(['{employee_name}']))).status).toBe(403);
      expect(dataOf<TemplateView[]>(await get('/api/document-templates', a.hr.token)).every((t) => t.source === 'built_in')).toBe(true);
    });
  });

  describe('the document of an approved vacation', () => {
    const week = weekAhead(3);
    const start = week.day(0);
    const end = week.day(2);
    let absenceId: number;
    let requestedDays: number;
    let doc: DocumentView;

    it('is generated once the last approver approves, in Macedonian, numbered, and readable by another reader', async () => {
      const created = await post('/api/absences', requester.token, { absence_type_id: 1, start_date: start, end_date: end, comment: 'Семејно патување' });
      expect(created.status).toBe(201);
      absenceId = dataOf<{ id: number }>(created).id;
      requestedDays = dataOf<{ requested_days: number }>(created).requested_days;
      for (const approver of [a.lead, a.deplead, a.hr]) expect((await post(`/api/absences/${absenceId}/approve`, approver.token)).status).toBe(200);
      // Not approved yet (the general manager's step waits): no document.
      expect(await get(`/api/absences/${absenceId}/document/info`, requester.token)).toMatchObject({ status: 404, body: { error: 'document_not_found' } });
      expect((await post(`/api/absences/${absenceId}/approve`, a.gm.token)).status).toBe(200);

      const info = await eventually(
        () => get(`/api/absences/${absenceId}/document/info`, requester.token),
        (r) => r.status === 200 && (r.body.data as DocumentView).available,
        20_000,
      );
      doc = dataOf<DocumentView>(info);
      expect(doc).toMatchObject({ kind: 'annual_leave', status: 'generated', year, number: expect.any(Number), number_label: `№ ${doc.number}` });

      const file = await download(`/api/absences/${absenceId}/document`, requester.token);
      expect(file.status).toBe(200);
      expect(file.type).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
      const text = await textOfDocx(file.bytes);
      expect(text).toContain('РЕШЕНИЕ');
      expect(text).toContain('Марија Стојанова');
      expect(text).toContain('Виш сметководител');
      expect(text).toContain(`№ ${doc.number}`);
      expect(text).toContain(`од ${dotted(start)} до ${dotted(end)}`);
      expect(text).toContain('Партизанска 12');
      expect(text).toContain('4030000000007');
      // Days left, as absence counts them: 21 days of the year's rule less this request.
      expect(text).toContain(`остануваат ${21 - requestedDays} работни денови`);
    });

    it('converts to PDF with LibreOffice, read back by pdftotext', async () => {
      const pdf = await download(`/api/absences/${absenceId}/document?format=pdf`, requester.token);
      expect(pdf.status).toBe(200);
      expect(pdf.type).toBe('application/pdf');
      const text = textOfPdf(pdf.bytes);
      expect(text).toContain('Марија Стојанова');
      expect(text).toContain(`№ ${doc.number}`);
      expect((await download(`/api/absences/${absenceId}/document?format=odt`, requester.token)).body).toEqual({ errors: { format: ['invalid_option'] } });
    });

    it('is downloaded by the requester, HR and the approvers in scope; not by a colleague, nor by another company', async () => {
      for (const who of [requester, a.hr, a.lead, a.deplead, a.gm, a.company.admin]) expect((await download(`/api/absences/${absenceId}/document`, who.token)).status).toBe(200);
      expect((await download(`/api/absences/${absenceId}/document`, other.token)).status).toBe(404);
      expect((await download(`/api/absences/${absenceId}/document`, member4.token)).status).toBe(404);
      expect((await download(`/api/absences/${absenceId}/document`, b.admin.token)).status).toBe(404);
      expect((await get('/api/documents', b.admin.token)).body).toMatchObject({ data: { items: [], total: 0 } });
    });

    it('is regenerated with a new template and keeps its number; it is in HR’s register and its export', async () => {
      const uploaded = await uploadTemplate(a.hr.token, 'annual_leave', 'mk', docx(['Одлука {document_number} од {document_date}: {employee_name}, {start_date} – {end_date}, {working_days} денови.']));
      expect(uploaded.status).toBe(201);
      expect((await post(`/api/absences/${absenceId}/document/regenerate`, other.token)).status).toBe(403);
      expect((await post(`/api/absences/${absenceId}/document/regenerate`, a.hr.token)).status).toBe(202);
      const text = await eventually(
        async () => textOfDocx((await download(`/api/absences/${absenceId}/document`, requester.token)).bytes),
        (t) => t.startsWith('Одлука'),
        20_000,
      );
      expect(text).toContain(`Одлука № ${doc.number} од ${dotted(doc.issued_on as string)}: Марија Стојанова, ${dotted(start)} – ${dotted(end)}`);

      const register = dataOf<{ items: DocumentView[] }>(await get(`/api/documents?year=${year}&kind=annual_leave`, a.hr.token));
      expect(register.items.find((d) => d.absence_request_id === absenceId)).toMatchObject({ number: doc.number, employee_name: expect.any(String), status: 'generated' });
      expect((await get('/api/documents', other.token)).status).toBe(403);
      const csv = await download(`/api/documents/export?year=${year}`, a.hr.token);
      expect(csv.type).toContain('text/csv');
      expect(csv.bytes.toString('utf8')).toContain(`№ ${doc.number},${year},${doc.issued_on}`);
    });
  });

  describe('numbering', () => {
    it('gives 20 work-from-home approvals made at once consecutive numbers without gaps', async () => {
      // HR alone approves from now on, so one call decides each request.
      const settings = dataOf<Record<string, unknown>>(await get('/api/settings', a.company.admin.token));
      const onlyHr = { team_lead: false, department_manager: false, human_resources: true, general_manager: false };
      expect((await api('/api/settings', put({ ...settings, approval_steps: onlyHr }, a.company.admin.token))).status).toBe(200);

      const days = [4, 5, 6, 7].flatMap((w) => [0, 1, 2, 3, 4].map((d) => weekAhead(w).day(d)));
      const ids: number[] = [];
      for (const day of days) {
        const res = await post('/api/absences', other.token, { absence_type_id: 5, start_date: day, end_date: day, comment: 'Од дома' });
        expect(res.status).toBe(201);
        ids.push(dataOf<{ id: number }>(res).id);
      }
      const before = dataOf<{ items: DocumentView[] }>(await get(`/api/documents?year=${year}&per_page=100`, a.hr.token)).items;
      const highest = Math.max(0, ...before.map((d) => d.number ?? 0));

      const approvals = await Promise.all(ids.map((id) => post(`/api/absences/${id}/approve`, a.hr.token)));
      expect(approvals.map((r) => r.status)).toEqual(ids.map(() => 200));

      const docs = await eventually(
        async () => dataOf<{ items: DocumentView[] }>(await get(`/api/documents?year=${year}&kind=work_from_home&per_page=100`, a.hr.token)).items.filter((d) => ids.includes(d.absence_request_id)),
        (list) => list.length === 20 && list.every((d) => d.available),
        60_000,
      );
      expect(docs.map((d) => d.number as number).sort((x, y) => x - y)).toEqual(Array.from({ length: 20 }, (_, i) => highest + 1 + i));
      // The register lists them by number, highest first, whatever order the approvals landed in.
      expect(docs.map((d) => d.number)).toEqual(Array.from({ length: 20 }, (_, i) => highest + 20 - i));
      const one = await download(`/api/absences/${ids[7]}/document`, other.token);
      const text = await textOfDocx(one.bytes);
      const number = docs.find((d) => d.absence_request_id === ids[7])?.number;
      expect(text).toContain(`№ ${number}`);
      expect(text).toContain(dotted(days[7]));
      expect(text).toContain('работа од дома');
    });
  });

  describe('the employee’s own language, cancellation and the register’s files', () => {
    // HR alone approves by now (the numbering test set it), so one call decides each request.
    let vesna: Person;
    let wfh: { id: number; day: string; doc: DocumentView };

    it('writes the document in the employee’s language: Bulgarian for a Bulgarian-speaking employee of a Macedonian company', async () => {
      vesna = await addPerson(a.company, 5, { full_name_in_documents: 'Весна Иванова', job_position_in_documents: 'Счетоводител' });
      expect((await api('/api/change-user-lang', json({ user_lang: 'bg' }, vesna.token))).status).toBe(200);
      const day = weekAhead(8).day(1);
      const created = await post('/api/absences', vesna.token, { absence_type_id: 5, start_date: day, end_date: day, comment: 'От вкъщи' });
      expect(created.status).toBe(201);
      const id = dataOf<{ id: number }>(created).id;
      expect((await post(`/api/absences/${id}/approve`, a.hr.token)).status).toBe(200);
      const info = await eventually(
        () => get(`/api/absences/${id}/document/info`, vesna.token),
        (r) => r.status === 200 && (r.body.data as DocumentView).available,
        20_000,
      );
      const doc = dataOf<DocumentView>(info);
      expect(doc).toMatchObject({ language: 'bg', number_label: `№ ${doc.number}`, status: 'generated' });
      wfh = { id, day, doc };

      // Read back by LibreOffice's PDF and poppler, and by mammoth: neither is the library that wrote it.
      const text = await textOfDocx((await download(`/api/absences/${id}/document`, vesna.token)).bytes);
      expect(text).toContain('ЗАПОВЕД');
      expect(text).toContain('Кодекса на труда');
      expect(text).toContain('Весна Иванова');
      expect(text).toContain(`№ ${doc.number}`);
      expect(text).toContain(dotted(day));
      expect(text).not.toContain('РЕШЕНИЕ');
      const pdf = textOfPdf((await download(`/api/absences/${id}/document?format=pdf`, vesna.token)).bytes);
      expect(pdf).toContain('ЗАПОВЕД');
      expect(pdf).toContain(`№ ${doc.number}`);
    });

    it('makes the document void when the cancellation is confirmed: kept, downloadable, its number not given again', async () => {
      expect((await post(`/api/absences/${wfh.id}/cancel`, vesna.token)).status).toBe(200);
      // Waiting for the last approver: still valid.
      expect(dataOf<DocumentView>(await get(`/api/absences/${wfh.id}/document/info`, vesna.token))).toMatchObject({ status: 'generated', voided_at: null });
      expect((await post(`/api/absences/${wfh.id}/approve`, a.hr.token)).status).toBe(200);
      const info = await eventually(
        () => get(`/api/absences/${wfh.id}/document/info`, vesna.token),
        (r) => r.status === 200 && (r.body.data as DocumentView).status === 'void',
        20_000,
      );
      expect(dataOf<DocumentView>(info)).toMatchObject({ number: wfh.doc.number, issued_on: wfh.doc.issued_on, available: true, voided_at: expect.any(String) });
      const file = await download(`/api/absences/${wfh.id}/document`, vesna.token);
      expect(file.status).toBe(200);
      expect(await textOfDocx(file.bytes)).toContain(`№ ${wfh.doc.number}`);
      expect(await api(`/api/absences/${wfh.id}/document/regenerate`, json({}, a.hr.token))).toMatchObject({ status: 409, body: { error: 'document_void' } });
      const voidOnes = dataOf<{ items: DocumentView[] }>(await get(`/api/documents?year=${year}&status=void`, a.hr.token)).items;
      expect(voidOnes.map((d) => d.absence_request_id)).toEqual([wfh.id]);

      // The next approval takes the next number: the void one stays in the register, nothing is skipped.
      const day = weekAhead(8).day(3);
      const created = await post('/api/absences', vesna.token, { absence_type_id: 5, start_date: day, end_date: day, comment: 'От вкъщи' });
      const id = dataOf<{ id: number }>(created).id;
      expect((await post(`/api/absences/${id}/approve`, a.hr.token)).status).toBe(200);
      const next = await eventually(
        () => get(`/api/absences/${id}/document/info`, vesna.token),
        (r) => r.status === 200 && (r.body.data as DocumentView).available,
        20_000,
      );
      const all = dataOf<{ items: DocumentView[] }>(await get(`/api/documents?year=${year}&per_page=100`, a.hr.token)).items;
      const numbers = all.map((d) => d.number as number).sort((x, y) => x - y);
      expect(dataOf<DocumentView>(next).number).toBe(numbers[numbers.length - 1]);
      expect(numbers).toEqual(Array.from({ length: numbers.length }, (_, i) => i + 1));
    });

    it('exports the register as XLSX in the reader’s language, read back by openpyxl, and shows it to roles 1, 3 and 7 only', async () => {
      expect((await api('/api/change-user-lang', json({ user_lang: 'mk' }, a.hr.token))).status).toBe(200);
      const res = await download(`/api/documents/export?year=${year}&kind=work_from_home&format=xlsx`, a.hr.token);
      expect(res.status).toBe(200);
      expect(res.type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      const [sheet] = readXlsx(res.bytes);
      expect(sheet.name).toBe('Издадени документи');
      expect(sheet.rows[0]).toEqual(['Број', 'Година', 'Датум', 'Вработен', 'Вид', 'Јазик', 'Барање за отсуство', 'Статус', 'Поништен од (UTC)', 'Последна грешка']);
      const voided = sheet.rows.find((r) => r[6] === wfh.id) as unknown[];
      expect(voided.slice(0, 8)).toEqual([`№ ${wfh.doc.number}`, year, wfh.doc.issued_on, expect.any(String), 'Работа од дома', 'BG', wfh.id, 'Поништен']);
      expect(voided[8]).toEqual(expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/));
      // The CSV beside it: codes for other programs, the void one with its time.
      const csv = (await download(`/api/documents/export?year=${year}&status=void`, a.hr.token)).bytes.toString('utf8');
      expect(csv).toContain(',status,voided_at,last_error');
      expect(csv).toContain(`,${wfh.id},void,20`);
      expect((await download(`/api/documents/export?format=pdf`, a.hr.token)).body).toEqual({ errors: { format: ['invalid_option'] } });

      const people: Array<[number, Person]> = [
        [1, a.company.admin],
        [2, a.gm],
        [3, a.hr],
        [4, member4],
        [5, other],
        [6, a.lead],
        [7, a.deplead],
        [8, chairman],
      ];
      const seen = await Promise.all(
        people.map(async ([role, p]) => [role, (await get('/api/documents', p.token)).status, (await download('/api/documents/export?format=xlsx', p.token)).status, (await api(`/api/absences/${wfh.id}/document/regenerate`, json({}, p.token))).status]),
      );
      // 409: allowed, and the document is void.
      expect(seen).toEqual([
        [1, 200, 200, 409],
        [2, 403, 403, 403],
        [3, 200, 200, 409],
        [4, 403, 403, 403],
        [5, 403, 403, 403],
        [6, 403, 403, 403],
        [7, 200, 200, 409],
        [8, 403, 403, 403],
      ]);
      // The chairman sees the company's absences (absence decides), so their documents; a colleague and another company do not.
      expect((await download(`/api/absences/${wfh.id}/document`, chairman.token)).status).toBe(200);
      expect((await download(`/api/absences/${wfh.id}/document`, other.token)).status).toBe(404);
      expect((await download(`/api/absences/${wfh.id}/document`, b.admin.token)).status).toBe(404);
    });
  });
});
