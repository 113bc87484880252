/** Images with a scan: JPEG or PNG by their content (whatever they are called), at most 1 MB. */
export type ScanImageMime = 'image/jpeg' | 'image/png';

export const IMAGE_MAX_BYTES = 1_048_576;

export const IMAGE_ERRORS = {
  notImage: 'file_must_be_image',
  tooLarge: 'file_too_large_1mb',
} as const;

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const PNG_IHDR = [0x49, 0x48, 0x44, 0x52];

const startsWith = (bytes: Uint8Array, signature: number[], at = 0): boolean =>
  bytes.length >= at + signature.length && signature.every((b, i) => bytes[at + i] === b);

/** PNG: the 8-byte signature then the IHDR chunk; JPEG: SOI and a further marker (FF D8 FF). */
export function sniffScanImage(bytes: Uint8Array): ScanImageMime | null {
  if (startsWith(bytes, PNG_SIGNATURE) && startsWith(bytes, PNG_IHDR, 12)) return 'image/png';
  if (bytes.length >= 4 && startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  return null;
}

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

export type ImageCheck = { ok: true; mime: ScanImageMime; bytes: Buffer } | { ok: false; errors: string[] };

/** Decodes and checks a base64 image (standard alphabet, an optional data: URL prefix allowed). */
export function checkScanImage(text: string): ImageCheck {
  const compact = text.replace(/^data:image\/[a-z]+;base64,/i, '').replace(/\s+/g, '');
  const padding = compact.endsWith('==') ? 2 : compact.endsWith('=') ? 1 : 0;
  if (Math.floor((compact.length * 3) / 4) - padding > 2 * IMAGE_MAX_BYTES) return { ok: false, errors: [IMAGE_ERRORS.tooLarge] };
  if (compact.length === 0 || !BASE64.test(compact) || compact.length % 4 === 1) return { ok: false, errors: [IMAGE_ERRORS.notImage] };
  const bytes = Buffer.from(compact, 'base64');
  const mime = sniffScanImage(bytes);
  const errors: string[] = [];
  if (!mime) errors.push(IMAGE_ERRORS.notImage);
  if (bytes.length > IMAGE_MAX_BYTES) errors.push(IMAGE_ERRORS.tooLarge);
  return errors.length > 0 || !mime ? { ok: false, errors } : { ok: true, mime, bytes };
}
