import { BadRequestException, type CallHandler, type ExecutionContext, Injectable, type NestInterceptor, UnprocessableEntityException } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { Observable } from 'rxjs';
import { type AbsenceFileRef, ERROR_KEYS, FILE_ERRORS, type MessageMeta, STORE_FILE, STORED_FILE_LIMITS } from '@presently/contracts';
import { RpcError, type RpcClient } from '@presently/messaging';
import { type FormFile, FormRefused, formFilesOf, isMultipart, readForm } from '../common/multipart';

export type AbsenceUpload = FormFile;

const filesError = (key: string) => new UnprocessableEntityException({ errors: { files: [key] } });

const ABSENCE_FORM = { fileSize: STORED_FILE_LIMITS.jpegMaxBytes + 1, files: STORED_FILE_LIMITS.perOwner, fields: 50, fieldSize: 4096, parts: 60 };

/**
 * Parses a multipart POST /api/absences into memory: at most 5 files under `files`, each at most the
 * JPEG limit (10 MB) + 1 byte so a larger one stops at once (422 file_too_large_10mb); a sixth file is
 * 422 max_5_files; a broken form 400 malformed_body. JSON bodies pass untouched. Documents decides by
 * content whether a file is a PDF (≤ 1 MB) or a JPEG.
 */
@Injectable()
export class AbsenceFilesInterceptor implements NestInterceptor {
  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    const req = context.switchToHttp().getRequest<FastifyRequest>();
    if (!isMultipart(req)) return next.handle();
    try {
      await readForm(req, ABSENCE_FORM);
    } catch (err) {
      if (!(err instanceof FormRefused)) throw err;
      if (err.problem === 'file_too_large') throw filesError(FILE_ERRORS.jpgTooLarge);
      if (err.problem === 'too_many_files') throw filesError(FILE_ERRORS.tooMany);
      throw new BadRequestException({ error: ERROR_KEYS.malformedBody });
    }
    return next.handle();
  }
}

export function uploadsOf(req: FastifyRequest): AbsenceUpload[] {
  return formFilesOf(req).filter((f) => f.fieldname === 'files' || f.fieldname === 'files[]');
}

const NUMBER_FIELDS = ['absence_type_id', 'personal_day_reason_id', 'user_id'] as const;

/**
 * A multipart form's text fields as the contract's JSON: numbers and booleans arrive as text, the rest
 * days as repeated `dates` / `dates[]` or one comma-separated value. Text that is not a number stays
 * text, so the schema answers its usual key.
 */
export function formFields(body: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...body };
  for (const f of NUMBER_FIELDS) {
    const v = out[f];
    if (typeof v === 'string') out[f] = v.trim() === '' ? null : /^\d+$/.test(v.trim()) ? Number(v) : v;
  }
  if (typeof out.half_day === 'string') out.half_day = out.half_day === 'true' || out.half_day === '1' ? true : out.half_day === 'false' || out.half_day === '0' || out.half_day === '' ? false : out.half_day;
  const dates = out['dates[]'] ?? out.dates;
  delete out['dates[]'];
  if (typeof dates === 'string') out.dates = dates === '' ? [] : dates.split(',').map((d) => d.trim());
  else if (dates !== undefined) out.dates = dates;
  for (const f of ['switch_date'] as const) if (out[f] === '') out[f] = null;
  return out;
}

/**
 * Stores each upload with documents (which checks it by content) and names what it stored. Documents
 * speaks of its own field (content_base64); for the form it is the `files` field, so a refusal is
 * answered under `files`, where the web shows it.
 */
export async function storeUploads(rpc: RpcClient, uploads: AbsenceUpload[], meta: MessageMeta): Promise<AbsenceFileRef[]> {
  const files: AbsenceFileRef[] = [];
  for (const upload of uploads) {
    try {
      const stored = await rpc.call(STORE_FILE, { purpose: 'absence_attachment', name: upload.originalname || 'file', content_base64: upload.buffer.toString('base64') }, meta);
      files.push({ file_id: stored.id, name: stored.name, mime: stored.mime, size: stored.size });
    } catch (err) {
      if (err instanceof RpcError && err.body.status === 422 && err.body.errors) {
        throw new RpcError({ status: 422, errors: { files: [...new Set(Object.values(err.body.errors).flat())] } });
      }
      throw err;
    }
  }
  return files;
}

