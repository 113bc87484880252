import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useFinishLogin, useLoginTwoFactorMutation, useResendTwoFactorMutation } from '../../app/session';
import { buildErrorMessage } from '../../shared/buildErrorMessage';
import { Button, Notice, TextField } from '../../shared/ui/plain/controls';
import { required, useFields } from '../../shared/ui/plain/useFields';

interface TwoFactorFormProps {
  challengeId: string;
  onBack: () => void;
}

export function TwoFactorForm({ challengeId, onBack }: TwoFactorFormProps) {
  const { t } = useTranslation('auth');
  const finishLogin = useFinishLogin();
  const [verify, verifyState] = useLoginTwoFactorMutation();
  const [resend, resendState] = useResendTwoFactorMutation();
  const [userInfoError, setUserInfoError] = useState<unknown>(null);
  const [resent, setResent] = useState(false);
  const form = useFields({ initialValues: { code: '' }, rules: { code: ({ code }) => required(t('twoFactor.codeRequired'))(code) } });
  const error = verifyState.error ?? resendState.error ?? userInfoError;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (verifyState.isLoading || !form.validate()) return;
    setUserInfoError(null);
    setResent(false);
    const result = await verify({ challenge_id: challengeId, code: form.values.code.trim() });
    if (result.data) setUserInfoError(await finishLogin(result.data));
  };

  const sendAgain = async () => {
    setResent(false);
    const result = await resend({ challenge_id: challengeId });
    if (!('error' in result)) setResent(true);
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-labelledby="two-factor-heading">
      <h1 className="ui-title" id="two-factor-heading">
        {t('twoFactor.heading')}
      </h1>
      <p className="ui-paragraph">{t('twoFactor.hint')}</p>
      {error ? (
        <Notice kind="error" testId="two-factor-error">
          {buildErrorMessage(error)}
        </Notice>
      ) : null}
      {resent && !error && <Notice kind="success">{t('twoFactor.resent')}</Notice>}
      <TextField
        label={t('twoFactor.code')}
        autoComplete="one-time-code"
        inputMode="numeric"
        autoFocus
        {...form.field('code')}
      />
      <Button variant="primary" type="submit" block loading={verifyState.isLoading}>
        {t('twoFactor.submit')}
      </Button>
      <div className="two-factor__actions">
        <Button variant="link" onClick={() => void sendAgain()} loading={resendState.isLoading}>
          {t('twoFactor.resend')}
        </Button>
        <Button variant="link" onClick={onBack}>
          {t('twoFactor.back')}
        </Button>
      </div>
    </form>
  );
}
