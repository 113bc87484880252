import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { ABSENCE_TYPES } from '@presently/contracts';
import { Button, Card, Form, InputNumber, Select, Space, Table, TimePicker, type TableProps } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../app/hooks';
import { canAccess, selectCurrentUser } from '../../app/session';
import { hhmmOf, TIME_FORMAT, timeOf } from '../../shared/dates';
import { formatDateTime } from '../../shared/formatDate';
import { useActionFeedback, useConfirm } from '../../shared/ui/actionFeedback';
import { FormDialog } from '../../shared/ui/FormDialog';
import { PageHeading } from '../../shared/ui/PageHeading';
import { QueryState } from '../../shared/ui/QueryState';
import { useTablePagination } from '../../shared/ui/tablePagination';
import { teamFiltersFor } from '../presence';
import { useListDepartmentsQuery, useListTeamsQuery } from '../structure';
import { REPORT_PAGES } from './reportRules';
import { useCreateReportScheduleMutation, useDeleteReportScheduleMutation, useReportSchedulesQuery, useUpdateReportScheduleMutation } from './reportsApi';
import { REPORT_KINDS, type ExportFormat, type ReportKind, type ReportSchedule, type ScheduleFrequency, type ScheduleInput, type SchedulePeriod } from './reportTypes';

interface ScheduleFormValues {
  kind: ReportKind;
  format: ExportFormat;
  period: SchedulePeriod;
  frequency: ScheduleFrequency;
  weekday?: number;
  day_of_month?: number;
  time: Dayjs | null;
  recipients: string[];
  department_id?: number;
  team_id?: number;
  absence_type_id?: number;
}

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
/** Monthly runs stop at day 28 so every month has the day. */
const LAST_DAY_OF_MONTH = 28;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The server's field names under the form's own (filters are nested on the wire, flat in the form). */
const SERVER_FIELDS = {
  kind: 'kind',
  format: 'format',
  period: 'period',
  frequency: 'frequency',
  weekday: 'weekday',
  day_of_month: 'day_of_month',
  time: 'time',
  recipients: 'recipients',
  'filters.department_id': 'department_id',
  'filters.team_id': 'team_id',
  'filters.absence_type_id': 'absence_type_id',
};

export function toScheduleInput(values: ScheduleFormValues): ScheduleInput {
  const filters: ScheduleInput['filters'] = {};
  if (values.department_id) filters.department_id = values.department_id;
  if (values.team_id) filters.team_id = values.team_id;
  if (values.absence_type_id) filters.absence_type_id = values.absence_type_id;
  return {
    kind: values.kind,
    format: values.format,
    filters,
    period: values.period,
    frequency: values.frequency,
    ...(values.frequency === 'weekly' ? { weekday: values.weekday } : { day_of_month: values.day_of_month }),
    time: hhmmOf(values.time) ?? '',
    recipients: values.recipients.map((address) => address.trim()).filter(Boolean),
  };
}

const formValuesOf = (schedule: ReportSchedule): Partial<ScheduleFormValues> => ({
  kind: schedule.kind,
  format: schedule.format,
  period: schedule.period,
  frequency: schedule.frequency,
  weekday: schedule.weekday,
  day_of_month: schedule.day_of_month,
  time: timeOf(schedule.time),
  recipients: schedule.recipients,
  department_id: schedule.filters?.department_id,
  team_id: schedule.filters?.team_id,
  absence_type_id: schedule.filters?.absence_type_id,
});

const NEW_SCHEDULE: Partial<ScheduleFormValues> = {
  kind: 'presence',
  format: 'xlsx',
  period: 'previous_month',
  frequency: 'monthly',
  day_of_month: 1,
  weekday: 1,
  time: timeOf('07:00'),
  recipients: [],
};

