import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../shared/ui/PageHeading';
import { CookiePolicyText } from './PolicyTexts';
import { Typography } from '../../shared/ui/Typography';

export function CookiePolicyPage() {
  const { t } = useTranslation('policies');
  return (
    <article className="page policy" data-testid="cookie-policy">
      <PageHeading titleKey="cookiePolicy" />
      <Typography.Text type="secondary">{t('cookie.lastUpdated')}</Typography.Text>
      <CookiePolicyText />
    </article>
  );
}
