import { DownloadOutlined, ReloadOutlined } from '@ant-design/icons';
import { DOCUMENT_KINDS, type DocumentKind, type DocumentRegisterFormat, GENERATED_DOCUMENT_STATUSES, type GeneratedDocumentStatus, type GeneratedDocumentView } from '@presently/contracts';
import { Button, Space, Table, Tag, type TableProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buildErrorMessage } from '../../shared/buildErrorMessage';
import { formatDay } from '../../shared/dates';
import { formatDate } from '../../shared/formatDate';
import { FilterSelect } from '../../shared/ui/FilterSelect';
import { LoadError } from '../../shared/ui/QueryState';
import { useTablePagination } from '../../shared/ui/tablePagination';
import { UserSelect } from '../users';
import { AbsenceDocumentLink } from './AbsenceDocumentLink';
import { saveObjectUrl, useDocumentRegisterQuery, useExportDocumentRegisterMutation, useRegenerateDocumentMutation } from './documentTemplatesApi';
import { useAppApi } from '../../shared/ui/useAppApi';

const STATUS_COLORS: Record<GeneratedDocumentStatus, string> = { pending: 'processing', generated: 'green', failed: 'red', void: 'default' };

/** HR's register of issued documents: number, date, employee, kind and status (a failure with its error, a void one with its date), filtered and exportable as CSV or XLSX. */
export function DocumentRegister() {
  const { t } = useTranslation('documents');
  const { message } = useAppApi();
  const pagination = useTablePagination();
  const currentYear = new Date().getFullYear();
  const [filter, setFilter] = useState<{ year?: number; kind?: DocumentKind; status?: GeneratedDocumentStatus; user_id?: number }>({ year: currentYear });
  const [page, setPage] = useState({ page: 1, perPage: 20 });
  const register = useDocumentRegisterQuery({ ...filter, page: page.page, per_page: page.perPage }, { refetchOnMountOrArgChange: true, pollingInterval: 10_000 });
  const [regenerate] = useRegenerateDocumentMutation();
  const [exportRegister, exportState] = useExportDocumentRegisterMutation();

  const onRegenerate = async (row: GeneratedDocumentView) => {
    const result = await regenerate(row.absence_request_id);
    if ('error' in result) void message.error(buildErrorMessage(result.error));
    else void message.success(t('register.regenerated'));
  };
  const onExport = async (format: DocumentRegisterFormat) => {
    const result = await exportRegister({ ...filter, format });
    if ('error' in result) void message.error(buildErrorMessage(result.error));
    else saveObjectUrl(result.data, `documents.${format}`);
  };
  const years = Array.from({ length: 6 }, (_, i) => currentYear - 4 + i);

  const columns: TableProps<GeneratedDocumentView>['columns'] = [
    // Number and date on one line each (a phone scrolls the table rather than break "24-Nov-2026").
    { key: 'number', title: t('register.number'), className: 'nowrap', render: (_v, row) => row.number_label ?? '—' },
    { key: 'date', title: t('register.date'), className: 'nowrap', render: (_v, row) => formatDay(row.issued_on) },
    { key: 'employee', title: t('register.employee'), dataIndex: 'employee_name' },
    { key: 'kind', title: t('register.kind'), render: (_v, row) => t(`kinds.${row.kind}`) },
    {
      key: 'status',
      title: t('register.status'),
      render: (_v, row) => (
        <Space direction="vertical" size={0}>
          <Tag color={STATUS_COLORS[row.status]}>{t(`register.statuses.${row.status}`)}</Tag>
          {row.status === 'void' && row.voided_at ? <span className="document-voided">{t('register.voidedOn', { date: formatDate(row.voided_at) })}</span> : null}
          {row.last_error ? <span className="document-error">{t('register.attempts', { count: row.attempts, error: t(`errors:${row.last_error}`, { defaultValue: row.last_error }) })}</span> : null}
        </Space>
      ),
    },
    {
      key: 'actions',
      title: t('register.actions'),
      render: (_v, row) => (
        <Space wrap>
          <AbsenceDocumentLink absenceId={row.absence_request_id} known={row} />
          <Button size="small" icon={<ReloadOutlined />} onClick={() => void onRegenerate(row)}>
            {t('register.regenerate')}
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="document-register">
      <Space wrap className="table-filters">
        <FilterSelect<number> label={t('register.year')} value={filter.year} options={years.map((y) => ({ value: y, label: String(y) }))} onChange={(year) => setFilter({ ...filter, year })} />
        <FilterSelect<DocumentKind> label={t('register.allKinds')} value={filter.kind} options={DOCUMENT_KINDS.map((k) => ({ value: k, label: t(`kinds.${k}`) }))} onChange={(kind) => setFilter({ ...filter, kind })} />
        <FilterSelect<GeneratedDocumentStatus>
          label={t('register.allStatuses')}
          value={filter.status}
          options={GENERATED_DOCUMENT_STATUSES.map((s) => ({ value: s, label: t(`register.statuses.${s}`) }))}
          onChange={(status) => setFilter({ ...filter, status })}
        />
        {/* Former employees too: their documents stay in the register. */}
        <UserSelect
          activeOnly={false}
          allowClear
          className="table-filters__select"
          placeholder={t('register.allEmployees')}
          aria-label={t('register.allEmployees')}
          data-testid="document-register-employee"
          value={filter.user_id ?? null}
          onChange={(value) => setFilter({ ...filter, user_id: typeof value === 'number' ? value : undefined })}
        />
        <Button icon={<DownloadOutlined />} loading={exportState.isLoading && exportState.originalArgs?.format === 'csv'} onClick={() => void onExport('csv')}>
          {t('register.export')}
        </Button>
        <Button icon={<DownloadOutlined />} loading={exportState.isLoading && exportState.originalArgs?.format === 'xlsx'} onClick={() => void onExport('xlsx')}>
          {t('register.exportXlsx')}
        </Button>
      </Space>
      {register.error ? <LoadError error={register.error} /> : null}
      <Table<GeneratedDocumentView>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={register.data?.items ?? []}
        loading={register.isLoading}
        scroll={{ x: true }}
        locale={{ emptyText: t('register.empty') }}
        pagination={pagination({ current: page.page, pageSize: page.perPage, total: register.data?.total ?? 0, onChange: (p, perPage) => setPage({ page: p, perPage }) })}
      />
    </Space>
  );
}
