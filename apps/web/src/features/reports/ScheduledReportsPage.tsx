import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import type { ReportSchedule, ReportScheduleRun } from '@presently/contracts';
import { Alert, Button, Form, Grid, Input, InputNumber, Modal, Radio, Select, Space, Switch, Table, Tag, TimePicker, type TableProps } from 'antd';
import { Card } from '../../shared/ui/Card';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../app/hooks';
import { roleIdOf, selectCurrentUser } from '../../app/session';
import { buildErrorMessage } from '../../shared/buildErrorMessage';
import { formatDay, hhmmOf, TIME_FORMAT, timeOf } from '../../shared/dates';
import { formatDateTime } from '../../shared/formatDate';
import { useActionFeedback, useConfirm } from '../../shared/ui/actionFeedback';
import { DateText } from '../../shared/ui/DateText';
import { PageHeading } from '../../shared/ui/PageHeading';
import { LoadError } from '../../shared/ui/QueryState';
import { showServerErrors } from '../../shared/ui/serverErrors';
import { bodyOf, emptySchedule, formOf, type ScheduleForm, schedulableKinds } from './scheduleRules';
import {
  useCreateScheduleMutation,
  useDeleteScheduleMutation,
  useReportSchedulesQuery,
  useRunScheduleNowMutation,
  useScheduleRunsQuery,
  useUpdateScheduleMutation,
} from './scheduleApi';
import { Typography } from '../../shared/ui/Typography';

const RUN_COLORS: Record<ReportScheduleRun['status'], string> = { pending: 'default', exporting: 'processing', sent: 'success', failed: 'error' };
// Recipients' errors (the list, an address) go to the form's alert, translated.
const FORM_FIELDS = ['kind', 'format', 'filters.period', 'frequency', 'weekday', 'day_of_month', 'time', 'active'];

/** "Every Monday at 07:00" / "Every month on day 1 at 07:00", in the user's language. */
function useDescribe() {
  const { t } = useTranslation('reports');
  const weekdays = t('schedules.weekdays', { returnObjects: true }) as string[];
  return (s: Pick<ReportSchedule, 'frequency' | 'weekday' | 'day_of_month' | 'time'>) =>
    s.frequency === 'weekly' ? t('schedules.everyWeek', { weekday: weekdays[(s.weekday ?? 1) - 1], time: s.time }) : t('schedules.everyMonth', { day: s.day_of_month, time: s.time });
}

/** A schedule's runs, newest first, with their status; a failed one shows its reason. Refreshed while one is under way. */
function ScheduleRuns({ schedule }: { schedule: ReportSchedule }) {
  const { t } = useTranslation('reports');
  const [polling, setPolling] = useState(false);
  const runs = useScheduleRunsQuery(schedule.id, { pollingInterval: polling ? 3000 : 0 });
  const open = (runs.data ?? []).some((r) => r.status === 'pending' || r.status === 'exporting');
  useEffect(() => setPolling(open), [open]);
  if (runs.error) return <LoadError error={runs.error} />;
  const columns: TableProps<ReportScheduleRun>['columns'] = [
    { key: 'due', title: t('schedules.due'), className: 'nowrap', render: (_, r) => formatDateTime(r.due_at, { timeZone: schedule.time_zone }) },
    { key: 'period', title: t('schedules.period'), render: (_, r) => <DateText>{`${formatDay(r.from)} – ${formatDay(r.to)}`}</DateText> },
    {
      key: 'status',
      title: t('schedules.status'),
      render: (_, r) => (
        <Space direction="vertical" size={2}>
          <Tag color={RUN_COLORS[r.status]} data-testid="run-status">
            {t(`schedules.runStatus.${r.status}`)}
          </Tag>
          {r.error ? <Typography.Text type="danger">{buildErrorMessage({ error: r.error })}</Typography.Text> : null}
        </Space>
      ),
    },
    { key: 'attempts', title: t('schedules.attempts'), dataIndex: 'attempts', align: 'right' },
    { key: 'delivery', title: t('schedules.delivery'), render: (_, r) => (r.delivery ? t(`schedules.deliveries.${r.delivery}`) : '') },
  ];
  return (
    <Table<ReportScheduleRun>
      size="small"
      rowKey="id"
      loading={runs.isLoading}
      dataSource={runs.data ?? []}
      columns={columns}
      pagination={false}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: t('schedules.noRuns') }}
      data-testid="schedule-runs"
    />
  );
}

