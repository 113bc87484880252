import { Alert, Form, Modal, type FormInstance } from 'antd';
import type { NamePath } from 'antd/es/form/interface';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { buildErrorMessage } from '../buildErrorMessage';
import { showServerErrors } from './serverErrors';
import { useAppApi } from './useAppApi';

/** What a page gives the dialog that adds (`'new'`) or changes one of its items. */
export interface EditDialogProps<T> {
  editing: T | 'new';
  title: string;
  successMessage: string;
  onClose: () => void;
}

interface FormDialogProps<V> {
  title: string;
  /** Form values to start from (an item to edit, or defaults for a new one). */
  initialValues: Partial<V>;
  /** Sends the values; resolves to the RTK Query result. */
  onSubmit: (values: V) => Promise<{ error?: unknown }>;
  /** Closes the dialog (after a success too). */
  onClose: () => void;
  /** Shown after a success. */
  successMessage: string;
  /** Server field names shown under the form's fields (422), or a map to the form's fields. */
  serverFields: readonly string[] | Record<string, NamePath>;
  children: ReactNode | ((form: FormInstance<V>) => ReactNode);
  testId: string;
  okText?: string;
}

/**
 * A dialog with a form for adding or editing one item: the form's own rules first, then the server's
 * field errors under the fields and anything else in an alert; on success a notice, and it closes.
 */
export function FormDialog<V extends object>({
  title,
  initialValues,
  onSubmit,
  onClose,
  successMessage,
  serverFields,
  children,
  testId,
  okText,
}: FormDialogProps<V>) {
  const { t } = useTranslation('admin');
  const { message } = useAppApi();
  const [form] = Form.useForm<V>();
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState<unknown>(null);

  const submit = async (values: V) => {
    setFormError(null);
    setBusy(true);
    const result = await onSubmit(values);
    setBusy(false);
    if ('error' in result && result.error !== undefined) {
      setFormError(showServerErrors(form, result.error, serverFields));
      return;
    }
    void message.success(successMessage);
    onClose();
  };

  return (
    <Modal
      open
      title={title}
      okText={okText ?? t('actions.save')}
      cancelText={t('actions.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={busy}
      destroyOnHidden
    >
      <Form<V>
        form={form}
        name={testId}
        layout="vertical"
        initialValues={initialValues}
        onFinish={(values) => void submit(values)}
        data-testid={testId}
      >
        {formError ? <Alert type="error" showIcon className="form-error" data-testid={`${testId}-error`} message={buildErrorMessage(formError)} /> : null}
        {typeof children === 'function' ? children(form) : children}
      </Form>
    </Modal>
  );
}
