import { randomInt, randomUUID } from 'node:crypto';
import { ATTACH_FILES, FILE_ERRORS, LIST_FILES, type MessageMeta, READ_FILE, STORE_FILE, type StoredFile } from '@presently/contracts';
import type { RpcClient } from '@presently/messaging';
import { bootTestService, rpcError, sql, type TestService, testRpcClient } from '@presently/testing';
import { AppModule } from '../../src/app.module';
import { SweepUnattachedFilesUseCase } from '../../src/files/usecases/sweep-unattached-files/sweep-unattached-files.usecase';
import { definition } from '../../src/service.definition';
import { base64, sampleExecutable, sampleJpeg, samplePdf, samplePng } from '../support/sample-files';

describe('documents: stored files', () => {
  let service: TestService;
  let rpc: RpcClient;
  // Company ids no other suite uses, new for each run.
  const A = 1_600_000_000 + randomInt(100_000_000);
  const B = A + 1;
  const ANA = 11;
  const BOB = 12;
  const CARL = 21;

  const as = (companyId: number, userId: number): MessageMeta => ({ requestId: randomUUID(), actor: { companyId, userId, roleId: 3, lang: 'en' } });
  const store = (content: Buffer | string, meta: MessageMeta = as(A, ANA), extra: Record<string, unknown> = {}) =>
    rpc.call(STORE_FILE, { purpose: 'absence_attachment', name: 'sick-note.pdf', content_base64: typeof content === 'string' ? content : base64(content), ...extra }, meta);
  const owner = () => `absence-request:${randomInt(1_000_000_000)}`;

  beforeAll(async () => {
    service = await bootTestService(definition, AppModule);
    rpc = testRpcClient(20_000);
    await rpc.waitForConnect();
  });

  afterEach(async () => {
    await sql('DELETE FROM documents.stored_files WHERE company_id = ANY($1)', [[A, B]]);
  });

  afterAll(async () => {
    await rpc?.close();
    await service?.close();
  });

  it('stores a real PDF and a real JPEG, typed by content whatever their names, and reads them back byte for byte', async () => {
    const pdf = samplePdf();
    const jpeg = sampleJpeg({ width: 640, height: 480 });
    const storedPdf = await store(pdf, as(A, ANA), { name: 'C:\\fakepath\\scan.jpg' });
    expect(storedPdf).toEqual({ id: expect.any(Number), purpose: 'absence_attachment', name: 'scan.jpg', mime: 'application/pdf', size: pdf.length, owner: null, created_at: expect.any(String) });
    const storedJpeg = await store(jpeg, as(A, ANA), { name: 'note.pdf' });
    expect(storedJpeg).toMatchObject({ mime: 'image/jpeg', size: jpeg.length, name: 'note.pdf' });

    const readPdf = await rpc.call(READ_FILE, { id: storedPdf.id }, as(A, ANA));
    expect(readPdf).toEqual({ ...storedPdf, content_base64: expect.any(String) });
    expect(Buffer.from(readPdf.content_base64, 'base64').equals(pdf)).toBe(true);
    const readJpeg = await rpc.call(READ_FILE, { id: storedJpeg.id }, as(A, ANA));
    expect(Buffer.from(readJpeg.content_base64, 'base64').equals(jpeg)).toBe(true);

    const [row] = await sql<{ size: number; octets: number }>('SELECT size, octet_length(content) AS octets FROM documents.stored_files WHERE id = $1', [storedJpeg.id]);
    expect(row).toEqual({ size: jpeg.length, octets: jpeg.length });
  });

  it('takes a JPEG near 10 MB through the queue', async () => {
    const jpeg = sampleJpeg({ padTo: 9_900_000 });
    const stored = await store(jpeg, as(A, ANA), { name: 'photo.jpg' });
    expect(stored).toMatchObject({ mime: 'image/jpeg', size: jpeg.length });
    const read = await rpc.call(READ_FILE, { id: stored.id }, as(A, ANA));
    expect(Buffer.from(read.content_base64, 'base64').equals(jpeg)).toBe(true);
  });

  it('refuses a 2 MB PDF, a renamed executable, a PNG, a truncated PDF, bad base64 and no content, each with its key, and keeps none', async () => {
    const errorOf = async (content: Buffer | string, extra: Record<string, unknown> = {}) => rpcError(store(content, as(A, ANA), extra));
    const pdf = samplePdf();
    const executable = sampleExecutable();
    expect(executable.subarray(0, 4).toString('latin1')).toBe('\x7fELF');

    await expect(errorOf(samplePdf({ padTo: 2 * 1_048_576 }))).resolves.toEqual({ status: 422, errors: { content_base64: [FILE_ERRORS.pdfTooLarge] } });
    await expect(errorOf(sampleJpeg({ padTo: 10_600_000 }))).resolves.toMatchObject({ status: 422, errors: { content_base64: [FILE_ERRORS.jpgTooLarge] } });
    await expect(errorOf(executable, { name: 'sick-note.pdf' })).resolves.toMatchObject({ status: 422, errors: { content_base64: [FILE_ERRORS.format] } });
    await expect(errorOf(samplePng(), { name: 'scan.jpg' })).resolves.toMatchObject({ status: 422, errors: { content_base64: [FILE_ERRORS.format] } });
    await expect(errorOf(pdf.subarray(0, pdf.length - 30))).resolves.toMatchObject({ status: 422, errors: { content_base64: [FILE_ERRORS.format] } });
    await expect(errorOf('%%% not base64 %%%')).resolves.toMatchObject({ status: 422, errors: { content_base64: [FILE_ERRORS.format] } });
    await expect(errorOf('')).resolves.toMatchObject({ status: 422, errors: { content_base64: [FILE_ERRORS.required] } });
    await expect(rpcError(rpc.call(STORE_FILE, { purpose: 'absence_attachment', name: 'x.pdf' } as never, as(A, ANA)))).resolves.toMatchObject({
      status: 422,
      errors: { content_base64: [FILE_ERRORS.required] },
    });
    await expect(rpcError(rpc.call(STORE_FILE, { purpose: 'avatar', name: '', content_base64: base64(pdf) } as never, as(A, ANA)))).resolves.toMatchObject({
      status: 422,
      errors: { purpose: ['invalid_option'], name: ['field_required'] },
    });
    await expect(rpcError(rpc.call(STORE_FILE, { purpose: 'absence_attachment', name: 'x.pdf', content_base64: base64(pdf) }, { requestId: randomUUID(), actor: null }))).resolves.toMatchObject({ status: 401 });
    await expect(sql('SELECT id FROM documents.stored_files WHERE company_id = $1', [A])).resolves.toEqual([]);
  });

  it('never lets another company read, list or attach a file (not found, as if it did not exist)', async () => {
    const target = owner();
    const stored = await store(samplePdf(), as(A, ANA), { owner: target });
    expect(stored.owner).toBe(target);
    const notFound = { status: 404, error: 'not_found' };

    await expect(rpcError(rpc.call(READ_FILE, { id: stored.id }, as(B, CARL)))).resolves.toEqual(notFound);
    await expect(rpcError(rpc.call(READ_FILE, { id: stored.id, owner: target }, as(B, CARL)))).resolves.toEqual(notFound);
    await expect(rpcError(rpc.call(ATTACH_FILES, { file_ids: [stored.id], owner: owner() }, as(B, CARL)))).resolves.toEqual(notFound);
    await expect(rpc.call(LIST_FILES, { owner: target }, as(B, CARL))).resolves.toEqual([]);
    // An id that does not exist answers the same.
    await expect(rpcError(rpc.call(READ_FILE, { id: 2_000_000_000 }, as(A, ANA)))).resolves.toEqual(notFound);

    const unattached = await store(sampleJpeg(), as(A, ANA));
    await expect(rpcError(rpc.call(ATTACH_FILES, { file_ids: [unattached.id], owner: owner() }, as(B, ANA)))).resolves.toEqual(notFound);
    await expect(rpcError(rpc.call(READ_FILE, { id: unattached.id }, as(B, ANA)))).resolves.toEqual(notFound);
    const [row] = await sql<{ owner: string | null }>('SELECT owner FROM documents.stored_files WHERE id = $1', [unattached.id]);
    expect(row.owner).toBeNull();
  });

  it('attaches files to their owner, all or none, and reads and lists them with that owner only', async () => {
    const request = owner();
    const pdf = await store(samplePdf(), as(A, ANA));
    const jpeg = await store(sampleJpeg(), as(A, ANA), { name: 'photo.jpg' });

    // Until attached, a file is its uploader's only.
    await expect(rpcError(rpc.call(READ_FILE, { id: pdf.id }, as(A, BOB)))).resolves.toEqual({ status: 404, error: 'not_found' });
    await expect(rpcError(rpc.call(ATTACH_FILES, { file_ids: [pdf.id], owner: owner() }, as(A, BOB)))).resolves.toEqual({ status: 404, error: 'not_found' });
    // One unknown id and nothing is attached.
    await expect(rpcError(rpc.call(ATTACH_FILES, { file_ids: [pdf.id, 2_000_000_000], owner: request }, as(A, ANA)))).resolves.toEqual({ status: 404, error: 'not_found' });
    await expect(rpc.call(LIST_FILES, { owner: request }, as(A, ANA))).resolves.toEqual([]);

    await expect(rpc.call(ATTACH_FILES, { file_ids: [pdf.id, jpeg.id, pdf.id], owner: request }, as(A, ANA))).resolves.toEqual({ attached: 2 });
    // A retry changes nothing; another owner may not take them.
    await expect(rpc.call(ATTACH_FILES, { file_ids: [pdf.id, jpeg.id], owner: request }, as(A, ANA))).resolves.toEqual({ attached: 2 });
    await expect(rpcError(rpc.call(ATTACH_FILES, { file_ids: [jpeg.id], owner: owner() }, as(A, ANA)))).resolves.toEqual({ status: 409, error: FILE_ERRORS.alreadyAttached });

    const listed = await rpc.call(LIST_FILES, { owner: request }, as(A, BOB));
    expect(listed.map((f: StoredFile) => [f.id, f.owner, f.mime])).toEqual([
      [pdf.id, request, 'application/pdf'],
      [jpeg.id, request, 'image/jpeg'],
    ]);
    const read = await rpc.call(READ_FILE, { id: jpeg.id, owner: request }, as(A, BOB));
    expect(read).toMatchObject({ id: jpeg.id, owner: request, name: 'photo.jpg' });
    expect(Buffer.from(read.content_base64, 'base64').equals(sampleJpeg())).toBe(true);
    await expect(rpcError(rpc.call(READ_FILE, { id: jpeg.id, owner: owner() }, as(A, ANA)))).resolves.toEqual({ status: 404, error: 'not_found' });
    const [row] = await sql<{ attached: boolean }>('SELECT attached_at IS NOT NULL AS attached FROM documents.stored_files WHERE id = $1', [pdf.id]);
    expect(row.attached).toBe(true);
  });

  it('keeps at most five files per owner, counted under a lock when attaches race', async () => {
    const request = owner();
    const files = await Promise.all(Array.from({ length: 6 }, () => store(samplePdf(), as(A, ANA))));
    const outcomes = await Promise.allSettled([
      rpc.call(ATTACH_FILES, { file_ids: files.slice(0, 3).map((f) => f.id), owner: request }, as(A, ANA)),
      rpc.call(ATTACH_FILES, { file_ids: files.slice(3, 6).map((f) => f.id), owner: request }, as(A, ANA)),
    ]);
    expect(outcomes.map((o) => o.status).sort()).toEqual(['fulfilled', 'rejected']);
    await expect(rpc.call(LIST_FILES, { owner: request }, as(A, ANA))).resolves.toHaveLength(3);
    await store(samplePdf(), as(A, ANA), { owner: request });
    await store(sampleJpeg(), as(A, ANA), { owner: request });
    await expect(rpcError(store(samplePdf(), as(A, ANA), { owner: request }))).resolves.toMatchObject({ status: 422, errors: { content_base64: [FILE_ERRORS.tooMany] } });
    await expect(rpcError(rpc.call(ATTACH_FILES, { file_ids: files.map((f) => f.id), owner: owner() }, as(A, ANA)))).resolves.toMatchObject({
      status: 422,
      errors: { file_ids: [FILE_ERRORS.tooMany] },
    });
  });

  it('sweeps the files never attached that are older than a day, and nothing else', async () => {
    const request = owner();
    const oldUnattached = await store(samplePdf(), as(A, ANA));
    const oldAttached = await store(samplePdf(), as(A, ANA), { owner: request });
    const recentUnattached = await store(sampleJpeg(), as(B, CARL));
    const ageHours = (id: number, hours: number) => sql(`UPDATE documents.stored_files SET created_at = now() - make_interval(hours => $2) WHERE id = $1`, [id, hours]);
    await ageHours(oldUnattached.id, 25);
    await ageHours(oldAttached.id, 25);
    await ageHours(recentUnattached.id, 23);

    const removed = await service.app.get(SweepUnattachedFilesUseCase).execute();
    expect(removed).toBeGreaterThanOrEqual(1);
    const left = await sql<{ id: number }>('SELECT id FROM documents.stored_files WHERE company_id = ANY($1) ORDER BY id', [[A, B]]);
    expect(left.map((r) => r.id)).toEqual([oldAttached.id, recentUnattached.id]);
  });
});