/** The form of a new or changed schedule, in a modal; the server's 422 keys show under their fields. */
function ScheduleModal({ editing, onClose }: { editing: ReportSchedule | 'new'; onClose: () => void }) {
  const { t } = useTranslation('reports');
  const user = useAppSelector(selectCurrentUser);
  const kinds = schedulableKinds(roleIdOf(user), user?.company?.special_reports === true);
  const [form] = Form.useForm<ScheduleForm>();
  const [create, creating] = useCreateScheduleMutation();
  const [update, updating] = useUpdateScheduleMutation();
  const [formError, setFormError] = useState<unknown>(null);
  const feedback = useActionFeedback();
  const initial = editing === 'new' ? emptySchedule(user?.email, user?.company?.language) : formOf(editing);
  const frequency = Form.useWatch('frequency', form) ?? initial.frequency;
  const weekdays = t('schedules.weekdays', { returnObjects: true }) as string[];

  const submit = async (values: ScheduleForm) => {
    setFormError(null);
    const body = bodyOf({ ...initial, ...values, filters: { ...initial.filters, ...values.filters } });
    const result = editing === 'new' ? await create(body) : await update({ id: editing.id, body });
    if ('error' in result && result.error) {
      setFormError(showServerErrors(form, result.error, FORM_FIELDS));
      return;
    }
    feedback(result, t('schedules.saved'));
    onClose();
  };

  return (
    <Modal
      open
      title={editing === 'new' ? t('schedules.add') : t('schedules.edit')}
      okText={t('schedules.save')}
      cancelText={t('schedules.cancel')}
      confirmLoading={creating.isLoading || updating.isLoading}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      width={640}
    >
      <Form<ScheduleForm> form={form} layout="vertical" initialValues={initial} onFinish={(values) => void submit(values)} data-testid="schedule-form">
        {formError ? <Alert type="error" showIcon className="form-error" message={buildErrorMessage(formError)} /> : null}
        <Form.Item name="kind" label={t('schedules.report')} rules={[{ required: true }]}>
          <Select aria-label={t('schedules.report')} virtual={false} options={kinds.map((kind) => ({ value: kind, label: t(`kinds.${kind}`) }))} />
        </Form.Item>
        <Form.Item name="format" label={t('schedules.format')}>
          <Radio.Group options={[{ value: 'xlsx', label: 'Excel (XLSX)' }, { value: 'pdf', label: 'PDF' }]} />
        </Form.Item>
        <Form.Item name={['filters', 'period']} label={t('schedules.period')}>
          <Select
            aria-label={t('schedules.period')}
            options={(['last_week', 'last_month', 'month_to_date'] as const).map((p) => ({ value: p, label: t(`schedules.periods.${p}`) }))}
          />
        </Form.Item>
        <Form.Item name="frequency" label={t('schedules.frequency')}>
          <Radio.Group
            options={[
              { value: 'weekly', label: t('schedules.weekly') },
              { value: 'monthly', label: t('schedules.monthly') },
            ]}
          />
        </Form.Item>
        <Space wrap align="start">
          {frequency === 'weekly' ? (
            <Form.Item name="weekday" label={t('schedules.weekday')}>
              <Select aria-label={t('schedules.weekday')} style={{ minWidth: 160 }} options={weekdays.map((label, i) => ({ value: i + 1, label }))} />
            </Form.Item>
          ) : (
            <Form.Item name="day_of_month" label={t('schedules.dayOfMonth')} extra={t('schedules.dayOfMonthHint')}>
              <InputNumber aria-label={t('schedules.dayOfMonth')} min={1} max={31} precision={0} />
            </Form.Item>
          )}
          <Form.Item
            name="time"
            label={t('schedules.time')}
            extra={user?.company?.timezone ? t('schedules.zone', { zone: user.company.timezone }) : undefined}
            getValueProps={(value: string) => ({ value: timeOf(value) })}
            normalize={(value) => hhmmOf(value) ?? ''}
          >
            <TimePicker aria-label={t('schedules.time')} format={TIME_FORMAT} minuteStep={5} allowClear={false} needConfirm={false} />
          </Form.Item>
        </Space>
        <Typography.Text strong>{t('schedules.recipients')}</Typography.Text>
        <Form.List name="recipients">
          {(fields, { add, remove }) => (
            <div className="schedule-recipients">
              {fields.map((field) => (
                <Space key={field.key} wrap align="start" className="schedule-recipient">
                  <Form.Item name={[field.name, 'email']} rules={[{ required: true, type: 'email' }]}>
                    <Input aria-label={t('schedules.email')} placeholder={t('schedules.email')} type="email" style={{ minWidth: 220 }} />
                  </Form.Item>
                  <Form.Item name={[field.name, 'lang']}>
                    <Select aria-label={t('schedules.language')} style={{ minWidth: 130 }} options={(['en', 'mk', 'bg'] as const).map((l) => ({ value: l, label: t(`schedules.languages.${l}`) }))} />
                  </Form.Item>
                  {fields.length > 1 ? <Button type="text" icon={<MinusCircleOutlined />} aria-label={t('schedules.removeRecipient')} onClick={() => remove(field.name)} /> : null}
                </Space>
              ))}
              <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ email: '', lang: initial.recipients[0]?.lang ?? 'en' })} disabled={fields.length >= 20}>
                {t('schedules.addRecipient')}
              </Button>
            </div>
          )}
        </Form.List>
        <Form.Item name="active" label={t('schedules.active')} valuePropName="checked" style={{ marginTop: 16 }}>
          <Switch />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/**
 * Scheduled reports (issue 15, ★): each schedule with its report, period, when it runs (in the
 * company's zone), recipients and next run; run now, edit, delete; its runs with their status.
 */
