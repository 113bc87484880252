import { Button, DatePicker, Form, Select, Space } from 'antd';
import { Card } from '../../shared/ui/Card';
import type { Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buildErrorMessage } from '../../shared/buildErrorMessage';
import { DATE_FORMAT, dayOf, formatDay, isoDayOf } from '../../shared/dates';
import { showServerErrors } from '../../shared/ui/serverErrors';
import { useMySubstituteQuery, useSetMySubstituteMutation, useSubstituteCandidatesQuery } from './absencePolicyApi';
import { Typography } from '../../shared/ui/Typography';
import { useAppApi } from '../../shared/ui/useAppApi';

interface SubstituteFormValues {
  substitute_user_id?: number;
  period?: [Dayjs | null, Dayjs | null] | null;
}

/**
 * The approver names who decides their steps while they are away (issue 11 ★ substitutes): a colleague
 * who can approve, for a period. The substitute is e-mailed; removing the substitute takes effect at once.
 */
export function SubstituteCard() {
  const { t } = useTranslation('absences');
  const { message } = useAppApi();
  const [form] = Form.useForm<SubstituteFormValues>();
  const current = useMySubstituteQuery();
  const candidates = useSubstituteCandidatesQuery();
  const [save, saveState] = useSetMySubstituteMutation();
  const [formError, setFormError] = useState<unknown>(null);
  const named = current.data?.substitute_user_id ? current.data : null;

  useEffect(() => {
    if (named) form.setFieldsValue({ substitute_user_id: named.substitute_user_id ?? undefined, period: [dayOf(named.from), dayOf(named.to)] });
  }, [named, form]);

  const submit = async (values: SubstituteFormValues) => {
    setFormError(null);
    const result = await save({ substitute_user_id: values.substitute_user_id ?? null, from: isoDayOf(values.period?.[0]) ?? '', to: isoDayOf(values.period?.[1]) ?? '' });
    if ('error' in result) {
      setFormError(showServerErrors(form, result.error, { substitute_user_id: 'substitute_user_id', from: 'period', to: 'period' }));
      return;
    }
    void message.success(t('substitute.saved'));
  };

  const remove = async () => {
    const today = new Date().toISOString().slice(0, 10);
    const result = await save({ substitute_user_id: null, from: today, to: today });
    if ('error' in result) setFormError(result.error);
    else {
      form.resetFields();
      void message.success(t('substitute.removed'));
    }
  };

  return (
    <Card title={t('substitute.title')} className="form-card absence-card" data-testid="substitute-card">
      <Typography.Paragraph type="secondary" data-testid="substitute-current">
        {named ? t('substitute.current', { name: named.substitute_name, from: formatDay(named.from), to: formatDay(named.to) }) : t('substitute.none')}
      </Typography.Paragraph>
      <Form<SubstituteFormValues> form={form} layout="vertical" name="substitute" onFinish={(values) => void submit(values)}>
        {/* A line of its own (Space is inline): the buttons go under the fields, not beside their labels. */}
        <Space wrap align="start" className="substitute-fields">
          <Form.Item name="substitute_user_id" label={t('substitute.person')} rules={[{ required: true, message: t('errors:field_required') }]}>
            <Select<number>
              showSearch
              optionFilterProp="label"
              style={{ width: 240, maxWidth: '100%' }}
              loading={candidates.isLoading}
              options={(candidates.data ?? []).map((c) => ({ value: c.id, label: c.full_name }))}
            />
          </Form.Item>
          <Form.Item name="period" label={t('substitute.period')} rules={[{ required: true, message: t('errors:field_required') }]}>
            <DatePicker.RangePicker format={DATE_FORMAT} aria-label={t('substitute.period')} />
          </Form.Item>
        </Space>
        {formError ? <Typography.Paragraph type="danger">{buildErrorMessage(formError)}</Typography.Paragraph> : null}
        <Space wrap>
          <Button type="primary" htmlType="submit" loading={saveState.isLoading} data-testid="substitute-save">
            {t('substitute.save')}
          </Button>
          {named ? (
            <Button onClick={() => void remove()} data-testid="substitute-remove">
              {t('substitute.remove')}
            </Button>
          ) : null}
        </Space>
      </Form>
    </Card>
  );
}
