import { DownloadOutlined, FileExcelOutlined, FilePdfOutlined } from '@ant-design/icons';
import { Alert, Button, Progress, Space, Table, Tag, type TableProps } from 'antd';
import { Card } from '../../shared/ui/Card';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../app/hooks';
import { buildErrorMessage } from '../../shared/buildErrorMessage';
import { formatDay } from '../../shared/dates';
import { formatDateTime } from '../../shared/formatDate';
import { useActionFeedback } from '../../shared/ui/actionFeedback';
import { DateText } from '../../shared/ui/DateText';
import { useDownloadExport } from './exportDownload';
import { formatBytes } from './reportRules';
import { reportsApi, useCancelExportMutation, useCreateExportMutation, useReportExportQuery, useReportExportsQuery } from './reportsApi';
import { isActiveExport, type ExportFormat, type ExportJob, type ExportStatus, type ReportFilters, type ReportKind } from './reportTypes';
import { Typography } from '../../shared/ui/Typography';

/** The spec asks for a progress bar updated at least every second. */
export const EXPORT_POLL_MS = 1000;
/** The list of recent exports refreshes less often; the export just started has its own bar. */
const LIST_POLL_MS = 5000;

const STATUS_COLORS: Record<ExportStatus, string> = {
  queued: 'default',
  running: 'processing',
  done: 'success',
  failed: 'error',
  cancelled: 'warning',
};

export function ExportStatusTag({ status }: { status: ExportStatus }) {
  const { t } = useTranslation('reports');
  return (
    <Tag color={STATUS_COLORS[status]} data-status={status} data-testid="export-status">
      {t(`status.${status}`)}
    </Tag>
  );
}

interface Props {
  kind: ReportKind;
  filters: ReportFilters;
  /** False while the filters are not valid: nothing to export yet. */
  ready: boolean;
}

/** Export buttons, the running export's progress (polled every second) and its download. */
export function ExportPanel({ kind, filters, ready }: Props) {
  const { t } = useTranslation('reports');
  const [create, creating] = useCreateExportMutation();
  const [jobId, setJobId] = useState<string | null>(null);
  const [formatAsked, setFormatAsked] = useState<ExportFormat | null>(null);

  const start = async (format: ExportFormat) => {
    setFormatAsked(format);
    const result = await create({ kind, format, filters });
    if ('data' in result && result.data) setJobId(result.data.id);
  };

  return (
    <Card className="form-card report-export" title={t('exports.title')} data-testid="report-export">
      <Space wrap>
        <Button
          icon={<FileExcelOutlined />}
          disabled={!ready}
          loading={creating.isLoading && formatAsked === 'xlsx'}
          onClick={() => void start('xlsx')}
          data-testid="export-xlsx"
        >
          {t('exports.xlsx')}
        </Button>
        <Button
          icon={<FilePdfOutlined />}
          disabled={!ready}
          loading={creating.isLoading && formatAsked === 'pdf'}
          onClick={() => void start('pdf')}
          data-testid="export-pdf"
        >
          {t('exports.pdf')}
        </Button>
      </Space>
      {creating.isError ? <Alert type="error" showIcon className="form-error" message={buildErrorMessage(creating.error)} data-testid="export-error" /> : null}
      {/* Keyed by the job: a new export starts its own polling from the start. */}
      {jobId ? <CurrentExport key={jobId} id={jobId} /> : null}
    </Card>
  );
}

