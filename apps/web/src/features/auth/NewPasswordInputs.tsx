import { useTranslation } from 'react-i18next';
import { passwordErrors } from '../../shared/formErrors';
import { PasswordRulesText } from '../../shared/ui/PasswordRulesText';
import { PasswordField } from '../../shared/ui/plain/controls';
import type { FieldBinding, FieldRule } from '../../shared/ui/plain/useFields';

export interface NewPasswordValues {
  password: string;
  password_confirmation: string;
}

/** The shared password policy on both fields (the confirmation is checked again when the password changes). */
export const NEW_PASSWORD_RULES: Record<keyof NewPasswordValues, FieldRule<NewPasswordValues>> = {
  password: (values) => passwordErrors('password', { ...values }),
  password_confirmation: (values) => passwordErrors('password_confirmation', { ...values }),
};

export const NEW_PASSWORD_DEPENDENTS = { password: ['password_confirmation' as const] };

/** What the inputs need of a form's `useFields` (any form with these two fields). */
interface NewPasswordForm {
  field: (name: keyof NewPasswordValues) => FieldBinding;
}

interface NewPasswordInputsProps {
  form: NewPasswordForm;
  passwordLabel: string;
  confirmationLabel: string;
  autoFocus?: boolean;
}

/** A new password, its confirmation and the password rules: shared/ui/NewPasswordFields without antd. */
export function NewPasswordInputs({ form, passwordLabel, confirmationLabel, autoFocus = false }: NewPasswordInputsProps) {
  const { t } = useTranslation('auth');
  return (
    <>
      <PasswordField
        label={passwordLabel}
        showLabel={t('showPassword')}
        autoComplete="new-password"
        autoFocus={autoFocus}
        {...form.field('password')}
      />
      <PasswordField
        label={confirmationLabel}
        showLabel={t('showPassword')}
        autoComplete="new-password"
        {...form.field('password_confirmation')}
      />
      <PasswordRulesText />
    </>
  );
}
