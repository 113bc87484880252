import { api, readAsDataUrl, unwrapData, unwrapList, type DataEnvelope } from '../../app/api';
import { filterParams } from './reportRules';
import type { ScanAction, ScanReview } from '@presently/contracts';
import type { ExportFormat, ExportJob, ReportFilters, ReportKind, ReportPreview, PreviewPage } from './reportTypes';

export interface PreviewArgs {
  kind: ReportKind;
  filters: ReportFilters;
  page: number;
  size: number;
}

interface PreviewResponse {
  data: ReportPreview;
  meta?: { page?: number; size?: number; total?: number };
}

/** A file's bytes as an object URL for a download link; error bodies stay JSON for the error message. */
async function objectUrlOf(response: Response): Promise<unknown> {
  if (!response.ok) return response.json().catch(() => null);
  return URL.createObjectURL(await response.blob());
}

// The reports' own tags, added here so the shared slice stays as it is.
const reportsBase = api.enhanceEndpoints({ addTagTypes: ['ReportExports', 'ReportPreview'] });

export const reportsApi = reportsBase.injectEndpoints({
  endpoints: (build) => ({
    reportPreview: build.query<PreviewPage, PreviewArgs>({
      query: ({ kind, filters, page, size }) => ({ url: `reports/${kind}`, params: { ...filterParams(kind, filters), page, size } }),
      transformResponse: (response: PreviewResponse, _meta, args): PreviewPage => ({
        report: response.data,
        page: response.meta?.page ?? args.page,
        size: response.meta?.size ?? args.size,
        total: response.meta?.total ?? response.data.rows.length,
      }),
      providesTags: ['ReportPreview'],
    }),
    /** Mark a scan of the administrators report reviewed (true) or take the mark away (false); the preview is asked again. */
    reviewScan: build.mutation<ScanReview, { recordId: number; reviewed: boolean }>({
      query: ({ recordId, reviewed }) => ({ url: `reports/administrators/reviews/${recordId}`, method: reviewed ? 'PUT' : 'DELETE' }),
      transformResponse: unwrapData<ScanReview>,
      invalidatesTags: ['ReportPreview'],
    }),
    /**
     * The image a gate device kept with a record's scan (the one that opened it, or closed it), as a
     * data URL for `<img>`: the address needs the bearer token, like the avatar. Asked only when a
     * reviewer opens it; 404 when there is none.
     */
    scanImage: build.query<string, { recordId: number; action: ScanAction }>({
      query: ({ recordId, action }) => ({ url: `presence/records/${recordId}/image`, params: { action }, responseHandler: readAsDataUrl }),
      keepUnusedDataFor: 30,
    }),
    createExport: build.mutation<ExportJob, { kind: ReportKind; format: ExportFormat; filters: ReportFilters }>({
      query: ({ kind, format, filters }) => ({ url: `reports/${kind}/exports`, method: 'POST', body: { format, filters: filterParams(kind, filters) } }),
      transformResponse: unwrapData<ExportJob>,
      invalidatesTags: ['ReportExports'],
    }),
    /** One export, polled every second while it is queued or running. */
    reportExport: build.query<ExportJob, string>({
      query: (id) => `report-exports/${id}`,
      transformResponse: unwrapData<ExportJob>,
    }),
    reportExports: build.query<ExportJob[], void>({
      query: () => 'report-exports',
      transformResponse: (response: DataEnvelope<ExportJob[] | { items: ExportJob[] }>) => unwrapList(response),
      providesTags: ['ReportExports'],
    }),
    cancelExport: build.mutation<ExportJob | null, string>({
      query: (id) => ({ url: `report-exports/${id}`, method: 'DELETE' }),
      transformResponse: (response: DataEnvelope<ExportJob> | null) => response?.data ?? null,
      invalidatesTags: ['ReportExports'],
    }),
    /** The finished file as an object URL (the download needs the bearer token, so it is fetched). */
    exportFile: build.mutation<string, string>({
      query: (id) => ({ url: `report-exports/${id}/file`, responseHandler: objectUrlOf }),
    }),
  }),
});

export const {
  useReportPreviewQuery,
  useCreateExportMutation,
  useReportExportQuery,
  useReportExportsQuery,
  useCancelExportMutation,
  useExportFileMutation,
  useReviewScanMutation,
  useScanImageQuery,
} = reportsApi;
