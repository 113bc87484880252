import { Form, Input } from 'antd';

interface EmailFieldProps {
  label: string;
  requiredMessage: string;
  invalidMessage: string;
  autoComplete: 'email' | 'username';
  autoFocus?: boolean;
}

/** The `email` field of a form: required, an e-mail address. */
export function EmailField({ label, requiredMessage, invalidMessage, autoComplete, autoFocus = false }: EmailFieldProps) {
  return (
    <Form.Item
      label={label}
      name="email"
      rules={[
        { required: true, whitespace: true, message: requiredMessage },
        { type: 'email', message: invalidMessage },
      ]}
    >
      <Input type="email" autoComplete={autoComplete} autoFocus={autoFocus} />
    </Form.Item>
  );
}
