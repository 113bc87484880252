import { checkImage, type LogoMime, type Parsed } from '@presently/domain';

/**
 * An uploaded image (`{ content_base64 }`) as a form rule: its bytes and type by content, or the
 * image keys (file_required, file_must_be_image, file_too_large_1mb) under the form's field name.
 */
export const uploadedImage =
  <M extends LogoMime>(field: string, accepted: readonly M[]) =>
  (input: unknown): Parsed<{ mime: M; bytes: Buffer }> => {
    const content = typeof input === 'object' && input !== null ? (input as { content_base64?: unknown }).content_base64 : undefined;
    const check = checkImage(content, accepted);
    return check.ok ? { ok: true, value: { mime: check.mime, bytes: check.bytes } } : { ok: false, errors: { [field]: check.errors } };
  };
