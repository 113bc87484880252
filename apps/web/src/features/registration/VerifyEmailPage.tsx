import { Card, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../shell/ButtonLink';
import { PageHeading } from '../shell/PageHeading';

/** E-mail verification (`GET /api/email/verify/{id}/{hash}`) arrives with the registration issue. */
export function VerifyEmailPage() {
  const { t } = useTranslation();
  return (
    <Card className="auth-card" data-testid="verify-email-page">
      <PageHeading titleKey="verifyEmail" />
      <Result status="info" title={t('comingSoon.heading')} subTitle={t('comingSoon.body')} />
      <ButtonLink to="/" block>
        {t('auth:forgot.back')}
      </ButtonLink>
    </Card>
  );
}
