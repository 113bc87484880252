import { InboxOutlined } from '@ant-design/icons';
import { ABSENCE_TYPES, PERSONAL_DAY_REASONS, STORED_FILE_LIMITS, type CreateAbsenceInput } from '@presently/contracts';
import { skipToken } from '@reduxjs/toolkit/query';
import { Alert, Button, Checkbox, DatePicker, Descriptions, Form, Input, Select, Spin, Upload, type UploadFile } from 'antd';
import type { NamePath } from 'antd/es/form/interface';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buildErrorMessage } from '../../shared/buildErrorMessage';
import { DATE_FORMAT, dayOf, formatDay, isoDayOf } from '../../shared/dates';
import { translateErrorKey } from '../../shared/formErrors';
import { showServerErrors } from '../../shared/ui/serverErrors';
import {
  AbsenceType,
  allowsHalfDays,
  ATTACHMENT_ACCEPT,
  attachmentsProblems,
  MAX_REST_DAYS,
  MAX_TEXT,
  needsReason,
} from './absenceRules';
import { useAbsenceCatalogueQuery, useAbsencePreviewQuery, useCreateAbsenceMutation, type PreviewParams } from './absencesApi';
import { useAppSelector } from '../../app/hooks';
import { roleIdOf, selectCurrentUser } from '../../app/session';
import { EmployeeField, MAY_REQUEST_FOR_OTHERS } from './EmployeeField';
import { useAppApi } from '../../shared/ui/useAppApi';

export interface AbsenceFormValues {
  absence_type_id?: number;
  /** Every type but rest days and switched days. */
  period?: [Dayjs | null, Dayjs | null] | null;
  /** Switched day (7): the day off, and the day worked instead. */
  day?: Dayjs | null;
  switch_date?: Dayjs | null;
  /** Rest days (11): at most two days. */
  dates?: Dayjs[] | null;
  half_day?: boolean;
  personal_day_reason_id?: number;
  comment?: string;
  files?: UploadFile[];
  /** HR or an administrator asking for someone else (empty: themselves). */
  user_id?: number | null;
}

/** The days of the form as the API names them: start and end, or the rest days (sorted). */
export function daysOf(values: AbsenceFormValues): { start_date: string | null; end_date: string | null; dates: string[] } {
  const typeId = values.absence_type_id;
  if (typeId === AbsenceType.RestDay) {
    const dates = (values.dates ?? []).map((day) => isoDayOf(day)).filter((day): day is string => day !== null).sort();
    return { start_date: dates[0] ?? null, end_date: dates[dates.length - 1] ?? null, dates };
  }
  if (typeId === AbsenceType.SwitchedDay) {
    const day = isoDayOf(values.day);
    return { start_date: day, end_date: day, dates: [] };
  }
  return { start_date: isoDayOf(values.period?.[0]), end_date: isoDayOf(values.period?.[1]), dates: [] };
}

/** The body of POST /api/absences: only the fields the chosen type uses. */
export function inputOfAbsence(values: AbsenceFormValues, halfDays: boolean, reason: boolean): CreateAbsenceInput {
  const typeId = values.absence_type_id ?? 0;
  const { start_date, end_date, dates } = daysOf(values);
  return {
    absence_type_id: typeId,
    start_date: start_date ?? '',
    end_date: end_date ?? '',
    ...(halfDays ? { half_day: values.half_day === true } : {}),
    ...(reason ? { personal_day_reason_id: values.personal_day_reason_id ?? null } : {}),
    ...(typeId === AbsenceType.SwitchedDay ? { switch_date: isoDayOf(values.switch_date) } : {}),
    ...(typeId === AbsenceType.RestDay ? { dates } : {}),
    comment: (values.comment ?? '').trim(),
    ...(values.user_id ? { user_id: values.user_id } : {}),
  };
}

/** Where the server's field errors go: its day fields under the picker the chosen type shows. */
function serverFieldsFor(typeId: number | undefined): Record<string, NamePath> {
  const daysField = typeId === AbsenceType.RestDay ? 'dates' : typeId === AbsenceType.SwitchedDay ? 'day' : 'period';
  return {
    absence_type_id: 'absence_type_id',
    start_date: daysField,
    end_date: daysField,
    dates: daysField,
    switch_date: 'switch_date',
    half_day: 'half_day',
    personal_day_reason_id: 'personal_day_reason_id',
    comment: 'comment',
    files: 'files',
    user_id: 'user_id',
  };
}

const filesOf = (list: UploadFile[] | undefined): File[] =>
  (list ?? []).map((item) => item.originFileObj).filter((file): file is NonNullable<UploadFile['originFileObj']> => file !== undefined);

