import { z } from 'zod';
import { FIELD_KEYS } from '../common/fields';
import { rpcMessage } from '../common/message';

/*
 * Files the platform keeps (ARCHITECTURE.md: documents owns storage): attachments of absence requests
 * today, generated documents and templates next. A file belongs to one company (the actor's, from the
 * meta) and to one owner (`absence-request:42`); it is checked by content before it is kept.
 */

const O = FIELD_KEYS.option;

/** What a file is for: decides which types and sizes are accepted. */
export const STORED_FILE_PURPOSES = ['absence_attachment'] as const;
export type StoredFilePurpose = (typeof STORED_FILE_PURPOSES)[number];

/** Store one file: the bytes in base64; the name is kept for downloads only, never trusted for the type. */
export const StoreFileRequest = z.object({
  purpose: z.enum(STORED_FILE_PURPOSES, { error: O }),
  name: z.string({ error: O }).min(1, { error: FIELD_KEYS.required }).max(255, { error: O }),
  content_base64: z.string({ error: FIELD_KEYS.required }).min(1, { error: FIELD_KEYS.required }),
  /** Set when the owner already exists; a file stored before its owner is attached by `ATTACH_FILES`. */
  owner: z.string({ error: O }).max(100, { error: O }).nullish(),
});
export type StoreFileRequest = z.infer<typeof StoreFileRequest>;

export interface StoredFile {
  id: number;
  name: string;
  /** Detected from the content (magic bytes and a parse), not from the name. */
  mime: 'application/pdf' | 'image/jpeg';
  size: number;
  owner: string | null;
  created_at: string;
}

/** Attach stored files to their owner once it exists (files left unattached are removed after a day). */
export const AttachFilesRequest = z.object({
  file_ids: z.array(z.number({ error: O }).int({ error: O }).min(1, { error: O }), { error: O }).max(5, { error: O }),
  owner: z.string({ error: O }).min(1, { error: O }).max(100, { error: O }),
});

/** A file's bytes, within the actor's company only (another company's id is not found). */
export const ReadFileRequest = z.object({ id: z.number({ error: O }).int({ error: O }).min(1, { error: O }), owner: z.string({ error: O }).max(100, { error: O }).nullish() });

export interface FileContent extends StoredFile {
  content_base64: string;
}

export const STORE_FILE = rpcMessage<StoredFile>()('documents.files.store', StoreFileRequest);
export const ATTACH_FILES = rpcMessage<{ attached: number }>()('documents.files.attach', AttachFilesRequest);
export const READ_FILE = rpcMessage<FileContent>()('documents.files.read', ReadFileRequest);

/** Error keys of stored files (spec section 8, "Devices and files"). */
export const FILE_ERRORS = {
  required: 'file_required',
  format: 'file_format_pdf_jpg',
  pdfTooLarge: 'file_too_large_1mb',
  jpgTooLarge: 'file_too_large_10mb',
} as const;
