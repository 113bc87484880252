import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../shared/ui/FormDialog';
import { MAX_TEXT } from './absenceRules';

// Loaded when a decline is first asked for (absenceUi's DeclineDialog), with antd's Form and Modal.

/** The reason of a decline (spec sections 4 and 5: required, at most 250 characters). */
export function ReasonField() {
  const { t } = useTranslation('absences');
  return (
    <Form.Item
      name="reason"
      label={t('decline.reason')}
      rules={[
        { required: true, whitespace: true, message: t('errors:field_required') },
        { max: MAX_TEXT, message: t('errors:max_250_characters') },
      ]}
    >
      <Input.TextArea rows={3} showCount maxLength={MAX_TEXT} data-testid="decline-reason" />
    </Form.Item>
  );
}

export interface DeclineDialogProps {
  title: string;
  okText: string;
  successMessage: string;
  onSubmit: (reason: string) => Promise<{ error?: unknown }>;
  onClose: () => void;
}

/** The decline dialog of one request or of all waiting ones. */
export function DeclineDialog({ title, okText, successMessage, onSubmit, onClose }: DeclineDialogProps) {
  return (
    <FormDialog<{ reason: string }>
      title={title}
      okText={okText}
      initialValues={{ reason: '' }}
      onSubmit={(values) => onSubmit(values.reason.trim())}
      onClose={onClose}
      successMessage={successMessage}
      serverFields={['reason']}
      testId="decline-dialog"
    >
      <ReasonField />
    </FormDialog>
  );
}
