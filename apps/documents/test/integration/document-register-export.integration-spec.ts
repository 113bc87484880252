import { randomInt, randomUUID } from 'node:crypto';
import { DOCUMENT_REGISTER_MAX_ROWS, EXPORT_DOCUMENTS, type Lang, LIST_DOCUMENTS, type MessageMeta } from '@presently/contracts';
import type { RpcClient } from '@presently/messaging';
import { bootTestService, rpcError, sql, type TestService, testRpcClient } from '@presently/testing';
import { AppModule } from '../../src/app.module';
import { definition } from '../../src/service.definition';
import { readXlsx } from '../support/read-xlsx';

/**
 * The register's export (EXPORT_DOCUMENTS) against real PostgreSQL and RabbitMQ: the documents are
 * put in the table as the generation leaves them, and the file comes back through the service's queue.
 */
describe('documents: the register exported as CSV and XLSX', () => {
  let service: TestService;
  let rpc: RpcClient;
  const A = 1_800_000_000 + randomInt(100_000_000);
  const B = A + 1;
  const C = A + 2;
  const ANA = 11;
  const BOB = 12;
  const base = randomInt(1_000_000);
  const absence = { a1: base + 1, a2: base + 2, a3: base + 3, a4: base + 4, a5: base + 5, b1: base + 6 };

  const as = (companyId: number, roleId = 3, lang: Lang = 'en'): MessageMeta => ({ requestId: randomUUID(), actor: { companyId, userId: 5, roleId, lang } });
  const fileText = (file: { content_base64: string }) => Buffer.from(file.content_base64, 'base64').toString('utf8');
  const lines = (csv: string) => csv.replace(/^\uFEFF/, '').split('\r\n').filter((l) => l !== '');

  interface Row {
    company: number;
    absence: number;
    user: number;
    name: string;
    kind: string;
    lang: Lang;
    approved: string;
    status: 'generated' | 'failed' | 'void';
    number?: number;
    issued?: string;
    voided?: string;
    error?: string;
  }
  // As the generation leaves a document: a number comes with its year, date and content; a failure has none of them.
  const put = (r: Row) =>
    sql(
      `INSERT INTO documents.generated_documents
         (company_id, absence_request_id, user_id, employee_name, kind, language, approved_at, year, number, issued_on, content, source, status, attempts, next_attempt_at, last_error, generated_at, voided_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, EXTRACT(YEAR FROM $9::date), $8, $9::date, CASE WHEN $8::int IS NULL THEN NULL ELSE decode('00', 'hex') END, '{}', $10, 1, now(), $11,
               CASE WHEN $8::int IS NULL THEN NULL ELSE $7::timestamptz END, $12)`,
      [r.company, r.absence, r.user, r.name, r.kind, r.lang, r.approved, r.number ?? null, r.issued ?? null, r.status, r.error ?? null, r.voided ?? null],
    );

  beforeAll(async () => {
    service = await bootTestService(definition, AppModule);
    rpc = testRpcClient(90_000);
    await rpc.waitForConnect();
    await put({ company: A, absence: absence.a1, user: ANA, name: 'Ана Петрова', kind: 'annual_leave', lang: 'mk', approved: '2026-03-08T09:00:00Z', status: 'generated', number: 3, issued: '2026-03-09' });
    await put({ company: A, absence: absence.a2, user: BOB, name: 'Bob "Jr", Smith', kind: 'work_from_home', lang: 'en', approved: '2026-04-01T07:00:00Z', status: 'generated', number: 5, issued: '2026-04-01' });
    await put({ company: A, absence: absence.a3, user: ANA, name: 'Ана Петрова', kind: 'annual_leave', lang: 'bg', approved: '2026-03-19T09:00:00Z', status: 'void', number: 4, issued: '2026-03-20', voided: '2026-04-02T10:00:00Z' });
    await put({ company: A, absence: absence.a4, user: ANA, name: 'Ана Петрова', kind: 'annual_leave', lang: 'mk', approved: '2026-05-01T08:00:00Z', status: 'failed', error: 'service_unavailable' });
    await put({ company: A, absence: absence.a5, user: ANA, name: 'Ана Петрова', kind: 'annual_leave', lang: 'mk', approved: '2025-12-01T08:00:00Z', status: 'generated', number: 9, issued: '2025-12-01' });
    await put({ company: B, absence: absence.b1, user: ANA, name: 'Someone Else', kind: 'annual_leave', lang: 'mk', approved: '2026-03-08T09:00:00Z', status: 'generated', number: 7, issued: '2026-03-09' });
  });

  afterAll(async () => {
    await sql('DELETE FROM documents.generated_documents WHERE company_id = ANY($1)', [[A, B, C]]);
    await rpc?.close();
    await service?.close();
  });

  it('writes the company’s register of a year as CSV: only its own documents, failures first, then by number, codes and ISO times for programs', async () => {
    const file = await rpc.call(EXPORT_DOCUMENTS, { year: 2026 }, as(A));
    expect(file).toMatchObject({ name: 'documents.csv', mime: 'text/csv; charset=utf-8' });
    const csv = fileText(file);
    expect(csv.startsWith('\uFEFFnumber,year,issued_on,')).toBe(true);
    expect(lines(csv)).toEqual([
      'number,year,issued_on,employee,kind,language,absence_request_id,status,voided_at,last_error',
      `,,,Ана Петрова,annual_leave,mk,${absence.a4},failed,,service_unavailable`,
      `No. 5,2026,2026-04-01,"Bob ""Jr"", Smith",work_from_home,en,${absence.a2},generated,,`,
      `№ 4,2026,2026-03-20,Ана Петрова,annual_leave,bg,${absence.a3},void,2026-04-02T10:00:00.000Z,`,
      `№ 3,2026,2026-03-09,Ана Петрова,annual_leave,mk,${absence.a1},generated,,`,
    ]);
    // The same rows, in the same order, as the register on the screen.
    const screen = await rpc.call(LIST_DOCUMENTS, { year: 2026 }, as(A));
    expect(lines(csv).slice(1).map((l) => Number(l.split(',').at(-4)))).toEqual(screen.items.map((d) => d.absence_request_id));

    const other = lines(fileText(await rpc.call(EXPORT_DOCUMENTS, {}, as(B))));
    expect(other).toEqual([expect.any(String), `№ 7,2026,2026-03-09,Someone Else,annual_leave,mk,${absence.b1},generated,,`]);
  });

  it('filters by kind, employee, status and period as the register does', async () => {
    const march = lines(fileText(await rpc.call(EXPORT_DOCUMENTS, { kind: 'annual_leave', user_id: ANA, from: '2026-03-01', to: '2026-03-31' }, as(A))));
    expect(march.slice(1).map((l) => l.split(',')[0])).toEqual(['№ 4', '№ 3']);
    const bob = lines(fileText(await rpc.call(EXPORT_DOCUMENTS, { user_id: BOB }, as(A))));
    expect(bob.slice(1).map((l) => l.split(',')[0])).toEqual(['No. 5']);
    const voided = lines(fileText(await rpc.call(EXPORT_DOCUMENTS, { status: 'void', format: 'csv' }, as(A))));
    expect(voided.slice(1)).toEqual([`№ 4,2026,2026-03-20,Ана Петрова,annual_leave,bg,${absence.a3},void,2026-04-02T10:00:00.000Z,`]);
    const last = lines(fileText(await rpc.call(EXPORT_DOCUMENTS, { year: 2025 }, as(A))));
    expect(last.slice(1).map((l) => l.split(',')[0])).toEqual(['№ 9']);
  });

  it('writes a spreadsheet in the actor’s language that another reader opens: words, dates as dates, the header frozen', async () => {
    const file = await rpc.call(EXPORT_DOCUMENTS, { year: 2026, status: 'generated', format: 'xlsx' }, as(A, 3, 'mk'));
    expect(file).toMatchObject({ name: 'documents.xlsx', mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
    const [sheet] = readXlsx(Buffer.from(file.content_base64, 'base64'));
    expect(sheet).toEqual({
      name: 'Издадени документи',
      freeze: 'A2',
      rows: [
        ['Број', 'Година', 'Датум', 'Вработен', 'Вид', 'Јазик', 'Барање за отсуство', 'Статус', 'Поништен од (UTC)', 'Последна грешка'],
        ['No. 5', 2026, { date: '2026-04-01T00:00:00', format: 'dd.mm.yyyy' }, 'Bob "Jr", Smith', 'Работа од дома', 'EN', absence.a2, 'Создаден', null, null],
        ['№ 3', 2026, { date: '2026-03-09T00:00:00', format: 'dd.mm.yyyy' }, 'Ана Петрова', 'Годишен одмор', 'MK', absence.a1, 'Создаден', null, null],
      ],
    });
    const [english] = readXlsx(Buffer.from((await rpc.call(EXPORT_DOCUMENTS, { status: 'void', format: 'xlsx' }, as(A, 1, 'en'))).content_base64, 'base64'));
    expect(english.rows).toEqual([
      ['Number', 'Year', 'Date', 'Employee', 'Kind', 'Language', 'Absence request', 'Status', 'Void since (UTC)', 'Last error'],
      ['№ 4', 2026, { date: '2026-03-20T00:00:00', format: 'dd-mmm-yyyy' }, 'Ана Петрова', 'Annual leave', 'BG', absence.a3, 'Void', { date: '2026-04-02T10:00:00', format: 'dd-mmm-yyyy hh:mm' }, null],
    ]);
  });

  it('refuses roles outside the register and a format it does not write', async () => {
    await expect(rpcError(rpc.call(EXPORT_DOCUMENTS, {}, as(A, 5)))).resolves.toMatchObject({ status: 403 });
    await expect(rpcError(rpc.call(EXPORT_DOCUMENTS, {}, as(A, 2)))).resolves.toMatchObject({ status: 403 });
    await expect(rpcError(rpc.call(EXPORT_DOCUMENTS, { format: 'pdf' as never }, as(A)))).resolves.toMatchObject({ status: 422, errors: { format: ['invalid_option'] } });
  });

  it('holds at most 10,000 documents: the first of the register’s order', async () => {
    const more = DOCUMENT_REGISTER_MAX_ROWS + 1;
    await sql(
      `INSERT INTO documents.generated_documents
         (company_id, absence_request_id, user_id, employee_name, kind, language, approved_at, year, number, issued_on, content, source, status, attempts, next_attempt_at, generated_at)
       SELECT $1, n, $2, 'Ана Петрова', 'work_from_home', 'mk', '2026-02-02T09:00:00Z', 2026, n, '2026-02-02', decode('00', 'hex'), '{}', 'generated', 1, now(), now()
       FROM generate_series(1, $3::int) AS n`,
      [C, ANA, more],
    );
    const csv = lines(fileText(await rpc.call(EXPORT_DOCUMENTS, {}, as(C))));
    expect(csv).toHaveLength(1 + DOCUMENT_REGISTER_MAX_ROWS);
    expect(csv[1].startsWith(`№ ${more},`)).toBe(true);
    expect(csv.at(-1)?.startsWith('№ 2,')).toBe(true);
    const [sheet] = readXlsx(Buffer.from((await rpc.call(EXPORT_DOCUMENTS, { format: 'xlsx' }, as(C))).content_base64, 'base64'));
    expect(sheet.rows).toHaveLength(1 + DOCUMENT_REGISTER_MAX_ROWS);
  });
});
