import {
  BadRequestException,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
  NotFoundException,
  UnprocessableEntityException,
} from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Observable } from 'rxjs';
import { ERROR_KEYS } from '@presently/contracts';
import { type FormFile, FormRefused, formFilesOf, isMultipart, readForm } from './multipart';

/** Avatars and logos: at most 1 MB (spec section 5). */
export const IMAGE_MAX_BYTES = 1024 * 1024;

export const UPLOAD_KEYS = { required: 'file_required', tooLarge: 'file_too_large_1mb' } as const;

const uploadError = (field: string, key: string) => new UnprocessableEntityException({ errors: { [field]: [key] } });

export type UploadedFile = FormFile;

/** The uploaded image of a form field, once the interceptor has parsed the form: found, of at most 1 MB. */
export function uploadedImageOf(req: FastifyRequest, field: string): UploadedFile {
  const file = formFilesOf(req).find((f) => f.fieldname === field);
  if (!file || file.size === 0) throw uploadError(field, UPLOAD_KEYS.required);
  if (file.size > IMAGE_MAX_BYTES) throw uploadError(field, UPLOAD_KEYS.tooLarge);
  return file;
}

const IMAGE_FORM = { fileSize: IMAGE_MAX_BYTES + 1, files: 1, fields: 10, fieldSize: 1024, parts: 12 };

/**
 * Parses `multipart/form-data` into memory, keeping at most one file of 1 MB + 1 byte: anything larger
 * stops the upload at once and answers 422 file_too_large_1mb, a file under another field name counts
 * as no file, and a broken form is 400 malformed_body. Whether the bytes are an image is org's check.
 */
export abstract class ImageUploadInterceptor implements NestInterceptor {
  protected constructor(private readonly field: string) {}

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const req = context.switchToHttp().getRequest<FastifyRequest>();
    if (!isMultipart(req)) return next.handle();
    try {
      await readForm(req, IMAGE_FORM);
    } catch (err) {
      if (!(err instanceof FormRefused)) throw err;
      if (err.problem === 'file_too_large') throw uploadError(this.field, UPLOAD_KEYS.tooLarge);
      throw new BadRequestException({ error: ERROR_KEYS.malformedBody });
    }
    return next.handle();
  }
}

/** What the gateway serves as an image: raster formats only (never SVG, which can carry script). */
export const AVATAR_TYPES: ReadonlySet<string> = new Set(['image/jpeg', 'image/png']);
export const LOGO_TYPES: ReadonlySet<string> = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif']);

/** An image a service keeps, as it answers it (AvatarFile's shape). */
export interface StoredImage {
  mime: string;
  content_base64: string;
}

/** Answers an image's bytes, or 404 not_found when there is none (or it is not of a type served here). */
export function sendImage(reply: FastifyReply, file: StoredImage | null | undefined, types: ReadonlySet<string>): void {
  if (!file || !types.has(file.mime) || typeof file.content_base64 !== 'string') throw new NotFoundException({ error: ERROR_KEYS.notFound });
  void reply
    .code(200)
    .headers({ 'Content-Type': file.mime, 'Cache-Control': 'private, max-age=300', 'X-Content-Type-Options': 'nosniff' })
    .send(Buffer.from(file.content_base64, 'base64'));
}
