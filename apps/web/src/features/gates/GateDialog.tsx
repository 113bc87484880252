import type { Gate } from '@presently/contracts';
import { Form, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { type EditDialogProps, FormDialog } from '../../shared/ui/FormDialog';
import { NameField } from '../../shared/ui/NameField';
import { useCreateGateMutation, useUpdateGateMutation, type GateInput } from './gatesApi';

export type GateDialogProps = EditDialogProps<Gate>;

/** Adding or changing a gate: its name and whether it is active. Loaded when first opened (GatesPage). */
export function GateDialog({ editing, ...dialogProps }: GateDialogProps) {
  const { t } = useTranslation('admin');
  const [create] = useCreateGateMutation();
  const [update] = useUpdateGateMutation();
  return (
    <FormDialog<GateInput>
      {...dialogProps}
      testId="gate-dialog"
      initialValues={editing === 'new' ? { name: '', active: true } : { name: editing.name, active: editing.active }}
      serverFields={['name', 'active']}
      onSubmit={(values) => {
        const input = { name: values.name.trim(), active: values.active !== false };
        return editing === 'new' ? create(input) : update({ id: editing.id, input });
      }}
    >
      <NameField label={t('gates.name')} />
      <Form.Item label={t('gates.active')} name="active" valuePropName="checked">
        <Switch />
      </Form.Item>
    </FormDialog>
  );
}
