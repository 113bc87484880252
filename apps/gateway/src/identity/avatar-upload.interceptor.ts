import {
  BadRequestException,
  type CallHandler,
  type ExecutionContext,
  HttpException,
  Injectable,
  type NestInterceptor,
  PayloadTooLargeException,
  UnprocessableEntityException,
} from '@nestjs/common';
import { AnyFilesInterceptor } from '@nestjs/platform-express';
import type { Request } from 'express';
import type { Observable } from 'rxjs';
import { ERROR_KEYS } from '@presently/contracts';

export const AVATAR_FIELD = 'avatar';
export const AVATAR_MAX_BYTES = 1024 * 1024;

export const AVATAR_KEYS = { required: 'file_required', tooLarge: 'file_too_large_1mb' } as const;

const avatarError = (key: string) => new UnprocessableEntityException({ errors: { [AVATAR_FIELD]: [key] } });

/** What multer's memory storage leaves on the request for each file. */
export interface UploadedFile {
  fieldname: string;
  size: number;
  buffer: Buffer;
}

/** The uploaded avatar, once the interceptor has parsed the form: found, of at most 1 MB. */
export function avatarOf(req: Request): UploadedFile {
  const files = (req as Request & { files?: UploadedFile[] }).files ?? [];
  const file = files.find((f) => f.fieldname === AVATAR_FIELD);
  if (!file || file.size === 0) throw avatarError(AVATAR_KEYS.required);
  if (file.size > AVATAR_MAX_BYTES) throw avatarError(AVATAR_KEYS.tooLarge);
  return file;
}

/**
 * Parses `multipart/form-data` into memory, keeping at most one file of 1 MB + 1 byte: anything larger
 * stops the upload at once and answers 422 file_too_large_1mb, a file under another field name counts
 * as no file, and a broken form is 400 malformed_body.
 */
@Injectable()
export class AvatarUploadInterceptor implements NestInterceptor {
  private readonly multer: NestInterceptor = new (AnyFilesInterceptor({
    limits: { fileSize: AVATAR_MAX_BYTES + 1, files: 1, fields: 10, fieldSize: 1024, parts: 12 },
  }))();

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    try {
      return await this.multer.intercept(context, next);
    } catch (err) {
      if (err instanceof PayloadTooLargeException) throw avatarError(AVATAR_KEYS.tooLarge);
      if (err instanceof HttpException && err.getStatus() < 500) throw new BadRequestException({ error: ERROR_KEYS.malformedBody });
      throw err;
    }
  }
}
