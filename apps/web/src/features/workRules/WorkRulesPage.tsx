import { SHIFT_TYPES, type Shift, type WorkRules } from '@presently/contracts';
import { Alert, Button, Checkbox, Form, InputNumber, Select, Skeleton, Space, Tag, TimePicker, type TableProps } from 'antd';
import { Card } from '../../shared/ui/Card';
import type { Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buildErrorMessage } from '../../shared/buildErrorMessage';
import { formatMinutes, hhmmOf, TIME_FORMAT, timeOf } from '../../shared/dates';
import { AddButton, crudTexts, QueryTable, useCrudTable } from '../../shared/ui/crud';
import { NameField } from '../../shared/ui/NameField';
import { FormDialog } from '../../shared/ui/FormDialog';
import { PageHeading } from '../../shared/ui/PageHeading';
import { LoadError } from '../../shared/ui/QueryState';
import { showServerErrors } from '../../shared/ui/serverErrors';
import {
  useCreateShiftMutation,
  useDeleteShiftMutation,
  useGetWorkRulesQuery,
  useListShiftsQuery,
  useUpdateShiftMutation,
  useUpdateWorkRulesMutation,
  type ShiftInput,
} from './workRulesApi';
import { Typography } from '../../shared/ui/Typography';
import { useAppApi } from '../../shared/ui/useAppApi';

interface ShiftFormValues extends Omit<ShiftInput, 'start' | 'end'> {
  start: Dayjs | null;
  end: Dayjs | null;
}

const ISO_WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
const RULE_FIELDS = ['work_days', 'daily_hours', 'default_max_paid_break_minutes', 'overtime_after_minutes'] as const;
const TYPE_COLORS: Record<string, string> = { strict: 'blue', sliding: 'cyan', custom: 'purple' };
const TEXTS = crudTexts('shifts');

/** Minutes from start to end; an end before the start crosses midnight. */
export function shiftMinutes(start: string, end: string): number {
  const toMinutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
  const minutes = toMinutes(end) - toMinutes(start);
  return minutes < 0 ? minutes + 24 * 60 : minutes;
}

/** `/work-rules`: the company's work rules and its shifts (strict, sliding, custom). */
export function WorkRulesPage() {
  return (
    <section className="page" data-testid="work-rules-page">
      <PageHeading titleKey="workRules" />
      <Space direction="vertical" size={24} className="full-width">
        <RulesCard />
        <ShiftsCard />
      </Space>
    </section>
  );
}

function RulesCard() {
  const { t } = useTranslation('admin');
  const { message } = useAppApi();
  const [form] = Form.useForm<WorkRules>();
  const rules = useGetWorkRulesQuery(undefined, { refetchOnMountOrArgChange: true });
  const [update, { isLoading }] = useUpdateWorkRulesMutation();
  const [formError, setFormError] = useState<unknown>(null);

  useEffect(() => {
    if (rules.data) form.setFieldsValue(rules.data);
  }, [rules.data, form]);

  const save = async (values: WorkRules) => {
    setFormError(null);
    const result = await update({ ...values, work_days: [...values.work_days].sort((a, b) => a - b) });
    if ('error' in result) {
      setFormError(showServerErrors(form, result.error, RULE_FIELDS));
      return;
    }
    void message.success(t('workRules.saved'));
  };

  const required = { required: true, message: t('errors:field_required') };

  return (
    <Card title={t('workRules.title')}>
      {rules.isLoading && <Skeleton active />}
      {rules.error && !rules.data ? <LoadError error={rules.error} /> : null}
      <Form<WorkRules> form={form} name="work-rules" layout="vertical" onFinish={(values) => void save(values)} hidden={!rules.data} data-testid="work-rules-form">
        {formError ? <Alert type="error" showIcon className="form-error" message={buildErrorMessage(formError)} /> : null}
        <Form.Item
          label={t('workRules.work_days')}
          name="work_days"
          rules={[{ required: true, type: 'array', min: 1, message: t('errors:field_required') }]}
        >
          <Checkbox.Group options={ISO_WEEKDAYS.map((day) => ({ value: day, label: t(`weekdays.${day}`) }))} />
        </Form.Item>
        <Space wrap size={24} align="start" className="full-width">
          <Form.Item label={t('workRules.daily_hours')} name="daily_hours" rules={[required]}>
            <InputNumber min={1} max={24} step={0.25} className="number-input" />
          </Form.Item>
          <Form.Item label={t('workRules.default_max_paid_break_minutes')} name="default_max_paid_break_minutes" rules={[required]}>
            <InputNumber min={0} max={240} precision={0} className="number-input" />
          </Form.Item>
          <Form.Item label={t('workRules.overtime_after_minutes')} name="overtime_after_minutes" rules={[required]}>
            <InputNumber min={0} max={240} precision={0} className="number-input" />
          </Form.Item>
        </Space>
        <Button type="primary" htmlType="submit" loading={isLoading}>
          {t('actions.save')}
        </Button>
      </Form>
    </Card>
  );
}

