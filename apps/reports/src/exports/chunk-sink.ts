import { Writable } from 'node:stream';
import { EXPORT_CHUNK_BYTES } from '@presently/contracts';

/**
 * A writable that stores what a writer produces in fixed-size chunks (the last one shorter), each
 * awaited before more is accepted: memory holds at most one chunk, whatever the file's size.
 */
export class ChunkSink extends Writable {
  private parts: Buffer[] = [];
  private held = 0;
  private seq = 0;
  bytes = 0;

  constructor(private readonly store: (seq: number, data: Buffer) => Promise<void>) {
    super();
  }

  override _write(chunk: Buffer, _enc: BufferEncoding, done: (err?: Error | null) => void): void {
    this.parts.push(chunk);
    this.held += chunk.length;
    this.bytes += chunk.length;
    this.flushFull().then(() => done(), done);
  }

  override _final(done: (err?: Error | null) => void): void {
    this.flushFull()
      .then(() => (this.held > 0 ? this.storeNext(Buffer.concat(this.parts)) : undefined))
      .then(() => done(), done);
  }

  private async flushFull(): Promise<void> {
    while (this.held >= EXPORT_CHUNK_BYTES) {
      const all = Buffer.concat(this.parts);
      await this.storeNext(all.subarray(0, EXPORT_CHUNK_BYTES));
      const rest = all.subarray(EXPORT_CHUNK_BYTES);
      this.parts = rest.length > 0 ? [Buffer.from(rest)] : [];
      this.held = rest.length;
    }
  }

  private async storeNext(data: Buffer): Promise<void> {
    await this.store(this.seq++, data);
  }
}
