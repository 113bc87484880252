import { Card, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../shell/ButtonLink';
import { PageHeading } from '../shell/PageHeading';

/** Company registration arrives with its own issue; until then the page explains and leads back. */
export function RegisterPage() {
  const { t } = useTranslation();
  return (
    <Card className="auth-card" data-testid="register-page">
      <PageHeading titleKey="register" />
      <Result status="info" title={t('comingSoon.heading')} subTitle={t('comingSoon.body')} />
      <ButtonLink to="/" block>
        {t('auth:forgot.back')}
      </ButtonLink>
    </Card>
  );
}
