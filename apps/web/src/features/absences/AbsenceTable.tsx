import type { AbsenceView } from '@presently/contracts';
import { Space, Table, Tag, type TableProps } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatDateTime } from '../../shared/formatDate';
import { DateText } from '../../shared/ui/DateText';
import { LoadError } from '../../shared/ui/QueryState';
import { useTablePagination } from '../../shared/ui/tablePagination';
import { AbsenceDocumentLink } from '../document-templates';
import { absencePath, ChainSummary, FileLinks, StatusTag, TypeName, usePeriodText } from './absenceUi';

interface AbsenceTableProps {
  rows: AbsenceView[];
  loading: boolean;
  error?: unknown;
  /** Shows whose request each row is (approvers' lists). */
  showUser?: boolean;
  actions?: (request: AbsenceView) => ReactNode;
  /** Server paging ('{size} per page'); without it every row is shown. */
  paging?: { page: number; perPage: number; total: number; onChange: (page: number, perPage: number) => void };
  testId: string;
}

/** Requests as every absence screen lists them: type, days, status, who holds the chain now, files, actions. */
export function AbsenceTable({ rows, loading, error, showUser = false, actions, paging, testId }: AbsenceTableProps) {
  const { t } = useTranslation('absences');
  const pagination = useTablePagination();
  const periodText = usePeriodText();

  const columns: TableProps<AbsenceView>['columns'] = [
    ...(showUser ? [{ key: 'user', title: t('list.user'), render: (_value: unknown, row: AbsenceView) => row.user_name }] : []),
    {
      key: 'type',
      title: t('list.type'),
      render: (_value, row) => (
        <Link to={absencePath(row.id)} data-testid={`absence-link-${row.id}`}>
          <TypeName typeId={row.absence_type_id} />
        </Link>
      ),
    },
    { key: 'period', title: t('list.period'), render: (_value, row) => <DateText>{periodText(row)}</DateText> },
    { key: 'days', dataIndex: 'requested_days', title: t('list.days') },
    {
      key: 'status',
      title: t('list.status'),
      render: (_value, row) => (
        <Space direction="vertical" size={2}>
          <StatusTag status={row.status} />
          {row.missing_document ? <Tag color="orange">{t('list.missingDocument')}</Tag> : null}
          <ChainSummary request={row} />
        </Space>
      ),
    },
    { key: 'submitted', title: t('list.submitted'), className: 'nowrap', render: (_value, row) => formatDateTime(row.submitted_at) },
    { key: 'files', title: t('list.files'), render: (_value, row) => <><FileLinks requestId={row.id} files={row.files} /><AbsenceDocumentLink absenceId={row.id} request={row} /></> },
    ...(actions ? [{ key: 'actions', title: t('admin:actions.title'), render: (_value: unknown, row: AbsenceView) => actions(row) }] : []),
  ];

  return (
    <div data-testid={testId}>
      {error ? <LoadError error={error} /> : null}
      <Table<AbsenceView>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={rows}
        loading={loading}
        scroll={{ x: true }}
        locale={{ emptyText: t('list.empty') }}
        rowClassName={(row) => `absence-row absence-row--${row.status}`}
        pagination={
          paging
            ? pagination({ current: paging.page, pageSize: paging.perPage, total: paging.total, onChange: paging.onChange })
            : pagination({ total: rows.length })
        }
      />
    </div>
  );
}
