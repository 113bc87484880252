import type { Department } from '@presently/contracts';
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { type EditDialogProps, FormDialog } from '../../shared/ui/FormDialog';
import { NameField } from '../../shared/ui/NameField';
import { UserSelect } from '../users';
import { useCreateDepartmentMutation, useUpdateDepartmentMutation, type DepartmentInput } from './structureApi';

export type DepartmentDialogProps = EditDialogProps<Department>;

/** Adding or changing a department: its name and manager. Loaded when first opened (DepartmentsPage). */
export function DepartmentDialog({ editing, ...dialogProps }: DepartmentDialogProps) {
  const { t } = useTranslation('admin');
  const [create] = useCreateDepartmentMutation();
  const [update] = useUpdateDepartmentMutation();
  return (
    <FormDialog<DepartmentInput>
      {...dialogProps}
      testId="department-dialog"
      initialValues={editing === 'new' ? { name: '', manager_user_id: null } : { name: editing.name, manager_user_id: editing.manager_user_id }}
      serverFields={['name', 'manager_user_id']}
      onSubmit={(values) => {
        const input = { name: values.name.trim(), manager_user_id: values.manager_user_id ?? null };
        return editing === 'new' ? create(input) : update({ id: editing.id, input });
      }}
    >
      <NameField label={t('departments.name')} />
      <Form.Item label={t('departments.manager')} name="manager_user_id" extra={t('departments.managerHint')} rules={[{ required: true, message: t('errors:field_required') }]}>
        <UserSelect />
      </Form.Item>
    </FormDialog>
  );
}
