import type { VacationEntitlement } from '@presently/contracts';
import { Button, DatePicker, Form, Input, InputNumber, Space, type TableProps } from 'antd';
import { Card } from '../../shared/ui/Card';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DATE_FORMAT, dayOf, formatDay, isoDayOf } from '../../shared/dates';
import { useActionFeedback, useConfirm } from '../../shared/ui/actionFeedback';
import { DateText } from '../../shared/ui/DateText';
import { AddButton, QueryTable } from '../../shared/ui/crud';
import { FormDialog } from '../../shared/ui/FormDialog';
import {
  useCreateVacationDaysMutation,
  useDeleteVacationDaysMutation,
  useListVacationDaysQuery,
  useUpdateVacationDaysMutation,
  type VacationEntitlementInput,
} from './vacationDaysApi';

interface VacationFormValues {
  name: string;
  period: [Dayjs | null, Dayjs | null] | null;
  acquired_on: Dayjs | null;
  days: number | null;
}

const MAX_TEXT = 255;
/** Days acquired for one period: 0–365, halves allowed (org's rule). */
const MAX_DAYS = 365;

export function inputOfVacation(values: VacationFormValues): VacationEntitlementInput {
  return {
    name: values.name.trim(),
    valid_from: isoDayOf(values.period?.[0]) ?? '',
    valid_to: isoDayOf(values.period?.[1]) ?? '',
    acquired_on: isoDayOf(values.acquired_on) ?? '',
    days: values.days ?? 0,
  };
}

/**
 * The vacation days of a user on the edit-user page (spec section 3, "vacation rule per user"): name,
 * period of usage, date of acquisition and days, with what is used, pending and unused. A rule that
 * approved or pending vacation uses cannot be deleted (409 entitlement_in_use).
 */
export function VacationDaysSection({ userId }: { userId: number }) {
  const { t } = useTranslation('users');
  const confirm = useConfirm();
  const feedback = useActionFeedback();
  const list = useListVacationDaysQuery(userId);
  const [create] = useCreateVacationDaysMutation();
  const [update] = useUpdateVacationDaysMutation();
  const [remove, removeState] = useDeleteVacationDaysMutation();
  const [editing, setEditing] = useState<VacationEntitlement | 'new' | null>(null);

  const onDelete = async (item: VacationEntitlement) => {
    const ok = await confirm({ title: t('vacation.deleteTitle'), content: t('vacation.deleteBody', { name: item.name }), okText: t('admin:actions.delete') });
    if (ok) feedback(await remove({ userId, id: item.id }), t('vacation.deleted', { name: item.name }));
  };

  const columns: TableProps<VacationEntitlement>['columns'] = [
    { key: 'name', dataIndex: 'name', title: t('vacation.name') },
    { key: 'period', title: t('vacation.period'), render: (_value, item) => <DateText>{`${formatDay(item.valid_from)} – ${formatDay(item.valid_to)}`}</DateText> },
    { key: 'acquired_on', dataIndex: 'acquired_on', title: t('vacation.acquiredOn'), className: 'nowrap', render: formatDay },
    { key: 'days', dataIndex: 'days', title: t('vacation.days') },
    { key: 'used', dataIndex: 'used_days', title: t('vacation.used') },
    { key: 'pending', dataIndex: 'pending_days', title: t('vacation.pending') },
    { key: 'unused', dataIndex: 'unused_days', title: t('vacation.unused') },
    {
      key: 'actions',
      title: t('admin:actions.title'),
      render: (_value, item) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => setEditing(item)}>
            {t('admin:actions.edit')}
          </Button>
          <Button type="link" size="small" danger disabled={removeState.isLoading} onClick={() => void onDelete(item)}>
            {t('admin:actions.delete')}
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <Card
      title={t('vacation.title')}
      className="form-card vacation-days"
      data-testid="vacation-days"
      extra={<AddButton label={t('vacation.add')} onClick={() => setEditing('new')} />}
    >
      <QueryTable<VacationEntitlement>
        query={list}
        size="middle"
        columns={columns}
        pagination={false}
        scroll={{ x: true }}
        locale={{ emptyText: t('vacation.empty') }}
      />
      {editing ? (
        <FormDialog<VacationFormValues>
          testId="vacation-dialog"
          title={editing === 'new' ? t('vacation.add') : t('vacation.edit')}
          initialValues={
            editing === 'new'
              ? { name: '', period: null, acquired_on: null, days: null }
              : { name: editing.name, period: [dayOf(editing.valid_from), dayOf(editing.valid_to)], acquired_on: dayOf(editing.acquired_on), days: editing.days }
          }
          serverFields={{ name: 'name', valid_from: 'period', valid_to: 'period', acquired_on: 'acquired_on', days: 'days' }}
          successMessage={t('vacation.saved')}
          onClose={() => setEditing(null)}
          onSubmit={(values) => {
            const input = inputOfVacation(values);
            return editing === 'new' ? create({ userId, input }) : update({ userId, id: editing.id, input });
          }}
        >
          <Form.Item
            label={t('vacation.name')}
            name="name"
            rules={[
              { required: true, whitespace: true, message: t('errors:field_required') },
              { max: MAX_TEXT, message: t('errors:max_255_characters') },
            ]}
          >
            <Input placeholder={t('vacation.namePlaceholder')} />
          </Form.Item>
          <Form.Item label={t('vacation.period')} name="period" rules={[{ required: true, message: t('errors:period_required') }]}>
            <DatePicker.RangePicker format={DATE_FORMAT} />
          </Form.Item>
          <Form.Item label={t('vacation.acquiredOn')} name="acquired_on" rules={[{ required: true, message: t('errors:field_required') }]}>
            <DatePicker format={DATE_FORMAT} className="date-input" />
          </Form.Item>
          <Form.Item
            label={t('vacation.days')}
            name="days"
            rules={[
              { required: true, message: t('errors:field_required') },
              { type: 'number', min: 0, max: MAX_DAYS, message: t('errors:between', { min: 0, max: MAX_DAYS }) },
            ]}
          >
            <InputNumber min={0} max={MAX_DAYS} step={0.5} className="number-input" />
          </Form.Item>
        </FormDialog>
      ) : null}
    </Card>
  );
}
