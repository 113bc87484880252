import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { selectCurrentUser } from '../../app/session';
import { BrandLogo } from '../../shared/ui/BrandLogo';
import { LanguageSwitcher } from '../language';
import { ForgotPasswordPanel } from './ForgotPasswordPanel';
import { LoginForm } from './LoginForm';
import { SetPasswordWithTokenForm } from './SetPasswordWithTokenForm';
import { TwoFactorForm } from './TwoFactorForm';

type LoginStep =
  | { kind: 'credentials'; email?: string; notice?: string }
  | { kind: 'twoFactor'; challengeId: string }
  | { kind: 'forgot'; email: string }
  | { kind: 'setPassword'; token: string };

/**
 * `/`: e-mail and password, then the e-mailed two-factor code when the company asks for it; or the
 * forgot-password flow (e-mailed code, then a new password). With `?token=` (the invitation link) the
 * invited user first sets a password, then logs in with the e-mail filled in.
 */
export function LoginPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const signedIn = useAppSelector(selectCurrentUser) !== null;
  const [step, setStep] = useState<LoginStep>(() => {
    const token = params.get('token');
    return token ? { kind: 'setPassword', token } : { kind: 'credentials' };
  });
  const backToCredentials = () => setStep({ kind: 'credentials' });

  /** The link's token is spent: off the address, unless someone is signed in (the token keeps them here). */
  const leaveTokenLink = (next: LoginStep) => {
    setStep(next);
    if (!signedIn && params.has('token')) setParams({}, { replace: true });
  };

  return (
    // No antd on this page (issue 14: it is everyone's first load): plain controls (shared/ui/plain).
    <section className="auth-card auth-panel" data-testid="login-page">
      <header className="auth-card__header">
        <BrandLogo />
        <LanguageSwitcher />
      </header>
      <p className="ui-paragraph ui-paragraph--secondary">{t('auth:login.subtitle')}</p>
      {step.kind === 'credentials' && (
        <LoginForm
          initialEmail={step.email}
          notice={step.notice}
          onTwoFactorRequired={(challengeId) => setStep({ kind: 'twoFactor', challengeId })}
          onForgotPassword={(email) => setStep({ kind: 'forgot', email })}
        />
      )}
      {step.kind === 'setPassword' && (
        <SetPasswordWithTokenForm
          token={step.token}
          onBack={() => leaveTokenLink({ kind: 'credentials' })}
          onDone={(email) => leaveTokenLink({ kind: 'credentials', email, notice: t('auth:setPassword.done') })}
        />
      )}
      {step.kind === 'twoFactor' && <TwoFactorForm challengeId={step.challengeId} onBack={backToCredentials} />}
      {step.kind === 'forgot' && (
        <ForgotPasswordPanel
          initialEmail={step.email}
          onBack={backToCredentials}
          onDone={(email) => setStep({ kind: 'credentials', email, notice: t('auth:reset.done') })}
        />
      )}
    </section>
  );
}
