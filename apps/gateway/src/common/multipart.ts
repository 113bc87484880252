import type { FastifyRequest } from 'fastify';

/** A file of a multipart form, read into memory. */
export interface FormFile {
  fieldname: string;
  originalname: string;
  size: number;
  buffer: Buffer;
}

/** What a route accepts of a form; a file one byte over `fileSize` stops the upload at once. */
export interface FormLimits {
  fileSize: number;
  files: number;
  fields: number;
  fieldSize: number;
  parts: number;
}

/** Why a form was refused: a file over the size, more files than allowed, or a broken form. */
export type FormProblem = 'file_too_large' | 'too_many_files' | 'malformed';

export class FormRefused extends Error {
  constructor(readonly problem: FormProblem) {
    super(`multipart form refused: ${problem}`);
  }
}

const PROBLEM_BY_CODE: Record<string, FormProblem> = {
  FST_REQ_FILE_TOO_LARGE: 'file_too_large',
  FST_FILES_LIMIT: 'too_many_files',
};

const filesOfRequest = new WeakMap<FastifyRequest, FormFile[]>();

export const isMultipart = (req: FastifyRequest): boolean => req.isMultipart();

/**
 * Reads a multipart form into memory: its text fields become the request's body (a repeated name a
 * list), its files are kept for `formFilesOf`. Throws FormRefused for anything outside the limits.
 */
export async function readForm(req: FastifyRequest, limits: FormLimits): Promise<void> {
  const fields: Record<string, string | string[]> = {};
  const files: FormFile[] = [];
  try {
    for await (const part of req.parts({ limits })) {
      if (part.type === 'file') {
        const buffer = await part.toBuffer();
        files.push({ fieldname: part.fieldname, originalname: part.filename, size: buffer.length, buffer });
        continue;
      }
      if (part.valueTruncated || part.fieldnameTruncated) throw new FormRefused('malformed');
      const value = String(part.value);
      const earlier = fields[part.fieldname];
      fields[part.fieldname] = earlier === undefined ? value : [...(Array.isArray(earlier) ? earlier : [earlier]), value];
    }
  } catch (err) {
    if (err instanceof FormRefused) throw err;
    throw new FormRefused(PROBLEM_BY_CODE[(err as { code?: string }).code ?? ''] ?? 'malformed');
  }
  req.body = fields;
  filesOfRequest.set(req, files);
}

/** The files `readForm` kept for this request (none when it read no form). */
export const formFilesOf = (req: FastifyRequest): FormFile[] => filesOfRequest.get(req) ?? [];
