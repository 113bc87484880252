import { BadRequestException, type CallHandler, type ExecutionContext, Injectable, type NestInterceptor, UnprocessableEntityException } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { Observable } from 'rxjs';
import { DOCUMENT_ERRORS, DOCUMENT_TEMPLATE_LIMITS, ERROR_KEYS } from '@presently/contracts';
import { type FormFile, FormRefused, formFilesOf, isMultipart, readForm } from '../common/multipart';

export const TEMPLATE_FIELD = 'file';

const fileError = (key: string) => new UnprocessableEntityException({ errors: { [TEMPLATE_FIELD]: [key] } });

const TEMPLATE_FORM = { fileSize: DOCUMENT_TEMPLATE_LIMITS.maxBytes + 1, files: 1, fields: 5, fieldSize: 256, parts: 8 };

/**
 * Parses POST /api/document-templates into memory: one `file` of at most 5 MB (+1 byte, so a larger
 * one stops at once with 422 template_too_large_5mb) and the `kind` and `language` fields. What the
 * file is, documents decides by its content.
 */
@Injectable()
export class TemplateUploadInterceptor implements NestInterceptor {
  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const req = context.switchToHttp().getRequest<FastifyRequest>();
    if (!isMultipart(req)) throw fileError(DOCUMENT_ERRORS.fileRequired);
    try {
      await readForm(req, TEMPLATE_FORM);
    } catch (err) {
      if (!(err instanceof FormRefused)) throw err;
      if (err.problem === 'file_too_large') throw fileError(DOCUMENT_ERRORS.tooLarge);
      throw new BadRequestException({ error: ERROR_KEYS.malformedBody });
    }
    return next.handle();
  }
}

export type TemplateUpload = FormFile;

/** The uploaded template, or 422 template_file_required. */
export function templateUploadOf(req: FastifyRequest): TemplateUpload {
  const file = formFilesOf(req).find((f) => f.fieldname === TEMPLATE_FIELD);
  if (!file || file.size === 0) throw fileError(DOCUMENT_ERRORS.fileRequired);
  return file;
}
