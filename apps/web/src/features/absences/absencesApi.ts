import type {
  AbsenceCatalogue,
  AbsenceDetails,
  AbsencePreview,
  AbsenceRequestStatus,
  AbsenceView,
  BulkDecisionResult,
  CreateAbsenceInput,
  VacationBalanceRow,
} from '@presently/contracts';
import { api, unwrapData, unwrapList, type DataEnvelope } from '../../app/api';

/** A page of requests as `GET /api/my-absences` and `GET /api/absences` answer it. */
export interface AbsencePage {
  items: AbsenceView[];
  total: number;
  page: number;
  per_page: number;
}

export interface MyAbsencesParams {
  page?: number;
  per_page?: number;
  year?: number;
  absence_type_id?: number;
  status?: AbsenceRequestStatus;
}

export interface AbsencesParams extends MyAbsencesParams {
  user_id?: number;
  from?: string;
  to?: string;
  missing_document?: 'true' | 'false';
}

export interface PreviewParams {
  absence_type_id: number;
  start_date: string;
  end_date: string;
  half_day?: boolean;
  /** HR or an administrator previewing someone else's request. */
  user_id?: number;
}

/** What the form sends; with files the body becomes multipart (the same field names, `files` up to 5 times). */
export interface CreateAbsenceArgs {
  input: CreateAbsenceInput;
  files: File[];
}

/** Drops empty values, so the query string carries only what was chosen. */
export function paramsOf(query: object): Record<string, string | number> {
  const params: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (typeof value === 'string' || typeof value === 'number') params[key] = value;
    else if (typeof value === 'boolean') params[key] = String(value);
  }
  return params;
}

/** The request as multipart form data: numbers and booleans as text, rest days as repeated `dates`. */
export function formDataOf({ input, files }: CreateAbsenceArgs): FormData {
  const body = new FormData();
  for (const [key, value] of Object.entries(input)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) value.forEach((item) => body.append(key, String(item)));
    else body.append(key, String(value));
  }
  for (const file of files) body.append('files', file, file.name);
  return body;
}

const emptyPage = (): AbsencePage => ({ items: [], total: 0, page: 1, per_page: 20 });

/** A page, or a bare list (then one page of it), so a server answering either shape is shown. */
export const unwrapPage = (response: DataEnvelope<AbsencePage | AbsenceView[]> | null): AbsencePage => {
  const data = response?.data;
  if (Array.isArray(data)) return { items: data, total: data.length, page: 1, per_page: data.length };
  return data && Array.isArray(data.items) ? data : emptyPage();
};

/** A file's bytes as an object URL for a download link; error bodies stay JSON for the error message. */
async function objectUrlOf(response: Response): Promise<unknown> {
  if (!response.ok) return response.json().catch(() => null);
  return URL.createObjectURL(await response.blob());
}

/**
 * Every decision, cancellation or new request changes the lists, the one request, what waits for the
 * approver and the balance; one tag each keeps that simple (the lists are short and paged).
 */
const ALL_ABSENCE_TAGS = ['Absences', 'AbsenceApprovals', 'MyVacationDays', 'VacationDays'] as const;

