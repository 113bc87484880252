import { base64DecodedLength } from '@presently/contracts';

/** Images recognised by content: an avatar may be JPEG or PNG; a company logo also WebP or GIF. */
export type ImageMime = 'image/jpeg' | 'image/png';
export type LogoMime = ImageMime | 'image/webp' | 'image/gif';

export const AVATAR_MIMES: readonly ImageMime[] = ['image/jpeg', 'image/png'];
export const LOGO_MIMES: readonly LogoMime[] = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];

/** Avatars and logos alike: at most 1 MB. */
export const AVATAR_MAX_BYTES = 1_048_576;
export const IMAGE_MAX_BYTES = AVATAR_MAX_BYTES;

export const IMAGE_ERRORS = {
  required: 'file_required',
  notImage: 'file_must_be_image',
  tooLarge: 'file_too_large_1mb',
} as const;

/** The same keys under the name the avatar and logo code knows them by. */
export const AVATAR_ERRORS = IMAGE_ERRORS;

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const PNG_IHDR = [0x49, 0x48, 0x44, 0x52];

const startsWith = (bytes: Uint8Array, signature: number[], at = 0): boolean =>
  bytes.length >= at + signature.length && signature.every((b, i) => bytes[at + i] === b);

const ascii = (text: string): number[] => Array.from(text, (ch) => ch.charCodeAt(0));

/**
 * The image type by its magic bytes, whatever the file was called: a PNG starts with its 8-byte
 * signature followed by the IHDR chunk; a JPEG with the SOI marker and a further marker (FF D8 FF);
 * a GIF with GIF87a or GIF89a; a WebP is a RIFF container of form type WEBP with a VP8, VP8L or VP8X
 * chunk. Anything else (text, PDF, SVG, a truncated header) is not an image we take.
 */
export function detectImageType(bytes: Uint8Array): LogoMime | null {
  if (startsWith(bytes, PNG_SIGNATURE) && startsWith(bytes, PNG_IHDR, 12)) return 'image/png';
  if (bytes.length >= 4 && startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (bytes.length >= 13 && (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a')))) return 'image/gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8) && startsWith(bytes, ascii('VP8'), 12) && bytes.length >= 16) {
    const kind = bytes[15];
    if (kind === 0x20 || kind === 0x4c || kind === 0x58) return 'image/webp'; // 'VP8 ', 'VP8L', 'VP8X'
  }
  return null;
}

/** The avatar types only (JPEG or PNG): a GIF or WebP is not an avatar. */
export function sniffImageType(bytes: Uint8Array): ImageMime | null {
  const type = detectImageType(bytes);
  return type === 'image/jpeg' || type === 'image/png' ? type : null;
}

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
const BASE64URL = /^[A-Za-z0-9_-]*$/;

/**
 * Strict base64 (standard or URL-safe alphabet, optional padding, whitespace ignored); null when the
 * text is not base64 at all, rather than Node's lenient decoding of whatever it can.
 */
export function decodeBase64(text: string): Buffer | null {
  const compact = text.replace(/\s+/g, '');
  if (compact.length === 0) return null;
  if (BASE64.test(compact)) {
    if (compact.length % 4 === 1) return null;
    return Buffer.from(compact, 'base64');
  }
  if (BASE64URL.test(compact)) return compact.length % 4 === 1 ? null : Buffer.from(compact, 'base64url');
  return null;
}

// Decoded size without decoding: one copy, in contracts (the gateway's schemas check it too).
export { base64DecodedLength };

export type ImageCheck<M extends string> = { ok: true; mime: M; bytes: Buffer } | { ok: false; errors: string[] };
export type AvatarCheck = ImageCheck<ImageMime>;

const DATA_URL_PREFIX = /^data:image\/[a-z+.-]+;base64,/i;

export interface ImageCheckOptions {
  /** Accept a `data:image/…;base64,` prefix (what a browser's canvas or a gate's camera may send). */
  dataUrl?: boolean;
}

/** Decodes and checks an uploaded image against the accepted types: the error keys name every rule it breaks. */
export function checkImage<M extends LogoMime>(input: unknown, accepted: readonly M[], options: ImageCheckOptions = {}): ImageCheck<M> {
  const contentBase64 = options.dataUrl && typeof input === 'string' ? input.replace(DATA_URL_PREFIX, '') : input;
  if (typeof contentBase64 !== 'string' || contentBase64.trim() === '') return { ok: false, errors: [AVATAR_ERRORS.required] };
  // Beyond twice the limit there is no point in decoding: it is too large whatever it is.
  if (base64DecodedLength(contentBase64) > 2 * IMAGE_MAX_BYTES) return { ok: false, errors: [AVATAR_ERRORS.tooLarge] };
  const bytes = decodeBase64(contentBase64);
  const errors: string[] = [];
  const detected = bytes ? detectImageType(bytes) : null;
  const mime = detected !== null && (accepted as readonly string[]).includes(detected) ? (detected as M) : null;
  if (!mime) errors.push(AVATAR_ERRORS.notImage);
  if (bytes && bytes.length > IMAGE_MAX_BYTES) errors.push(AVATAR_ERRORS.tooLarge);
  if (errors.length > 0 || !bytes || !mime) return { ok: false, errors };
  return { ok: true, mime, bytes };
}

/** An avatar: JPEG or PNG by content, at most 1 MB. */
export const checkAvatar = (contentBase64: unknown): AvatarCheck => checkImage(contentBase64, AVATAR_MIMES);

/** A company logo: JPEG, PNG, WebP or GIF by content, at most 1 MB. */
export const checkLogo = (contentBase64: unknown): ImageCheck<LogoMime> => checkImage(contentBase64, LOGO_MIMES);
