import { Alert, Button, Card, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { buildErrorMessage } from '../../shared/buildErrorMessage';
import { homePathFor } from '../auth/access';
import { useAcceptPrivacyPolicyMutation } from '../auth/authApi';
import type { SessionUser } from '../auth/types';

/** Until the terms are accepted the app is locked on this page (spec section 4). */
export function AcceptTermsPanel({ user }: { user: SessionUser }) {
  const { t } = useTranslation('policies');
  const navigate = useNavigate();
  const [acceptPrivacyPolicy, { isLoading, error }] = useAcceptPrivacyPolicyMutation();

  const accept = async () => {
    const result = await acceptPrivacyPolicy();
    if (!('error' in result)) await navigate(homePathFor({ ...user, terms_conds: 1 }));
  };

  return (
    <Card className="accept-terms" data-testid="accept-terms">
      <Typography.Title level={4}>{t('privacy.acceptHeading')}</Typography.Title>
      <Typography.Paragraph>{t('privacy.acceptBody')}</Typography.Paragraph>
      {error && <Alert type="error" showIcon className="form-error" message={buildErrorMessage(error)} />}
      <Button type="primary" loading={isLoading} onClick={() => void accept()}>
        {t('privacy.accept')}
      </Button>
    </Card>
  );
}
