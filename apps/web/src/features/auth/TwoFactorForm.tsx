import { Alert, Button, Form, Input, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFinishLogin, useLoginTwoFactorMutation, useResendTwoFactorMutation } from '../../app/session';
import { buildErrorMessage } from '../../shared/buildErrorMessage';
import { useAppMessage } from './useAppMessage';

interface TwoFactorFormProps {
  challengeId: string;
  onBack: () => void;
}

export function TwoFactorForm({ challengeId, onBack }: TwoFactorFormProps) {
  const { t } = useTranslation('auth');
  const message = useAppMessage();
  const finishLogin = useFinishLogin();
  const [verify, verifyState] = useLoginTwoFactorMutation();
  const [resend, resendState] = useResendTwoFactorMutation();
  const [userInfoError, setUserInfoError] = useState<unknown>(null);
  const error = verifyState.error ?? resendState.error ?? userInfoError;

  const submit = async ({ code }: { code: string }) => {
    setUserInfoError(null);
    const result = await verify({ challenge_id: challengeId, code: code.trim() });
    if (result.data) setUserInfoError(await finishLogin(result.data));
  };

  const sendAgain = async () => {
    const result = await resend({ challenge_id: challengeId });
    if (!('error' in result)) void message.success(t('twoFactor.resent'));
  };

  return (
    <Form<{ code: string }> layout="vertical" requiredMark={false} onFinish={(values) => void submit(values)}>
      <Typography.Title level={3}>{t('twoFactor.heading')}</Typography.Title>
      <Typography.Paragraph>{t('twoFactor.hint')}</Typography.Paragraph>
      {error ? (
        <Alert type="error" showIcon className="form-error" data-testid="two-factor-error" message={buildErrorMessage(error)} />
      ) : null}
      <Form.Item label={t('twoFactor.code')} name="code" rules={[{ required: true, whitespace: true, message: t('twoFactor.codeRequired') }]}>
        <Input autoComplete="one-time-code" inputMode="numeric" autoFocus />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={verifyState.isLoading}>
        {t('twoFactor.submit')}
      </Button>
      <Space className="two-factor__actions">
        <Button type="link" onClick={() => void sendAgain()} loading={resendState.isLoading}>
          {t('twoFactor.resend')}
        </Button>
        <Button type="link" onClick={onBack}>
          {t('twoFactor.back')}
        </Button>
      </Space>
    </Form>
  );
}
