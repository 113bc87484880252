import { parentPort, workerData } from 'node:worker_threads';
import { type PdfInput, renderPdf } from './pdf-document';

/**
 * The PDF's layout thread. pdfmake lays out and renders a whole document in one synchronous go
 * (10 s for a thousand employees' month on a busy machine); on the export's own thread that would
 * stop its progress writes, its cancel check and BullMQ's lock renewal for as long. Here it posts
 * its progress, then the file's bytes, then `done` (or `error`).
 */
export type PdfLayoutMessage = { progress: number } | { chunk: Uint8Array } | { done: true } | { error: string };

const port = parentPort;
if (port) {
  const post = (m: PdfLayoutMessage) => port.postMessage(m);
  // pdfmake reports every item it renders: a message per whole percent is enough.
  let posted = -1;
  const progress = (share: number) => {
    const percent = Math.floor(share * 100);
    if (percent > posted) post({ progress: (posted = percent) / 100 });
  };
  renderPdf(workerData as PdfInput, progress)
    .then((stream) => {
      stream.on('data', (chunk: Buffer) => post({ chunk: new Uint8Array(chunk) }));
      stream.on('end', () => post({ done: true }));
      stream.on('error', (err: Error) => post({ error: err.message }));
      // pdfkit's document is a stream that starts flowing when ended.
      (stream as unknown as { end?: () => void }).end?.();
    })
    .catch((err: unknown) => post({ error: err instanceof Error ? err.message : String(err) }));
}
