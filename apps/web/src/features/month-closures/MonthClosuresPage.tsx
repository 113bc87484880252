import { LockOutlined, UnlockOutlined } from '@ant-design/icons';
import type { MonthClosure, MonthClosureAuditEntry } from '@presently/contracts';
import { Alert, Button, DatePicker, Form, Input, Select, Table, Tag, type TableProps } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../app/hooks';
import { selectCurrentUser } from '../../app/session';
import { formatMonth } from '../../shared/dates';
import { formatDateTime } from '../../shared/formatDate';
import { FormDialog } from '../../shared/ui/FormDialog';
import { PageHeading } from '../../shared/ui/PageHeading';
import { LoadError } from '../../shared/ui/QueryState';
import { useListDepartmentsQuery } from '../structure';
import { monthHasEnded } from './closedMonths';
import { useCloseMonthMutation, useMonthClosuresQuery, useReopenMonthMutation } from './monthClosuresApi';
import { Typography } from '../../shared/ui/Typography';

interface CloseValues {
  month: Dayjs | null;
  department_id: number | null;
  reason: string;
}

const MONTH_FORMAT = 'MMM YYYY';

/**
 * `/month-closures` (HR and administrators): the months closed for payroll, who closed each and when,
 * closing an ended month for the company or a department, reopening one with a reason, and the
 * history of closes and reopens. The server decides; the month picker offers only ended months.
 */
export function MonthClosuresPage() {
  const { t } = useTranslation('admin');
  const me = useAppSelector(selectCurrentUser);
  const closures = useMonthClosuresQuery(undefined, { refetchOnMountOrArgChange: true });
  const departments = useListDepartmentsQuery();
  const [close] = useCloseMonthMutation();
  const [reopen] = useReopenMonthMutation();
  const [closing, setClosing] = useState(false);
  const [reopening, setReopening] = useState<MonthClosure | null>(null);
  const zone = me?.company?.timezone;
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(new Date());
  const department = (id: number | null, name: string | null) => (id === null ? t('monthClosures.wholeCompany') : (name ?? `#${id}`));

  const columns: TableProps<MonthClosure>['columns'] = [
    { key: 'month', title: t('monthClosures.month'), render: (_v, c) => <Tag icon={<LockOutlined />} color="red">{formatMonth(c.month)}</Tag> },
    { key: 'department', title: t('monthClosures.department'), render: (_v, c) => department(c.department_id, c.department_name) },
    { key: 'by', title: t('monthClosures.closedBy'), dataIndex: 'closed_by_name' },
    { key: 'at', title: t('monthClosures.closedAt'), render: (_v, c) => formatDateTime(c.closed_at, { timeZone: zone }) },
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
    { key: 'at', title: t('monthClosures.at'), render: (_v, h) => formatDateTime(h.at, { timeZone: zone }) },
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
      <Table<MonthClosureAuditEntry> rowKey="id" dataSource={closures.data?.history ?? []} columns={historyColumns} pagination={{ pageSize: 20 }} scroll={{ x: 'max-content' }} size="small" />
      {closing ? (
        <FormDialog<CloseValues>
          title={t('monthClosures.closeTitle')}
          testId="close-month-dialog"
          okText={t('monthClosures.closeOk')}
          initialValues={{ month: null, department_id: null, reason: '' }}
          serverFields={['month', 'department_id', 'reason']}
          successMessage={t('monthClosures.closedNotice')}
          onClose={() => setClosing(false)}
          onSubmit={(values) =>
            close({ month: values.month?.format('YYYY-MM') ?? '', department_id: values.department_id ?? undefined, reason: values.reason?.trim() || undefined })
          }
        >
          <Form.Item label={t('monthClosures.month')} name="month" rules={[{ required: true, message: t('errors:month_invalid') }]}>
            <DatePicker picker="month" format={MONTH_FORMAT} className="date-input" disabledDate={(d) => !monthHasEnded(d.format('YYYY-MM'), today)} />
          </Form.Item>
          <Form.Item label={t('monthClosures.department')} name="department_id">
            <Select
              allowClear
              placeholder={t('monthClosures.wholeCompany')}
              options={(departments.data ?? []).map((d) => ({ value: d.id, label: d.name }))}
            />
          </Form.Item>
          <Form.Item label={t('monthClosures.reason')} name="reason" rules={[{ max: 250, message: t('errors:max_250_characters') }]}>
            <Input.TextArea rows={2} maxLength={250} showCount />
          </Form.Item>
        </FormDialog>
      ) : null}
      {reopening ? (
        <FormDialog<{ reason: string }>
          title={t('monthClosures.reopenTitle', { month: formatMonth(reopening.month) })}
          testId="reopen-month-dialog"
          okText={t('monthClosures.reopenOk')}
          initialValues={{ reason: '' }}
          serverFields={['reason']}
          successMessage={t('monthClosures.reopened', { month: formatMonth(reopening.month) })}
          onClose={() => setReopening(null)}
          onSubmit={(values) => reopen({ id: reopening.id, reason: values.reason.trim() })}
        >
          <Form.Item
            label={t('monthClosures.reopenReason')}
            name="reason"
            rules={[
              { required: true, whitespace: true, message: t('errors:field_required') },
              { max: 250, message: t('errors:max_250_characters') },
            ]}
          >
            <Input.TextArea rows={2} maxLength={250} showCount />
          </Form.Item>
        </FormDialog>
      ) : null}
    </section>
  );
}
