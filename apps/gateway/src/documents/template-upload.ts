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
import { DOCUMENT_ERRORS, DOCUMENT_TEMPLATE_LIMITS, ERROR_KEYS } from '@presently/contracts';

export const TEMPLATE_FIELD = 'file';

const fileError = (key: string) => new UnprocessableEntityException({ errors: { [TEMPLATE_FIELD]: [key] } });

/**
 * Parses POST /api/document-templates into memory: one `file` of at most 5 MB (+1 byte, so a larger
 * one stops at once with 422 template_too_large_5mb) and the `kind` and `language` fields. What the
 * file is, documents decides by its content.
 */
@Injectable()
export class TemplateUploadInterceptor implements NestInterceptor {
  private readonly multer: NestInterceptor = new (AnyFilesInterceptor({
    limits: { fileSize: DOCUMENT_TEMPLATE_LIMITS.maxBytes + 1, files: 1, fields: 5, fieldSize: 256, parts: 8 },
  }))();

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const req = context.switchToHttp().getRequest<Request>();
    if (!req.is('multipart/form-data')) throw fileError(DOCUMENT_ERRORS.fileRequired);
    try {
      return await this.multer.intercept(context, next);
    } catch (err) {
      if (err instanceof PayloadTooLargeException) throw fileError(DOCUMENT_ERRORS.tooLarge);
      if (err instanceof HttpException && err.getStatus() < 500) throw new BadRequestException({ error: ERROR_KEYS.malformedBody });
      throw err;
    }
  }
}

export interface TemplateUpload {
  originalname: string;
  buffer: Buffer;
}

/** The uploaded template, or 422 template_file_required. */
export function templateUploadOf(req: Request): TemplateUpload {
  const files = (req as Request & { files?: Array<TemplateUpload & { fieldname: string; size: number }> }).files ?? [];
  const file = files.find((f) => f.fieldname === TEMPLATE_FIELD);
  if (!file || file.size === 0) throw fileError(DOCUMENT_ERRORS.fileRequired);
  return file;
}
