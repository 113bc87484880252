import { z } from 'zod';
import { FIELD_KEYS, requiredId } from '../common/fields';
import { rpcMessage } from '../common/message';

/*
 * Files the platform keeps (ARCHITECTURE.md: documents owns storage): attachments of absence requests
 * today, generated documents and templates next. A file belongs to one company (the actor's, from the
 * meta) and, once attached, to one owner (`absence-request:42`); it is checked by content before it is
 * kept. A file stored before its owner exists is attached with ATTACH_FILES; one never attached is
 * removed after a day, so a request that fails leaves nothing behind for long.
 */

const O = FIELD_KEYS.option;

/** What a file is for: decides which types and sizes are accepted. */
export const STORED_FILE_PURPOSES = ['absence_attachment'] as const;
export type StoredFilePurpose = (typeof STORED_FILE_PURPOSES)[number];

/** The types a stored file may have, detected from the content (magic bytes and a parse), never from the name. */
export const STORED_FILE_MIMES = ['application/pdf', 'image/jpeg'] as const;
export type StoredFileMime = (typeof STORED_FILE_MIMES)[number];

/** Limits of spec section 8 ("Files on absence"), for the web's check before sending as well. */
export const STORED_FILE_LIMITS = {
  pdfMaxBytes: 1_048_576,
  jpegMaxBytes: 10_485_760,
  /** Files one owner (one absence request) may have. */
  perOwner: 5,
  /** Hours an unattached file is kept before the sweep removes it. */
  unattachedHours: 24,
} as const;

/** Error keys of stored files (spec section 8, "Devices and files" and "Files on absence"). */
export const FILE_ERRORS = {
  required: 'file_required',
  format: 'file_format_pdf_jpg',
  pdfTooLarge: 'file_too_large_1mb',
  jpgTooLarge: 'file_too_large_10mb',
  /** Attaching would give the owner more than STORED_FILE_LIMITS.perOwner files. */
  tooMany: 'max_5_files',
  /** The file is already attached to another owner (409). */
  alreadyAttached: 'file_already_attached',
} as const;

/**
 * Who a file belongs to: `<kind>:<id>` (`absence-request:42`). Opaque to documents: the owning service
 * decides who may see an owner's files and passes the owner on every read.
 */
const ownerField = () =>
  z
    .string({ error: O })
    .max(100, { error: O })
    .regex(/^[a-z][a-z0-9-]*:[A-Za-z0-9_-]+$/, { error: O });

const fileId = () => requiredId();

/** Store one file: the bytes in base64; the name is kept for downloads only, never trusted for the type. */
export const StoreFileRequest = z.object({
  purpose: z.enum(STORED_FILE_PURPOSES, { error: O }),
  name: z.string({ error: O }).trim().min(1, { error: FIELD_KEYS.required }).max(255, { error: FIELD_KEYS.max255 }),
  /** Missing or empty → file_required; not base64, not a PDF or JPEG by content → file_format_pdf_jpg. */
  content_base64: z.string({ error: FILE_ERRORS.required }).min(1, { error: FILE_ERRORS.required }),
  /** Set when the owner already exists (a file added to a pending request); otherwise ATTACH_FILES does it. */
  owner: ownerField().nullish(),
});
export type StoreFileRequest = z.infer<typeof StoreFileRequest>;

export interface StoredFile {
  id: number;
  purpose: StoredFilePurpose;
  /** The name it was uploaded with, without directories: for the download only. */
  name: string;
  /** Detected from the content (magic bytes and a parse), not from the name. */
  mime: StoredFileMime;
  /** Bytes. */
  size: number;
  owner: string | null;
  created_at: string;
}

/**
 * Attach stored files to their owner once it exists, all or none: each must be of the actor's company,
 * stored by the actor while unattached (else 404 not_found, as for an id that does not exist), and not
 * attached to another owner (409 file_already_attached). Attaching again to the same owner changes
 * nothing, so a retry is safe. An owner has at most STORED_FILE_LIMITS.perOwner files (422 max_5_files).
 */
export const AttachFilesRequest = z.object({
  file_ids: z.array(fileId(), { error: O }).max(STORED_FILE_LIMITS.perOwner, { error: FILE_ERRORS.tooMany }),
  owner: ownerField(),
});
export type AttachFilesRequest = z.infer<typeof AttachFilesRequest>;

/**
 * A file's bytes, within the actor's company only (another company's id is not found). With `owner`,
 * the file must be attached to it (the owning service has checked that the actor may see the owner);
 * without, an unattached file is readable by the user who stored it only.
 */
export const ReadFileRequest = z.object({ id: fileId(), owner: ownerField().nullish() });
export type ReadFileRequest = z.infer<typeof ReadFileRequest>;

export interface FileContent extends StoredFile {
  content_base64: string;
}

/** The files attached to one owner (without their bytes), oldest first: e.g. the list on an absence request. */
export const ListFilesRequest = z.object({ owner: ownerField() });
export type ListFilesRequest = z.infer<typeof ListFilesRequest>;

export const STORE_FILE = rpcMessage<StoredFile>()('documents.files.store', StoreFileRequest);
export const ATTACH_FILES = rpcMessage<{ attached: number }>()('documents.files.attach', AttachFilesRequest);
export const READ_FILE = rpcMessage<FileContent>()('documents.files.read', ReadFileRequest);
export const LIST_FILES = rpcMessage<StoredFile[]>()('documents.files.list', ListFilesRequest);
