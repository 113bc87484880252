import { once } from 'node:events';
import { PassThrough, type Readable, type Writable } from 'node:stream';

/** What this file uses of zip-stream 4.x (CommonJS, no typings). */
interface ZipStream extends Readable {
  entry(source: Buffer | Readable, data: { name: string }, callback: (err?: Error | null) => void): void;
  finalize(): void;
}

/**
 * A zip written as it goes (zip-stream): entries one after another into `out`, each compressed as
 * its bytes come. An entry can be a stream (`open`), whose writes wait while the zip or `out` is
 * behind, so memory stays bounded whatever the size of the entry. The one place that knows the zip
 * library.
 */
export class ZipWriter {
  private readonly zip: ZipStream;
  /** The entries run one at a time: each waits for the one before it. */
  private last: Promise<void> = Promise.resolve();
  private failure: Error | null = null;
  /** Settles only on a failure: raced by the few waits per file (entries, the end), never per write. */
  private readonly failed: Promise<never>;
  /** The entry written as it goes, ended on a failure so that a write waiting for room learns it. */
  private current: PassThrough | null = null;

  constructor(out: Writable) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- zip-stream is CommonJS without typings
    const ZipStreamClass = require('zip-stream') as new (options: object) => ZipStream;
    this.zip = new ZipStreamClass({});
    this.failed = new Promise<never>((_, reject) => {
      const fail = (err: Error) => {
        this.failure ??= err;
        this.current?.destroy(err);
        reject(err);
      };
      this.zip.on('error', fail);
      out.on('error', fail);
    });
    this.failed.catch(() => undefined); // observed by whoever waits next
    this.zip.pipe(out);
  }

  /** Adds an entry whose content is known. */
  add(name: string, content: string): Promise<void> {
    return this.queue(name, Buffer.from(content, 'utf8'));
  }

  /** Adds an entry written as it goes: `write` waits while the zip is behind, `end` completes the entry. */
  open(name: string): ZipEntryStream {
    const input = new PassThrough();
    this.current = input;
    const done = this.queue(name, input);
    return new ZipEntryStream(input, done);
  }

  /** Writes the zip's directory and ends `out`; resolves when the zip has given out its last byte. */
  async finish(): Promise<void> {
    await this.last;
    const ended = new Promise<void>((resolve) => this.zip.once('end', resolve));
    this.zip.finalize();
    await Promise.race([ended, this.failed]);
  }

  private queue(name: string, source: Buffer | Readable): Promise<void> {
    const run = async () => {
      if (this.failure) throw this.failure;
      const entry = new Promise<void>((resolve, reject) => this.zip.entry(source, { name }, (err) => (err ? reject(err) : resolve())));
      await Promise.race([entry, this.failed]);
    };
    this.last = this.last.then(run);
    return this.last;
  }
}

/** One entry's content as it is written; the entry starts when the zip's earlier entries are done. */
export class ZipEntryStream {
  constructor(
    private readonly input: PassThrough,
    private readonly done: Promise<void>,
  ) {
    done.catch(() => undefined); // awaited in `end`
  }

  /**
   * Writes text; waits while the zip (or the stream it writes to) is behind. The wait listens on the
   * entry's own stream (`once` rejects on its error: a failed zip ends it with the error), so nothing
   * is left behind per write.
   */
  async write(content: string | Buffer): Promise<void> {
    if (this.input.destroyed) throw this.input.errored ?? new Error('zip entry closed');
    if (content.length === 0) return;
    if (!this.input.write(content)) await once(this.input, 'drain');
  }

  /** Ends the entry; resolves when it is in the zip. */
  async end(text = ''): Promise<void> {
    if (this.input.destroyed) throw this.input.errored ?? new Error('zip entry closed');
    this.input.end(text, 'utf8');
    await this.done;
  }
}
