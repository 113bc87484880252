import { randomInt, randomUUID } from 'node:crypto';
import mammoth from 'mammoth';
import {
  ABSENCE_APPROVED,
  ABSENCE_CANCELLED,
  type AbsenceRequestEvent,
  type AbsenceView,
  DELETE_TEMPLATE,
  DOCUMENT_ERRORS,
  DOCUMENT_KINDS,
  DOCUMENT_LANGUAGES,
  GET_ABSENCE_DOCUMENT,
  LIST_DOCUMENTS,
  LIST_TEMPLATES,
  type MessageMeta,
  type OrgDocumentContext,
  READ_ABSENCE_DOCUMENT,
  READ_TEMPLATE,
  REGENERATE_ABSENCE_DOCUMENT,
  UPLOAD_TEMPLATE,
} from '@presently/contracts';
import type { EventPublisher, RpcClient } from '@presently/messaging';
import { bootTestService, rpcError, sql, type TestService, testPublisher, testRpcClient, waitFor } from '@presently/testing';
import { AppModule } from '../../src/app.module';
import { definition } from '../../src/service.definition';
import { packDocx, packDocxXml } from '../../src/templates/domain/docx-package';
import { type PeerStub, startPeerStub } from '../support/peer-stub';
import { samplePdf } from '../support/sample-files';