function ShiftsCard() {
  const { t } = useTranslation('admin');
  const shifts = useListShiftsQuery(undefined, { refetchOnMountOrArgChange: true });
  const [create] = useCreateShiftMutation();
  const [update] = useUpdateShiftMutation();
  const [remove] = useDeleteShiftMutation();
  const crud = useCrudTable<Shift>({ texts: TEXTS, remove: (shift) => remove(shift.id) });
  const { editing } = crud;

  const columns: TableProps<Shift>['columns'] = [
    { key: 'name', dataIndex: 'name', title: t('shifts.name'), sorter: (a, b) => a.name.localeCompare(b.name) },
    { key: 'type', dataIndex: 'type', title: t('shifts.type'), render: (type: string) => <Tag color={TYPE_COLORS[type]}>{t(`shifts.types.${type}`, { defaultValue: type })}</Tag> },
    { key: 'start', dataIndex: 'start', title: t('shifts.start') },
    { key: 'end', dataIndex: 'end', title: t('shifts.end') },
    { key: 'total', dataIndex: 'total_minutes', title: t('shifts.total'), render: (minutes: number) => formatMinutes(minutes) },
    crud.actionsColumn(),
  ];

  return (
    <Card
      title={t('shifts.title')}
      extra={<AddButton label={crud.addLabel} onClick={() => crud.setEditing('new')} />}
      data-testid="shifts"
    >
      <QueryTable<Shift> query={shifts} size="small" columns={columns} pagination={crud.pagination({ defaultPageSize: 10 })} scroll={{ x: true }} />
      {editing && (
        <FormDialog<ShiftFormValues>
          {...crud.dialogProps}
          testId="shift-dialog"
          initialValues={
            editing === 'new'
              ? { name: '', type: 'strict', start: null, end: null }
              : { name: editing.name, type: editing.type, start: timeOf(editing.start), end: timeOf(editing.end) }
          }
          serverFields={['name', 'type', 'start', 'end']}
          onSubmit={(values) => {
            const input: ShiftInput = { name: values.name.trim(), type: values.type, start: hhmmOf(values.start) ?? '', end: hhmmOf(values.end) ?? '' };
            return editing === 'new' ? create(input) : update({ id: editing.id, input });
          }}
        >
          {(form) => (
            <>
              <NameField label={t('shifts.name')} />
              <Form.Item label={t('shifts.type')} name="type" rules={[{ required: true, message: t('errors:field_required') }]}>
                <Select options={SHIFT_TYPES.map((type) => ({ value: type, label: t(`shifts.types.${type}`) }))} />
              </Form.Item>
              <Space wrap align="start">
                <Form.Item label={t('shifts.start')} name="start" rules={[{ required: true, message: t('errors:field_required') }]}>
                  <TimePicker format={TIME_FORMAT} minuteStep={5} />
                </Form.Item>
                <Form.Item
                  label={t('shifts.end')}
                  name="end"
                  dependencies={['start']}
                  rules={[
                    { required: true, message: t('errors:field_required') },
                    {
                      validator: (_rule, end: Dayjs | null) =>
                        end && hhmmOf(end) === hhmmOf(form.getFieldValue('start'))
                          ? Promise.reject(new Error(t('errors:start_equals_end')))
                          : Promise.resolve(),
                    },
                  ]}
                >
                  <TimePicker format={TIME_FORMAT} minuteStep={5} />
                </Form.Item>
              </Space>
              <Form.Item noStyle shouldUpdate>
                {() => {
                  const start = hhmmOf(form.getFieldValue('start'));
                  const end = hhmmOf(form.getFieldValue('end'));
                  return start && end && start !== end ? (
                    <Typography.Paragraph type="secondary" data-testid="shift-total">
                      {t('shifts.totalPreview', { total: formatMinutes(shiftMinutes(start, end)) })}
                      {end < start ? ` ${t('shifts.crossesMidnight')}` : ''}
                    </Typography.Paragraph>
                  ) : null;
                }}
              </Form.Item>
            </>
          )}
        </FormDialog>
      )}
    </Card>
  );
}
