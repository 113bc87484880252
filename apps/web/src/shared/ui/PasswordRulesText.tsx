import { PASSWORD_MAX, PASSWORD_MIN, PASSWORD_SYMBOLS } from '@presently/contracts';
import { useTranslation } from 'react-i18next';
import './plain/plain.css';

/** The password rules of spec section 5, from the shared policy's constants (no antd: the invitation link's form shows it). */
export function PasswordRulesText() {
  const { t } = useTranslation('auth');
  return (
    <p className="ui-paragraph ui-paragraph--secondary password-rules" data-testid="password-rules">
      {t('passwordRules', { min: PASSWORD_MIN, max: PASSWORD_MAX, symbols: PASSWORD_SYMBOLS })}
    </p>
  );
}
