import { PASSWORD_MAX, type LoginBody } from '@presently/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { isSessionGranted, useFinishLogin, useLoginMutation } from '../../app/session';
import { buildErrorMessage } from '../../shared/buildErrorMessage';
import { Button, Checkbox, Notice, PasswordField, TextField } from '../../shared/ui/plain/controls';
import { emailErrors, required, useFields } from '../../shared/ui/plain/useFields';

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

type LoginValues = Pick<LoginBody, 'email' | 'password'> & { remember_me: boolean };

export function LoginForm({ onTwoFactorRequired, onForgotPassword, initialEmail = '', notice }: LoginFormProps) {
  const { t } = useTranslation('auth');
  const form = useFields<LoginValues>({
    initialValues: { email: initialEmail, password: '', remember_me: false },
    rules: {
      email: ({ email }) => emailErrors(email, t('login.emailRequired'), t('login.emailInvalid')),
      password: ({ password }) =>
        required(t('login.passwordRequired'))(password).concat(password.length > PASSWORD_MAX_LENGTH ? [t('login.passwordTooLong')] : []),
    },
  });
  const [login, { isLoading, error: loginError }] = useLoginMutation();
  const finishLogin = useFinishLogin();
  const [userInfoError, setUserInfoError] = useState<unknown>(null);
  const error = loginError ?? userInfoError;
  const { values } = form;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isLoading || !form.validate()) return;
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
    <form noValidate onSubmit={(event) => void submit(event)} aria-labelledby="login-heading">
      <h1 className="ui-title" id="login-heading">
        {t('login.heading')}
      </h1>
      {notice && !error && (
        <Notice kind="success" testId="login-notice">
          {notice}
        </Notice>
      )}
      {error ? (
        <Notice kind="error" testId="login-error">
          {buildErrorMessage(error)}
        </Notice>
      ) : null}
      <TextField
        label={t('login.email')}
        type="email"
        autoComplete="username"
        autoFocus
        {...form.field('email')}
      />
      <PasswordField
        label={t('login.password')}
        showLabel={t('showPassword')}
        autoComplete="current-password"
        {...form.field('password')}
      />
      <div className="login-form__row">
        <Checkbox checked={values.remember_me} onChange={(checked) => form.setValue('remember_me', checked)}>
          {t('login.rememberMe')}
        </Checkbox>
        <Button variant="link" className="login-form__forgot" onClick={() => onForgotPassword(values.email.trim())}>
          {t('login.forgotPassword')}
        </Button>
      </div>
      <Button variant="primary" type="submit" block loading={isLoading}>
        {t('login.submit')}
      </Button>
      <p className="ui-paragraph login-form__register">
        {t('login.noAccount')}{' '}
        <Link className="ui-link" to="/register">
          {t('login.register')}
        </Link>
      </p>
    </form>
  );
}
