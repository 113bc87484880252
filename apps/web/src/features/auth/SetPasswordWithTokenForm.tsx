import { Alert, Button, Form, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buildErrorMessage } from '../../shared/buildErrorMessage';
import { showFieldErrors } from '../../shared/formErrors';
import { NewPasswordFields } from '../../shared/ui/NewPasswordFields';
import { useSetPasswordWithTokenMutation } from './passwordApi';

interface SetPasswordValues {
  password: string;
  password_confirmation: string;
}

interface SetPasswordWithTokenFormProps {
  token: string;
  /** The password is set: the login form comes back with this e-mail. */
  onDone: (email: string) => void;
  onBack: () => void;
}

const FIELDS = ['password', 'password_confirmation'] as const;

/**
 * The invitation link (`/?token=…`): the invited user chooses a password under the shared password
 * rules, sent with the one-time token (`POST /api/password/set-with-token`).
 */
export function SetPasswordWithTokenForm({ token, onDone, onBack }: SetPasswordWithTokenFormProps) {
  const { t } = useTranslation('auth');
  const [form] = Form.useForm<SetPasswordValues>();
  const [setPassword, { isLoading }] = useSetPasswordWithTokenMutation();
  const [formError, setFormError] = useState<unknown>(null);

  const submit = async (values: SetPasswordValues) => {
    setFormError(null);
    const result = await setPassword({ token, password: values.password, password_confirmation: values.password_confirmation });
    if ('error' in result) {
      setFormError(showFieldErrors(form, result.error, FIELDS));
      return;
    }
    onDone(result.data.email);
  };

  return (
    <Form<SetPasswordValues>
      form={form}
      name="set-password"
      layout="vertical"
      requiredMark={false}
      initialValues={{ password: '', password_confirmation: '' }}
      onFinish={(values) => void submit(values)}
      data-testid="set-password-form"
    >
      <Typography.Title level={3}>{t('setPassword.heading')}</Typography.Title>
      <Typography.Paragraph>{t('setPassword.body')}</Typography.Paragraph>
      {formError ? <Alert type="error" showIcon className="form-error" data-testid="set-password-error" message={buildErrorMessage(formError)} /> : null}
      <NewPasswordFields passwordLabel={t('setPassword.password')} confirmationLabel={t('setPassword.confirmation')} autoFocus />
      <Button type="primary" htmlType="submit" block loading={isLoading}>
        {t('setPassword.submit')}
      </Button>
      <Button block type="link" onClick={onBack}>
        {t('setPassword.back')}
      </Button>
    </Form>
  );
}