export function ScheduledReportsPage() {
  const { t } = useTranslation('reports');
  const schedules = useReportSchedulesQuery();
  const [editing, setEditing] = useState<ReportSchedule | 'new' | null>(null);
  const [runNow] = useRunScheduleNowMutation();
  const [remove] = useDeleteScheduleMutation();
  const feedback = useActionFeedback();
  const confirm = useConfirm();
  const describe = useDescribe();
  const wide = Grid.useBreakpoint().md !== false;

  const columns: TableProps<ReportSchedule>['columns'] = [
    {
      key: 'report',
      title: t('schedules.report'),
      render: (_, s) => (
        <Space size={4}>
          <span>{t(`kinds.${s.kind}`)}</span>
          <Tag>{s.format.toUpperCase()}</Tag>
          {s.active ? null : <Tag color="warning">{t('schedules.paused')}</Tag>}
        </Space>
      ),
    },
    { key: 'period', title: t('schedules.period'), render: (_, s) => t(`schedules.periods.${s.filters.period}`) },
    { key: 'schedule', title: t('schedules.schedule'), render: (_, s) => describe(s) },
    {
      key: 'recipients',
      title: t('schedules.recipients'),
      // One address a line: a comma list of addresses (which never break) pushed the next run and the
      // actions out of view at 1440 px with two recipients.
      render: (_, s) => (
        <ul className="schedule-recipients">
          {s.recipients.map((r) => (
            <li key={r.email}>{r.email}</li>
          ))}
        </ul>
      ),
    },
    { key: 'next', title: t('schedules.nextRun'), className: 'nowrap', render: (_, s) => (s.active ? formatDateTime(s.next_run_at, { timeZone: s.time_zone }) : '') },
    {
      key: 'actions',
      title: '',
      // One under another, small links as in the other tables; kept in view at the right while the rest
      // scrolls, on a wide screen only (on a phone the pinned column would take most of the width): the
      // table is as wide as its content, and three labelled buttons in a row were cut at 1440 px.
      fixed: wide ? 'right' : undefined,
      render: (_, s) => (
        <Space direction="vertical" size={0} align="start">
          <Button type="link" size="small" onClick={() => void runNow(s.id).then((r) => feedback(r, t('schedules.started')))}>
            {t('schedules.runNow')}
          </Button>
          <Button type="link" size="small" onClick={() => setEditing(s)}>
            {t('schedules.edit')}
          </Button>
          <Button
            type="link"
            size="small"
            danger
            onClick={() =>
              void confirm({ title: t('schedules.deleteConfirm'), okText: t('schedules.delete') }).then((ok) => (ok ? remove(s.id).then((r) => feedback(r, t('schedules.deleted'))) : undefined))
            }
          >
            {t('schedules.delete')}
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <section className="page scheduled-reports-page" data-testid="scheduled-reports-page">
      <PageHeading titleKey="scheduledReports" />
      <Card
        className="form-card"
        title={t('schedules.title')}
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')}>
            {t('schedules.add')}
          </Button>
        }
      >
        <Typography.Paragraph type="secondary">{t('schedules.intro')}</Typography.Paragraph>
        {schedules.error ? (
          <LoadError error={schedules.error} />
        ) : (
          <Table<ReportSchedule>
            rowKey="id"
            loading={schedules.isLoading}
            dataSource={schedules.data ?? []}
            columns={columns}
            pagination={false}
            scroll={{ x: 'max-content' }}
            expandable={{ expandedRowRender: (s) => <ScheduleRuns schedule={s} /> }}
            locale={{ emptyText: t('schedules.none') }}
            data-testid="schedules-table"
          />
        )}
      </Card>
      {editing ? <ScheduleModal editing={editing} onClose={() => setEditing(null)} /> : null}
    </section>
  );
}