describe('documents: templates and documents of approved absences', () => {
  let service: TestService;
  let rpc: RpcClient;
  let publisher: EventPublisher;
  let peers: PeerStub;
  const A = 1_700_000_000 + randomInt(100_000_000);
  const B = A + 1;
  const HR = 5;
  const ANA = 11;
  let nextAbsence = randomInt(1_000_000);

  const as = (companyId: number, userId: number, roleId = 3): MessageMeta => ({ requestId: randomUUID(), actor: { companyId, userId, roleId, lang: 'en' } });
  const b64 = (b: Buffer) => b.toString('base64');
  const upload = (kind: string, language: string, file: Buffer, meta = as(A, HR)) => rpc.call(UPLOAD_TEMPLATE, { kind: kind as never, language: language as never, name: 'mine.docx', content_base64: b64(file) }, meta);
  const orgContext = (lang: 'en' | 'mk' | 'bg' = 'mk'): OrgDocumentContext => ({
    employee: { full_name: 'Ana Petrova', full_name_in_documents: 'Ана Петрова', job_position: 'Developer', job_position_in_documents: 'Програмер' },
    company: { name: 'Акме ДООЕЛ', address: 'Партизанска 12', city: 'Скопје', tax_number: '4030000000001', language: lang, timezone: 'Europe/Skopje' },
    general_manager: { full_name: 'Goran', full_name_in_documents: 'Горан Манев' },
  });
  const approve = (companyId: number, userId: number, over: Partial<AbsenceView> = {}, eventId = randomUUID()) => {
    const request = { id: (nextAbsence += 1), user_id: userId, user_name: 'Ana Petrova', absence_type_id: 1, start_date: '2026-03-09', end_date: '2026-03-13', half_day: false, requested_days: 5, next_working_day: '2026-03-16', comment: 'trip', status: 'approved', ...over } as AbsenceView;
    const payload: AbsenceRequestEvent = { company_id: companyId, request, actor_user_id: HR, recipients: [] };
    return { request, publish: () => publisher.publish(ABSENCE_APPROVED.key, payload, as(companyId, HR), eventId) };
  };
  const cancel = (companyId: number, request: AbsenceView, status: 'cancelled' | 'cancellation_pending' = 'cancelled', eventId = randomUUID()) =>
    publisher.publish(ABSENCE_CANCELLED.key, { company_id: companyId, request: { ...request, status }, actor_user_id: HR, recipients: [] } satisfies AbsenceRequestEvent, as(companyId, HR), eventId);
  const generated = (companyId: number, absenceId: number) =>
    waitFor(async () => {
      const doc = await rpc.call(GET_ABSENCE_DOCUMENT, { absence_request_id: absenceId }, as(companyId, HR)).catch(() => null);
      return doc?.status === 'generated' ? doc : undefined;
    }, 30_000);
  const textOf = async (companyId: number, absenceId: number) => {
    const file = await rpc.call(READ_ABSENCE_DOCUMENT, { absence_request_id: absenceId, format: 'docx' }, as(companyId, ANA));
    return (await mammoth.extractRawText({ buffer: Buffer.from(file.content_base64, 'base64') })).value;
  };

  beforeAll(async () => {
    peers = await startPeerStub();
    service = await bootTestService(definition, AppModule);
    rpc = testRpcClient(90_000);
    publisher = testPublisher();
    await rpc.waitForConnect();
  });

  afterAll(async () => {
    await sql('DELETE FROM documents.generated_documents WHERE company_id = ANY($1)', [[A, B]]);
    await sql('DELETE FROM documents.document_numbers WHERE company_id = ANY($1)', [[A, B]]);
    await sql('DELETE FROM documents.document_templates WHERE company_id = ANY($1)', [[A, B]]);
    await publisher?.close();
    await rpc?.close();
    await service?.close();
    await peers?.close();
  });

  it('lists a built-in template for each kind and language, takes an upload in each slot, and falls back after a delete', async () => {
    const before = await rpc.call(LIST_TEMPLATES, {}, as(A, HR));
    expect(before).toHaveLength(9);
    expect(before.every((t) => t.source === 'built_in' && t.placeholders.length > 5 && t.placeholders.every((p) => p.known))).toBe(true);

    for (const kind of DOCUMENT_KINDS) {
      for (const language of DOCUMENT_LANGUAGES) {
        const result = await upload(kind, language, packDocx([{ runs: [{ text: `${kind} ${language}: {employee_name} {document_number} {#half_day}½{/half_day}` }] }]));
        expect(result).toMatchObject({ ok: true, template: { kind, language, source: 'uploaded', placeholders: [{ name: 'employee_name', known: true }, { name: 'document_number', known: true }, { name: 'half_day', known: true }] } });
      }
    }
    const after = await rpc.call(LIST_TEMPLATES, {}, as(A, HR));
    expect(after.filter((t) => t.source === 'uploaded')).toHaveLength(9);
    // Company B still has the built-in ones, and cannot read A's.
    expect((await rpc.call(LIST_TEMPLATES, {}, as(B, HR))).every((t) => t.source === 'built_in')).toBe(true);
    const mine = after.find((t) => t.kind === 'paid_holiday' && t.language === 'bg');
    await expect(rpcError(rpc.call(READ_TEMPLATE, { id: mine?.id as number }, as(B, HR)))).resolves.toMatchObject({ status: 404 });

    const file = await rpc.call(READ_TEMPLATE, { id: mine?.id as number }, as(A, HR));
    expect((await mammoth.extractRawText({ buffer: Buffer.from(file.content_base64, 'base64') })).value).toContain('paid_holiday bg: {employee_name}');

    await rpc.call(DELETE_TEMPLATE, { id: mine?.id as number }, as(A, HR));
    const fallback = (await rpc.call(LIST_TEMPLATES, {}, as(A, HR))).find((t) => t.kind === 'paid_holiday' && t.language === 'bg');
    expect(fallback).toMatchObject({ id: null, source: 'built_in' });
    await sql('DELETE FROM documents.document_templates WHERE company_id = $1', [A]);
  });

  it('refuses a malformed template, an unknown placeholder split across runs, a renamed PDF and a 6 MB file, with keys, tags and positions; a team member may not upload', async () => {
    const malformed = await upload('annual_leave', 'en', packDocx([{ runs: [{ text: 'Dear {employee_name' }] }]));
    expect(malformed).toEqual({ ok: false, errors: { file: [DOCUMENT_ERRORS.malformedTag] }, problems: [{ key: DOCUMENT_ERRORS.malformedTag, tag: 'employee_name', position: 5 }] });
    const unknown = await upload('annual_leave', 'en', packDocxXml('<w:p><w:r><w:t>Hi {emplo</w:t></w:r><w:r><w:t>yee_nam}</w:t></w:r></w:p>'));
    expect(unknown).toEqual({ ok: false, errors: { file: [DOCUMENT_ERRORS.unknownPlaceholder] }, problems: [{ key: DOCUMENT_ERRORS.unknownPlaceholder, tag: 'employee_nam', position: 3 }] });
    await expect(upload('annual_leave', 'en', samplePdf())).resolves.toMatchObject({ ok: false, errors: { file: [DOCUMENT_ERRORS.notDocx] } });
    const big = Buffer.concat([packDocx([{ runs: [{ text: '{employee_name}' }] }]), Buffer.alloc(6 * 1024 * 1024)]);
    await expect(upload('annual_leave', 'en', big)).resolves.toMatchObject({ ok: false, errors: { file: [DOCUMENT_ERRORS.tooLarge] } });
    await expect(rpcError(upload('annual_leave', 'en', packDocx([{ runs: [{ text: 'x' }] }]), as(A, ANA, 4)))).resolves.toMatchObject({ status: 403 });
    expect(await sql('SELECT id FROM documents.document_templates WHERE company_id = $1', [A])).toEqual([]);
  });

  it('generates the document of an approval once, in the built-in Macedonian decision, with the name, period and number; PDF too', async () => {
    peers.addEmployee(A, ANA, orgContext('mk'), 16);
    const eventId = randomUUID();
    const { request, publish } = approve(A, ANA, {}, eventId);
    await publish();
    await publish(); // the same event delivered twice
    await approve(A, ANA, { ...request }).publish(); // and a second event about the same approval
    const doc = await generated(A, request.id);
    expect(doc).toMatchObject({ kind: 'annual_leave', language: 'mk', status: 'generated', available: true, attempts: 1, last_error: null, year: 2026 });
    expect(await sql('SELECT count(*)::int AS n FROM documents.generated_documents WHERE company_id = $1 AND absence_request_id = $2', [A, request.id])).toEqual([{ n: 1 }]);

    const text = await textOf(A, request.id);
    expect(text).toContain('РЕШЕНИЕ');
    expect(text).toContain('Ана Петрова');
    expect(text).toContain('Програмер');
    expect(text).toContain('Горан Манев');
    expect(text).toContain(`№ ${doc.number}`);
    expect(text).toContain('од 09.03.2026 до 13.03.2026');
    expect(text).toContain('16 работни денови неискористен');

    // Three conversions at once: each has its own LibreOffice profile, so none waits on another's lock.
    const pdfs = await Promise.all([1, 2, 3].map(() => rpc.call(READ_ABSENCE_DOCUMENT, { absence_request_id: request.id, format: 'pdf' }, as(A, ANA))));
    for (const pdf of pdfs) {
      expect(pdf.mime).toBe('application/pdf');
      expect(Buffer.from(pdf.content_base64, 'base64').subarray(0, 5).toString('latin1')).toBe('%PDF-');
    }

    // Another company sees nothing of it.
    await expect(rpcError(rpc.call(READ_ABSENCE_DOCUMENT, { absence_request_id: request.id, format: 'docx' }, as(B, HR)))).resolves.toMatchObject({ status: 404, error: DOCUMENT_ERRORS.documentNotFound });
  });

  it('numbers 20 approvals at once 1 to 20 without gaps in a new company year', async () => {
    const C = B + 7;
    for (let u = 100; u < 120; u += 1) peers.addEmployee(C, u, orgContext('bg'));
    const approvals = Array.from({ length: 20 }, (_, i) => approve(C, 100 + i, { absence_type_id: 5, start_date: '2026-04-06', end_date: '2026-04-07', requested_days: 2 }));
    await Promise.all(approvals.map((a) => a.publish()));
    const docs = await Promise.all(approvals.map((a) => generated(C, a.request.id)));
    expect(docs.map((d) => d.number).sort((x, y) => (x as number) - (y as number))).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(new Set(docs.map((d) => d.number_label)).size).toBe(20);
    expect(docs[0].number_label).toMatch(/^№ \d+$/);
    await sql('DELETE FROM documents.generated_documents WHERE company_id = $1', [C]);
    await sql('DELETE FROM documents.document_numbers WHERE company_id = $1', [C]);
  });

  it('shows a failed attempt to HR, retries on regenerate and keeps the number when a new template is used', async () => {
    const BOB = 12;
    peers.addEmployee(A, BOB, orgContext('en'));
    peers.failFor(A, BOB, true);
    const { request, publish } = approve(A, BOB, { absence_type_id: 2, start_date: '2026-05-04', end_date: '2026-05-04', half_day: true, requested_days: 0.5 });
    await publish();
    const failed = await waitFor(async () => {
      const page = await rpc.call(LIST_DOCUMENTS, { status: 'pending' }, as(A, HR));
      return page.items.find((d) => d.absence_request_id === request.id && d.last_error !== null);
    }, 20_000);
    expect(failed).toMatchObject({ last_error: 'service_unavailable', attempts: 1, available: false, number: null });
    await expect(rpcError(rpc.call(READ_ABSENCE_DOCUMENT, { absence_request_id: request.id, format: 'docx' }, as(A, HR)))).resolves.toMatchObject({ status: 409, error: DOCUMENT_ERRORS.documentNotReady });

    peers.failFor(A, BOB, false);
    await rpc.call(REGENERATE_ABSENCE_DOCUMENT, { absence_request_id: request.id }, as(A, HR));
    const first = await generated(A, request.id);
    const text = await textOf(A, request.id);
    expect(text).toContain('DECISION');
    expect(text).toContain('half a working day');
    expect(text).toContain(`No. ${first.number}`);
    expect(text).toContain('04-May-2026');

    await upload('paid_holiday', 'en', packDocx([{ runs: [{ text: 'Company paid leave {document_number} for {employee_name} on {start_date}' }] }]));
    await rpc.call(REGENERATE_ABSENCE_DOCUMENT, { absence_request_id: request.id }, as(A, HR));
    await waitFor(async () => ((await textOf(A, request.id)).includes('Company paid leave') ? true : undefined), 20_000);
    expect(await textOf(A, request.id)).toContain(`Company paid leave No. ${first.number} for Ана Петрова on 04-May-2026`);
    const again = await rpc.call(GET_ABSENCE_DOCUMENT, { absence_request_id: request.id }, as(A, HR));
    expect(again).toMatchObject({ number: first.number, issued_on: first.issued_on, status: 'generated' });
    await expect(rpcError(rpc.call(REGENERATE_ABSENCE_DOCUMENT, { absence_request_id: request.id }, as(A, ANA, 4)))).resolves.toMatchObject({ status: 403 });
  });

  it('writes the document in the employee’s own language: bg for a bg employee of an mk company, en for an en one', async () => {
    const VESNA = 21;
    const JOHN = 22;
    peers.addEmployee(A, VESNA, orgContext('mk'), 12, 'bg');
    peers.addEmployee(A, JOHN, orgContext('mk'), 12, 'en');
    const bg = approve(A, VESNA);
    const en = approve(A, JOHN);
    await Promise.all([bg.publish(), en.publish()]);
    const [bgDoc, enDoc] = await Promise.all([generated(A, bg.request.id), generated(A, en.request.id)]);
    expect(bgDoc).toMatchObject({ language: 'bg', number_label: `№ ${bgDoc.number}` });
    expect(enDoc).toMatchObject({ language: 'en', number_label: `No. ${enDoc.number}` });

    // Read back by mammoth, not by the library that wrote it: the Bulgarian order of the built-in set.
    const bgText = await textOf(A, bg.request.id);
    expect(bgText).toContain('ЗАПОВЕД');
    expect(bgText).toContain('Кодекса на труда');
    expect(bgText).toContain(`№ ${bgDoc.number}`);
    expect(bgText).toContain('09.03.2026');
    expect(bgText).not.toContain('РЕШЕНИЕ');
    const enText = await textOf(A, en.request.id);
    expect(enText).toContain('DECISION');
    expect(enText).toContain(`No. ${enDoc.number}`);
    expect(enText).toContain('09-Mar-2026');

    // A regeneration keeps the language the document was issued in, whatever auth says later.
    peers.addEmployee(A, VESNA, orgContext('mk'), 12, 'en');
    await rpc.call(REGENERATE_ABSENCE_DOCUMENT, { absence_request_id: bg.request.id }, as(A, HR));
    const again = await generated(A, bg.request.id);
    expect(again).toMatchObject({ language: 'bg', number: bgDoc.number });
    expect(await textOf(A, bg.request.id)).toContain('ЗАПОВЕД');
  });

  it('voids the document of a cancelled absence: kept with its number, still downloadable, never generated again, the number not reused', async () => {
    const C = B + 11;
    peers.addEmployee(C, 31, orgContext('en'), 10);
    const first = approve(C, 31, { absence_type_id: 5 });
    await first.publish();
    const issued = await generated(C, first.request.id);
    expect(issued).toMatchObject({ number: 1, status: 'generated', voided_at: null });

    // A cancellation waiting for the last approver leaves the document valid.
    await cancel(C, first.request, 'cancellation_pending');
    const eventId = randomUUID();
    await cancel(C, first.request, 'cancelled', eventId);
    const voided = await waitFor(async () => {
      const doc = await rpc.call(GET_ABSENCE_DOCUMENT, { absence_request_id: first.request.id }, as(C, HR));
      return doc.status === 'void' ? doc : undefined;
    }, 20_000);
    expect(voided).toMatchObject({ number: 1, number_label: 'No. 1', issued_on: issued.issued_on, available: true, voided_at: expect.any(String) });
    // Redelivered, and a second event about it: the first time stays.
    await cancel(C, first.request, 'cancelled', eventId);
    await cancel(C, first.request, 'cancelled');
    expect(await textOf(C, first.request.id)).toContain('No. 1');
    await expect(rpcError(rpc.call(REGENERATE_ABSENCE_DOCUMENT, { absence_request_id: first.request.id }, as(C, HR)))).resolves.toMatchObject({ status: 409, error: DOCUMENT_ERRORS.documentVoid });

    // A document waiting when its absence is cancelled is never generated and takes no number.
    peers.failFor(C, 31, true);
    const waiting = approve(C, 31, { absence_type_id: 5, start_date: '2026-04-13', end_date: '2026-04-13', requested_days: 1 });
    await waiting.publish();
    await waitFor(async () => (await rpc.call(GET_ABSENCE_DOCUMENT, { absence_request_id: waiting.request.id }, as(C, HR)).catch(() => null))?.last_error ?? undefined, 20_000);
    // HR sees the failing document at the top of the register of its approval's year (it has no number, so no year of its own).
    const [{ y }] = await sql('SELECT EXTRACT(YEAR FROM approved_at)::int AS y FROM documents.generated_documents WHERE company_id = $1 AND absence_request_id = $2', [C, waiting.request.id]);
    const ofTheYear = await rpc.call(LIST_DOCUMENTS, { year: y as number }, as(C, HR));
    expect(ofTheYear.items[0]).toMatchObject({ absence_request_id: waiting.request.id, number: null, last_error: expect.any(String) });
    await cancel(C, waiting.request);
    await waitFor(async () => ((await rpc.call(GET_ABSENCE_DOCUMENT, { absence_request_id: waiting.request.id }, as(C, HR))).status === 'void' ? true : undefined), 20_000);
    peers.failFor(C, 31, false);
    await expect(rpcError(rpc.call(READ_ABSENCE_DOCUMENT, { absence_request_id: waiting.request.id, format: 'docx' }, as(C, HR)))).resolves.toMatchObject({ status: 409, error: DOCUMENT_ERRORS.documentVoid });

    // The next approval takes number 2: the void number 1 is not given again, and nothing was skipped.
    const next = approve(C, 31, { absence_type_id: 5, start_date: '2026-04-20', end_date: '2026-04-20', requested_days: 1 });
    await next.publish();
    expect(await generated(C, next.request.id)).toMatchObject({ number: 2 });
    const register = await rpc.call(LIST_DOCUMENTS, {}, as(C, HR));
    expect(register.items.map((d) => [d.number, d.status])).toEqual([
      [2, 'generated'],
      [1, 'void'],
      [null, 'void'],
    ]);
    expect((await rpc.call(LIST_DOCUMENTS, { status: 'void' }, as(C, HR))).total).toBe(2);
    expect(await sql('SELECT status, voided_at IS NOT NULL AS voided FROM documents.generated_documents WHERE company_id = $1 AND absence_request_id = $2', [C, waiting.request.id])).toEqual([{ status: 'void', voided: true }]);
    await sql('DELETE FROM documents.generated_documents WHERE company_id = $1', [C]);
    await sql('DELETE FROM documents.document_numbers WHERE company_id = $1', [C]);
  });
});
