import {
  BadRequestException,
  type CallHandler,
  type ExecutionContext,
  HttpException,
  type NestInterceptor,
  NotFoundException,
  PayloadTooLargeException,
  UnprocessableEntityException,
} from '@nestjs/common';
import { AnyFilesInterceptor } from '@nestjs/platform-express';
import type { Request, Response } from 'express';
import type { Observable } from 'rxjs';
import { ERROR_KEYS } from '@presently/contracts';

/** Avatars and logos: at most 1 MB (spec section 5). */
export const IMAGE_MAX_BYTES = 1024 * 1024;

export const UPLOAD_KEYS = { required: 'file_required', tooLarge: 'file_too_large_1mb' } as const;

const uploadError = (field: string, key: string) => new UnprocessableEntityException({ errors: { [field]: [key] } });

/** What multer's memory storage leaves on the request for each file. */
export interface UploadedFile {
  fieldname: string;
  size: number;
  buffer: Buffer;
}

/** The uploaded image of a form field, once the interceptor has parsed the form: found, of at most 1 MB. */
export function uploadedImageOf(req: Request, field: string): UploadedFile {
  const files = (req as Request & { files?: UploadedFile[] }).files ?? [];
  const file = files.find((f) => f.fieldname === field);
  if (!file || file.size === 0) throw uploadError(field, UPLOAD_KEYS.required);
  if (file.size > IMAGE_MAX_BYTES) throw uploadError(field, UPLOAD_KEYS.tooLarge);
  return file;
}

/**
 * Parses `multipart/form-data` into memory, keeping at most one file of 1 MB + 1 byte: anything larger
 * stops the upload at once and answers 422 file_too_large_1mb, a file under another field name counts
 * as no file, and a broken form is 400 malformed_body. Whether the bytes are an image is org's check.
 */
export abstract class ImageUploadInterceptor implements NestInterceptor {
  private readonly multer: NestInterceptor = new (AnyFilesInterceptor({
    limits: { fileSize: IMAGE_MAX_BYTES + 1, files: 1, fields: 10, fieldSize: 1024, parts: 12 },
  }))();

  protected constructor(private readonly field: string) {}

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    try {
      return await this.multer.intercept(context, next);
    } catch (err) {
      if (err instanceof PayloadTooLargeException) throw uploadError(this.field, UPLOAD_KEYS.tooLarge);
      if (err instanceof HttpException && err.getStatus() < 500) throw new BadRequestException({ error: ERROR_KEYS.malformedBody });
      throw err;
    }
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
export function sendImage(res: Response, file: StoredImage | null | undefined, types: ReadonlySet<string>): void {
  if (!file || !types.has(file.mime) || typeof file.content_base64 !== 'string') throw new NotFoundException({ error: ERROR_KEYS.notFound });
  const bytes = Buffer.from(file.content_base64, 'base64');
  res.setHeader('Content-Type', file.mime);
  res.setHeader('Content-Length', String(bytes.length));
  res.setHeader('Cache-Control', 'private, max-age=300');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.status(200).end(bytes);
}