/** The export just asked for: its bar moves with each poll until it is done, then its download. */
function CurrentExport({ id }: { id: string }) {
  const { t } = useTranslation('reports');
  const dispatch = useAppDispatch();
  const [polling, setPolling] = useState(true);
  const job = useReportExportQuery(id, { pollingInterval: polling ? EXPORT_POLL_MS : 0, skipPollingIfUnfocused: false });
  const data = job.data;
  const download = useDownloadExport();
  const [cancel, cancelling] = useCancelExportMutation();

  const active = data ? isActiveExport(data) : true;
  useEffect(() => {
    if (!active) {
      setPolling(false);
      // The list shows the finished export with its download too.
      dispatch(reportsApi.util.invalidateTags(['ReportExports']));
    }
  }, [active, dispatch]);

  if (!data) return job.error ? <Alert type="error" showIcon message={buildErrorMessage(job.error)} /> : null;
  const percent = data.status === 'done' ? 100 : Math.max(0, Math.min(100, Math.round(data.progress)));

  return (
    <div className="report-export__current" data-testid="current-export" data-status={data.status}>
      <Space wrap align="center">
        <ExportStatusTag status={data.status} />
        <Typography.Text>{data.file_name ?? t(`kinds.${data.kind}`)}</Typography.Text>
        {typeof data.rows_done === 'number' && typeof data.rows_total === 'number' && data.rows_total > 0 ? (
          <Typography.Text type="secondary" data-testid="export-rows">
            {t('exports.rows', { done: data.rows_done.toLocaleString('en-GB'), total: data.rows_total.toLocaleString('en-GB') })}
          </Typography.Text>
        ) : null}
      </Space>
      <Progress
        percent={percent}
        status={data.status === 'failed' ? 'exception' : data.status === 'done' ? 'success' : data.status === 'cancelled' ? 'normal' : 'active'}
        data-testid="export-progress"
      />
      {data.status === 'done' ? (
        <Button type="primary" icon={<DownloadOutlined />} onClick={() => void download(data)} data-testid="export-download">
          {t('exports.download')} {data.size_bytes ? `(${formatBytes(data.size_bytes)})` : ''}
        </Button>
      ) : null}
      {active ? (
        <Button danger loading={cancelling.isLoading} onClick={() => void cancel(data.id).then(() => job.refetch())} data-testid="export-cancel">
          {t('exports.cancel')}
        </Button>
      ) : null}
      {data.status === 'failed' ? <Alert type="error" showIcon message={buildErrorMessage({ error: data.error ?? 'report_export_failed' })} /> : null}
    </div>
  );
}

/** The actor's recent exports: status, progress of running ones (with cancel), downloads of finished ones. */
export function RecentExports() {
  const { t } = useTranslation('reports');
  const list = useReportExportsQuery();
  const rows = list.data ?? [];
  const anyActive = rows.some(isActiveExport);
  // Re-read the list while something in it runs (an export started earlier, in another tab).
  useReportExportsQuery(undefined, { pollingInterval: anyActive ? LIST_POLL_MS : 0, skip: !anyActive });
  const download = useDownloadExport();
  const [cancel] = useCancelExportMutation();
  const feedback = useActionFeedback();

  const period = (job: ExportJob) =>
    job.filters.from && job.filters.to ? `${formatDay(job.filters.from)} – ${formatDay(job.filters.to)}` : '';

  const columns: TableProps<ExportJob>['columns'] = [
    { key: 'kind', title: t('exports.report'), render: (_v, job) => t(`kinds.${job.kind}`) },
    { key: 'format', title: t('exports.format'), render: (_v, job) => job.format.toUpperCase() },
    { key: 'period', title: t('exports.period'), render: (_v, job) => <DateText>{period(job)}</DateText> },
    { key: 'created', title: t('exports.created'), className: 'nowrap', render: (_v, job) => formatDateTime(job.created_at) },
    {
      key: 'status',
      title: t('exports.status'),
      render: (_v, job) =>
        isActiveExport(job) ? (
          <Space>
            <ExportStatusTag status={job.status} />
            <Progress percent={Math.round(job.progress)} size="small" className="report-export__mini-progress" />
          </Space>
        ) : (
          <ExportStatusTag status={job.status} />
        ),
    },
    {
      key: 'actions',
      title: t('exports.actions'),
      render: (_v, job) =>
        job.status === 'done' ? (
          <Button size="small" icon={<DownloadOutlined />} onClick={() => void download(job)} data-testid={`download-${job.id}`}>
            {t('exports.download')}
          </Button>
        ) : isActiveExport(job) ? (
          <Button
            size="small"
            danger
            onClick={() => void cancel(job.id).then((result) => feedback(result, t('exports.cancelled')))}
            data-testid={`cancel-${job.id}`}
          >
            {t('exports.cancel')}
          </Button>
        ) : null,
    },
  ];

  return (
    <Card className="form-card report-exports" title={t('exports.recent')} data-testid="recent-exports">
      <Table<ExportJob>
        size="small"
        rowKey="id"
        loading={list.isFetching && !list.data}
        columns={columns}
        dataSource={rows}
        scroll={{ x: 'max-content' }}
        pagination={false}
        locale={{ emptyText: t('exports.none') }}
      />
      {list.error ? <Alert type="error" showIcon message={buildErrorMessage(list.error)} /> : null}
    </Card>
  );
}
