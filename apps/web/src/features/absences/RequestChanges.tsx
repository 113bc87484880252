import { UploadOutlined } from '@ant-design/icons';
import type { AbsenceView } from '@presently/contracts';
import { STORED_FILE_LIMITS } from '@presently/contracts';
import { Alert, Button, DatePicker, Form, Input, Modal, Space, Upload, type UploadFile } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buildErrorMessage } from '../../shared/buildErrorMessage';
import { DATE_FORMAT, formatDay, isoDayOf } from '../../shared/dates';
import { translateErrorKey } from '../../shared/formErrors';
import { showServerErrors } from '../../shared/ui/serverErrors';
import { useAddAbsenceFilesMutation, useEndAbsenceMutation } from './absencePolicyApi';
import { ATTACHMENT_ACCEPT, attachmentsProblems, MAX_TEXT } from './absenceRules';
import { useAppApi } from '../../shared/ui/useAppApi';

/** HR ends a started absence early: the new last day (from its start to the day before its end) and a reason. */
export function EndEarlyButton({ request }: { request: AbsenceView }) {
  const { t } = useTranslation('absences');
  const { message } = useAppApi();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<{ end_date?: Dayjs | null; reason?: string }>();
  const [end, endState] = useEndAbsenceMutation();
  const [formError, setFormError] = useState<unknown>(null);

  const submit = async () => {
    // The fields show their own errors; nothing is sent until both are filled in.
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setFormError(null);
    const result = await end({ id: request.id, end_date: isoDayOf(values.end_date) ?? '', reason: (values.reason ?? '').trim() });
    if ('error' in result) return setFormError(showServerErrors(form, result.error, ['end_date', 'reason']));
    void message.success(t('endEarly.done'));
    setOpen(false);
  };

  return (
    <>
      <Button size="small" onClick={() => setOpen(true)} data-testid="end-early">
        {t('endEarly.action')}
      </Button>
      {open ? (
        <Modal open title={t('endEarly.title', { end: formatDay(request.end_date) })} okText={t('endEarly.ok')} onOk={() => void submit()} confirmLoading={endState.isLoading} onCancel={() => setOpen(false)}>
          <Form form={form} layout="vertical" name="end-early" data-testid="end-early-form">
            <Form.Item name="end_date" label={t('endEarly.lastDay')} rules={[{ required: true, message: t('errors:field_required') }]}>
              <DatePicker
                format={DATE_FORMAT}
                className="full-width"
                // From the first day to the day before the current last one.
                disabledDate={(day) => {
                  const iso = isoDayOf(day) ?? '';
                  return iso < request.start_date || iso >= request.end_date;
                }}
              />
            </Form.Item>
            <Form.Item
              name="reason"
              label={t('endEarly.reason')}
              rules={[
                { required: true, whitespace: true, message: t('errors:field_required') },
                { max: MAX_TEXT, message: t('errors:max_250_characters') },
              ]}
            >
              <Input.TextArea rows={3} showCount maxLength={MAX_TEXT} data-testid="end-early-reason" />
            </Form.Item>
          </Form>
          {formError ? <Alert type="error" showIcon message={buildErrorMessage(formError)} /> : null}
        </Modal>
      ) : null}
    </>
  );
}

/** The requester adds files to a pending or approved request (a document asked for, sent later), checked in the browser as the server checks them. */
export function AddFilesButton({ request }: { request: AbsenceView }) {
  const { t } = useTranslation('absences');
  const { message } = useAppApi();
  const [open, setOpen] = useState(false);
  const [list, setList] = useState<UploadFile[]>([]);
  const [add, addState] = useAddAbsenceFilesMutation();
  const [error, setError] = useState<string | null>(null);
  const room = STORED_FILE_LIMITS.perOwner - request.files.length;
  const files = list.map((item) => item.originFileObj).filter((file): file is NonNullable<UploadFile['originFileObj']> => file !== undefined);

  const submit = async () => {
    const problems = files.length === 0 ? ['file_required'] : attachmentsProblems(files, request.files.length);
    if (problems.length > 0) return setError(problems.map(translateErrorKey).join(' '));
    setError(null);
    const result = await add({ id: request.id, files });
    if ('error' in result) return setError(buildErrorMessage(result.error));
    void message.success(t('addFiles.done'));
    setList([]);
    setOpen(false);
  };

  return (
    <>
      <Button size="small" icon={<UploadOutlined />} onClick={() => setOpen(true)} data-testid="add-files">
        {t('addFiles.action')}
      </Button>
      {open ? (
        <Modal open title={t('addFiles.title')} okText={t('addFiles.ok')} onOk={() => void submit()} confirmLoading={addState.isLoading} onCancel={() => setOpen(false)}>
          <Space direction="vertical" className="full-width">
            <Upload multiple accept={ATTACHMENT_ACCEPT} maxCount={room} fileList={list} beforeUpload={() => false} onChange={({ fileList }) => setList(fileList)} data-testid="add-files-input">
              <Button icon={<UploadOutlined />}>{t('addFiles.choose', { count: room })}</Button>
            </Upload>
            {error ? <Alert type="error" showIcon message={error} data-testid="add-files-error" /> : null}
          </Space>
        </Modal>
      ) : null}
    </>
  );
}
