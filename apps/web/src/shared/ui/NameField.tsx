import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';

/** Names of administration items: required, at most 255 characters. */
const MAX_NAME = 255;

// Not in crud.tsx: a page imports crud.tsx for its table, and with NameField there every table page
// loaded antd's Form before any dialog was opened (a module is loaded whole, with all it imports).
/** A name (or another short text) of an administration form: required, at most 255 characters. */
export function NameField({ label, name = 'name' }: { label: string; name?: string }) {
  const { t } = useTranslation('admin');
  return (
    <Form.Item
      label={label}
      name={name}
      rules={[
        { required: true, whitespace: true, message: t('errors:field_required') },
        { max: MAX_NAME, message: t('errors:max_255_characters') },
      ]}
    >
      <Input />
    </Form.Item>
  );
}
