import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../app/hooks';
import { toServerLanguage } from '../../i18n/languages';
import { buildErrorMessage } from '../../shared/buildErrorMessage';
import { splitFieldErrors } from '../../shared/formErrors';
import { Button, Notice, TextField } from '../../shared/ui/plain/controls';
import { emailErrors, required, useFields } from '../../shared/ui/plain/useFields';
import { formatCountdown, useCountdown } from '../../shared/useCountdown';
import { selectLanguage } from '../language';
import { NEW_PASSWORD_DEPENDENTS, NEW_PASSWORD_RULES, NewPasswordInputs, type NewPasswordValues } from './NewPasswordInputs';
import { useForgotPasswordMutation, useResetPasswordMutation } from './passwordApi';

interface ForgotPasswordPanelProps {
  /** Pre-filled from the login form. */
  initialEmail?: string;
  onBack: () => void;
  /** The password was reset: back to the login form with this e-mail. */
  onDone: (email: string) => void;
}

type ResetValues = NewPasswordValues & { code: string };

const RESET_FIELDS = ['code', 'password', 'password_confirmation'] as const;

/**
 * Forgot password (spec section 2): the e-mail address gets a code (`POST /api/password/forgot`),
 * then code, new password and confirmation reset it (`POST /api/password/reset`). A timer shows how
 * long the code is valid (`expires_in`); a new code can be asked for at any time.
 */
export function ForgotPasswordPanel({ initialEmail = '', onBack, onDone }: ForgotPasswordPanelProps) {
  const language = useAppSelector(selectLanguage);
  const [forgot, forgotState] = useForgotPasswordMutation();
  const [email, setEmail] = useState<string | null>(null);
  const [deadline, setDeadline] = useState<number | null>(null);
  const [newCodeSent, setNewCodeSent] = useState(false);

  const sendCode = async (address: string): Promise<boolean> => {
    const result = await forgot({ email: address, lang: toServerLanguage(language) });
    if (!result.data) return false;
    const { expires_in: expiresIn } = result.data;
    setDeadline(typeof expiresIn === 'number' && expiresIn > 0 ? Date.now() + expiresIn * 1000 : null);
    setEmail(address);
    return true;
  };

  if (email === null) {
    return <RequestCodeForm initialEmail={initialEmail} sending={forgotState.isLoading} error={forgotState.error} onSend={(address) => void sendCode(address)} onBack={onBack} />;
  }

  return (
    <ResetForm
      email={email}
      deadline={deadline}
      requestError={forgotState.error}
      requesting={forgotState.isLoading}
      newCodeSent={newCodeSent}
      onNewCode={async () => {
        setNewCodeSent(false);
        const sent = await sendCode(email);
        setNewCodeSent(sent);
        return sent;
      }}
      onBack={onBack}
      onDone={onDone}
    />
  );
}

interface RequestCodeFormProps {
  initialEmail: string;
  sending: boolean;
  error: unknown;
  onSend: (email: string) => void;
  onBack: () => void;
}

function RequestCodeForm({ initialEmail, sending, error, onSend, onBack }: RequestCodeFormProps) {
  const { t } = useTranslation('auth');
  const form = useFields({
    initialValues: { email: initialEmail },
    rules: { email: ({ email }) => emailErrors(email, t('login.emailRequired'), t('login.emailInvalid')) },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!sending && form.validate()) onSend(form.values.email.trim());
  };

  return (
    <form noValidate onSubmit={submit} aria-labelledby="forgot-heading" data-testid="forgot-password">
      <h1 className="ui-title" id="forgot-heading">
        {t('forgot.heading')}
      </h1>
      <p className="ui-paragraph">{t('forgot.body')}</p>
      {error ? <Notice kind="error">{buildErrorMessage(error)}</Notice> : null}
      <TextField
        label={t('login.email')}
        type="email"
        autoComplete="username"
        autoFocus
        {...form.field('email')}
      />
      <Button variant="primary" type="submit" block loading={sending}>
        {t('forgot.submit')}
      </Button>
      <Button variant="link" block onClick={onBack}>
        {t('forgot.back')}
      </Button>
    </form>
  );
}

interface ResetFormProps {
  email: string;
  deadline: number | null;
  requestError: unknown;
  requesting: boolean;
  newCodeSent: boolean;
  /** Asks for a new code; true when it was sent. */
  onNewCode: () => Promise<boolean>;
  onBack: () => void;
  onDone: (email: string) => void;
}

function ResetForm({ email, deadline, requestError, requesting, newCodeSent, onNewCode, onBack, onDone }: ResetFormProps) {
  const { t } = useTranslation('auth');
  const [reset, resetState] = useResetPasswordMutation();
  const [resetError, setResetError] = useState<unknown>(null);
  const form = useFields<ResetValues>({
    initialValues: { code: '', password: '', password_confirmation: '' },
    rules: { code: ({ code }) => required(t('reset.codeRequired'))(code), ...NEW_PASSWORD_RULES },
    dependents: NEW_PASSWORD_DEPENDENTS,
  });
  const secondsLeft = useCountdown(deadline);
  const expired = secondsLeft === 0;
  const error = resetError ?? requestError;

  const sendNewCode = async () => {
    if (await onNewCode()) {
      setResetError(null);
      form.resetValue('code', '');
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (resetState.isLoading || expired || !form.validate()) return;
    setResetError(null);
    const { code, password, password_confirmation } = form.values;
    const result = await reset({ email, code: code.trim(), password, password_confirmation });
    if ('error' in result) {
      const { fieldErrors, rest } = splitFieldErrors(result.error, RESET_FIELDS);
      form.setErrors(fieldErrors);
      setResetError(rest);
    } else onDone(email);
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-labelledby="reset-heading" data-testid="reset-password">
      <h1 className="ui-title" id="reset-heading">
        {t('reset.heading')}
      </h1>
      <p className="ui-paragraph">{t('reset.body', { email })}</p>
      {secondsLeft !== null && (
        <Notice kind={expired ? 'warning' : 'info'} testId="reset-timer">
          {expired ? t('reset.expired') : t('reset.expiresIn', { time: formatCountdown(secondsLeft) })}
        </Notice>
      )}
      {error ? <Notice kind="error">{buildErrorMessage(error)}</Notice> : null}
      {newCodeSent && !error && <Notice kind="success">{t('reset.newCodeSent')}</Notice>}
      <TextField
        label={t('reset.code')}
        autoComplete="one-time-code"
        inputMode="numeric"
        autoFocus
        {...form.field('code')}
      />
      <NewPasswordInputs form={form} passwordLabel={t('reset.password')} confirmationLabel={t('reset.confirmation')} />
      <Button variant="primary" type="submit" block loading={resetState.isLoading} disabled={expired}>
        {t('reset.submit')}
      </Button>
      <div className="two-factor__actions">
        <Button variant="link" onClick={() => void sendNewCode()} loading={requesting}>
          {t('reset.newCode')}
        </Button>
        <Button variant="link" onClick={onBack}>
          {t('forgot.back')}
        </Button>
      </div>
    </form>
  );
}
