import { Alert, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch } from '../../app/hooks';
import { authApi, homePathFor, type SessionUser, useAcceptPrivacyPolicyMutation } from '../../app/session';
import { buildErrorMessage } from '../../shared/buildErrorMessage';
import { Typography } from '../../shared/ui/Typography';

/**
 * Until the terms are accepted the app is locked on this page (spec section 4). Accepting calls
 * `POST /api/accept-privacy-policy`, reloads the user (user-info) and goes to the user's home page.
 */
export function AcceptTermsPanel({ user }: { user: SessionUser }) {
  const { t } = useTranslation('policies');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [acceptPrivacyPolicy, { isLoading, error }] = useAcceptPrivacyPolicyMutation();

  const accept = async () => {
    const result = await acceptPrivacyPolicy();
    if ('error' in result) return;
    const fresh = await dispatch(authApi.endpoints.getUserInfo.initiate(undefined, { subscribe: false, forceRefetch: true }));
    // user-info failing is silent (spec section 8): the acceptance itself succeeded.
    await navigate(homePathFor(fresh.data ?? { ...user, terms_conds: 1 }), { replace: true });
  };

  // A plain box drawn like antd's Card (styles.css): Card brings Tabs (~14 KB gzip) to this page.
  return (
    <section className="accept-terms" data-testid="accept-terms">
      <Typography.Title level={4}>{t('privacy.acceptHeading')}</Typography.Title>
      <Typography.Paragraph>{t('privacy.acceptBody')}</Typography.Paragraph>
      {error && <Alert type="error" showIcon className="form-error" message={buildErrorMessage(error)} />}
      <Button type="primary" loading={isLoading} onClick={() => void accept()}>
        {t('privacy.accept')}
      </Button>
    </section>
  );
}
