import { LockOutlined, UnlockOutlined } from '@ant-design/icons';
import type { MonthClosure, MonthClosureAuditEntry } from '@presently/contracts';
import { Alert, Button, Table, Tag, type TableProps } from 'antd';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../app/hooks';
import { selectCurrentUser } from '../../app/session';
import { formatMonth } from '../../shared/dates';
import { formatDateTime } from '../../shared/formatDate';
import { lazyPart } from '../../shared/lazyChunk';
import { DialogLoading } from '../../shared/ui/DialogLoading';
import { PageHeading } from '../../shared/ui/PageHeading';
import { LoadError } from '../../shared/ui/QueryState';
import { useTablePagination } from '../../shared/ui/tablePagination';
import { useListDepartmentsQuery } from '../structure';
import { useMonthClosuresQuery } from './monthClosuresApi';
import { Typography } from '../../shared/ui/Typography';

/** The close and reopen dialogs (antd's Form, Modal, month picker) arrive when first opened (issue 14). */
const CloseMonthDialog = lazyPart(() => import('./MonthClosureDialogs').then((m) => m.CloseMonthDialog), ['admin']);
const ReopenMonthDialog = lazyPart(() => import('./MonthClosureDialogs').then((m) => m.ReopenMonthDialog), ['admin']);

/**
 * `/month-closures` (HR and administrators): the months closed for payroll, who closed each and when,
 * closing an ended month for the company or a department, reopening one with a reason, and the
 * history of closes and reopens. The server decides; the month picker offers only ended months.
 */
export function MonthClosuresPage() {
  const { t } = useTranslation('admin');
  const me = useAppSelector(selectCurrentUser);
  const closures = useMonthClosuresQuery(undefined, { refetchOnMountOrArgChange: true });
  // The close dialog's department choices, asked for with the page so that they are there when it opens.
  useListDepartmentsQuery();
  const pagination = useTablePagination();
  const [closing, setClosing] = useState(false);
  const [reopening, setReopening] = useState<MonthClosure | null>(null);
  const zone = me?.company?.timezone;
  const department = (id: number | null, name: string | null) => (id === null ? t('monthClosures.wholeCompany') : (name ?? `#${id}`));

  const columns: TableProps<MonthClosure>['columns'] = [
    { key: 'month', title: t('monthClosures.month'), render: (_v, c) => <Tag icon={<LockOutlined />} color="red">{formatMonth(c.month)}</Tag> },
    { key: 'department', title: t('monthClosures.department'), render: (_v, c) => department(c.department_id, c.department_name) },
    { key: 'by', title: t('monthClosures.closedBy'), dataIndex: 'closed_by_name' },
    { key: 'at', title: t('monthClosures.closedAt'), className: 'nowrap', render: (_v, c) => formatDateTime(c.closed_at, { timeZone: zone }) },
    { key: 'reason', title: t('monthClosures.reason'), render: (_v, c) => c.reason ?? '' },
    {
      key: 'actions',
      title: t('actions.title'),
      render: (_v, c) => (
        <Button type="link" size="small" icon={<UnlockOutlined />} onClick={() => setReopening(c)} data-testid={`reopen-${c.month}-${c.department_id ?? 0}`}>
          {t('monthClosures.reopen')}
        </Button>
      ),
    },
  ];
  const historyColumns: TableProps<MonthClosureAuditEntry>['columns'] = [
    { key: 'month', title: t('monthClosures.month'), render: (_v, h) => formatMonth(h.month) },
    { key: 'department', title: t('monthClosures.department'), render: (_v, h) => department(h.department_id, h.department_name) },
    { key: 'action', title: t('monthClosures.action'), render: (_v, h) => t(`monthClosures.actions.${h.action}`) },
    { key: 'by', title: t('monthClosures.by'), dataIndex: 'actor_name' },
    { key: 'at', title: t('monthClosures.at'), className: 'nowrap', render: (_v, h) => formatDateTime(h.at, { timeZone: zone }) },
    { key: 'reason', title: t('monthClosures.reason'), render: (_v, h) => h.reason ?? '' },
  ];

  return (
    <section className="page" data-testid="month-closures-page">
      <div className="page-title-row">
        <PageHeading titleKey="monthClosures" />
        <Button type="primary" icon={<LockOutlined />} onClick={() => setClosing(true)} data-testid="close-month">
          {t('monthClosures.close')}
        </Button>
      </div>
      <Alert type="info" showIcon message={t('monthClosures.intro')} />
      {closures.error ? <LoadError error={closures.error} /> : null}
      <Table<MonthClosure>
        rowKey="id"
        dataSource={closures.data?.closures ?? []}
        loading={closures.isFetching}
        columns={columns}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('monthClosures.empty') }}
      />
      <Typography.Title level={4}>{t('monthClosures.history')}</Typography.Title>
      <Table<MonthClosureAuditEntry> rowKey="id" dataSource={closures.data?.history ?? []} columns={historyColumns} pagination={pagination()} scroll={{ x: 'max-content' }} size="small" />
      {closing ? (
        <Suspense fallback={<DialogLoading testId="close-month-loading" />}>
          <CloseMonthDialog onClose={() => setClosing(false)} />
        </Suspense>
      ) : null}
      {reopening ? (
        <Suspense fallback={<DialogLoading testId="reopen-month-loading" />}>
          <ReopenMonthDialog closure={reopening} onClose={() => setReopening(null)} />
        </Suspense>
      ) : null}
    </section>
  );
}