const normFiles = (event: { fileList?: UploadFile[] } | UploadFile[]): UploadFile[] => (Array.isArray(event) ? event : (event.fileList ?? []));

/**
 * The absence request form (issue 11): type, the days (a period, the rest days, or the day to switch),
 * half day, the personal-day reason, the comment and up to five files. The working days it takes and
 * the vacation left after it come from the server while the form is filled in.
 */
export interface AbsenceRequestFormProps {
  /** Days to start from (yyyy-mm-dd, both ends included), e.g. those selected on /my-calendar. */
  initialPeriod?: [string, string];
  /** Called once a request was sent (a dialog closes). */
  onSent?: () => void;
}

export function AbsenceRequestForm({ initialPeriod, onSent }: AbsenceRequestFormProps = {}) {
  const { t } = useTranslation('absences');
  const { message } = useAppApi();
  const [form] = Form.useForm<AbsenceFormValues>();
  const [formError, setFormError] = useState<unknown>(null);
  const catalogue = useAbsenceCatalogueQuery();
  const [create, createState] = useCreateAbsenceMutation();
  const types = catalogue.data?.types;

  const me = useAppSelector(selectCurrentUser);
  const forOthers = MAY_REQUEST_FOR_OTHERS.includes(roleIdOf(me) ?? 0);
  const typeId = Form.useWatch('absence_type_id', form);
  const values = Form.useWatch([], form) as AbsenceFormValues | undefined;
  const halfDays = allowsHalfDays(typeId, types);
  const reason = needsReason(typeId, types);

  const { start_date, end_date, dates } = daysOf({ ...values, absence_type_id: typeId });
  const halfDay = halfDays && values?.half_day === true;
  const previewArgs: PreviewParams | typeof skipToken =
    typeId !== undefined && start_date && end_date && typeId !== AbsenceType.RestDay
      ? { absence_type_id: typeId, start_date, end_date, ...(halfDays ? { half_day: halfDay } : {}), ...(values?.user_id ? { user_id: values.user_id } : {}) }
      : skipToken;
  const preview = useAbsencePreviewQuery(previewArgs);

  const submit = async (submitted: AbsenceFormValues) => {
    setFormError(null);
    const input = inputOfAbsence(submitted, halfDays, reason);
    const result = await create({ input, files: filesOf(submitted.files) });
    if ('error' in result) {
      setFormError(showServerErrors(form, result.error, serverFieldsFor(submitted.absence_type_id)));
      return;
    }
    void message.success(t('form.sent'));
    form.resetFields();
    onSent?.();
  };

  const typeOptions = ABSENCE_TYPES.map((type) => ({ value: type.id, label: t(`types.${type.key}`) }));
  const reasonOptions = PERSONAL_DAY_REASONS.map((item) => {
    const allowance = catalogue.data?.personal_day_reasons.find((r) => r.id === item.id)?.allowance_days;
    const label = t(`reasons.${item.key}`);
    return { value: item.id, label: allowance === undefined ? label : t('form.reasonWithAllowance', { reason: label, count: allowance }) };
  });

  return (
    <Form<AbsenceFormValues>
      form={form}
      name="absence-request"
      layout="vertical"
      initialValues={{ absence_type_id: AbsenceType.Vacation, half_day: false, files: [], ...(initialPeriod ? { period: [dayOf(initialPeriod[0]), dayOf(initialPeriod[1])] } : {}) }}
      onFinish={(submitted) => void submit(submitted)}
      onValuesChange={(changed: AbsenceFormValues) => {
        if ('absence_type_id' in changed) setFormError(null);
      }}
      data-testid="absence-form"
    >
      {formError ? <Alert type="error" showIcon className="form-error" data-testid="absence-form-error" message={buildErrorMessage(formError)} /> : null}
      {forOthers ? <EmployeeField /> : null}
      <Form.Item name="absence_type_id" label={t('form.type')} rules={[{ required: true, message: t('errors:field_required') }]}>
        <Select<number> options={typeOptions} aria-label={t('form.type')} data-testid="absence-type" />
      </Form.Item>

      {typeId === AbsenceType.RestDay ? (
        <Form.Item
          name="dates"
          label={t('form.restDays')}
          extra={t('form.restDaysHint', { count: MAX_REST_DAYS })}
          rules={[
            { required: true, type: 'array', min: 1, message: translateErrorKey('select_at_least_one_day') },
            { type: 'array', max: MAX_REST_DAYS, message: translateErrorKey('max_two_rest_days') },
          ]}
        >
          <DatePicker multiple format={DATE_FORMAT} className="full-width" aria-label={t('form.restDays')} data-testid="absence-dates" />
        </Form.Item>
      ) : typeId === AbsenceType.SwitchedDay ? (
        <>
          <Form.Item name="day" label={t('form.dayOff')} rules={[{ required: true, message: translateErrorKey('select_at_least_one_day') }]}>
            <DatePicker format={DATE_FORMAT} className="full-width" aria-label={t('form.dayOff')} />
          </Form.Item>
          <Form.Item name="switch_date" label={t('form.switchDate')} rules={[{ required: true, message: translateErrorKey('select_one_day_to_switch') }]}>
            <DatePicker format={DATE_FORMAT} className="full-width" aria-label={t('form.switchDate')} />
          </Form.Item>
        </>
      ) : (
        <Form.Item name="period" label={t('form.period')} rules={[{ required: true, message: translateErrorKey('select_at_least_one_day') }]}>
          <DatePicker.RangePicker format={DATE_FORMAT} className="full-width" aria-label={t('form.period')} data-testid="absence-period" />
        </Form.Item>
      )}

      {halfDays ? (
        <Form.Item name="half_day" valuePropName="checked">
          <Checkbox data-testid="absence-half-day">{t('form.halfDay')}</Checkbox>
        </Form.Item>
      ) : null}

      {reason ? (
        <Form.Item name="personal_day_reason_id" label={t('form.reason')} rules={[{ required: true, message: translateErrorKey('personal_day_reason_required') }]}>
          <Select<number> options={reasonOptions} aria-label={t('form.reason')} data-testid="absence-reason" />
        </Form.Item>
      ) : null}

      <Form.Item
        name="comment"
        label={t('form.comment')}
        rules={[
          { required: true, whitespace: true, message: t('errors:field_required') },
          { max: MAX_TEXT, message: t('errors:max_250_characters') },
        ]}
      >
        <Input.TextArea rows={3} showCount maxLength={MAX_TEXT} aria-label={t('form.comment')} data-testid="absence-comment" />
      </Form.Item>

      <Form.Item
        name="files"
        label={t('form.files')}
        valuePropName="fileList"
        getValueFromEvent={normFiles}
        rules={[
          {
            validator: async (_rule, list: UploadFile[] | undefined) => {
              const problems = attachmentsProblems(filesOf(list));
              if (problems.length > 0) throw new Error(problems.map(translateErrorKey).join(' '));
            },
          },
        ]}
      >
        <Upload.Dragger
          multiple
          accept={ATTACHMENT_ACCEPT}
          maxCount={STORED_FILE_LIMITS.perOwner}
          // The files go with the request itself, not one by one.
          beforeUpload={() => false}
          data-testid="absence-files-input"
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p className="ant-upload-text">{t('form.filesDrop')}</p>
          <p className="ant-upload-hint">{t('form.filesHint')}</p>
        </Upload.Dragger>
      </Form.Item>

      <AbsencePreviewPanel
        loading={preview.isFetching}
        error={previewArgs === skipToken ? null : preview.error}
        requestedDays={typeId === AbsenceType.RestDay ? (dates.length > 0 ? dates.length : null) : previewArgs === skipToken ? null : (preview.data?.requested_days ?? null)}
        remainingDays={previewArgs === skipToken ? null : (preview.data?.remaining_days ?? null)}
        nextWorkingDay={previewArgs === skipToken ? null : (preview.data?.next_working_day ?? null)}
      />

      <Button type="primary" htmlType="submit" loading={createState.isLoading} className="form-actions" data-testid="absence-submit">
        {t('form.submit')}
      </Button>
    </Form>
  );
}

