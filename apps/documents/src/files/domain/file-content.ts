import { FILE_ERRORS, STORED_FILE_LIMITS, type StoredFileMime, type StoredFilePurpose } from '@presently/contracts';
import { base64DecodedLength, decodeBase64 } from '@presently/domain';
import { isWellFormedJpeg, startsLikeJpeg } from './jpeg-structure';
import { isWellFormedPdf, startsLikePdf } from './pdf-structure';

export type FileContentCheck = { ok: true; mime: StoredFileMime; bytes: Buffer } | { ok: false; error: string };

interface AcceptedType {
  mime: StoredFileMime;
  startsLike: (bytes: Uint8Array) => boolean;
  wellFormed: (bytes: Uint8Array) => boolean;
  maxBytes: number;
  tooLarge: string;
}

const PDF: AcceptedType = { mime: 'application/pdf', startsLike: startsLikePdf, wellFormed: isWellFormedPdf, maxBytes: STORED_FILE_LIMITS.pdfMaxBytes, tooLarge: FILE_ERRORS.pdfTooLarge };
const JPEG: AcceptedType = { mime: 'image/jpeg', startsLike: startsLikeJpeg, wellFormed: isWellFormedJpeg, maxBytes: STORED_FILE_LIMITS.jpegMaxBytes, tooLarge: FILE_ERRORS.jpgTooLarge };

/** The types each purpose takes (spec section 8: absence files are PDF up to 1 MB or JPG/JPEG up to 10 MB). */
const ACCEPTED: Record<StoredFilePurpose, readonly AcceptedType[]> = {
  absence_attachment: [PDF, JPEG],
};

/** Enough base64 for the longest signature we sniff (%PDF-1.x: 8 bytes). */
const SNIFF_CHARS = 12;

/**
 * Decodes an upload and checks it by content for its purpose: the type from the magic bytes, the size
 * limit of that type, then a parse of the structure. Missing or empty → file_required; not base64, not
 * an accepted type, or not well formed → file_format_pdf_jpg; over the type's limit → its size key.
 * The name and the client's MIME type play no part.
 */
export function checkFileContent(purpose: StoredFilePurpose, contentBase64: string | null | undefined): FileContentCheck {
  if (typeof contentBase64 !== 'string' || contentBase64.trim() === '') return { ok: false, error: FILE_ERRORS.required };
  const accepted = ACCEPTED[purpose];
  const largest = Math.max(...accepted.map((t) => t.maxBytes));

  // Far over every limit: sniff the first bytes for the right key instead of decoding megabytes.
  if (base64DecodedLength(contentBase64) > largest) {
    const head = decodeBase64(contentBase64.replace(/\s+/g, '').slice(0, SNIFF_CHARS));
    const type = head ? accepted.find((t) => t.startsLike(head)) : undefined;
    return { ok: false, error: type ? type.tooLarge : FILE_ERRORS.format };
  }

  const bytes = decodeBase64(contentBase64);
  if (!bytes) return { ok: false, error: FILE_ERRORS.format };
  if (bytes.length === 0) return { ok: false, error: FILE_ERRORS.required };
  const type = accepted.find((t) => t.startsLike(bytes));
  if (!type) return { ok: false, error: FILE_ERRORS.format };
  if (bytes.length > type.maxBytes) return { ok: false, error: type.tooLarge };
  if (!type.wellFormed(bytes)) return { ok: false, error: FILE_ERRORS.format };
  return { ok: true, mime: type.mime, bytes };
}
