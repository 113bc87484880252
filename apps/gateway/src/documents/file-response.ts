import type { Response } from 'express';

/** Sends a file for download: its bytes, type and name (RFC 5987, so Cyrillic names survive), never sniffed. */
export function sendDownload(res: Response, file: { name: string; mime: string; content_base64: string }): void {
  const bytes = Buffer.from(file.content_base64, 'base64');
  res.setHeader('Content-Type', file.mime);
  res.setHeader('Content-Length', String(bytes.length));
  res.setHeader('Content-Disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.name)}`);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Cache-Control', 'private, no-store');
  res.status(200).end(bytes);
}

export const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
