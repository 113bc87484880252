import { PASSWORD_MAX, PASSWORD_MIN, PASSWORD_SYMBOLS } from '@presently/contracts';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** The password rules of spec section 5, from the shared policy's constants. */
export function PasswordRulesText() {
  const { t } = useTranslation('auth');
  return (
    <Typography.Paragraph type="secondary" className="password-rules" data-testid="password-rules">
      {t('passwordRules', { min: PASSWORD_MIN, max: PASSWORD_MAX, symbols: PASSWORD_SYMBOLS })}
    </Typography.Paragraph>
  );
}
