import { Form, Input } from 'antd';
import { passwordRule } from '../formErrors';
import { PasswordRulesText } from './PasswordRulesText';

interface NewPasswordFieldsProps {
  passwordLabel: string;
  confirmationLabel: string;
  /** The form also asks for the old password (`old_password`), which the new one must differ from. */
  requireOld?: boolean;
  autoFocus?: boolean;
}

/** A new password, its confirmation and the password rules (the shared policy checks both fields). */
export function NewPasswordFields({ passwordLabel, confirmationLabel, requireOld = false, autoFocus = false }: NewPasswordFieldsProps) {
  return (
    <>
      <Form.Item label={passwordLabel} name="password" dependencies={requireOld ? ['old_password'] : []} rules={[passwordRule('password', requireOld)]}>
        <Input.Password autoComplete="new-password" autoFocus={autoFocus} />
      </Form.Item>
      <Form.Item label={confirmationLabel} name="password_confirmation" dependencies={['password']} rules={[passwordRule('password_confirmation', requireOld)]}>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <PasswordRulesText />
    </>
  );
}
