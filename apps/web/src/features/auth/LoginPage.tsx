import { Card, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LanguageSwitcher } from '../language/LanguageSwitcher';
import { ForgotPasswordPanel } from './ForgotPasswordPanel';
import { LoginForm } from './LoginForm';
import { TwoFactorForm } from './TwoFactorForm';

type LoginStep =
  | { kind: 'credentials'; email?: string; notice?: string }
  | { kind: 'twoFactor'; challengeId: string }
  | { kind: 'forgot'; email: string };

/**
 * `/`: e-mail and password, then the e-mailed two-factor code when the company asks for it; or the
 * forgot-password flow (e-mailed code, then a new password).
 */
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
          initialEmail={step.email}
          notice={step.notice}
          onTwoFactorRequired={(challengeId) => setStep({ kind: 'twoFactor', challengeId })}
          onForgotPassword={(email) => setStep({ kind: 'forgot', email })}
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
    </Card>
  );
}
