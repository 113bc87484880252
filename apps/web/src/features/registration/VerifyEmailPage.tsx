import { Result, Spin } from 'antd';
import { Card } from '../../shared/ui/Card';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router-dom';
import { buildErrorMessage } from '../../shared/buildErrorMessage';
import { ButtonLink } from '../../shared/ui/ButtonLink';
import { PageHeading } from '../../shared/ui/PageHeading';
import { useVerifyEmailQuery } from './registrationApi';
import { ResendVerificationForm } from './ResendVerificationForm';
import { Typography } from '../../shared/ui/Typography';

type Outcome = 'verified' | 'already_verified' | 'expired' | 'invalid';

/** The error keys of a failed verification: an expired link offers a new one, anything else says invalid. */
function outcomeOfError(error: unknown): { outcome: Outcome; detail: string | null } {
  const body = typeof error === 'object' && error !== null && 'data' in error ? (error as { data: unknown }).data : null;
  const key = typeof body === 'object' && body !== null ? (body as { error?: unknown }).error : null;
  if (key === 'verification_link_expired') return { outcome: 'expired', detail: null };
  if (key === 'verification_link_invalid' || key === 'not_found') return { outcome: 'invalid', detail: null };
  // A server or network failure: still an unusable link for now, with the reason.
  return { outcome: 'invalid', detail: buildErrorMessage(error) };
}

/**
 * `/email/verify/:id/:hash?expires=…` (spec section 2): opens the e-mailed link through
 * `GET /api/email/verify/{id}/{hash}` with the link's query, then says how it went. An expired or
 * invalid link can ask for a new e-mail.
 */
export function VerifyEmailPage() {
  const { t } = useTranslation('registration');
  const { id = '', hash = '' } = useParams();
  const { search } = useLocation();
  const { data, error, isLoading } = useVerifyEmailQuery({ id, hash, search });

  let body;
  if (isLoading) {
    body = <Spin size="large" className="verify__loading" aria-label={t('verify.checking')} />;
  } else if (data) {
    const already = data.status === 'already_verified';
    body = (
      <Result
        status={already ? 'info' : 'success'}
        title={t(already ? 'verify.alreadyHeading' : 'verify.verifiedHeading')}
        subTitle={t(already ? 'verify.alreadyBody' : 'verify.verifiedBody')}
        extra={
          <ButtonLink type="primary" to="/" data-testid="verify-login-link">
            {t('goToLogin')}
          </ButtonLink>
        }
      />
    );
  } else {
    const { outcome, detail } = outcomeOfError(error);
    body = (
      <>
        <Result
          status={outcome === 'expired' ? 'warning' : 'error'}
          title={t(outcome === 'expired' ? 'verify.expiredHeading' : 'verify.invalidHeading')}
          subTitle={detail ?? t(outcome === 'expired' ? 'verify.expiredBody' : 'verify.invalidBody')}
        />
        <ResendVerificationForm />
        <Typography.Paragraph className="register__login">
          <ButtonLink type="link" to="/" data-testid="verify-login-link">
            {t('goToLogin')}
          </ButtonLink>
        </Typography.Paragraph>
      </>
    );
  }

  return (
    <Card className="auth-card" data-testid="verify-email-page" data-outcome={isLoading ? 'loading' : (data?.status ?? outcomeOfError(error).outcome)}>
      <PageHeading titleKey="verifyEmail" />
      {body}
    </Card>
  );
}
