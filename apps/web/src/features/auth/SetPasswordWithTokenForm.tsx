import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { buildErrorMessage } from '../../shared/buildErrorMessage';
import { splitFieldErrors } from '../../shared/formErrors';
import { Button, Notice } from '../../shared/ui/plain/controls';
import { useFields } from '../../shared/ui/plain/useFields';
import { NEW_PASSWORD_DEPENDENTS, NEW_PASSWORD_RULES, NewPasswordInputs, type NewPasswordValues } from './NewPasswordInputs';
import { useSetPasswordWithTokenMutation } from './passwordApi';

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
  const form = useFields<NewPasswordValues>({
    initialValues: { password: '', password_confirmation: '' },
    rules: NEW_PASSWORD_RULES,
    dependents: NEW_PASSWORD_DEPENDENTS,
  });
  const [setPassword, { isLoading }] = useSetPasswordWithTokenMutation();
  const [formError, setFormError] = useState<unknown>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isLoading || !form.validate()) return;
    setFormError(null);
    const { password, password_confirmation } = form.values;
    const result = await setPassword({ token, password, password_confirmation });
    if ('error' in result) {
      const { fieldErrors, rest } = splitFieldErrors(result.error, FIELDS);
      form.setErrors(fieldErrors);
      setFormError(rest);
      return;
    }
    onDone(result.data.email);
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-labelledby="set-password-heading" data-testid="set-password-form">
      <h1 className="ui-title" id="set-password-heading">
        {t('setPassword.heading')}
      </h1>
      <p className="ui-paragraph">{t('setPassword.body')}</p>
      {formError ? (
        <Notice kind="error" testId="set-password-error">
          {buildErrorMessage(formError)}
        </Notice>
      ) : null}
      <NewPasswordInputs form={form} passwordLabel={t('setPassword.password')} confirmationLabel={t('setPassword.confirmation')} autoFocus />
      <Button variant="primary" type="submit" block loading={isLoading}>
        {t('setPassword.submit')}
      </Button>
      <Button variant="link" block onClick={onBack}>
        {t('setPassword.back')}
      </Button>
    </form>
  );
}
