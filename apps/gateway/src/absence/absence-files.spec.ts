import { RpcError, type RpcClient } from '@presently/messaging';
import { storeUploads } from './absence-files';

const meta = { requestId: 'r', actor: null };
const upload = (name: string) => ({ originalname: name, buffer: Buffer.from('x') }) as never;

describe('storing an absence request’s uploads', () => {
  it('answers a refused file under the form’s `files` field, where the web shows it', async () => {
    const rpc = { call: jest.fn().mockRejectedValue(new RpcError({ status: 422, errors: { content_base64: ['file_format_pdf_jpg'] } })) } as unknown as RpcClient;
    const refused = await storeUploads(rpc, [upload('virus.pdf')], meta).catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(RpcError);
    expect((refused as RpcError).body).toEqual({ status: 422, errors: { files: ['file_format_pdf_jpg'] } });
  });

  it('names what it stored, in order', async () => {
    let id = 0;
    const rpc = { call: jest.fn().mockImplementation(async () => ({ id: ++id, name: `f${id}.pdf`, mime: 'application/pdf', size: 3 })) } as unknown as RpcClient;
    expect(await storeUploads(rpc, [upload('a.pdf'), upload('b.pdf')], meta)).toEqual([
      { file_id: 1, name: 'f1.pdf', mime: 'application/pdf', size: 3 },
      { file_id: 2, name: 'f2.pdf', mime: 'application/pdf', size: 3 },
    ]);
  });

  it('passes any other failure on as it is (a service that is down stays a 503)', async () => {
    const down = new RpcError({ status: 503, error: 'service_unavailable' });
    const rpc = { call: jest.fn().mockRejectedValue(down) } as unknown as RpcClient;
    await expect(storeUploads(rpc, [upload('a.pdf')], meta)).rejects.toBe(down);
  });
});
