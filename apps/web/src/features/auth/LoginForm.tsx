import { PASSWORD_MAX, type LoginBody } from '@presently/contracts';
import { Alert, Button, Checkbox, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { isSessionGranted, useFinishLogin, useLoginMutation } from '../../app/session';
import { buildErrorMessage } from '../../shared/buildErrorMessage';
import { EmailField } from '../../shared/ui/EmailField';

/** Spec section 5: at most 30 characters at login. */
export const PASSWORD_MAX_LENGTH = PASSWORD_MAX;

interface LoginFormProps {
  onTwoFactorRequired: (challengeId: string) => void;
  onForgotPassword: (email: string) => void;
  /** Filled in after a password reset. */
  initialEmail?: string;
  /** A success note to show above the form (after a password reset). */
  notice?: string;
}

export function LoginForm({ onTwoFactorRequired, onForgotPassword, initialEmail = '', notice }: LoginFormProps) {
  const { t } = useTranslation('auth');
  const [form] = Form.useForm<LoginBody>();
  const [login, { isLoading, error: loginError }] = useLoginMutation();
  const finishLogin = useFinishLogin();
  const [userInfoError, setUserInfoError] = useState<unknown>(null);
  const error = loginError ?? userInfoError;

  const submit = async (values: LoginBody) => {
    setUserInfoError(null);
    const result = await login({ email: values.email.trim(), password: values.password, remember_me: values.remember_me });
    if (!result.data) return; // the error is shown from the mutation state
    if (isSessionGranted(result.data)) {
      setUserInfoError(await finishLogin(result.data));
    } else if (result.data.two_factor_required) {
      onTwoFactorRequired(result.data.challenge_id);
    }
  };

  return (
    <Form<LoginBody>
      form={form}
      layout="vertical"
      requiredMark={false}
      initialValues={{ email: initialEmail, password: '', remember_me: false }}
      onFinish={(values) => void submit(values)}
      aria-label={t('login.heading')}
    >
      <Typography.Title level={3}>{t('login.heading')}</Typography.Title>
      {notice && !error && <Alert type="success" showIcon className="form-error" data-testid="login-notice" message={notice} />}
      {error ? (
        <Alert type="error" showIcon className="form-error" data-testid="login-error" message={buildErrorMessage(error)} />
      ) : null}
      <EmailField label={t('login.email')} requiredMessage={t('login.emailRequired')} invalidMessage={t('login.emailInvalid')} autoComplete="username" autoFocus />
      <Form.Item
        label={t('login.password')}
        name="password"
        rules={[
          { required: true, message: t('login.passwordRequired') },
          { max: PASSWORD_MAX_LENGTH, message: t('login.passwordTooLong') },
        ]}
      >
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <div className="login-form__row">
        <Form.Item name="remember_me" valuePropName="checked" noStyle>
          <Checkbox>{t('login.rememberMe')}</Checkbox>
        </Form.Item>
        <Button
          type="link"
          className="login-form__forgot"
          onClick={() => onForgotPassword(String(form.getFieldValue('email') ?? '').trim())}
        >
          {t('login.forgotPassword')}
        </Button>
      </div>
      <Button type="primary" htmlType="submit" block loading={isLoading}>
        {t('login.submit')}
      </Button>
      <Typography.Paragraph className="login-form__register">
        {t('login.noAccount')} <Link to="/register">{t('login.register')}</Link>
      </Typography.Paragraph>
    </Form>
  );
}
