import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buildErrorMessage } from '../../shared/buildErrorMessage';
import { passwordRule, showFieldErrors } from '../../shared/formErrors';
import { NewPasswordFields } from '../../shared/ui/NewPasswordFields';

export interface PasswordValues {
  old_password: string;
  password: string;
  password_confirmation: string;
}

interface PasswordChangeFormProps {
  /** With the current password (expired password, profile); without for the forced first change. */
  requireOld: boolean;
  /** Sends the values; resolves to the RTK Query result. */
  onSubmit: (values: PasswordValues) => Promise<{ error?: unknown }>;
  onSuccess: () => void;
  submitLabel: string;
  testId: string;
}

/**
 * New password, confirmation and (when required) the current one, checked with the shared password
 * policy before the call; the server's field errors are shown under the fields.
 */
export function PasswordChangeForm({ requireOld, onSubmit, onSuccess, submitLabel, testId }: PasswordChangeFormProps) {
  const { t } = useTranslation('account');
  const [form] = Form.useForm<PasswordValues>();
  const [formError, setFormError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const fields = requireOld ? ['old_password', 'password', 'password_confirmation'] : ['password', 'password_confirmation'];

  const submit = async (values: PasswordValues) => {
    setFormError(null);
    setBusy(true);
    const result = await onSubmit(values);
    setBusy(false);
    if (result.error !== undefined) {
      setFormError(showFieldErrors(form, result.error, fields));
      return;
    }
    form.resetFields();
    onSuccess();
  };

  return (
    <Form<PasswordValues>
      // The name prefixes the field ids: a dialog's form and the profile's may be on one page.
      name={testId}
      form={form}
      layout="vertical"
      requiredMark={false}
      initialValues={{ old_password: '', password: '', password_confirmation: '' }}
      onFinish={(values) => void submit(values)}
      data-testid={testId}
    >
      {formError ? <Alert type="error" showIcon className="form-error" message={buildErrorMessage(formError)} /> : null}
      {requireOld && (
        <Form.Item label={t('password.old')} name="old_password" rules={[passwordRule('old_password', true)]}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
      )}
      <NewPasswordFields passwordLabel={t('password.new')} confirmationLabel={t('password.repeat')} requireOld={requireOld} />
      <Button type="primary" htmlType="submit" loading={busy}>
        {submitLabel}
      </Button>
    </Form>
  );
}
