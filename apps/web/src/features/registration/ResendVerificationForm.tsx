import { Alert, Button, Form } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buildErrorMessage } from '../../shared/buildErrorMessage';
import { translateErrorKey } from '../../shared/formErrors';
import { EmailField } from '../../shared/ui/EmailField';
import { useResendVerificationMutation } from './registrationApi';

/**
 * Sends the verification e-mail again (`POST /api/email/resend`). With `email` (right after
 * registering) it is one button; without, it asks for the address (an expired or invalid link).
 */
export function ResendVerificationForm({ email }: { email?: string }) {
  const { t } = useTranslation('registration');
  const [resend, { isLoading, error }] = useResendVerificationMutation();
  const [sent, setSent] = useState(false);

  const submit = async (address: string) => {
    setSent(false);
    const result = await resend({ email: address.trim() });
    if (!('error' in result)) setSent(true);
  };

  return (
    <Form<{ email: string }>
      layout="vertical"
      requiredMark={false}
      initialValues={{ email: email ?? '' }}
      onFinish={(values) => void submit(email ?? values.email)}
      data-testid="resend-verification"
    >
      {sent && <Alert type="success" showIcon className="form-error" data-testid="resend-sent" message={t('resend.sent')} />}
      {error && <Alert type="error" showIcon className="form-error" message={buildErrorMessage(error)} />}
      {!email && (
        <EmailField label={t('email')} requiredMessage={t('emailRequired')} invalidMessage={translateErrorKey('email_invalid')} autoComplete="email" />
      )}
      <Button htmlType="submit" block loading={isLoading}>
        {t('resend.submit')}
      </Button>
    </Form>
  );
}
