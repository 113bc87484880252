import { Button, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** The e-mailed reset code flow (`POST /api/password/forgot`, `/password/reset`) arrives with the auth issue. */
export function ForgotPasswordPanel({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation('auth');
  return (
    <section data-testid="forgot-password">
      <Typography.Title level={3}>{t('forgot.heading')}</Typography.Title>
      <Typography.Paragraph>{t('forgot.body')}</Typography.Paragraph>
      <Button block onClick={onBack}>
        {t('forgot.back')}
      </Button>
    </section>
  );
}
