import { Alert, Button, Checkbox, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { buildErrorMessage } from '../../shared/buildErrorMessage';
import { homePathFor } from './access';
import { isSessionGranted, useLoginMutation, type LoginRequest } from './authApi';

/** Spec section 5: at most 30 characters at login. */
export const PASSWORD_MAX_LENGTH = 30;

interface LoginFormProps {
  onTwoFactorRequired: (challengeId: string) => void;
  onForgotPassword: () => void;
}

export function LoginForm({ onTwoFactorRequired, onForgotPassword }: LoginFormProps) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [login, { isLoading, error }] = useLoginMutation();

  const submit = async (values: LoginRequest) => {
    const result = await login({ email: values.email.trim(), password: values.password, remember_me: values.remember_me });
    if (!result.data) return; // the error is shown from the mutation state
    if (isSessionGranted(result.data)) {
      // The session slice has stored the session already (see sessionSlice).
      await navigate(homePathFor(result.data.user), { replace: true });
    } else if (result.data.two_factor_required) {
      onTwoFactorRequired(result.data.challenge_id);
    }
  };

  return (
    <Form<LoginRequest>
      layout="vertical"
      requiredMark={false}
      initialValues={{ email: '', password: '', remember_me: false }}
      onFinish={(values) => void submit(values)}
      aria-label={t('login.heading')}
    >
      <Typography.Title level={3}>{t('login.heading')}</Typography.Title>
      {error && (
        <Alert type="error" showIcon className="form-error" data-testid="login-error" message={buildErrorMessage(error)} />
      )}
      <Form.Item
        label={t('login.email')}
        name="email"
        rules={[
          { required: true, whitespace: true, message: t('login.emailRequired') },
          { type: 'email', message: t('login.emailInvalid') },
        ]}
      >
        <Input type="email" autoComplete="username" autoFocus />
      </Form.Item>
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
        <Button type="link" className="login-form__forgot" onClick={onForgotPassword}>
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
