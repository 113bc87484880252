import type { ScheduleEntry, ScheduleQuery } from '@presently/contracts';
import { Button, Checkbox, DatePicker, Form, Select, Space, Tag, type TableProps } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../app/hooks';
import { selectCurrentUser } from '../../app/session';
import { DATE_FORMAT, dayOf, formatDay, isoDayOf } from '../../shared/dates';
import { useActionFeedback, useConfirm } from '../../shared/ui/actionFeedback';
import { AddButton, QueryTable } from '../../shared/ui/crud';
import { FormDialog } from '../../shared/ui/FormDialog';
import { LoadError } from '../../shared/ui/QueryState';
import { useTablePagination } from '../../shared/ui/tablePagination';
import { useListShiftsQuery } from '../workRules';
import { useAssignSchedulesMutation, useDeleteScheduleMutation, useListSchedulesQuery } from './presenceApi';
import { companyZoneOf, daysBetween, formatDuration, formatTime, isoWeekdayOf, isoWeekOf, isoWeekRange, todayIn } from './presenceTime';
import { UserFilter } from './tableFilters';
import { canEditPresence, useScopedUsers } from './teamScope';

interface AssignValues {
  user_ids: number[];
  period: [Dayjs | null, Dayjs | null] | null;
  skip_weekends: boolean;
  shift_id: number;
}

/** The days a schedule is assigned for: every day of the period, without Saturdays and Sundays when asked. */
export function scheduleDates(from: string, to: string, skipWeekends: boolean): string[] {
  return daysBetween(from, to).filter((date) => !skipWeekends || isoWeekdayOf(date) < 6);
}

/** A shift time as the server sends it: 'HH:mm' as is, an instant in the company's zone. */
const clockOf = (value: string, zone: string | undefined): string => (/^\d{2}:\d{2}/.test(value) ? value.slice(0, 5) : formatTime(value, zone));

/** /presence, Schedule: shifts assigned to users per day, for a period; editors assign and remove them. */
export function ScheduleTab() {
  const { t } = useTranslation('presence');
  const me = useAppSelector(selectCurrentUser);
  const zone = companyZoneOf(me);
  const editor = canEditPresence(me);
  const pagination = useTablePagination();
  const confirm = useConfirm();
  const feedback = useActionFeedback();
  const users = useScopedUsers();
  const [query, setQuery] = useState<ScheduleQuery>(() => {
    const { year, weeknum } = isoWeekOf(todayIn(zone));
    const { start, end } = isoWeekRange(year, weeknum);
    return { from: start, to: end };
  });
  const [assigning, setAssigning] = useState(false);
  const schedules = useListSchedulesQuery(query, { refetchOnMountOrArgChange: true });
  const [remove, removeState] = useDeleteScheduleMutation();

  const onDelete = async (entry: ScheduleEntry) => {
    const name = `${entry.full_name}, ${formatDay(entry.date)}`;
    const ok = await confirm({ title: t('schedule.deleteTitle'), content: t('schedule.deleteBody', { name }), okText: t('admin:actions.delete') });
    if (ok) feedback(await remove(entry.id), t('schedule.deleted', { name }));
  };

  const columns: TableProps<ScheduleEntry>['columns'] = [
    { key: 'date', dataIndex: 'date', title: t('history.date'), className: 'nowrap', render: formatDay, sorter: (a, b) => a.date.localeCompare(b.date), defaultSortOrder: 'ascend' },
    { key: 'user', dataIndex: 'full_name', title: t('today.user'), sorter: (a, b) => a.full_name.localeCompare(b.full_name) },
    {
      key: 'shift',
      title: t('schedule.shift'),
      render: (_value, entry) => (
        <Space size={4}>
          {entry.shift_name ?? t('schedule.custom')}
          {entry.shift_type ? <Tag>{t(`admin:shifts.types.${entry.shift_type}`, { defaultValue: entry.shift_type })}</Tag> : null}
        </Space>
      ),
    },
    { key: 'time', title: t('history.time'), render: (_value, entry) => `${clockOf(entry.start, zone)} – ${clockOf(entry.end, zone)}` },
    { key: 'total', title: t('schedule.total'), render: (_value, entry) => formatDuration(entry.total_minutes) },
    ...(editor
      ? [
          {
            key: 'actions',
            title: t('admin:actions.title'),
            render: (_value: unknown, entry: ScheduleEntry) => (
              <Button type="link" size="small" danger disabled={removeState.isLoading} onClick={() => void onDelete(entry)}>
                {t('admin:actions.delete')}
              </Button>
            ),
          },
        ]
      : []),
  ];

  return (
    <div data-testid="presence-schedule">
      <div className="table-filters">
        <DatePicker.RangePicker
          format={DATE_FORMAT}
          aria-label={t('history.period')}
          allowClear={false}
          value={[dayOf(query.from), dayOf(query.to)]}
          onChange={(range) => {
            const from = isoDayOf(range?.[0]);
            const to = isoDayOf(range?.[1]);
            if (from && to) setQuery((current) => ({ ...current, from, to }));
          }}
        />
        <UserFilter options={users.options} value={query.user_id} onChange={(user_id) => setQuery((current) => ({ ...current, user_id }))} />
        {editor ? <AddButton primary label={t('schedule.assign')} onClick={() => setAssigning(true)} /> : null}
      </div>
      <QueryTable<ScheduleEntry> query={schedules} size="middle" columns={columns} pagination={pagination()} scroll={{ x: true }} />
      {assigning ? <AssignDialog users={users.options} onClose={() => setAssigning(false)} /> : null}
    </div>
  );
}

function AssignDialog({ users, onClose }: { users: { value: number; label: string }[]; onClose: () => void }) {
  const { t } = useTranslation('presence');
  const shifts = useListShiftsQuery();
  const [assign] = useAssignSchedulesMutation();
  const required = { required: true, message: t('errors:field_required') };

  return (
    <FormDialog<AssignValues>
      testId="assign-dialog"
      title={t('schedule.assign')}
      initialValues={{ user_ids: [], period: [dayjs(), dayjs()], skip_weekends: true }}
      serverFields={{ user_ids: 'user_ids', shift_id: 'shift_id', dates: 'period' }}
      successMessage={t('schedule.assigned')}
      onClose={onClose}
      onSubmit={(values) => {
        const from = isoDayOf(values.period?.[0]) ?? '';
        const to = isoDayOf(values.period?.[1]) ?? from;
        return assign({ user_ids: values.user_ids, dates: scheduleDates(from, to, values.skip_weekends), shift_id: values.shift_id });
      }}
    >
      {shifts.error ? <LoadError error={shifts.error} /> : null}
      <Form.Item label={t('schedule.users')} name="user_ids" rules={[{ ...required, type: 'array', min: 1 }]}>
        <Select<number[]> mode="multiple" showSearch optionFilterProp="label" options={users} />
      </Form.Item>
      <Form.Item label={t('history.period')} name="period" rules={[required]}>
        <DatePicker.RangePicker format={DATE_FORMAT} />
      </Form.Item>
      <Form.Item name="skip_weekends" valuePropName="checked">
        <Checkbox>{t('schedule.skipWeekends')}</Checkbox>
      </Form.Item>
      <Form.Item label={t('schedule.shift')} name="shift_id" rules={[required]}>
        <Select<number>
          loading={shifts.isLoading}
          options={(shifts.data ?? []).map((shift) => ({ value: shift.id, label: `${shift.name} (${shift.start} – ${shift.end})` }))}
        />
      </Form.Item>
    </FormDialog>
  );
}
