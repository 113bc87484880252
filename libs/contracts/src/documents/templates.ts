import { z } from 'zod';
import { FIELD_KEYS, queryDate, queryId, queryInt, queryOption, queryYear, requiredId } from '../common/fields';
import { rpcMessage } from '../common/message';
import { queryRequest } from '../common/request-fields';
import { LANGS, type Lang } from '../envelopes';

/*
 * Document templates and the documents generated from them (issue 13). A company has one template per
 * kind and language; until it uploads one, the built-in default of that kind and language is used.
 * When an absence of a kind with a template is approved, documents generates its document, numbered
 * per company and year, in the employee's language.
 */

const O = FIELD_KEYS.option;

/** The kinds of document (spec section 3, "Document templates"). */
export const DOCUMENT_KINDS = ['annual_leave', 'paid_holiday', 'work_from_home'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/**
 * Which absence type each kind documents: annual leave is a Vacation (1), a paid holiday the paid
 * personal days of the labour laws (2: marriage, a birth, a death …), work from home type 5. Other
 * types have no document.
 */
export const DOCUMENT_KIND_OF_ABSENCE_TYPE: Readonly<Record<number, DocumentKind>> = { 1: 'annual_leave', 2: 'paid_holiday', 5: 'work_from_home' };

/** Limits of a template upload. */
export const DOCUMENT_TEMPLATE_LIMITS = { maxBytes: 5 * 1024 * 1024 } as const;

/** Error keys of templates and documents (the web translates them in en, mk and bg). */
export const DOCUMENT_ERRORS = {
  fileRequired: 'template_file_required',
  notDocx: 'template_not_docx',
  tooLarge: 'template_too_large_5mb',
  malformedTag: 'template_malformed_tag',
  unknownPlaceholder: 'template_unknown_placeholder',
  /** The absence has no document (not approved, or its type has none). */
  documentNotFound: 'document_not_found',
  /** Generation is queued or failed and no earlier version exists yet. */
  documentNotReady: 'document_not_ready',
  /** This platform has no LibreOffice: the .docx is still there. */
  pdfUnavailable: 'pdf_conversion_unavailable',
  pdfFailed: 'pdf_conversion_failed',
  /** The absence was cancelled: its document is void (kept, number and all) and is not generated again. */
  documentVoid: 'document_void',
} as const;

/** What a placeholder holds: a value, a loop over a list, or a condition (a section shown when true). */
export type PlaceholderType = 'value' | 'loop' | 'condition';

export interface PlaceholderDefinition {
  name: string;
  type: PlaceholderType;
  /** For a loop: the placeholders inside it. */
  inner?: readonly string[];
}

/**
 * Every placeholder a template may use (docs/documents.md explains each; the screen lists them).
 * `{#days}{date}{/days}` repeats for each calendar day of the period, `{#half_day}…{/half_day}` shows
 * only for a half day, `{^half_day}…{/half_day}` only for whole days.
 */
export const DOCUMENT_PLACEHOLDERS: readonly PlaceholderDefinition[] = [
  { name: 'document_number', type: 'value' },
  { name: 'number', type: 'value' },
  { name: 'document_date', type: 'value' },
  { name: 'year', type: 'value' },
  { name: 'company_name', type: 'value' },
  { name: 'company_address', type: 'value' },
  { name: 'company_city', type: 'value' },
  { name: 'company_tax_number', type: 'value' },
  { name: 'general_manager_name', type: 'value' },
  { name: 'employee_name', type: 'value' },
  { name: 'employee_position', type: 'value' },
  { name: 'start_date', type: 'value' },
  { name: 'end_date', type: 'value' },
  { name: 'return_date', type: 'value' },
  { name: 'working_days', type: 'value' },
  { name: 'days_left', type: 'value' },
  { name: 'comment', type: 'value' },
  { name: 'half_day', type: 'condition' },
  { name: 'has_days_left', type: 'condition' },
  { name: 'days', type: 'loop', inner: ['date', 'weekday'] },
];

export const DOCUMENT_LANGUAGES = LANGS;

export interface TemplatePlaceholder {
  name: string;
  /** Whether the platform fills it. */
  known: boolean;
}

/** One template slot of the company: its own upload, or the built-in default. */
export interface DocumentTemplateView {
  /** The uploaded template's id; null for a built-in default. */
  id: number | null;
  kind: DocumentKind;
  language: Lang;
  source: 'uploaded' | 'built_in';
  name: string;
  size: number;
  uploaded_at: string | null;
  uploaded_by_user_id: number | null;
  placeholders: TemplatePlaceholder[];
}

/** A problem found in a template: its key, the tag as written and its position (characters into the document's text, from 0). */
export interface TemplateProblem {
  key: string;
  tag: string;
  position: number;
}

/** POST /api/document-templates (multipart `kind`, `language`, `file`); the gateway sends the bytes in base64. */
export const UploadTemplateRequest = z.object({
  kind: z.enum(DOCUMENT_KINDS, { error: (i) => (i.input === undefined ? FIELD_KEYS.required : O) }),
  language: z.enum(LANGS, { error: (i) => (i.input === undefined ? FIELD_KEYS.required : O) }),
  name: z.string({ error: O }).trim().min(1, { error: FIELD_KEYS.required }).max(255, { error: FIELD_KEYS.max255 }),
  content_base64: z.string({ error: DOCUMENT_ERRORS.fileRequired }).min(1, { error: DOCUMENT_ERRORS.fileRequired }),
});
export type UploadTemplateRequest = z.infer<typeof UploadTemplateRequest>;

/** A refusal carries the problems with their tags and positions beside the usual `{ errors }`. */
export type UploadTemplateResult =
  | { ok: true; template: DocumentTemplateView }
  | { ok: false; errors: Record<string, string[]>; problems: TemplateProblem[] };

export const TemplateIdRequest = z.object({ id: requiredId() });
export const BuiltInTemplateRequest = z.object({ kind: z.enum(DOCUMENT_KINDS, { error: O }), language: z.enum(LANGS, { error: O }) });

export interface TemplateFile {
  name: string;
  content_base64: string;
}

export const LIST_TEMPLATES = rpcMessage<DocumentTemplateView[]>()('documents.templates.list', z.object({}));
export const UPLOAD_TEMPLATE = rpcMessage<UploadTemplateResult>()('documents.templates.upload', UploadTemplateRequest);
export const READ_TEMPLATE = rpcMessage<TemplateFile>()('documents.templates.read', TemplateIdRequest);
export const READ_BUILT_IN_TEMPLATE = rpcMessage<TemplateFile>()('documents.templates.read-built-in', BuiltInTemplateRequest);
export const DELETE_TEMPLATE = rpcMessage<{ deleted: true }>()('documents.templates.delete', TemplateIdRequest);

/* Generated documents. */

/**
 * `void`: the absence's cancellation became final. The document keeps its number (numbers stay
 * without gaps) and stays downloadable; the screens show it as void.
 */
export const GENERATED_DOCUMENT_STATUSES = ['pending', 'generated', 'failed', 'void'] as const;
export type GeneratedDocumentStatus = (typeof GENERATED_DOCUMENT_STATUSES)[number];

/** A generated document as the register and the absence screens show it (without its bytes). */
export interface GeneratedDocumentView {
  id: number;
  absence_request_id: number;
  user_id: number;
  employee_name: string;
  kind: DocumentKind;
  /** The document's language (the employee's; until the first generation, possibly the company's default still to be resolved). */
  language: Lang;
  /** Year, number and date come with the first generated content (null while the first one is queued or failed). */
  year: number | null;
  number: number | null;
  /** "№ 17" or "No. 17", as the document writes it. */
  number_label: string | null;
  /** The date the document carries (the approval's day in the company's time zone). */
  issued_on: string | null;
  status: GeneratedDocumentStatus;
  /** Whether a .docx can be downloaded (also while a regeneration is queued: the earlier version). */
  available: boolean;
  attempts: number;
  /** The last failure's key (null when the last attempt succeeded). */
  last_error: string | null;
  generated_at: string | null;
  /** When the document became void (its absence cancelled); null while it is valid. */
  voided_at: string | null;
}

/** GET /api/documents: the register of issued documents (HR), newest first; void ones included. */
export const ListDocumentsQuery = queryRequest({
  page: queryInt(1, 100_000),
  per_page: queryInt(1, 100),
  year: queryYear(),
  kind: queryOption(DOCUMENT_KINDS),
  status: queryOption(GENERATED_DOCUMENT_STATUSES),
  user_id: queryId(),
  from: queryDate(),
  to: queryDate(),
});
export type ListDocumentsQuery = z.infer<typeof ListDocumentsQuery>;

/** The register's file formats: CSV (UTF-8) or a spreadsheet. */
export const DOCUMENT_REGISTER_FORMATS = ['csv', 'xlsx'] as const;
export type DocumentRegisterFormat = (typeof DOCUMENT_REGISTER_FORMATS)[number];

/** GET /api/documents/export: the register's filter, and the format (csv when left out). */
export const ExportDocumentsQuery = queryRequest({
  year: queryYear(),
  kind: queryOption(DOCUMENT_KINDS),
  status: queryOption(GENERATED_DOCUMENT_STATUSES),
  user_id: queryId(),
  from: queryDate(),
  to: queryDate(),
  format: queryOption(DOCUMENT_REGISTER_FORMATS),
});
export type ExportDocumentsQuery = z.infer<typeof ExportDocumentsQuery>;

/** The most rows a register export holds (the newest in the register's order). */
export const DOCUMENT_REGISTER_MAX_ROWS = 10_000;

/** The register as a file, written by documents: `documents.csv` or `documents.xlsx`. */
export interface DocumentRegisterFile {
  name: 'documents.csv' | 'documents.xlsx';
  mime: 'text/csv; charset=utf-8' | 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
  content_base64: string;
}

/** GET /api/absences/{id}/document?format=docx|pdf (docx when left out). */
export const AbsenceDocumentQuery = queryRequest({ format: queryOption(['docx', 'pdf']) });
export type AbsenceDocumentQuery = z.infer<typeof AbsenceDocumentQuery>;

export const AbsenceDocumentRequest = z.object({ absence_request_id: requiredId() });
export const ReadAbsenceDocumentRequest = AbsenceDocumentRequest.extend({ format: z.enum(['docx', 'pdf'], { error: O }) });
export type ReadAbsenceDocumentRequest = z.infer<typeof ReadAbsenceDocumentRequest>;

export interface DocumentFile {
  name: string;
  mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' | 'application/pdf';
  content_base64: string;
}

/** Only within the actor's company; the caller has checked that the actor may see the absence. */
export const GET_ABSENCE_DOCUMENT = rpcMessage<GeneratedDocumentView>()('documents.documents.get', AbsenceDocumentRequest);
export const READ_ABSENCE_DOCUMENT = rpcMessage<DocumentFile>()('documents.documents.read', ReadAbsenceDocumentRequest);
export const REGENERATE_ABSENCE_DOCUMENT = rpcMessage<GeneratedDocumentView>()('documents.documents.regenerate', AbsenceDocumentRequest);
export const LIST_DOCUMENTS = rpcMessage<{ items: GeneratedDocumentView[]; total: number; page: number; per_page: number }>()('documents.documents.list', ListDocumentsQuery);
/** The register, filtered as LIST_DOCUMENTS, as one file (up to DOCUMENT_REGISTER_MAX_ROWS rows) in one call. */
export const EXPORT_DOCUMENTS = rpcMessage<DocumentRegisterFile>()('documents.documents.export', ExportDocumentsQuery);

/** PDF conversions can take seconds (LibreOffice starts per conversion): the caller waits this long. */
export const PDF_CONVERSION_TIMEOUT_MS = 60_000;

/** A 10,000-row spreadsheet is read and written in a second or two, longer than an RPC's usual wait: the caller waits this long. */
export const DOCUMENT_REGISTER_EXPORT_TIMEOUT_MS = 30_000;