/** `/report-schedules`: reports HR has e-mailed on a schedule — list, add, edit, delete. */
export function ReportSchedulesPage() {
  const { t } = useTranslation('reports');
  const list = useReportSchedulesQuery();
  const [remove] = useDeleteReportScheduleMutation();
  const confirm = useConfirm();
  const feedback = useActionFeedback();
  const pagination = useTablePagination();
  const [editing, setEditing] = useState<ReportSchedule | 'new' | null>(null);

  const whenText = (schedule: ReportSchedule) =>
    schedule.frequency === 'weekly'
      ? t('schedules.weeklyAt', { weekday: t(`weekdaysLong.${(schedule.weekday ?? 1) % 7}`), time: schedule.time })
      : t('schedules.monthlyAt', { day: schedule.day_of_month ?? 1, time: schedule.time });

  const onDelete = async (schedule: ReportSchedule) => {
    const ok = await confirm({ title: t('schedules.deleteTitle'), content: t('schedules.deleteBody', { report: t(`kinds.${schedule.kind}`) }), okText: t('schedules.delete') });
    if (!ok) return;
    feedback(await remove(schedule.id), t('schedules.deleted'));
  };

  const columns: TableProps<ReportSchedule>['columns'] = [
    { key: 'kind', title: t('schedules.report'), render: (_v, s) => t(`kinds.${s.kind}`) },
    { key: 'format', title: t('exports.format'), render: (_v, s) => s.format.toUpperCase() },
    { key: 'period', title: t('schedules.period'), render: (_v, s) => t(`schedules.periods.${s.period}`) },
    { key: 'when', title: t('schedules.when'), render: (_v, s) => whenText(s) },
    { key: 'recipients', title: t('schedules.recipients'), render: (_v, s) => s.recipients.join(', ') },
    { key: 'next', title: t('schedules.nextRun'), render: (_v, s) => formatDateTime(s.next_run_at) },
    {
      key: 'last',
      title: t('schedules.lastRun'),
      render: (_v, s) => (s.last_run_at ? `${formatDateTime(s.last_run_at)}${s.last_status ? ` · ${t(`status.${s.last_status}`, { defaultValue: s.last_status })}` : ''}` : ''),
    },
    {
      key: 'actions',
      title: t('exports.actions'),
      render: (_v, s) => (
        <Space size={0}>
          <Button type="link" icon={<EditOutlined />} onClick={() => setEditing(s)} data-testid={`edit-schedule-${s.id}`}>
            {t('schedules.edit')}
          </Button>
          <Button type="link" danger icon={<DeleteOutlined />} onClick={() => void onDelete(s)} data-testid={`delete-schedule-${s.id}`}>
            {t('schedules.delete')}
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <section className="page" data-testid="report-schedules-page">
      <PageHeading titleKey="reportSchedules" />
      <Card
        className="form-card"
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing('new')} data-testid="add-schedule">
            {t('schedules.add')}
          </Button>
        }
      >
        <QueryState isLoading={list.isLoading} error={list.error} hasData={Boolean(list.data)}>
          <Table<ReportSchedule>
            rowKey="id"
            size="small"
            data-testid="report-schedules"
            columns={columns}
            dataSource={list.data ?? []}
            scroll={{ x: 'max-content' }}
            pagination={pagination()}
            locale={{ emptyText: t('schedules.none') }}
          />
        </QueryState>
      </Card>
      {editing ? <ScheduleDialog schedule={editing === 'new' ? null : editing} onClose={() => setEditing(null)} /> : null}
    </section>
  );
}

