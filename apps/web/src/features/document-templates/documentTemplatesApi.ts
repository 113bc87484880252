import type { DocumentKind, DocumentRegisterFormat, DocumentTemplateView, GeneratedDocumentStatus, GeneratedDocumentView, Lang } from '@presently/contracts';
import { api, unwrapData, unwrapList, type DataEnvelope } from '../../app/api';

export interface DocumentRegisterPage {
  items: GeneratedDocumentView[];
  total: number;
  page: number;
  per_page: number;
}

export interface DocumentRegisterParams {
  page?: number;
  per_page?: number;
  year?: number;
  kind?: DocumentKind;
  status?: GeneratedDocumentStatus;
  user_id?: number;
}

/** A file's bytes as an object URL for a download link; an error body stays JSON for the message. */
async function objectUrlOf(response: Response): Promise<unknown> {
  if (!response.ok) return response.json().catch(() => null);
  return URL.createObjectURL(await response.blob());
}

export const documentTemplatesApi = api.injectEndpoints({
  endpoints: (build) => ({
    documentTemplates: build.query<DocumentTemplateView[], void>({
      query: () => 'document-templates',
      transformResponse: (response: DataEnvelope<DocumentTemplateView[]>) => unwrapList(response),
      providesTags: ['DocumentTemplates'],
    }),
    /** Multipart: kind, language and the .docx; a refusal answers 422 with the keys and each bad tag's position. */
    uploadDocumentTemplate: build.mutation<DocumentTemplateView, { kind: DocumentKind; language: Lang; file: File }>({
      query: ({ kind, language, file }) => {
        const body = new FormData();
        body.append('kind', kind);
        body.append('language', language);
        body.append('file', file);
        return { url: 'document-templates', method: 'POST', body };
      },
      transformResponse: unwrapData<DocumentTemplateView>,
      invalidatesTags: ['DocumentTemplates'],
    }),
    deleteDocumentTemplate: build.mutation<unknown, number>({
      query: (id) => ({ url: `document-templates/${id}`, method: 'DELETE' }),
      invalidatesTags: ['DocumentTemplates'],
    }),
    /** A template's .docx as an object URL: the company's upload, or a built-in one. */
    documentTemplateFile: build.mutation<string, DocumentTemplateView>({
      query: (template) => ({
        url: template.id === null ? `document-templates/built-in/${template.kind}/${template.language}/file` : `document-templates/${template.id}/file`,
        responseHandler: objectUrlOf,
      }),
    }),
    documentRegister: build.query<DocumentRegisterPage, DocumentRegisterParams>({
      query: (params) => ({ url: 'documents', params }),
      transformResponse: unwrapData<DocumentRegisterPage>,
      providesTags: ['GeneratedDocuments'],
    }),
    /** The register as CSV or XLSX (the spreadsheet's words in the user's language). */
    exportDocumentRegister: build.mutation<string, Omit<DocumentRegisterParams, 'page' | 'per_page'> & { format: DocumentRegisterFormat }>({
      query: (params) => ({ url: 'documents/export', params, responseHandler: objectUrlOf }),
    }),
    regenerateDocument: build.mutation<GeneratedDocumentView, number>({
      query: (absenceId) => ({ url: `absences/${absenceId}/document/regenerate`, method: 'POST' }),
      transformResponse: unwrapData<GeneratedDocumentView>,
      invalidatesTags: ['GeneratedDocuments'],
    }),
    /** Whether an absence has a document yet (404 document_not_found until its approval is recorded). */
    absenceDocument: build.query<GeneratedDocumentView, number>({
      query: (absenceId) => `absences/${absenceId}/document/info`,
      transformResponse: unwrapData<GeneratedDocumentView>,
      providesTags: (_result, _error, id) => [{ type: 'GeneratedDocuments', id }],
    }),
    absenceDocumentFile: build.mutation<string, { absenceId: number; format: 'docx' | 'pdf' }>({
      query: ({ absenceId, format }) => ({ url: `absences/${absenceId}/document`, params: { format }, responseHandler: objectUrlOf }),
    }),
  }),
});

export const {
  useDocumentTemplatesQuery,
  useUploadDocumentTemplateMutation,
  useDeleteDocumentTemplateMutation,
  useDocumentTemplateFileMutation,
  useDocumentRegisterQuery,
  useExportDocumentRegisterMutation,
  useRegenerateDocumentMutation,
  useAbsenceDocumentQuery,
  useAbsenceDocumentFileMutation,
} = documentTemplatesApi;

/** Saves an object URL under a name (the download needs the session's token, so the bytes were fetched). */
export function saveObjectUrl(url: string, name: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
