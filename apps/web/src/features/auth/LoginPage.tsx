import { Card, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitcher } from '../language/LanguageSwitcher';
import { ForgotPasswordPanel } from './ForgotPasswordPanel';
import { LoginForm } from './LoginForm';
import { TwoFactorForm } from './TwoFactorForm';

type LoginStep = { kind: 'credentials' } | { kind: 'twoFactor'; challengeId: string } | { kind: 'forgot' };

/** `/`: e-mail and password, then the e-mailed two-factor code when the company asks for it. */
export function LoginPage() {
  const { t } = useTranslation();
  const [step, setStep] = useState<LoginStep>({ kind: 'credentials' });
  const backToCredentials = () => setStep({ kind: 'credentials' });

  return (
    <Card className="auth-card" data-testid="login-page">
      <header className="auth-card__header">
        <div className="app-logo app-logo--large">
          <span className="app-logo__mark" aria-hidden="true">
            P
          </span>
          <span className="app-logo__name">{t('appName')}</span>
        </div>
        <LanguageSwitcher />
      </header>
      <Typography.Paragraph type="secondary">{t('auth:login.subtitle')}</Typography.Paragraph>
      {step.kind === 'credentials' && (
        <LoginForm
          onTwoFactorRequired={(challengeId) => setStep({ kind: 'twoFactor', challengeId })}
          onForgotPassword={() => setStep({ kind: 'forgot' })}
        />
      )}
      {step.kind === 'twoFactor' && <TwoFactorForm challengeId={step.challengeId} onBack={backToCredentials} />}
      {step.kind === 'forgot' && <ForgotPasswordPanel onBack={backToCredentials} />}
    </Card>
  );
}