function ScheduleDialog({ schedule, onClose }: { schedule: ReportSchedule | null; onClose: () => void }) {
  const { t } = useTranslation('reports');
  const { t: tAbsences } = useTranslation('absences');
  const user = useAppSelector(selectCurrentUser);
  const offered = teamFiltersFor(user);
  const departments = useListDepartmentsQuery(undefined, { skip: !offered.departments });
  const teams = useListTeamsQuery(undefined, { skip: !offered.teams });
  const [create] = useCreateReportScheduleMutation();
  const [update] = useUpdateReportScheduleMutation();
  // Only the reports the actor may open themselves can be scheduled.
  const kinds = REPORT_KINDS.filter((kind) => canAccess(REPORT_PAGES[kind].path, user));

  const submit = (values: ScheduleFormValues) => {
    const input = toScheduleInput(values);
    return schedule ? update({ id: schedule.id, input }) : create(input);
  };

  return (
    <FormDialog<ScheduleFormValues>
      title={schedule ? t('schedules.editTitle') : t('schedules.addTitle')}
      initialValues={schedule ? formValuesOf(schedule) : NEW_SCHEDULE}
      onSubmit={submit}
      onClose={onClose}
      successMessage={t('schedules.saved')}
      serverFields={SERVER_FIELDS}
      testId="schedule-form"
    >
      <Form.Item name="kind" label={t('schedules.report')} rules={[{ required: true, message: t('errors:field_required') }]}>
        <Select options={kinds.map((kind) => ({ value: kind, label: t(`kinds.${kind}`) }))} />
      </Form.Item>
      <Form.Item name="format" label={t('exports.format')} rules={[{ required: true, message: t('errors:field_required') }]}>
        <Select options={(['xlsx', 'pdf'] as const).map((format) => ({ value: format, label: format.toUpperCase() }))} />
      </Form.Item>
      <Form.Item name="period" label={t('schedules.period')} rules={[{ required: true, message: t('errors:field_required') }]}>
        <Select options={(['previous_week', 'previous_month'] as const).map((period) => ({ value: period, label: t(`schedules.periods.${period}`) }))} />
      </Form.Item>
      <Form.Item name="frequency" label={t('schedules.frequency')} rules={[{ required: true, message: t('errors:field_required') }]}>
        <Select options={(['weekly', 'monthly'] as const).map((frequency) => ({ value: frequency, label: t(`schedules.frequencies.${frequency}`) }))} />
      </Form.Item>
      <Form.Item noStyle dependencies={['frequency']}>
        {({ getFieldValue }) =>
          getFieldValue('frequency') === 'weekly' ? (
            <Form.Item name="weekday" label={t('schedules.weekday')} rules={[{ required: true, message: t('errors:field_required') }]}>
              <Select options={WEEKDAYS.map((day) => ({ value: day, label: t(`weekdaysLong.${day % 7}`) }))} />
            </Form.Item>
          ) : (
            <Form.Item name="day_of_month" label={t('schedules.dayOfMonth')} rules={[{ required: true, message: t('errors:field_required') }]}>
              <InputNumber min={1} max={LAST_DAY_OF_MONTH} precision={0} />
            </Form.Item>
          )
        }
      </Form.Item>
      <Form.Item name="time" label={t('schedules.time')} extra={t('schedules.timeHint')} rules={[{ required: true, message: t('errors:field_required') }]}>
        <TimePicker format={TIME_FORMAT} minuteStep={5} needConfirm={false} />
      </Form.Item>
      <Form.Item
        name="recipients"
        label={t('schedules.recipients')}
        extra={t('schedules.recipientsHint')}
        rules={[
          { required: true, type: 'array', min: 1, message: t('errors:field_required') },
          {
            validator: (_rule, value: string[] | undefined) =>
              (value ?? []).every((address) => EMAIL.test(address.trim())) ? Promise.resolve() : Promise.reject(new Error(t('errors:email_invalid'))),
          },
        ]}
      >
        <Select mode="tags" tokenSeparators={[',', ' ', ';']} open={false} suffixIcon={null} />
      </Form.Item>
      {offered.departments ? (
        <Form.Item name="department_id" label={t('filters.department')}>
          <Select allowClear options={(departments.data ?? []).map((item) => ({ value: item.id, label: item.name }))} />
        </Form.Item>
      ) : null}
      {offered.teams ? (
        <Form.Item name="team_id" label={t('filters.team')}>
          <Select allowClear options={(teams.data ?? []).map((item) => ({ value: item.id, label: item.name }))} />
        </Form.Item>
      ) : null}
      <Form.Item name="absence_type_id" label={t('filters.absenceType')}>
        <Select allowClear options={ABSENCE_TYPES.map((type) => ({ value: type.id as number, label: tAbsences(`types.${type.key}`) }))} />
      </Form.Item>
    </FormDialog>
  );
}