interface PreviewPanelProps {
  loading: boolean;
  error: unknown;
  requestedDays: number | null;
  remainingDays: number | null;
  nextWorkingDay: string | null;
}

/** The working days the request takes and what is left, as the server counts them (holidays, rest days, half days). */
function AbsencePreviewPanel({ loading, error, requestedDays, remainingDays, nextWorkingDay }: PreviewPanelProps) {
  const { t } = useTranslation('absences');
  if (error) return <Alert type="warning" showIcon className="form-error" data-testid="absence-preview-error" message={buildErrorMessage(error)} />;
  if (requestedDays === null) return null;
  return (
    <Spin spinning={loading}>
      <Descriptions size="small" column={1} bordered className="form-card" data-testid="absence-preview">
        <Descriptions.Item label={t('preview.requestedDays')}>
          <span data-testid="preview-requested-days">{requestedDays}</span>
        </Descriptions.Item>
        {remainingDays !== null ? (
          <Descriptions.Item label={t('preview.remainingDays')}>
            <span data-testid="preview-remaining-days">{remainingDays}</span>
          </Descriptions.Item>
        ) : null}
        {nextWorkingDay ? <Descriptions.Item label={t('preview.nextWorkingDay')}>{formatDay(nextWorkingDay)}</Descriptions.Item> : null}
      </Descriptions>
    </Spin>
  );
}
