import { Alert, Button, Form, Input, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../app/hooks';
import { toServerLanguage } from '../../i18n/languages';
import { buildErrorMessage } from '../../shared/buildErrorMessage';
import { showFieldErrors } from '../../shared/formErrors';
import { EmailField } from '../../shared/ui/EmailField';
import { NewPasswordFields } from '../../shared/ui/NewPasswordFields';
import { useAppMessage } from './useAppMessage';
import { formatCountdown, useCountdown } from '../../shared/useCountdown';
import { selectLanguage } from '../language';
import { useForgotPasswordMutation, useResetPasswordMutation } from './passwordApi';

interface ForgotPasswordPanelProps {
  /** Pre-filled from the login form. */
  initialEmail?: string;
  onBack: () => void;
  /** The password was reset: back to the login form with this e-mail. */
  onDone: (email: string) => void;
}

interface ResetValues {
  code: string;
  password: string;
  password_confirmation: string;
}

const RESET_FIELDS = ['code', 'password', 'password_confirmation'] as const;

/**
 * Forgot password (spec section 2): the e-mail address gets a code (`POST /api/password/forgot`),
 * then code, new password and confirmation reset it (`POST /api/password/reset`). A timer shows how
 * long the code is valid (`expires_in`); a new code can be asked for at any time.
 */
export function ForgotPasswordPanel({ initialEmail = '', onBack, onDone }: ForgotPasswordPanelProps) {
  const { t } = useTranslation('auth');
  const message = useAppMessage();
  const language = useAppSelector(selectLanguage);
  const [forgot, forgotState] = useForgotPasswordMutation();
  const [reset, resetState] = useResetPasswordMutation();
  const [resetForm] = Form.useForm<ResetValues>();
  const [email, setEmail] = useState<string | null>(null);
  const [deadline, setDeadline] = useState<number | null>(null);
  const [resetError, setResetError] = useState<unknown>(null);
  const secondsLeft = useCountdown(deadline);
  const expired = secondsLeft === 0;

  const sendCode = async (address: string): Promise<boolean> => {
    const result = await forgot({ email: address, lang: toServerLanguage(language) });
    if (!result.data) return false;
    const { expires_in: expiresIn } = result.data;
    setDeadline(typeof expiresIn === 'number' && expiresIn > 0 ? Date.now() + expiresIn * 1000 : null);
    setEmail(address);
    return true;
  };

  const sendNewCode = async () => {
    if (email && (await sendCode(email))) {
      setResetError(null);
      resetForm.setFieldValue('code', '');
      void message.success(t('reset.newCodeSent'));
    }
  };

  const submitReset = async (values: ResetValues) => {
    if (!email) return;
    setResetError(null);
    const result = await reset({ email, code: values.code.trim(), password: values.password, password_confirmation: values.password_confirmation });
    if ('error' in result) setResetError(showFieldErrors(resetForm, result.error, RESET_FIELDS));
    else onDone(email);
  };

  if (email === null) {
    return (
      <Form<{ email: string }>
        key="request"
        layout="vertical"
        requiredMark={false}
        initialValues={{ email: initialEmail }}
        onFinish={(values) => void sendCode(values.email.trim())}
        data-testid="forgot-password"
      >
        <Typography.Title level={3}>{t('forgot.heading')}</Typography.Title>
        <Typography.Paragraph>{t('forgot.body')}</Typography.Paragraph>
        {forgotState.error && <Alert type="error" showIcon className="form-error" message={buildErrorMessage(forgotState.error)} />}
        <EmailField label={t('login.email')} requiredMessage={t('login.emailRequired')} invalidMessage={t('login.emailInvalid')} autoComplete="username" autoFocus />
        <Button type="primary" htmlType="submit" block loading={forgotState.isLoading}>
          {t('forgot.submit')}
        </Button>
        <Button block type="link" onClick={onBack}>
          {t('forgot.back')}
        </Button>
      </Form>
    );
  }

  return (
    <Form<ResetValues>
      // Its own key: the request form above must not be reused with this form's store.
      key="reset"
      form={resetForm}
      layout="vertical"
      requiredMark={false}
      initialValues={{ code: '', password: '', password_confirmation: '' }}
      onFinish={(values) => void submitReset(values)}
      data-testid="reset-password"
    >
      <Typography.Title level={3}>{t('reset.heading')}</Typography.Title>
      <Typography.Paragraph>{t('reset.body', { email })}</Typography.Paragraph>
      {secondsLeft !== null && (
        <Alert
          type={expired ? 'warning' : 'info'}
          showIcon
          className="form-error"
          data-testid="reset-timer"
          message={expired ? t('reset.expired') : t('reset.expiresIn', { time: formatCountdown(secondsLeft) })}
        />
      )}
      {(resetError ?? forgotState.error) ? (
        <Alert type="error" showIcon className="form-error" message={buildErrorMessage(resetError ?? forgotState.error)} />
      ) : null}
      <Form.Item label={t('reset.code')} name="code" rules={[{ required: true, whitespace: true, message: t('reset.codeRequired') }]}>
        <Input autoComplete="one-time-code" inputMode="numeric" autoFocus />
      </Form.Item>
      <NewPasswordFields passwordLabel={t('reset.password')} confirmationLabel={t('reset.confirmation')} />
      <Button type="primary" htmlType="submit" block loading={resetState.isLoading} disabled={expired}>
        {t('reset.submit')}
      </Button>
      <Space className="two-factor__actions">
        <Button type="link" onClick={() => void sendNewCode()} loading={forgotState.isLoading}>
          {t('reset.newCode')}
        </Button>
        <Button type="link" onClick={onBack}>
          {t('forgot.back')}
        </Button>
      </Space>
    </Form>
  );
}