export const absencesApi = api.injectEndpoints({
  endpoints: (build) => ({
    absenceCatalogue: build.query<AbsenceCatalogue, void>({
      query: () => 'absence-types',
      transformResponse: unwrapData<AbsenceCatalogue>,
    }),
    absencePreview: build.query<AbsencePreview, PreviewParams>({
      query: (params) => ({ url: 'absence-preview', params: paramsOf(params) }),
      transformResponse: unwrapData<AbsencePreview>,
      providesTags: ['Absences'],
    }),
    createAbsence: build.mutation<AbsenceView, CreateAbsenceArgs>({
      query: (args) => ({ url: 'absences', method: 'POST', body: args.files.length > 0 ? formDataOf(args) : args.input }),
      transformResponse: unwrapData<AbsenceView>,
      invalidatesTags: [...ALL_ABSENCE_TAGS],
    }),
    myAbsences: build.query<AbsencePage, MyAbsencesParams>({
      query: (params) => ({ url: 'my-absences', params: paramsOf(params) }),
      transformResponse: unwrapPage,
      providesTags: ['Absences'],
    }),
    absences: build.query<AbsencePage, AbsencesParams>({
      query: (params) => ({ url: 'absences', params: paramsOf(params) }),
      transformResponse: unwrapPage,
      providesTags: ['Absences'],
    }),
    absence: build.query<AbsenceDetails, number>({
      query: (id) => `absences/${id}`,
      transformResponse: unwrapData<AbsenceDetails>,
      providesTags: ['Absences'],
    }),
    waitingApprovals: build.query<AbsenceView[], void>({
      query: () => 'absence-approvals',
      transformResponse: (response: DataEnvelope<AbsenceView[] | { items: AbsenceView[] }>) => unwrapList(response),
      providesTags: ['AbsenceApprovals'],
    }),
    approveAbsence: build.mutation<AbsenceView, number>({
      query: (id) => ({ url: `absences/${id}/approve`, method: 'POST' }),
      transformResponse: unwrapData<AbsenceView>,
      // Also after a failure: a 409 means someone decided first, so the lists are read again.
      invalidatesTags: [...ALL_ABSENCE_TAGS],
    }),
    declineAbsence: build.mutation<AbsenceView, { id: number; reason: string }>({
      query: ({ id, reason }) => ({ url: `absences/${id}/decline`, method: 'POST', body: { reason } }),
      transformResponse: unwrapData<AbsenceView>,
      invalidatesTags: (_result, error) => (error && (error as { status?: unknown }).status === 422 ? [] : [...ALL_ABSENCE_TAGS]),
    }),
    approveAllAbsences: build.mutation<BulkDecisionResult, void>({
      query: () => ({ url: 'absence-approvals/approve-all', method: 'POST' }),
      transformResponse: unwrapData<BulkDecisionResult>,
      invalidatesTags: [...ALL_ABSENCE_TAGS],
    }),
    declineAllAbsences: build.mutation<BulkDecisionResult, { reason: string }>({
      query: (body) => ({ url: 'absence-approvals/decline-all', method: 'POST', body }),
      transformResponse: unwrapData<BulkDecisionResult>,
      invalidatesTags: (_result, error) => (error && (error as { status?: unknown }).status === 422 ? [] : [...ALL_ABSENCE_TAGS]),
    }),
    cancelAbsence: build.mutation<AbsenceView, number>({
      query: (id) => ({ url: `absences/${id}/cancel`, method: 'POST' }),
      transformResponse: unwrapData<AbsenceView>,
      invalidatesTags: [...ALL_ABSENCE_TAGS],
    }),
    /** A file of a request, as an object URL (the download needs the bearer token, so it is fetched). */
    absenceFile: build.mutation<string, { id: number; fileId: number }>({
      query: ({ id, fileId }) => ({ url: `absences/${id}/files/${fileId}`, responseHandler: objectUrlOf }),
    }),
    myVacationDays: build.query<VacationBalanceRow[], void>({
      query: () => 'my-vacation-days',
      transformResponse: (response: DataEnvelope<VacationBalanceRow[] | { items: VacationBalanceRow[] }>) => unwrapList(response),
      providesTags: ['MyVacationDays'],
    }),
  }),
});

export const {
  useAbsenceCatalogueQuery,
  useAbsencePreviewQuery,
  useCreateAbsenceMutation,
  useMyAbsencesQuery,
  useAbsencesQuery,
  useAbsenceQuery,
  useWaitingApprovalsQuery,
  useApproveAbsenceMutation,
  useDeclineAbsenceMutation,
  useApproveAllAbsencesMutation,
  useDeclineAllAbsencesMutation,
  useCancelAbsenceMutation,
  useAbsenceFileMutation,
  useMyVacationDaysQuery,
} = absencesApi;
