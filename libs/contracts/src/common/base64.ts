/*
 * Base64 text as uploads send it (images, attachments): its shape and the size it decodes to, without
 * decoding it — so an oversized upload is refused cheaply, by the gateway's schema and by the service.
 */

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** The bytes a base64 text decodes to (whitespace ignored). */
export function base64DecodedLength(text: string): number {
  const compact = text.replace(/\s+/g, '');
  const padding = compact.endsWith('==') ? 2 : compact.endsWith('=') ? 1 : 0;
  return Math.floor((compact.length * 3) / 4) - padding;
}

/** Standard base64 (padded), not empty. */
export const isBase64 = (v: unknown): v is string => typeof v === 'string' && v.length > 0 && v.length % 4 === 0 && BASE64.test(v);
