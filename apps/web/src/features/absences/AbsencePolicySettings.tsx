import { ABSENCE_TYPES, APPROVAL_STEPS, type ApprovalRulesOfType, type ApprovalStep, PERSONAL_DAY_ALLOWANCE_MAX, type PersonalDayAllowance } from '@presently/contracts';
import { Alert, Button, Checkbox, Form, InputNumber, Modal, Space, Table, Tag, type TableProps } from 'antd';
import { Card } from '../../shared/ui/Card';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buildErrorMessage } from '../../shared/buildErrorMessage';
import { LoadError } from '../../shared/ui/QueryState';
import { useApprovalRulesQuery, usePersonalDayAllowancesQuery, useSaveApprovalRulesMutation, useSavePersonalDayAllowancesMutation } from './absencePolicyApi';
import { Typography } from '../../shared/ui/Typography';
import { useAppApi } from '../../shared/ui/useAppApi';

const typeKeyOf = (id: number) => ABSENCE_TYPES.find((t) => t.id === id)?.key ?? String(id);

/** The absence policy beside the company settings (roles 1 and 7): approval steps by type and length, and personal-day allowances. */
export function AbsencePolicySettings() {
  return (
    <>
      <ApprovalRulesCard />
      <AllowancesCard />
    </>
  );
}

/** Each absence type follows "who approves absences", or its own steps, each from a number of requested days. */
function ApprovalRulesCard() {
  const { t } = useTranslation('absences');
  const rules = useApprovalRulesQuery();
  const [editing, setEditing] = useState<ApprovalRulesOfType | null>(null);

  const columns: TableProps<ApprovalRulesOfType>['columns'] = [
    { key: 'type', title: t('list.type'), render: (_value, row) => t(`types.${typeKeyOf(row.absence_type_id)}`) },
    {
      key: 'steps',
      title: t('policy.steps'),
      render: (_value, row) =>
        row.company_default ? (
          <Typography.Text type="secondary">{t('policy.companyDefault')}</Typography.Text>
        ) : (
          <Space wrap size={4}>
            {row.steps.map((s) => (
              <Tag key={s.step}>{s.from_days > 0 ? t('policy.stepFrom', { step: t(`steps.${s.step}`), days: s.from_days }) : t(`steps.${s.step}`)}</Tag>
            ))}
          </Space>
        ),
    },
    {
      key: 'edit',
      title: '',
      render: (_value, row) => (
        <Button size="small" onClick={() => setEditing(row)} data-testid={`approval-rules-edit-${row.absence_type_id}`}>
          {t('policy.edit')}
        </Button>
      ),
    },
  ];

  return (
    <Card title={t('policy.approvalRules')} className="form-card" data-testid="approval-rules">
      <Typography.Paragraph type="secondary">{t('policy.approvalRulesHint')}</Typography.Paragraph>
      {rules.error ? <LoadError error={rules.error} /> : null}
      <Table<ApprovalRulesOfType> rowKey="absence_type_id" size="small" columns={columns} dataSource={rules.data ?? []} loading={rules.isFetching} pagination={false} scroll={{ x: true }} />
      {editing ? <ApprovalRulesDialog rules={editing} onClose={() => setEditing(null)} /> : null}
    </Card>
  );
}

type StepValues = Record<ApprovalStep, { on: boolean; from_days: number }>;

