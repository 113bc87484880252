import { WORK_SETTINGS_SWITCHES, type UserSummary, type WorkSettings } from '@presently/contracts';
import { Alert, Form, InputNumber, Modal, Skeleton, Switch } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buildErrorMessage } from '../../shared/buildErrorMessage';
import { LoadError } from '../../shared/ui/QueryState';
import { showServerErrors } from '../../shared/ui/serverErrors';
import { useGetWorkSettingsQuery, useUpdateWorkSettingsMutation } from './usersApi';
import { useAppApi } from '../../shared/ui/useAppApi';

const FIELDS = ['working_hours', 'max_paid_break_minutes', ...WORK_SETTINGS_SWITCHES];

/** Org's ranges: hours of a day in quarters, paid break up to 4 hours. */
export const WORKING_HOURS = { min: 1, max: 24, step: 0.25 } as const;
export const PAID_BREAK_MINUTES = { min: 0, max: 240 } as const;

/** A user's work settings (spec section 3): hours, paid break and presence options. */
export function WorkSettingsDialog({ user, onClose }: { user: Pick<UserSummary, 'id' | 'full_name'>; onClose: () => void }) {
  const { t } = useTranslation('users');
  const { message } = useAppApi();
  const [form] = Form.useForm<WorkSettings>();
  const settings = useGetWorkSettingsQuery(user.id, { refetchOnMountOrArgChange: true });
  const [update, { isLoading }] = useUpdateWorkSettingsMutation();
  const [formError, setFormError] = useState<unknown>(null);

  useEffect(() => {
    if (settings.data) form.setFieldsValue(settings.data);
  }, [settings.data, form]);

  const save = async (values: WorkSettings) => {
    setFormError(null);
    const result = await update({ id: user.id, settings: values });
    if ('error' in result) {
      setFormError(showServerErrors(form, result.error, FIELDS));
      return;
    }
    void message.success(t('workSettings.saved'));
    onClose();
  };

  return (
    <Modal
      open
      title={t('workSettings.title', { name: user.full_name })}
      okText={t('admin:actions.save')}
      cancelText={t('admin:actions.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={isLoading}
      okButtonProps={{ disabled: !settings.data }}
      destroyOnHidden
    >
      {settings.isLoading && <Skeleton active />}
      {settings.error ? <LoadError error={settings.error} /> : null}
      {formError ? <Alert type="error" showIcon className="form-error" message={buildErrorMessage(formError)} /> : null}
      <Form<WorkSettings>
        form={form}
        name="work-settings"
        layout="vertical"
        onFinish={(values) => void save(values)}
        hidden={!settings.data}
        data-testid="work-settings-form"
      >
        <Form.Item
          label={t('workSettings.working_hours')}
          name="working_hours"
          rules={[{ required: true, message: t('errors:field_required') }]}
        >
          <InputNumber min={WORKING_HOURS.min} max={WORKING_HOURS.max} step={WORKING_HOURS.step} className="number-input" />
        </Form.Item>
        <Form.Item
          label={t('workSettings.max_paid_break_minutes')}
          name="max_paid_break_minutes"
          rules={[{ required: true, message: t('errors:field_required') }]}
        >
          <InputNumber min={PAID_BREAK_MINUTES.min} max={PAID_BREAK_MINUTES.max} step={5} className="number-input" />
        </Form.Item>
        {WORK_SETTINGS_SWITCHES.map((name) => (
          <Form.Item key={name} label={t(`workSettings.${name}`)} name={name} valuePropName="checked" className="switch-row">
            <Switch />
          </Form.Item>
        ))}
      </Form>
    </Modal>
  );
}
