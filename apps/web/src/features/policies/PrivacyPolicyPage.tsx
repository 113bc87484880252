import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { hasAcceptedTerms, selectCurrentUser } from '../../app/session';
import { PageHeading } from '../../shared/ui/PageHeading';
import { AcceptTermsPanel } from './AcceptTermsPanel';
import { PrivacyPolicyText } from './PolicyTexts';
import { Typography } from '../../shared/ui/Typography';

export function PrivacyPolicyPage() {
  const { t } = useTranslation('policies');
  const user = useAppSelector(selectCurrentUser);

  return (
    <article className="page policy" data-testid="privacy-policy">
      <PageHeading titleKey="privacyPolicy" />
      <Typography.Text type="secondary">{t('privacy.lastUpdated')}</Typography.Text>
      {user && !hasAcceptedTerms(user) && <AcceptTermsPanel user={user} />}
      <PrivacyPolicyText />
      <Typography.Paragraph>
        <Link to="/cookie-policy">{t('privacy.cookies')}</Link>
      </Typography.Paragraph>
    </article>
  );
}