function ApprovalRulesDialog({ rules, onClose }: { rules: ApprovalRulesOfType; onClose: () => void }) {
  const { t } = useTranslation('absences');
  const { message } = useAppApi();
  const [form] = Form.useForm<StepValues>();
  const [save, saveState] = useSaveApprovalRulesMutation();
  const [error, setError] = useState<unknown>(null);
  const typeName = t(`types.${typeKeyOf(rules.absence_type_id)}`);

  useEffect(() => {
    const values = Object.fromEntries(
      APPROVAL_STEPS.map((step) => {
        const own = rules.steps.find((s) => s.step === step);
        return [step, { on: own !== undefined, from_days: own?.from_days ?? 0 }];
      }),
    ) as StepValues;
    form.setFieldsValue(values);
  }, [rules, form]);

  const submit = async (steps: ApprovalRulesOfType['steps']) => {
    setError(null);
    const result = await save({ typeId: rules.absence_type_id, steps });
    if ('error' in result) return setError(result.error);
    void message.success(t('policy.saved'));
    onClose();
  };

  const onOk = async () => {
    const values = await form.validateFields();
    await submit(APPROVAL_STEPS.filter((step) => values[step]?.on).map((step) => ({ step, from_days: values[step].from_days ?? 0 })));
  };

  return (
    <Modal
      open
      title={t('policy.editTitle', { type: typeName })}
      okText={t('policy.save')}
      onOk={() => void onOk()}
      confirmLoading={saveState.isLoading}
      onCancel={onClose}
      footer={(_origin, { OkBtn, CancelBtn }) => (
        <Space wrap>
          <Button onClick={() => void submit([])} data-testid="approval-rules-reset">
            {t('policy.useCompanyDefault')}
          </Button>
          <CancelBtn />
          <OkBtn />
        </Space>
      )}
    >
      <Typography.Paragraph type="secondary">{t('policy.editHint')}</Typography.Paragraph>
      <Form<StepValues> form={form} layout="horizontal" name="approval-rules" data-testid="approval-rules-form">
        {APPROVAL_STEPS.map((step) => (
          <Space key={step} wrap align="baseline">
            <Form.Item name={[step, 'on']} valuePropName="checked">
              <Checkbox>{t(`steps.${step}`)}</Checkbox>
            </Form.Item>
            <Form.Item name={[step, 'from_days']} label={t('policy.fromDays')}>
              <InputNumber min={0} max={366} step={0.5} className="number-input" aria-label={t('policy.fromDaysOf', { step: t(`steps.${step}`) })} />
            </Form.Item>
          </Space>
        ))}
      </Form>
      {error ? <Alert type="error" showIcon message={buildErrorMessage(error)} /> : null}
    </Modal>
  );
}

/** The 11 personal-day reasons with the company's yearly allowance; the labour code's default until changed. */
function AllowancesCard() {
  const { t } = useTranslation('absences');
  const { message } = useAppApi();
  const allowances = usePersonalDayAllowancesQuery();
  const [save, saveState] = useSavePersonalDayAllowancesMutation();
  const [days, setDays] = useState<Record<number, number | null>>({});
  const [error, setError] = useState<unknown>(null);

  useEffect(() => {
    if (allowances.data) setDays(Object.fromEntries(allowances.data.map((a) => [a.reason_id, a.days])));
  }, [allowances.data]);

  const send = async (list: Array<{ reason_id: number; days: number | null }>) => {
    setError(null);
    const result = await save({ allowances: list });
    if ('error' in result) return setError(result.error);
    void message.success(t('policy.saved'));
  };

  const onSave = () => {
    const rows = allowances.data ?? [];
    // Only what changed is sent, so a reason left alone keeps following the labour code.
    const changed = rows.filter((a) => days[a.reason_id] !== a.days).map((a) => ({ reason_id: a.reason_id, days: days[a.reason_id] ?? null }));
    if (changed.length === 0) return setError({ error: 'no_changes_to_save' });
    void send(changed);
  };

  const columns: TableProps<PersonalDayAllowance>['columns'] = [
    { key: 'reason', title: t('form.reason'), render: (_value, row) => t(`reasons.${row.key}`) },
    {
      key: 'days',
      title: t('policy.daysPerYear'),
      render: (_value, row) => (
        <InputNumber
          min={0}
          max={PERSONAL_DAY_ALLOWANCE_MAX}
          precision={0}
          value={days[row.reason_id]}
          onChange={(value) => setDays((current) => ({ ...current, [row.reason_id]: value }))}
          aria-label={t('policy.daysOf', { reason: t(`reasons.${row.key}`) })}
          className="number-input"
        />
      ),
    },
    {
      key: 'default',
      title: t('policy.default'),
      render: (_value, row) => (
        <Space size={4}>
          <span>{row.default_days}</span>
          {row.company_default ? null : <Tag color="blue">{t('policy.own')}</Tag>}
        </Space>
      ),
    },
  ];

  return (
    <Card title={t('policy.allowances')} className="form-card" data-testid="personal-day-allowances">
      <Typography.Paragraph type="secondary">{t('policy.allowancesHint')}</Typography.Paragraph>
      {allowances.error ? <LoadError error={allowances.error} /> : null}
      <Table<PersonalDayAllowance> rowKey="reason_id" size="small" columns={columns} dataSource={allowances.data ?? []} loading={allowances.isFetching} pagination={false} scroll={{ x: true }} />
      {error ? <Alert type="error" showIcon className="form-error" message={buildErrorMessage(error)} /> : null}
      <Space wrap className="form-actions">
        <Button type="primary" loading={saveState.isLoading} onClick={onSave} data-testid="allowances-save">
          {t('policy.save')}
        </Button>
        <Button onClick={() => void send((allowances.data ?? []).map((a) => ({ reason_id: a.reason_id, days: null })))} data-testid="allowances-reset">
          {t('policy.restoreDefaults')}
        </Button>
      </Space>
    </Card>
  );
}
