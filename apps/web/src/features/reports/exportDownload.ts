import { useCallback } from 'react';
import { buildErrorMessage } from '../../shared/buildErrorMessage';
import { useExportFileMutation } from './reportsApi';
import type { ExportJob } from './reportTypes';
import { useAppApi } from '../../shared/ui/useAppApi';

/** Fetches a finished export with the session's token and hands it to the browser as a download. */
export function useDownloadExport(): (job: Pick<ExportJob, 'id' | 'file_name' | 'kind' | 'format'>) => Promise<void> {
  const { message } = useAppApi();
  const [fetchFile] = useExportFileMutation();
  return useCallback(
    async (job) => {
      const result = await fetchFile(job.id);
      if ('error' in result) {
        void message.error(buildErrorMessage(result.error));
        return;
      }
      const link = document.createElement('a');
      link.href = result.data;
      link.download = job.file_name ?? `${job.kind}.${job.format}`;
      document.body.appendChild(link);
      link.click();
      link.remove();
      // The browser has taken the bytes once the click is handled; keep the URL a moment for slow ones.
      setTimeout(() => URL.revokeObjectURL(result.data), 60_000);
    },
    [fetchFile, message],
  );
}
