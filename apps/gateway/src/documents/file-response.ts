import type { FastifyReply } from 'fastify';

/** Sends a file for download: its bytes, type and name (RFC 5987, so Cyrillic names survive), never sniffed. */
export function sendDownload(reply: FastifyReply, file: { name: string; mime: string; content_base64: string }): void {
  void reply
    .code(200)
    .headers({
      'Content-Type': file.mime,
      'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(file.name)}`,
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private, no-store',
    })
    .send(Buffer.from(file.content_base64, 'base64'));
}

export const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** A file read from a service in chunks: its head, then the next chunk from each chunk's offset. */
export interface FileChunk {
  content_type: string;
  size_bytes: number;
  file_name: string;
  data_base64: string;
  next_offset: number | null;
}

/**
 * Streams a file read chunk by chunk (report exports): one chunk in memory at a time, and a slow
 * client holds back the next question. Written past Fastify (hijacked) once the first chunk is here,
 * so an error before it is still answered with its envelope.
 */
export async function streamDownload(reply: FastifyReply, first: FileChunk, next: (offset: number) => Promise<FileChunk>): Promise<void> {
  reply.hijack();
  const res = reply.raw;
  res.writeHead(200, {
    'Content-Type': first.content_type,
    'Content-Length': String(first.size_bytes),
    'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(first.file_name)}`,
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': 'private, no-store',
  });
  let chunk = first;
  for (;;) {
    if (!res.write(Buffer.from(chunk.data_base64, 'base64'))) await new Promise((r) => res.once('drain', r));
    if (chunk.next_offset === null) break;
    chunk = await next(chunk.next_offset);
  }
  res.end();
}
